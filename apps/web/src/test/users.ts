import type { User } from '@shop/shared/auth.schema';
import { BUILT_IN_ROLES, type BuiltInRoleHandle } from '@shop/shared/permissions';
import { USER_STORAGE_KEY, useAuthStore } from '@/features/auth/auth-store';

export const testUser: User = {
  _id: 'u1',
  username: 'ada',
  email: 'ada@example.com',
  role: 'user',
  staffRole: null,
  permissions: [],
  twoFactorEnabled: false,
  twoFactorDue: false,
  staffTwoFactorOptional: false,
  profileImage: null,
  bio: null,
  profession: null,
  createdAt: '2025-03-14T10:00:00.000Z',
  emailVerified: true,
};

/** The shop's owner: every permission. */
export const testAdmin: User = {
  _id: 'a1',
  username: 'grace',
  email: 'grace@example.com',
  role: 'admin',
  staffRole: 'owner',
  permissions: [...BUILT_IN_ROLES.owner.permissions],
  twoFactorEnabled: false,
  twoFactorDue: false,
  staffTwoFactorOptional: false,
  profileImage: null,
  bio: 'Runs the shop.',
  profession: 'Shop owner',
  createdAt: '2024-11-02T09:00:00.000Z',
  emailVerified: true,
};

/** A staff member of one of the built-in roles (the test admin is the owner), with only its permissions. */
export function testStaff(handle: BuiltInRoleHandle, extra: Partial<User> = {}): User {
  return {
    ...testAdmin,
    _id: `staff-${handle}`,
    username: handle === 'fulfilment' ? 'frank' : handle === 'support' ? 'sam' : 'max',
    email: `${handle}@example.com`,
    bio: null,
    profession: null,
    staffRole: handle,
    permissions: [...BUILT_IN_ROLES[handle].permissions],
    ...extra,
  };
}

/** Starts the test with `user` signed in, as after a login on an earlier visit. */
export function signIn(user: User): void {
  window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  useAuthStore.setState({ user });
}
