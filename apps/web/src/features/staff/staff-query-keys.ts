/** The Staff page's queries: the staff members and the roles; every change refreshes both (a renamed role, a count of holders). */
export const staffKeys = {
  all: ['staff'] as const,
  members: () => [...staffKeys.all, 'members'] as const,
  roles: () => [...staffKeys.all, 'roles'] as const,
};
