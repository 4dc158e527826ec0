/**
 * Route guards (docs/product.md, roles and access). A guarded page with nobody signed in says
 * 'You must be logged in!' and goes to /login, remembering the page so that signing in returns
 * there; a signed-in user without the needed role is told 'You are not authorized to access
 * this page!' and goes to /login too. The server enforces the same rules on every request.
 */
import type { Role } from '@shop/shared/constants';
import { paths } from '@shop/shared/routes';
import { useEffect } from 'react';
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

export function RequireAdmin() {
  return <RequireUser role="admin" />;
}

function TurnAway({ message, toastId }: { message: string; toastId: string }) {
  const { pathname, search, hash } = useLocation();
  // NOTE: StrictMode runs effects twice; a toast with a fixed id is shown once and updated after.
  useEffect(() => {
    toast.error(message, { id: toastId });
  }, [message, toastId]);
  const state: AuthRedirectState = { from: { pathname, search, hash } };
  return <Navigate to={paths.login} replace state={state} />;
}
