import { AdminUserListSchema, type AdminUser, type AdminUsersQuerySchema } from '@shop/shared/auth.schema';
import type { z } from 'zod';
import { userKeys } from '@/features/auth/user-query-keys';
import { apiPage } from '@/lib/api-client';
import { usePagedQuery } from '@/lib/use-paged-list';

export type AdminUsersQuery = z.output<typeof AdminUsersQuerySchema>;

export interface UsersPage {
  users: AdminUser[];
  /** Every account that matches the search, from the X-Total-Count header. */
  total: number;
}

/** One page of the accounts (admin), each with their orders, total spent and open sessions. */
export async function getUsers(query: AdminUsersQuery, signal?: AbortSignal): Promise<UsersPage> {
  const { data: users, total } = await apiPage(
    '/auth/users',
    { query: { search: query.search, page: query.page, limit: query.limit }, schema: AdminUserListSchema, signal },
    (rows) => rows,
  );
  return { users, total };
}

export function useUsers(query: AdminUsersQuery) {
  return usePagedQuery(userKeys.adminList(query), (signal) => getUsers(query, signal));
}
