import type { Passkey } from '@shop/shared/passkey.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ASSERTION,
  ATTESTATION,
  authenticator,
  CREATION_OPTIONS,
  REQUEST_OPTIONS,
  supportPasskeys,
  testPasskey,
} from '@/features/auth/testing/passkeys';
import { formatDate } from '@/lib/format';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';
import { signIn, testUser } from '@/test/users';

const PASSKEY_ALREADY_ADDED = 'This device already holds a passkey for your account.';

vi.mock('@simplewebauthn/browser', () => import('@/features/auth/testing/passkeys').then((module) => module.authenticator));

const ADDED = 'Your passkey is added: you can sign in with it.';
const REMOVED = 'That passkey is removed.';
const NOT_ADDED = 'That passkey could not be added. Please try again.';

const LAPTOP = testPasskey();
const PHONE = testPasskey({
  _id: 'pk2',
  name: 'iPhone',
  backedUp: true,
  createdAt: '2025-01-02T10:00:00.000Z',
  lastUsedAt: '2025-03-01T10:00:00.000Z',
});

/**
 * The account's passkeys on the server: listed, added (with the name given, else one by its
 * date, as the API names it) and removed. `refuseNew` refuses the new credentials.
 */
function passkeysApi(start: Passkey[], { refuseNew = false } = {}): ApiHandler {
  let passkeys = start;
  return ({ method, path, body }) => {
    if (method === 'GET' && path === '/auth/passkeys') return Response.json({ passkeys });
    if (method === 'POST' && path === '/auth/passkeys/registration-options') return Response.json(CREATION_OPTIONS);
    if (method === 'POST' && path === '/auth/passkeys') {
      if (refuseNew) return Response.json({ message: NOT_ADDED }, { status: 400 });
      const { name } = body as { name?: string };
      const passkey = testPasskey({
        _id: 'pk3',
        name: name ?? 'Passkey added 2025-03-15',
        backedUp: true,
        createdAt: '2025-03-15T09:00:00.000Z',
      });
      passkeys = [...passkeys, passkey];
      return Response.json({ message: ADDED, passkey }, { status: 201 });
    }
    const removed = method === 'DELETE' ? passkeys.find((passkey) => path === `/auth/passkeys/${passkey._id}`) : undefined;
    if (removed) {
      passkeys = passkeys.filter((passkey) => passkey !== removed);
      return Response.json({ message: REMOVED });
    }
    return undefined;
  };
}

async function renderSection(api: ApiHandler) {
  signIn(testUser);
  const view = await renderApp('/dashboard/profile', { api });
  return { ...view, section: screen.getByRole('region', { name: 'Passkeys' }) };
}

/** Each listed passkey's lines: its name (and 'Synced'), then when it was added and last used. */
const rowsOf = (section: HTMLElement) =>
  within(within(section).getByRole('list', { name: 'Your passkeys' }))
    .getAllByRole('listitem')
    .map((row) => [...row.querySelectorAll('p')].map((line) => line.textContent));

