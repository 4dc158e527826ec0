/**
 * Who is signed in, as far as this browser knows. The server's session cookie is the authority;
 * the copy under local storage `user` only lets the first paint show the right icons and pages.
 */
import type { User } from '@shop/shared/auth.schema';
import { create } from 'zustand';
import { readJson, removeItem, writeJson } from '@/lib/local-storage';

export const USER_STORAGE_KEY = 'user';

/**
 * The user kept in local storage; null when missing, unreadable or not a user. The check (zod)
 * loads only when something is stored: a visitor's first load goes without it.
 */
export async function readStoredUser(): Promise<User | null> {
  const stored = readJson(USER_STORAGE_KEY);
  if (stored === null) return null;
  const { UserSchema } = await import('@shop/shared/auth.schema');
  const parsed = UserSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

interface AuthState {
  user: User | null;
  /**
   * Takes the user kept in local storage. Called by the app at start, after a server-rendered
   * page has hydrated (the server renders every visitor signed out).
   */
  restoreUser: () => Promise<void>;
  /** The same user, changed (a profile edit, a fresh copy from the server). */
  setUser: (user: User) => void;
  /** Someone signed in here just now (their bag then joins the account's). */
  signIn: (user: User) => void;
  /** How the user came: restored from an earlier visit, or signed in just now. */
  arrival: 'restored' | 'signed-in' | null;
  clearUser: () => void;
  /** True after the user logged out on purpose: guarded pages then go home without complaint. */
  signedOut: boolean;
  signOut: () => void;
}

export const useAuthStore = create<AuthState>()((set, get) => ({
  user: null,
  restoreUser: async () => {
    const stored = await readStoredUser();
    // A sign-in or sign-out meanwhile is newer than what was stored.
    if (get().user === null && !get().signedOut && stored) set({ user: stored, arrival: 'restored' });
  },
  setUser: (user) => {
    writeJson(USER_STORAGE_KEY, user);
    set({ user, signedOut: false });
  },
  arrival: null,
  signIn: (user) => {
    writeJson(USER_STORAGE_KEY, user);
    set({ user, signedOut: false, arrival: 'signed-in' });
  },
  clearUser: () => {
    removeItem(USER_STORAGE_KEY);
    set({ user: null, arrival: null });
  },
  signedOut: false,
  signOut: () => {
    removeItem(USER_STORAGE_KEY);
    set({ user: null, signedOut: true, arrival: null });
  },
}));

export function useUser(): User | null {
  return useAuthStore((state) => state.user);
}
