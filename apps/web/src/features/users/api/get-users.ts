import { UserListSchema, type User } from '@shop/shared/auth.schema';
import { useQuery } from '@tanstack/react-query';
import { userKeys } from '@/features/auth/user-query-keys';
import { api } from '@/lib/api-client';

export function getUsers(signal?: AbortSignal): Promise<User[]> {
  return api.get('/auth/users', { schema: UserListSchema, signal });
}

export function useUsers() {
  return useQuery({ queryKey: userKeys.list(), queryFn: ({ signal }) => getUsers(signal) });
}
