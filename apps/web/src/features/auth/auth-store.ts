/**
 * Who is signed in, as far as this browser knows. The server's session cookie is the authority;
 * the copy under local storage `user` only lets the first paint show the right icons.
 */
import { ROLES } from '@shop/shared/constants';
import { z } from 'zod';
import { create } from 'zustand';
import { readJson, removeItem, writeJson } from '@/lib/local-storage';

export const USER_STORAGE_KEY = 'user';

// TODO(accounts): replace with the UserSchema of @shop/shared once the accounts issue adds it.
export const StoredUserSchema = z.looseObject({
  _id: z.string().min(1),
  username: z.string().optional(),
  email: z.string().optional(),
  role: z.enum(ROLES),
});
export type StoredUser = z.infer<typeof StoredUserSchema>;

/** The user kept in local storage; null when missing, unreadable or not a user. */
export function readStoredUser(): StoredUser | null {
  const parsed = StoredUserSchema.safeParse(readJson(USER_STORAGE_KEY));
  return parsed.success ? parsed.data : null;
}

interface AuthState {
  user: StoredUser | null;
  setUser: (user: StoredUser) => void;
  clearUser: () => void;
}

export const useAuthStore = create<AuthState>()((set) => ({
  user: readStoredUser(),
  setUser: (user) => {
    writeJson(USER_STORAGE_KEY, user);
    set({ user });
  },
  clearUser: () => {
    removeItem(USER_STORAGE_KEY);
    set({ user: null });
  },
}));

export function useUser(): StoredUser | null {
  return useAuthStore((state) => state.user);
}
