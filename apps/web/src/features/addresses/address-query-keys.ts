import { userKeys } from '@/features/auth/user-query-keys';

/** The signed-in customer's address book: under the user's queries, so that signing out forgets it. */
export const addressKeys = {
  all: [...userKeys.all, 'addresses'] as const,
};
