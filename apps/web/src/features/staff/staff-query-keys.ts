/**
 * The Staff page's queries: the staff members, the roles and the invitations; a change to staff
 * or roles refreshes them all (a renamed role, a count of holders).
 */
export const staffKeys = {
  all: ['staff'] as const,
  members: () => [...staffKeys.all, 'members'] as const,
  roles: () => [...staffKeys.all, 'roles'] as const,
  invitations: () => [...staffKeys.all, 'invitations'] as const,
};

/**
 * What an invitation's link offers, on the join page.
 * NOTE: not under `staff`: a change on the Staff page would ask again for a link's preview.
 */
export const invitationPreviewKey = (token: string) => ['staff-invitation-preview', token] as const;
