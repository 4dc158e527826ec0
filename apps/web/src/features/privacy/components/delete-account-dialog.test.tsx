import { ACCOUNT_DELETED_MESSAGE, FORMER_CUSTOMER, KEPT_ORDER_FIELDS, SCRUBBED_ORDER_FIELDS } from '@shop/shared/privacy.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/features/auth/auth-store';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';
import { signIn, testUser } from '@/test/users';
const DELETE_ACCOUNT_TITLE = 'Delete your account?';

const DELETE_ACCOUNT_HEADING = 'Delete account';

/** Deleting the account: the right password deletes it, another is refused as the server refuses it. */
const deletionApi: ApiHandler = ({ method, path, body }) => {
  if (method !== 'POST' || path !== '/privacy/delete-account') return undefined;
  if ((body as { password: string }).password !== 'right-password')
    return Response.json({ message: 'That password is not right.' }, { status: 400 });
  return Response.json({ message: ACCOUNT_DELETED_MESSAGE });
};

async function openDialog() {
  signIn(testUser);
  const view = await renderApp('/dashboard/profile', { api: deletionApi });
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
});
