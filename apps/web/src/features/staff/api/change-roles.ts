/** The shop's staff roles: the built-in ones and those an owner made, and each change, which refreshes them and the staff. */
import { MessageResponseSchema } from '@shop/shared/common.schema';
import { StaffRoleResponseSchema, StaffRolesSchema, type StaffRole, type StaffRoleInput } from '@shop/shared/staff.schema';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { staffKeys } from '../staff-query-keys';

export type StaffRoleChange = z.infer<typeof StaffRoleResponseSchema>;

/** A renamed role renames it in the staff list too: both lists refetch. */
const REFRESHED = [staffKeys.all] as const;

export async function getStaffRoles(signal?: AbortSignal): Promise<StaffRole[]> {
  return (await api.get('/staff/roles', { schema: StaffRolesSchema, signal })).roles;
}

/** Every role of the shop, with its permissions and how many staff members hold it. */
export function useStaffRoles() {
  return useQuery({ queryKey: staffKeys.roles(), queryFn: ({ signal }) => getStaffRoles(signal) });
}

/** Refused (409) when another role has the name. */
export function createStaffRole(input: StaffRoleInput): Promise<StaffRoleChange> {
  return api.post('/staff/roles', input, { schema: StaffRoleResponseSchema });
}

/** Refused (400) for a built-in role. */
export function updateStaffRole({ handle, input }: { handle: string; input: StaffRoleInput }): Promise<StaffRoleChange> {
  return api.put(`/staff/roles/${encodeURIComponent(handle)}`, input, { schema: StaffRoleResponseSchema });
}

/** Refused (409) while staff members hold the role, and (400) for a built-in one. */
export function deleteStaffRole(handle: string): Promise<{ message: string }> {
  return api.delete(`/staff/roles/${encodeURIComponent(handle)}`, { schema: MessageResponseSchema });
}

export const useCreateStaffRole = () => useInvalidatingMutation(createStaffRole, REFRESHED);
export const useUpdateStaffRole = () => useInvalidatingMutation(updateStaffRole, REFRESHED);
export const useDeleteStaffRole = () => useInvalidatingMutation(deleteStaffRole, REFRESHED);
