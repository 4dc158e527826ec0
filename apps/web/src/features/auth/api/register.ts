import { SignedInResponseSchema, type RegisterInput, type User } from '@shop/shared/auth.schema';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { userKeys } from '../user-query-keys';

export async function register(input: RegisterInput): Promise<User> {
  const { user } = await api.post('/auth/register', input, { schema: SignedInResponseSchema });
  return user;
}

/** Creates an account; it does not sign in (the specification sends the new user to /login). */
export function useRegister() {
  return useInvalidatingMutation(register, [userKeys.list()]);
}
