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

export const NOT_SIGNED_IN = 'You must be logged in!';
export const NOT_AUTHORIZED = 'You are not authorized to access this page!';

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

/** Says why, then leaves for `to`: /login remembers the page, so that signing in returns there. */
function TurnAway({ message, toastId, to = paths.login }: { message: string; toastId: string; to?: string }) {
  const { pathname, search, hash } = useLocation();
  // NOTE: StrictMode runs effects twice; a toast with a fixed id is shown once and updated after.
  useEffect(() => {
    toast.error(message, { id: toastId });
  }, [message, toastId]);
  const state: AuthRedirectState | undefined = to === paths.login ? { from: { pathname, search, hash } } : undefined;
  return <Navigate to={to} replace state={state} />;
}
