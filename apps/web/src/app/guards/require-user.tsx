/**
 * Route guards (docs/product.md, roles and access). A guarded page with nobody signed in says
 * 'You must be logged in!' and goes to /login, remembering the page so that signing in returns
 * there; a signed-in user without the needed role is told 'You are not authorized to access
 * this page!' and goes to /login too; a staff member opening a page their permissions do not
 * open is told the same and goes to the dashboard's home instead (they are signed in, and staff).
 * The server enforces the same rules on every request.
 */
import type { Role } from '@shop/shared/constants';
import { can } from '@shop/shared/can';
import type { Permission } from '@shop/shared/permissions';
import { paths } from '@shop/shared/routes';
import { lazy, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { toast } from '@/components/ui/toast';
import { useAuthStore, useUser } from '@/features/auth/auth-store';
import type { AuthRedirectState } from '@/features/auth/redirect-state';
import { useLanguage, useMessages, useT, type MessageKey } from '@/i18n/i18n';
import { browserNavigation } from '@/lib/browser-navigation';

// The words load with the page's other account messages (they are not in every page's first load).
const NOT_SIGNED_IN: MessageKey = 'account.notSignedIn';
const NOT_AUTHORIZED: MessageKey = 'account.notAuthorized';

/**
 * Renders its child routes for a signed-in user, and for `role` only when given. With
 * `orTrackingToken`, a link that carries a `token` opens them too (a guest's order page: the
 * server checks the token).
 */
export function RequireUser({ role, orTrackingToken = false }: { role?: Role; orTrackingToken?: boolean }) {
  const user = useUser();
  const signedOut = useAuthStore((state) => state.signedOut);
  const { search } = useLocation();
  if (orTrackingToken && !user && new URLSearchParams(search).get('token')) return <Outlet />;
  // Logging out from a guarded page lands on the home page, with no complaint on the way.
  if (!user && signedOut) return <Navigate to={paths.home} replace />;
  if (!user) return <TurnAway message={NOT_SIGNED_IN} toastId="guard-signed-out" />;
  if (role && user.role !== role) return <TurnAway message={NOT_AUTHORIZED} toastId="guard-forbidden" />;
  return <Outlet />;
}

// NOTE: loaded only when shown: the router, and so this guard, come with every page's first load.
const TwoFactorDuePanel = lazy(() =>
  import('@/features/profile/components/two-factor-due-panel').then((module) => ({ default: module.TwoFactorDuePanel })),
);

/**
 * Renders its child routes for staff. A staff member whose two-factor sign-in is due (the API
 * refuses them every staff task until then) is shown the way to turn it on instead; the
 * profile, where it is turned on, stands outside this guard.
 */
export function RequireAdmin() {
  const user = useUser();
  const language = useLanguage();
  // The staff's pages are in the shop's default language only, at their own paths (decision 043).
  if (language.prefix) return <InDefaultLanguage />;
  if (user?.role === 'admin' && user.twoFactorDue) return <TwoFactorDuePanel />;
  return <RequireUser role="admin" />;
}

/**
 * Renders its child routes for a staff member who holds `permission` (the table is
 * features/admin/admin-pages.ts). Stands under `RequireAdmin`, which turns away everyone else first.
 */
export function RequirePermission({ permission }: { permission: Permission }) {
  const user = useUser();
  if (!can(user, permission)) return <TurnAway message={NOT_AUTHORIZED} toastId="guard-forbidden" to={paths.admin} />;
  return <Outlet />;
}

/** Loads the same path without the language's prefix: the page in the default language. */
function InDefaultLanguage() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => browserNavigation.assign(`${pathname}${search}${hash}`), [pathname, search, hash]);
  return null;
}

/** Says why, then leaves for `to`: /login remembers the page, so that signing in returns there. */
function TurnAway({ message, toastId, to = paths.login }: { message: MessageKey; toastId: string; to?: string }) {
  useMessages('account');
  const t = useT();
  const { pathname, search, hash } = useLocation();
  const text = t(message);
  // NOTE: StrictMode runs effects twice; a toast with a fixed id is shown once and updated after.
  useEffect(() => {
    toast.error(text, { id: toastId });
  }, [text, toastId]);
  const state: AuthRedirectState | undefined = to === paths.login ? { from: { pathname, search, hash } } : undefined;
  return <Navigate to={to} replace state={state} />;
}
