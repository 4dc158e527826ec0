import type { User } from '@shop/shared/auth.schema';
import type { Passkey } from '@shop/shared/passkey.schema';
import { ACCOUNT_DELETED_MESSAGE, FORMER_CUSTOMER, KEPT_ORDER_FIELDS, SCRUBBED_ORDER_FIELDS } from '@shop/shared/privacy.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/features/auth/auth-store';
import { ASSERTION, authenticator, cancelled, REQUEST_OPTIONS, supportPasskeys, testPasskey } from '@/features/auth/testing/passkeys';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';
import { signIn, testUser } from '@/test/users';

vi.mock('@simplewebauthn/browser', () => import('@/features/auth/testing/passkeys').then((module) => module.authenticator));

const DELETE_ACCOUNT_TITLE = 'Delete your account?';

const DELETE_ACCOUNT_HEADING = 'Delete account';
const USE_CODE = 'Use a code from your app instead';
const USE_PASSKEY = 'Use a passkey instead';
const USE_PASSWORD = 'Use your password instead';

/**
 * Deleting the account: the right password or code deletes it, another is refused as the server
 * refuses it; a recent proof is one a passkey just made. The account holds `passkeys`.
 */
function deletionApi(passkeys: Passkey[] = []): ApiHandler {
  return ({ method, path, body }) => {
    if (method === 'GET' && path === '/auth/passkeys') return Response.json({ passkeys });
    if (method === 'POST' && path === '/auth/passkeys/authentication-options') return Response.json(REQUEST_OPTIONS);
    if (method === 'POST' && path === '/auth/reauthenticate') return Response.json({ message: 'Thank you: you can go on.' });
    if (method !== 'POST' || path !== '/privacy/delete-account') return undefined;
    const proof = body as { password?: string; code?: string; recentProof?: true };
    if (proof.code !== undefined && proof.code !== '123456')
      return Response.json({ message: 'That code is not right. Type the six digits your app shows, or a recovery code.' }, { status: 400 });
    if (proof.password !== undefined && proof.password !== 'right-password')
      return Response.json({ message: 'That password is not right.' }, { status: 400 });
    return Response.json({ message: ACCOUNT_DELETED_MESSAGE });
  };
}

async function openDialog({ user: account = testUser, passkeys = [] as Passkey[] }: { user?: User; passkeys?: Passkey[] } = {}) {
  signIn(account);
  const view = await renderApp('/dashboard/profile', { api: deletionApi(passkeys) });
  const section = screen.getByRole('region', { name: DELETE_ACCOUNT_HEADING });
  await view.user.click(within(section).getByRole('button', { name: 'Delete account…' }));
  const dialog = await screen.findByRole('alertdialog', { name: DELETE_ACCOUNT_TITLE });
  return { ...view, dialog };
}

describe('deleting the account from the profile', () => {
  it('says what goes, and lists the fields the orders lose and keep', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveTextContent('This cannot be undone.');
    expect(dialog).toHaveTextContent('you are signed out on every device');
    expect(dialog).toHaveTextContent('spend or ask us to refund your store credit before deleting the account');
    const lost = within(dialog).getByRole('list', { name: 'What the orders lose' });
    expect(
      within(lost)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([...SCRUBBED_ORDER_FIELDS]);
    expect(dialog).toHaveTextContent("The name on each order and its delivery address becomes 'Deleted customer'");
    expect(dialog).toHaveTextContent(KEPT_ORDER_FIELDS);
  });

  it('asks for the password and a choice for the reviews before sending anything', async () => {
    const { user, dialog, fetchMock } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Password is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose what happens to your reviews')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/privacy/delete-account')).toHaveLength(0);
    // Without a second factor, the password is the only way offered.
    expect(within(dialog).queryByRole('button', { name: USE_CODE })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /passkey/i })).not.toBeInTheDocument();

    const reviews = within(dialog).getByRole('group', { name: 'Your reviews' });
    expect(
      within(reviews)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      `Keep the reviews, anonymisedThey stay on the products under '${FORMER_CUSTOMER}', with no name or picture.`,
      'Delete the reviewsThey, their photos and their helpful votes are removed, and the ratings change.',
    ]);
  });

  it("shows a wrong password's refusal and keeps the dialog and the account", async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: /Delete the reviews/ }));
    await user.type(within(dialog).getByLabelText('Your password'), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your account was not deletedThat password is not right.');
    expect(useAuthStore.getState().user).not.toBeNull();
  });

  it('deletes it with the choice made, signs this browser out, and lands on the home page with a toast', async () => {
    const { user, dialog, fetchMock, router } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: /Keep the reviews, anonymised/ }));
    await user.type(within(dialog).getByLabelText('Your password'), 'right-password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText(ACCOUNT_DELETED_MESSAGE)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/privacy/delete-account')[0]?.body).toEqual({ password: 'right-password', reviews: 'anonymise' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useAuthStore.getState().user).toBeNull();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('takes a code from the app instead for an account with two-step sign-in, and shows its refusal', async () => {
    const { user, dialog, fetchMock } = await openDialog({ user: { ...testUser, twoFactorEnabled: true } });
    await user.click(within(dialog).getByRole('radio', { name: /Delete the reviews/ }));
    await user.type(within(dialog).getByLabelText('Your password'), 'half-typed');
    await user.click(within(dialog).getByRole('button', { name: USE_CODE }));
    expect(within(dialog).queryByLabelText('Your password')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Code is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Code'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your account was not deleted' + 'That code is not right.');

    await user.clear(within(dialog).getByLabelText('Code'));
    await user.type(within(dialog).getByLabelText('Code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(ACCOUNT_DELETED_MESSAGE)).toBeInTheDocument();
    // One proof only: the password begun before is not sent.
    expect(callsTo(fetchMock, 'POST', '/privacy/delete-account').map((call) => call.body)).toEqual([
      { code: '000000', reviews: 'delete' },
      { code: '123456', reviews: 'delete' },
    ]);
  });

  it('proves it with a passkey the account holds, then deletes on that fresh proof', async () => {
    supportPasskeys();
    const { user, dialog, fetchMock } = await openDialog({ passkeys: [testPasskey()] });
    expect(within(dialog).queryByRole('button', { name: USE_CODE })).not.toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: USE_PASSKEY }));
    expect(dialog).toHaveTextContent('Your passkey is asked for when you choose “Delete my account”.');
    expect(within(dialog).getByRole('button', { name: USE_PASSWORD })).toBeInTheDocument();

    // Cancelled at the browser's prompt: nothing is deleted, and the dialog says why.
    authenticator.startAuthentication.mockRejectedValueOnce(cancelled());
    await user.click(within(dialog).getByRole('radio', { name: /Keep the reviews, anonymised/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your account was not deletedThe passkey was not used: it was cancelled or took too long.',
    );
    expect(callsTo(fetchMock, 'POST', '/privacy/delete-account')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(ACCOUNT_DELETED_MESSAGE)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/auth/reauthenticate').map((call) => call.body)).toEqual([{ passkey: ASSERTION }]);
    expect(callsTo(fetchMock, 'POST', '/privacy/delete-account').map((call) => call.body)).toEqual([
      { recentProof: true, reviews: 'anonymise' },
    ]);
  });

  it('offers no passkey to an account that holds none', async () => {
    supportPasskeys();
    const { dialog } = await openDialog({ user: { ...testUser, twoFactorEnabled: true } });
    // The list of passkeys has arrived (the profile shows it): none.
    expect(await screen.findByText('No passkeys yet.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: USE_CODE })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /passkey/i })).not.toBeInTheDocument();
  });
});
