import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, renderApp } from '@/test/render-app';
import { signIn, testAdmin, testUser } from '@/test/users';

const REFUSAL =
  'Please verify your email address before uploading a picture: use the link in the email we sent you, or ask for a new one from your profile.';
const picture = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
const unverified = { ...testUser, emailVerified: false, profileImage: '/uploads/ada.webp', profession: 'Engineer' };

async function openEditor(...args: Parameters<typeof renderApp>) {
  const rendered = await renderApp(...args);
  await rendered.user.click(screen.getByRole('button', { name: 'Edit Profile' }));
  return { ...rendered, dialog: screen.getByRole('dialog', { name: 'Edit Profile' }) };
}

describe('the profile picture of an unverified customer', () => {
  it('is explained before a file is picked: no picker, a way to get a new link, and the rest of the form still saves', async () => {
    signIn(unverified);
    const { user, dialog, fetchMock } = await openEditor('/dashboard/profile', {
      api: ({ method, path }) => {
        if (method === 'POST' && path === '/auth/resend-verification') return Response.json({ message: 'A new link is on its way.' });
        if (method === 'PATCH' && path === '/auth/edit-profile') return Response.json({ user: { ...unverified, bio: 'Hello' } });
        return undefined;
      },
    });
    const pictures = within(dialog).getByRole('group', { name: 'Profile Image' });
    expect(pictures).toHaveTextContent('Verify your email address to upload a picture');
    expect(pictures).toHaveTextContent('ada@example.com');
    expect(within(pictures).queryByLabelText(/upload image|change image/i)).not.toBeInTheDocument();

    await user.click(within(pictures).getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText('A new link is on its way.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/auth/resend-verification')).toHaveLength(1);

    await user.type(within(dialog).getByLabelText('Bio'), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/uploadImage')).toHaveLength(0);
    expect(callsTo(fetchMock, 'PATCH', '/auth/edit-profile')[0]?.body).toMatchObject({ profileImage: '/uploads/ada.webp', bio: 'Hello' });
  });

  it("shows the server's refusal under the picture, keeping what was typed, when the account is unverified after all", async () => {
    // The stored user says verified (another tab, an old page); the server knows better.
    signIn(testUser);
    const { user, dialog } = await openEditor('/dashboard/profile', {
      api: ({ method, path }) =>
        method === 'POST' && path === '/uploadImage' ? Response.json({ message: REFUSAL }, { status: 403 }) : undefined,
    });
    await user.type(within(dialog).getByLabelText('Bio'), 'Counts things.');
    await user.type(within(dialog).getByLabelText('Profession'), 'Engineer');
    await user.upload(within(dialog).getByLabelText('Upload image'), picture());

    const pictures = within(dialog).getByRole('group', { name: 'Profile Image' });
    expect(await within(pictures).findByText(REFUSAL)).toBeInTheDocument();
    expect(within(pictures).getByLabelText('Upload image')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Bio')).toHaveValue('Counts things.');
    expect(within(dialog).getByLabelText('Profession')).toHaveValue('Engineer');
    expect(within(dialog).getByLabelText('User Name')).toHaveValue('ada');
  });

  it('leaves the picker to an admin, whom the server lets upload without a verified address', async () => {
    signIn({ ...testAdmin, emailVerified: false });
    const { dialog } = await openEditor('/dashboard/profile');
    expect(within(dialog).getByLabelText('Upload image')).toBeEnabled();
    expect(dialog).not.toHaveTextContent('Verify your email address to upload a picture');
  });
});
