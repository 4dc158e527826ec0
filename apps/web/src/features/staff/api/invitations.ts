/**
 * Invitations to the staff: the Staff page's list, an invitation sent or taken back (each
 * refreshes the list); and, for the invited person on the join page, what the link offers and
 * joining with it.
 */
import { MessageResponseSchema } from '@shop/shared/common.schema';
import {
  InvitationPreviewSchema,
  StaffInvitationResponseSchema,
  StaffInvitationsSchema,
  type InviteStaffInput,
  type StaffInvitation,
} from '@shop/shared/staff.schema';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { invitationPreviewKey, staffKeys } from '../staff-query-keys';

export type StaffInvitationChange = z.infer<typeof StaffInvitationResponseSchema>;
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;

const REFRESHED = [staffKeys.invitations()] as const;

export async function getStaffInvitations(signal?: AbortSignal): Promise<StaffInvitation[]> {
  return (await api.get('/staff/invitations', { schema: StaffInvitationsSchema, signal })).invitations;
}

/** The invitations sent, newest first, each pending, accepted, taken back or expired. */
export function useStaffInvitations() {
  return useQuery({ queryKey: staffKeys.invitations(), queryFn: ({ signal }) => getStaffInvitations(signal) });
}

/**
 * Mails the person a link to join with the role (an earlier invitation of the address still open
 * is taken back). Refused (409) for a staff member, and while the shop cannot send mail; (400) for an unknown role.
 */
export function inviteStaff(input: InviteStaffInput): Promise<StaffInvitationChange> {
  return api.post('/staff/invitations', input, { schema: StaffInvitationResponseSchema });
}

/** The invitation's link stops working. Refused (400) once it was accepted or taken back. */
export function revokeStaffInvitation(id: string): Promise<StaffInvitationChange> {
  return api.delete(`/staff/invitations/${encodeURIComponent(id)}`, { schema: StaffInvitationResponseSchema });
}

export const useInviteStaff = () => useInvalidatingMutation(inviteStaff, REFRESHED);
export const useRevokeStaffInvitation = () => useInvalidatingMutation(revokeStaffInvitation, REFRESHED);

export function previewStaffInvitation(token: string, signal?: AbortSignal): Promise<InvitationPreview> {
  return api.post('/staff/invitations/preview', { token }, { schema: InvitationPreviewSchema, signal });
}

/**
 * What an invitation's link offers (the address, the role, whether the address has an account),
 * asked once on arrival. Refused (400) for a used, unknown, taken back or expired link: no retry.
 */
export function useInvitationPreview(token: string | null) {
  return useQuery({
    queryKey: invitationPreviewKey(token ?? ''),
    queryFn: ({ signal }) => previewStaffInvitation(token ?? '', signal),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** Joins the staff with the link's token, a name and a new password; the link is then used. The person signs in after. */
export async function acceptStaffInvitation(input: { token: string; username: string; password: string }): Promise<string> {
  const { message } = await api.post('/staff/invitations/accept', input, { schema: MessageResponseSchema });
  return message;
}

export function useAcceptStaffInvitation() {
  return useMutation({ mutationFn: acceptStaffInvitation });
}
