import type { User } from '@shop/shared/auth.schema';
import { USER_STORAGE_KEY, useAuthStore } from '@/features/auth/auth-store';

export const testUser: User = {
  _id: 'u1',
  username: 'ada',
  email: 'ada@example.com',
  role: 'user',
  profileImage: null,
  bio: null,
  profession: null,
  createdAt: '2025-03-14T10:00:00.000Z',
  emailVerified: true,
};

export const testAdmin: User = {
  _id: 'a1',
  username: 'grace',
  email: 'grace@example.com',
  role: 'admin',
  profileImage: null,
  bio: 'Runs the shop.',
  profession: 'Shop owner',
  createdAt: '2024-11-02T09:00:00.000Z',
  emailVerified: true,
};

/** Starts the test with `user` signed in, as after a login on an earlier visit. */
export function signIn(user: User): void {
  window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  useAuthStore.setState({ user });
}
