/**
 * What travels in the history state to and between /login and /register: where the visitor
 * was going when a guard stopped them, the email they just registered with, and a notice for
 * the login page ('Password updated. Please sign in.' after a reset).
 */
import { paths } from '@shop/shared/routes';
import { z } from 'zod';

const LocationSchema = z.object({
  pathname: z.string(),
  search: z.string().optional(),
  hash: z.string().optional(),
});

const AuthRedirectStateSchema = z.object({
  from: LocationSchema.optional(),
  email: z.string().optional(),
  notice: z.string().optional(),
});

export type AuthRedirectState = z.infer<typeof AuthRedirectStateSchema>;

export function readAuthRedirectState(state: unknown): AuthRedirectState {
  const parsed = AuthRedirectStateSchema.safeParse(state);
  return parsed.success ? parsed.data : {};
}

/** Where to go after signing in: the remembered page when it is one of ours, else /. */
export function returnPathOf(state: AuthRedirectState): string {
  const from = state.from;
  // NOTE: '//host' would leave the shop; only same-app paths are followed.
  if (!from || !from.pathname.startsWith('/') || from.pathname.startsWith('//')) return '/';
  if (from.pathname === paths.login || from.pathname === paths.register) return paths.home;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
