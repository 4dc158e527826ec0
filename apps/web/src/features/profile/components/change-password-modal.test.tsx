import { PASSWORD_CHANGED_MESSAGE, PASSWORD_MIN } from '@shop/shared/auth.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerTo, fieldRefusal } from '@/test/api-answers';
import { callsTo, renderApp } from '@/test/render-app';
import { signIn, testUser } from '@/test/users';

async function openModal(options: Parameters<typeof renderApp>[1] = {}) {
  signIn(testUser);
  const rendered = await renderApp('/dashboard/profile', options);
  await rendered.user.click(screen.getByRole('button', { name: 'Change password' }));
  return { ...rendered, dialog: screen.getByRole('dialog', { name: 'Change password' }) };
}

async function fillIn(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  dialog: HTMLElement,
  {
    current = 'the old secret',
    next = 'a brand new secret',
    confirmation = next,
  }: { current?: string; next?: string; confirmation?: string } = {},
) {
  if (current) await user.type(within(dialog).getByLabelText('Current password'), current);
  if (next) await user.type(within(dialog).getByLabelText('New password'), next);
  if (confirmation) await user.type(within(dialog).getByLabelText('Confirm new password'), confirmation);
  await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
}

describe("the profile's Change password", () => {
  it('opens a dialog with Current password, New password and Confirm new password, starting on the first', async () => {
    const { dialog } = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByLabelText('Current password')).toHaveFocus();
    expect(within(dialog).getByLabelText('Current password')).toHaveAttribute('autocomplete', 'current-password');
    expect(within(dialog).getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    expect(within(dialog).getByLabelText('Confirm new password')).toHaveAttribute('type', 'password');
  });

  it("changes the password, closes and says the server's message in a toast", async () => {
    const { user, dialog, fetchMock } = await openModal({
      api: answerTo('POST', '/auth/change-password', () => Response.json({ message: PASSWORD_CHANGED_MESSAGE })),
    });
    await fillIn(user, dialog);

    expect(await screen.findByText(PASSWORD_CHANGED_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST', '/auth/change-password')[0]?.body).toEqual({
      currentPassword: 'the old secret',
      newPassword: 'a brand new secret',
    });
  });

  it('puts a wrong current password under its field, keeping the dialog open', async () => {
    const { user, dialog } = await openModal({
      api: answerTo('POST', '/auth/change-password', () => fieldRefusal('currentPassword', 'Current password is incorrect')),
    });
    await fillIn(user, dialog);

    expect(await within(dialog).findByText('Current password is incorrect')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
  });

  it("puts the server's refusal of the new password under that field", async () => {
    const { user, dialog } = await openModal({
      api: answerTo('POST', '/auth/change-password', () =>
        fieldRefusal('newPassword', 'This password is too common. Please choose another.'),
      ),
    });
    await fillIn(user, dialog);

    expect(await within(dialog).findByText('This password is too common. Please choose another.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the fields in the browser first: required, long enough, and the same password twice', async () => {
    const { user, dialog, fetchMock } = await openModal();
    await fillIn(user, dialog, { current: '', next: 'short', confirmation: 'shorter' });

    expect(await within(dialog).findByText('Current password is required')).toBeInTheDocument();
    expect(within(dialog).getByText(`Password must be at least ${PASSWORD_MIN} characters`)).toBeInTheDocument();
    expect(within(dialog).getByText('Passwords do not match')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST', '/auth/change-password')).toHaveLength(0);
  });

  it('refuses a new password that is easy to guess before sending, saying why', async () => {
    const { user, dialog, fetchMock } = await openModal();
    await fillIn(user, dialog, { next: 'password12345' });

    expect(await within(dialog).findByText(/^This is similar to a commonly used password\./)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST', '/auth/change-password')).toHaveLength(0);
  });

  it('says why in the form when the change fails for another reason', async () => {
    const { user, dialog } = await openModal({
      api: answerTo('POST', '/auth/change-password', () =>
        Response.json({ message: 'Too many attempts. Please try again later.' }, { status: 429 }),
      ),
    });
    await fillIn(user, dialog);

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Could not change your password');
    expect(alert).toHaveTextContent('Too many attempts. Please try again later.');
  });

  it('starts empty on every opening', async () => {
    const { user, dialog } = await openModal();
    await user.type(within(dialog).getByLabelText('Current password'), 'typed once');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(within(screen.getByRole('dialog', { name: 'Change password' })).getByLabelText('Current password')).toHaveValue('');
  });
});
