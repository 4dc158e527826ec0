import { PASSWORD_UPDATED_MESSAGE, TWO_FACTOR_REQUIRED_MESSAGE, WRONG_CODE_MESSAGE } from '@shop/shared/auth.schema';
import { act, screen, within } from '@testing-library/react';
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

/** An account with two-factor sign-in on: the password asks for a code; '123456' and the recovery code 'k7m2p-9xq4r' sign in. */
const twoFactorLogin: ApiHandler = ({ method, path, body }) => {
  if (method !== 'POST' || path !== '/auth/login') return undefined;
  const { code } = body as { code?: string };
  if (code === undefined) return Response.json({ message: TWO_FACTOR_REQUIRED_MESSAGE, twoFactorRequired: true });
  if (code === '123456' || code === 'k7m2p-9xq4r') return Response.json({ message: 'Login successful!', user: testUser });
  return Response.json({ message: WRONG_CODE_MESSAGE }, { status: 401 });
};

/** Renders /login and passes its first step with the right password. */
async function reachSecondStep(api: ApiHandler = twoFactorLogin) {
  const view = await renderApp('/login', { api });
  await view.user.type(screen.getByLabelText('Email'), 'Ada@Example.com');
  await view.user.type(screen.getByLabelText('Password'), 'correct horse');
  await view.user.click(screen.getByRole('button', { name: 'Login' }));
  return { ...view, step: await screen.findByRole('form', { name: 'Two-factor sign-in' }) };
}

describe("the login page's second step (two-factor sign-in)", () => {
  it('asks on the same page for a code from the app or a recovery code, signed out meanwhile', async () => {
    const { step, router } = await reachSecondStep();
    expect(within(step).getByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    expect(step).toHaveTextContent(TWO_FACTOR_REQUIRED_MESSAGE);
    expect(step).toHaveTextContent('Signing in as ada@example.com');
    const code = within(step).getByLabelText('Code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'text');
    expect(code).toHaveFocus();
    expect(within(step).getByRole('button', { name: 'Verify' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(useAuthStore.getState().user).toBeNull();
    // The password stays in the page's memory only.
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('correct horse');
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain('correct horse');
  });

  it("sends the email and password again with the code, then signs in as without one: 'Login successful!' and /", async () => {
    const { user, step, router, fetchMock } = await reachSecondStep();
    await user.type(within(step).getByLabelText('Code'), ' 123456 ');
    await user.click(within(step).getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: /best material/ });
    expect(router.state.location.pathname).toBe('/');
    expect(callsTo(fetchMock, 'POST', '/auth/login').map((call) => call.body)).toEqual([
      { email: 'ada@example.com', password: 'correct horse' },
      { email: 'ada@example.com', password: 'correct horse', code: '123456' },
    ]);
    expect(useAuthStore.getState().user).toEqual(testUser);
    expect(JSON.parse(window.localStorage.getItem(USER_STORAGE_KEY) ?? 'null')).toEqual(testUser);
  });

  it('takes a recovery code, and returns to the page the guard stopped the visitor at', async () => {
    const { user, router } = await renderApp('/dashboard/profile', { api: twoFactorLogin });
    expect(await screen.findByText('You must be logged in!')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await user.type(await screen.findByLabelText('Code'), 'k7m2p-9xq4r');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/profile');
  });

  it("says a wrong code is not right under the field, in the server's words, and stays on the step", async () => {
    const { user, step, router } = await reachSecondStep();
    await user.type(within(step).getByLabelText('Code'), '000000');
    await user.click(within(step).getByRole('button', { name: 'Verify' }));

    expect(await within(step).findByText(WRONG_CODE_MESSAGE)).toBeInTheDocument();
    expect(within(step).getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
    expect(within(step).getByLabelText('Code')).toHaveValue('000000');
    expect(step).toHaveTextContent('Signing in as ada@example.com');
    expect(router.state.location.pathname).toBe('/login');
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('asks for a code before sending, and says why when there are too many attempts', async () => {
    const { user, step, fetchMock } = await reachSecondStep((call) =>
      call.method === 'POST' && call.path === '/auth/login' && (call.body as { code?: string }).code !== undefined
        ? Response.json({ message: 'Too many attempts. Please try again later.' }, { status: 429 })
        : twoFactorLogin(call),
    );
    await user.click(within(step).getByRole('button', { name: 'Verify' }));
    expect(await within(step).findByText('Code is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/auth/login')).toHaveLength(1);

    await user.type(within(step).getByLabelText('Code'), '123456');
    await user.click(within(step).getByRole('button', { name: 'Verify' }));
    const alert = await within(step).findByRole('alert');
    expect(alert).toHaveTextContent('Could not check the code');
    expect(alert).toHaveTextContent('Too many attempts. Please try again later.');
  });

  it('goes back to the first step with Back, keeping the email as typed and forgetting the password', async () => {
    const { user, step } = await reachSecondStep();
    await user.type(within(step).getByLabelText('Code'), '000000');
    await user.click(within(step).getByRole('button', { name: 'Verify' }));
    await within(step).findByText(WRONG_CODE_MESSAGE);
    await user.click(within(step).getByRole('button', { name: 'Back' }));

    expect(screen.queryByRole('form', { name: 'Two-factor sign-in' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('Ada@Example.com');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});
