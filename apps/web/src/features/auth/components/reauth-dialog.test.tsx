import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, createTestQueryClient, mockApi, type ApiHandler } from '@/test/render-app';
import { ASSERTION, authenticator, cancelled, REQUEST_OPTIONS, supportPasskeys } from '../testing/passkeys';
import { ReauthDialog } from './reauth-dialog';

const PASSKEY_NOT_USED = 'The passkey was not used: it was cancelled or took too long.';

vi.mock('@simplewebauthn/browser', () => import('@/features/auth/testing/passkeys').then((module) => module.authenticator));

const ASKED = 'Please confirm it is you: enter your password, a code from your app, or use a passkey.';
const REFUSED = 'That passkey was not accepted. Try again, or sign in with your password.';

/** The server: a challenge, and a proof that is accepted, or refused once when `refuseFirst`. */
function reauthApi({ refuseFirst = false } = {}): ApiHandler {
  let refusals = refuseFirst ? 1 : 0;
  return ({ method, path }) => {
    if (method !== 'POST') return undefined;
    if (path === '/auth/passkeys/authentication-options') return Response.json(REQUEST_OPTIONS);
    if (path !== '/auth/reauthenticate') return undefined;
    if (refusals-- > 0) return Response.json({ message: REFUSED }, { status: 400 });
    return Response.json({ message: 'Thank you: you can go on.' });
  };
}

/** The dialog as the app opens it on a 'reauth-required' refusal, with what it answers in `onDone`. */
function renderDialog(api: ApiHandler) {
  const fetchMock = mockApi({ api });
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <ReauthDialog message={ASKED} onDone={onDone} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), fetchMock, onDone, dialog: screen.getByRole('dialog', { name: 'Confirm it’s you' }) };
}

describe("the 'Confirm it’s you' dialog with a passkey", () => {
  beforeEach(supportPasskeys);

  it("offers 'Use a passkey' under the forms, and proves it with the passkey's signature of a fresh challenge", async () => {
    const { user, fetchMock, onDone, dialog } = renderDialog(reauthApi());
    expect(within(dialog).getByLabelText('Password')).toHaveFocus();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual(['Close', 'Cancel', 'Confirm', 'Use a passkey', 'Use a code from your app instead']);

    await user.click(within(dialog).getByRole('button', { name: 'Use a passkey' }));

    await vi.waitFor(() => expect(onDone).toHaveBeenCalledExactlyOnceWith(true));
    expect(authenticator.startAuthentication).toHaveBeenCalledExactlyOnceWith({ optionsJSON: REQUEST_OPTIONS });
    expect(callsTo(fetchMock, 'POST', '/auth/passkeys/authentication-options')).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST', '/auth/reauthenticate').map((call) => call.body)).toEqual([{ passkey: ASSERTION }]);
  });

  it("says 'Not confirmed' and why when the prompt is cancelled or the server refuses the passkey, then takes another try", async () => {
    authenticator.startAuthentication.mockRejectedValueOnce(cancelled());
    const { user, fetchMock, onDone, dialog } = renderDialog(reauthApi({ refuseFirst: true }));
    const usePasskey = within(dialog).getByRole('button', { name: 'Use a passkey' });

    await user.click(usePasskey);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(`Not confirmed${PASSKEY_NOT_USED}`);
    expect(callsTo(fetchMock, 'POST', '/auth/reauthenticate')).toHaveLength(0);

    await user.click(usePasskey);
    expect(await within(dialog).findByText(REFUSED)).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(`Not confirmed${REFUSED}`);
    expect(onDone).not.toHaveBeenCalled();

    await user.click(usePasskey);
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledExactlyOnceWith(true));
    expect(callsTo(fetchMock, 'POST', '/auth/reauthenticate')).toHaveLength(2);
  });

  it('rests every way while the browser asks for the passkey', async () => {
    authenticator.startAuthentication.mockImplementation(() => new Promise(() => {}));
    const { user, dialog } = renderDialog(reauthApi());
    await user.click(within(dialog).getByRole('button', { name: 'Use a passkey' }));

    expect(await within(dialog).findByRole('button', { name: 'Waiting for your passkey…' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Confirming…' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Use a code from your app instead' })).toBeDisabled();
  });

  it('offers no passkey where the browser has no WebAuthn', () => {
    vi.unstubAllGlobals();
    const { dialog } = renderDialog(reauthApi());
    expect(within(dialog).queryByRole('button', { name: /passkey/i })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Use a code from your app instead' })).toBeInTheDocument();
  });
});
