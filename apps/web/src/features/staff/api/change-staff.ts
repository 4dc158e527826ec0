/** The shop's staff members: the list with their role, sign-ins and sessions, and each change, which refreshes it. */
import { StaffListSchema, StaffMemberResponseSchema, type StaffMember } from '@shop/shared/staff.schema';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { userKeys } from '@/features/auth/user-query-keys';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { staffKeys } from '../staff-query-keys';

export type StaffMemberChange = z.infer<typeof StaffMemberResponseSchema>;

/** A role change also changes the roles' counts of holders: both lists refetch. */
const REFRESHED = [staffKeys.all] as const;
/** A suspension ends the member's sessions: Manage Users' counts of sessions refetch too. */
const REFRESHED_WITH_SESSIONS = [staffKeys.all, userKeys.list()] as const;

export async function getStaff(signal?: AbortSignal): Promise<StaffMember[]> {
  return (await api.get('/staff', { schema: StaffListSchema, signal })).staff;
}

/** Every staff member (role 'admin'), with their role, last sign-in, open sessions and suspension. */
export function useStaff() {
  return useQuery({ queryKey: staffKeys.members(), queryFn: ({ signal }) => getStaff(signal) });
}

/** Gives a member another of the shop's roles, by its handle. Refused for oneself, and for the last owner (409). */
export function changeStaffRole({ id, role }: { id: string; role: string }): Promise<StaffMemberChange> {
  return api.put(`/staff/${encodeURIComponent(id)}/role`, { role }, { schema: StaffMemberResponseSchema });
}

/** Signs a member out everywhere at once and keeps them out until restored. Refused for oneself, and for the last owner (409). */
export function suspendStaffMember(id: string): Promise<StaffMemberChange> {
  return api.post(`/staff/${encodeURIComponent(id)}/suspend`, undefined, { schema: StaffMemberResponseSchema });
}

/** Lets a suspended member sign in again. */
export function restoreStaffMember(id: string): Promise<StaffMemberChange> {
  return api.post(`/staff/${encodeURIComponent(id)}/restore`, undefined, { schema: StaffMemberResponseSchema });
}

export const useChangeStaffRole = () => useInvalidatingMutation(changeStaffRole, REFRESHED);
export const useSuspendStaffMember = () => useInvalidatingMutation(suspendStaffMember, REFRESHED_WITH_SESSIONS);
export const useRestoreStaffMember = () => useInvalidatingMutation(restoreStaffMember, REFRESHED);
