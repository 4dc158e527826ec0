import { PASSWORD_UPDATED_MESSAGE } from '@shop/shared/auth.schema';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore, USER_STORAGE_KEY } from '@/features/auth/auth-store';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';
import { testUser } from '@/test/users';
import { renderAuthForm } from '../testing/auth-form';

const loginSucceeds: ApiHandler = ({ method, path }) =>
  method === 'POST' && path === '/auth/login' ? Response.json({ message: 'Login successful', user: testUser }) : undefined;

const loginFails: ApiHandler = ({ method, path }) =>
  method === 'POST' && path === '/auth/login'
    ? Response.json({ message: 'Please provide a valid email and password' }, { status: 401 })
    : undefined;

describe('the login page', () => {
  it('has Email (type email) and Password fields and a link to /register', async () => {
    await renderAuthForm('/login', {
      heading: 'Login',
      fields: { Email: { type: 'email' }, Password: { type: 'password' } },
      links: { Register: '/register', 'Forgot password?': '/forgot-password' },
    });
    expect(document.title).toBe('Login | Test Threads');
  });

  it("says 'Password updated. Please sign in.' above the form after a password reset, and not otherwise", async () => {
    const { router } = await renderApp('/login');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => void router.navigate('/login', { state: { notice: PASSWORD_UPDATED_MESSAGE } }));
    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_UPDATED_MESSAGE);
  });

  it("signs in, says 'Login successful!', keeps the user in state and local storage and goes to /", async () => {
    const { user, router, fetchMock } = await renderApp('/login', { api: loginSucceeds });
    await user.type(screen.getByLabelText('Email'), ' Ada@Example.com ');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: /best material/ });
    expect(router.state.location.pathname).toBe('/');
    expect(callsTo(fetchMock, 'POST', '/auth/login')[0]?.body).toEqual({ email: 'ada@example.com', password: 'correct horse' });
    expect(useAuthStore.getState().user).toEqual(testUser);
    expect(JSON.parse(window.localStorage.getItem(USER_STORAGE_KEY) ?? 'null')).toEqual(testUser);
    expect(await screen.findByRole('button', { name: 'Your account' })).toBeInTheDocument();
  });

  it("says 'Please provide a valid email and password' when the login fails, keeping what was typed", async () => {
    const { user, router } = await renderApp('/login', { api: loginFails });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please provide a valid email and password');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong password');
    expect(router.state.location.pathname).toBe('/login');
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('shows per-field errors without calling the server and keeps the input', async () => {
    const { user, fetchMock } = await renderApp('/login');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('not-an-email');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST', '/auth/login')).toHaveLength(0);
  });

  it('sends one request however often the button is pressed, and shows it is busy', async () => {
    let release: (response: Response) => void = () => {};
    const { user, fetchMock } = await renderApp('/login', {
      api: ({ method, path }) =>
        method === 'POST' && path === '/auth/login' ? new Promise<Response>((resolve) => (release = resolve)) : undefined,
    });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    const button = screen.getByRole('button', { name: 'Login' });
    await user.dblClick(button);
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('button', { name: 'Signing in…' })).toBeDisabled();
    expect(callsTo(fetchMock, 'POST', '/auth/login')).toHaveLength(1);
    release(Response.json({ message: 'ok', user: testUser }));
    await screen.findByRole('heading', { level: 1, name: /best material/ });
  });

  it('returns to the page the guard stopped the visitor at', async () => {
    const { user, router } = await renderApp('/dashboard/profile', { api: loginSucceeds });
    expect(await screen.findByText('You must be logged in!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/profile');
  });
});
