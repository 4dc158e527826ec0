/**
 * Every query about users starts with `user`, so that one invalidation after a login, a logout
 * or a profile edit refetches all of them (the specification's "User tag").
 */
export const userKeys = {
  all: ['user'] as const,
  me: () => [...userKeys.all, 'me'] as const,
  list: () => [...userKeys.all, 'list'] as const,
  /** One page of Manage Users: its search and page. */
  adminList: (query: { search?: string; page: number; limit: number }) => [...userKeys.list(), query] as const,
  stats: (email: string) => [...userKeys.all, 'stats', email] as const,
};