describe("the profile's passkeys", () => {
  beforeEach(supportPasskeys);

  it('lists each passkey with its name, whether it is synced, when it was added and last used, and a way to remove it', async () => {
    const { section } = await renderSection(passkeysApi([LAPTOP, PHONE]));
    expect(section).toHaveTextContent(
      'Sign in with your fingerprint, face or screen lock instead of a password. A passkey stays on the device or password manager that made it.',
    );
    await within(section).findByRole('list', { name: 'Your passkeys' });
    expect(rowsOf(section)).toEqual([
      ['Work laptop ', `Added ${formatDate(LAPTOP.createdAt, 'localDate')} · Never used`],
      ['iPhone Synced', `Added ${formatDate(PHONE.createdAt, 'localDate')} · Last used ${formatDate(PHONE.lastUsedAt, 'localDate')}`],
    ]);
    const remove = within(section).getAllByRole('button', { name: /^Remove/ });
    expect(remove.map((button) => button.getAttribute('aria-label'))).toEqual(['Remove Work laptop', 'Remove iPhone']);
    expect(remove.map((button) => button.textContent)).toEqual(['Remove', 'Remove']);
    expect(within(section).getByRole('button', { name: 'Add a passkey' })).toBeInTheDocument();
  });

  it("shows a skeleton while the list loads, then 'No passkeys yet.'", async () => {
    let answer: (response: Response) => void = () => {};
    const { section } = await renderSection(({ method, path }) =>
      method === 'GET' && path === '/auth/passkeys' ? new Promise<Response>((resolve) => (answer = resolve)) : undefined,
    );
    expect(within(section).getByRole('status', { name: 'Loading your passkeys' })).toBeInTheDocument();

    answer(Response.json({ passkeys: [] }));
    expect(await within(section).findByText('No passkeys yet.')).toBeInTheDocument();
    expect(within(section).queryByRole('status')).not.toBeInTheDocument();
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();
  });

  it('says when the list could not be loaded, and loads it again with Try again', async () => {
    let failures = 1;
    const api = passkeysApi([LAPTOP]);
    const { user, section } = await renderSection((call) =>
      call.method === 'GET' && call.path === '/auth/passkeys' && failures-- > 0
        ? Response.json({ message: 'Internal Server Error' }, { status: 500 })
        : api(call),
    );
    const failed = await within(section).findByRole('alert');
    expect(failed).toHaveTextContent('Could not load your passkeys.');

    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    await within(section).findByRole('list', { name: 'Your passkeys' });
    expect(rowsOf(section).map(([name]) => name)).toEqual(['Work laptop ']);
  });

  it('adds a passkey: the name typed, the options, the browser makes it, the server keeps it; then the list shows it', async () => {
    let make: (response: typeof ATTESTATION) => void = () => {};
    authenticator.startRegistration.mockImplementation(() => new Promise((resolve) => (make = resolve)));
    const { user, section, fetchMock } = await renderSection(passkeysApi([LAPTOP]));
    await within(section).findByRole('list', { name: 'Your passkeys' });
    await user.click(within(section).getByRole('button', { name: 'Add a passkey' }));

    const dialog = screen.getByRole('dialog', { name: 'Add a passkey' });
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('maxlength', '60');
    expect(name).toHaveAccessibleDescription('So you can tell your passkeys apart, like ‘Work laptop’.');
    await user.type(name, 'Kitchen iPad');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    // The browser's prompt is open, with the server's options; nothing is saved yet.
    expect(await within(dialog).findByRole('button', { name: 'Waiting for your passkey…' })).toBeDisabled();
    expect(callsTo(fetchMock, 'POST', '/auth/passkeys/registration-options')).toHaveLength(1);
    expect(authenticator.startRegistration).toHaveBeenCalledExactlyOnceWith({ optionsJSON: CREATION_OPTIONS });
    expect(callsTo(fetchMock, 'POST', '/auth/passkeys')).toHaveLength(0);
    make(ATTESTATION);

    expect(await screen.findByText(ADDED)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/auth/passkeys').map((call) => call.body)).toEqual([
      { response: ATTESTATION, name: 'Kitchen iPad' },
    ]);
    expect(rowsOf(section).map(([line]) => line)).toEqual(['Work laptop ', 'Kitchen iPad Synced']);
    expect(callsTo(fetchMock, 'GET', '/auth/passkeys')).toHaveLength(2);
  });

  it('confirms who it is first when the server asks, with a passkey, then makes the new one; an empty name is left to the server', async () => {
    let confirmed = false;
    const api = passkeysApi([]);
    const { user, section, fetchMock } = await renderSection((call) => {
      if (call.method !== 'POST') return api(call);
      if (call.path === '/auth/passkeys/registration-options' && !confirmed) {
        return Response.json({ message: 'Please confirm it is you.', code: 'reauth-required' }, { status: 403 });
      }
      if (call.path === '/auth/passkeys/authentication-options') return Response.json(REQUEST_OPTIONS);
      if (call.path === '/auth/reauthenticate') {
        confirmed = true;
        return Response.json({ message: 'Thank you: you can go on.' });
      }
      return api(call);
    });
    await within(section).findByText('No passkeys yet.');
    await user.click(within(section).getByRole('button', { name: 'Add a passkey' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Add a passkey' })).getByRole('button', { name: 'Continue' }));

    const confirm = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    expect(authenticator.startRegistration).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Use a passkey' }));

    expect(await screen.findByText(ADDED)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/auth/reauthenticate').map((call) => call.body)).toEqual([{ passkey: ASSERTION }]);
    // The passkey that confirmed signed first; the new one was made after, with the options asked again.
    expect(authenticator.startAuthentication.mock.invocationCallOrder[0]).toBeLessThan(
      authenticator.startRegistration.mock.invocationCallOrder[0]!,
    );
    expect(callsTo(fetchMock, 'POST', '/auth/passkeys/registration-options')).toHaveLength(2);
    expect(callsTo(fetchMock, 'POST', '/auth/passkeys').map((call) => call.body)).toEqual([{ response: ATTESTATION }]);
    expect(rowsOf(section).map(([line]) => line)).toEqual(['Passkey added 2025-03-15 Synced']);
  });

  it('keeps the dialog and the name typed when the passkey could not be made or was refused, saying why', async () => {
    authenticator.startRegistration.mockRejectedValueOnce(
      new DOMException('The authenticator was previously registered.', 'InvalidStateError'),
    );
    const { user, section, fetchMock } = await renderSection(passkeysApi([LAPTOP], { refuseNew: true }));
    await within(section).findByRole('list', { name: 'Your passkeys' });
    await user.click(within(section).getByRole('button', { name: 'Add a passkey' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a passkey' });
    await user.type(within(dialog).getByLabelText('Name'), 'Work phone');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(`Could not add the passkey${PASSKEY_ALREADY_ADDED}`);
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Work phone');
    expect(callsTo(fetchMock, 'POST', '/auth/passkeys')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText(NOT_ADDED)).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(`Could not add the passkey${NOT_ADDED}`);
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Work phone');
    expect(callsTo(fetchMock, 'POST', '/auth/passkeys').map((call) => call.body)).toEqual([{ response: ATTESTATION, name: 'Work phone' }]);
    expect(rowsOf(section).map(([line]) => line)).toEqual(['Work laptop ']);
  });

  it('removes a passkey once confirmed, and not when cancelled', async () => {
    const { user, section, fetchMock } = await renderSection(passkeysApi([LAPTOP, PHONE]));
    await within(section).findByRole('list', { name: 'Your passkeys' });

    await user.click(within(section).getByRole('button', { name: 'Remove Work laptop' }));
    let confirm = screen.getByRole('alertdialog', { name: 'Remove this passkey?' });
    expect(confirm).toHaveAccessibleDescription('Work laptop will no longer sign in to your account.');
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Remove Work laptop' }));
    confirm = screen.getByRole('alertdialog', { name: 'Remove this passkey?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText(REMOVED)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/auth/passkeys/pk1')).toHaveLength(1);
    await waitFor(() => expect(rowsOf(section).map(([line]) => line)).toEqual(['iPhone Synced']));
  });

  it('offers no new passkey where the browser has no WebAuthn, and still lists and removes them', async () => {
    vi.unstubAllGlobals();
    const { section } = await renderSection(passkeysApi([LAPTOP]));
    await within(section).findByRole('list', { name: 'Your passkeys' });
    expect(within(section).queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Remove Work laptop' })).toBeInTheDocument();
  });
});
