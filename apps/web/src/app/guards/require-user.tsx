/**
 * Route guards (specification section 6). A guarded page with nobody signed in says
 * 'You must be logged in!' and goes to /login, remembering the page so that signing in returns
 * there; a signed-in user without the needed role is told 'You are not authorized to access
 * this page!' and goes to /login too. The server enforces the same rules on every request.
 */
import type { Role } from '@shop/shared/constants';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { toast } from '@/components/ui/toast';
import { useAuthStore, useUser } from '@/features/auth/auth-store';
import type { AuthRedirectState } from '@/features/auth/redirect-state';

export const NOT_SIGNED_IN = 'You must be logged in!';
export const NOT_AUTHORIZED = 'You are not authorized to access this page!';

/** Renders its child routes for a signed-in user, and for `role` only when given. */
export function RequireUser({ role }: { role?: Role }) {
  const user = useUser();
  const signedOut = useAuthStore((state) => state.signedOut);
  // Logging out from a guarded page lands on the home page, with no complaint on the way.
  if (!user && signedOut) return <Navigate to="/" replace />;
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
  return <Navigate to="/login" replace state={state} />;
}
