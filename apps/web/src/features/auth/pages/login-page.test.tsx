import { PASSWORD_UPDATED_MESSAGE, TWO_FACTOR_REQUIRED_MESSAGE, WRONG_CODE_MESSAGE } from '@shop/shared/auth.schema';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore, USER_STORAGE_KEY } from '@/features/auth/auth-store';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';
import { testUser } from '@/test/users';
import { renderAuthForm } from '../testing/auth-form';
import { ASSERTION, authenticator, cancelled, REQUEST_OPTIONS, supportPasskeys } from '../testing/passkeys';

const PASSKEY_NOT_USED = 'The passkey was not used: it was cancelled or took too long.';

vi.mock('@simplewebauthn/browser', () => import('@/features/auth/testing/passkeys').then((module) => module.authenticator));

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

const PASSKEY_REFUSED = 'That passkey was not accepted. Try again, or sign in with your password.';

/**
 * The passkey API: a challenge, then a sign-in that accepts the test authenticator's signature,
 * or `refuse`s it; the password goes to `login`.
 */
function passkeyApi({ refuse = false, login = twoFactorLogin }: { refuse?: boolean; login?: ApiHandler } = {}): ApiHandler {
  return (call) => {
    if (call.method === 'POST' && call.path === '/auth/passkeys/authentication-options') return Response.json(REQUEST_OPTIONS);
    if (call.method === 'POST' && call.path === '/auth/passkeys/sign-in') {
      return refuse
        ? Response.json({ message: PASSKEY_REFUSED }, { status: 401 })
        : Response.json({ message: 'Login successful!', user: testUser });
    }
    return login(call);
  };
}

/** A FormAlert: its title, then the detail. */
function expectAlert(alert: HTMLElement, title: string, detail: string) {
  expect(alert.firstElementChild).toHaveTextContent(title);
  expect(alert.lastElementChild).toHaveTextContent(detail);
}

describe('signing in with a passkey', () => {
  it('offers no passkey where the browser has no WebAuthn, in either step', async () => {
    const { user, step } = await reachSecondStep();
    expect(within(step).queryByRole('button', { name: /passkey/i })).not.toBeInTheDocument();
    await user.click(within(step).getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /passkey/i })).not.toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
  });

  it("asks the server for a challenge, the passkey for its signature, and signs in as a password does: 'Login successful!' and back", async () => {
    supportPasskeys();
    let sign: (response: typeof ASSERTION) => void = () => {};
    authenticator.startAuthentication.mockImplementation(() => new Promise((resolve) => (sign = resolve)));
    const { user, router, fetchMock } = await renderApp('/dashboard/profile', { api: passkeyApi() });
    expect(await screen.findByText('You must be logged in!')).toBeInTheDocument();
    expect(screen.getByText('or')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));

    // The browser's prompt is open, with the server's challenge: both ways rest meanwhile.
    expect(await screen.findByRole('button', { name: 'Waiting for your passkey…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
    expect(callsTo(fetchMock, 'POST', '/auth/passkeys/authentication-options')).toHaveLength(1);
    expect(authenticator.startAuthentication).toHaveBeenCalledExactlyOnceWith({ optionsJSON: REQUEST_OPTIONS });
    expect(callsTo(fetchMock, 'POST', '/auth/passkeys/sign-in')).toHaveLength(0);
    act(() => sign(ASSERTION));

    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/profile');
    expect(callsTo(fetchMock, 'POST', '/auth/passkeys/sign-in').map((call) => call.body)).toEqual([{ response: ASSERTION }]);
    expect(callsTo(fetchMock, 'POST', '/auth/login')).toHaveLength(0);
    expect(useAuthStore.getState().user).toEqual(testUser);
    expect(JSON.parse(window.localStorage.getItem(USER_STORAGE_KEY) ?? 'null')).toEqual(testUser);
  });

  it('says the passkey was not used when its prompt is cancelled, in place of the password alert, and stays signed out', async () => {
    supportPasskeys();
    authenticator.startAuthentication.mockRejectedValue(cancelled());
    const { user, router, fetchMock } = await renderApp('/login', { api: passkeyApi({ login: loginFails }) });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please provide a valid email and password');

    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByText(PASSKEY_NOT_USED)).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expectAlert(screen.getByRole('alert'), 'Could not sign in with a passkey', PASSKEY_NOT_USED);
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeEnabled();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(callsTo(fetchMock, 'POST', '/auth/passkeys/sign-in')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/login');
    expect(useAuthStore.getState().user).toBeNull();
  });

  it("says the server's refusal of the passkey (401) in its words, and stays on the page", async () => {
    supportPasskeys();
    const { user, router } = await renderApp('/login', { api: passkeyApi({ refuse: true }) });
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));

    expectAlert(await screen.findByRole('alert'), 'Could not sign in with a passkey', PASSKEY_REFUSED);
    expect(router.state.location.pathname).toBe('/login');
    expect(useAuthStore.getState().user).toBeNull();
  });

  it("signs in with 'Use a passkey instead' in the second step, without the code", async () => {
    supportPasskeys();
    authenticator.startAuthentication.mockRejectedValueOnce(cancelled());
    const { user, step, router, fetchMock } = await reachSecondStep(passkeyApi());
    expect(
      within(step)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Verify', 'Use a passkey instead', 'Back']);

    // A first try cancelled says so in the step, which stays.
    await user.click(within(step).getByRole('button', { name: 'Use a passkey instead' }));
    expectAlert(await within(step).findByRole('alert'), 'Could not sign in with a passkey', PASSKEY_NOT_USED);
    expect(within(step).getByLabelText('Code')).toBeInTheDocument();

    await user.click(within(step).getByRole('button', { name: 'Use a passkey instead' }));
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: /best material/ });
    expect(router.state.location.pathname).toBe('/');
    expect(callsTo(fetchMock, 'POST', '/auth/passkeys/sign-in').map((call) => call.body)).toEqual([{ response: ASSERTION }]);
    // The password went once, for the first step; a code never did.
    expect(callsTo(fetchMock, 'POST', '/auth/login')).toHaveLength(1);
    expect(useAuthStore.getState().user).toEqual(testUser);
  });
});
