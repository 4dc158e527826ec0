import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/features/auth/auth-store';
import { renderApp } from '@/test/render-app';
import { signIn, testUser } from '@/test/users';

describe('the session check on app load', () => {
  it('signs the browser out when the server has no session for it', async () => {
    signIn(testUser);
    const { fetchMock } = await renderApp('/', {
      api: ({ path }) => (path === '/auth/me' ? Response.json({ message: 'Not signed in' }, { status: 401 }) : undefined),
    });
    await waitFor(() => expect(useAuthStore.getState().user).toBeNull());
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/auth/me')).toBe(true);
  });

  it("takes the server's copy of the user, so a changed role or name shows at once", async () => {
    signIn(testUser);
    const promoted = { ...testUser, username: 'ada.l', role: 'admin' as const };
    await renderApp('/', { api: ({ path }) => (path === '/auth/me' ? Response.json({ user: promoted }) : undefined) });
    await waitFor(() => expect(useAuthStore.getState().user).toEqual(promoted));
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toEqual(promoted);
  });

  it('keeps the stored user when the server cannot be reached', async () => {
    signIn(testUser);
    await renderApp('/', { api: ({ path }) => (path === '/auth/me' ? Response.json({ message: 'Down' }, { status: 503 }) : undefined) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(useAuthStore.getState().user).toEqual(testUser);
  });

  it('asks nothing when this browser keeps no user (a visitor)', async () => {
    const { fetchMock } = await renderApp('/');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/auth/me')).toBe(false);
  });
});
