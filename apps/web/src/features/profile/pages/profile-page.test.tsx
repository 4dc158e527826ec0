import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/features/auth/auth-store';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';
import { signIn, testAdmin, testUser } from '@/test/users';

const saved = { ...testUser, profession: 'Engineer', profileImage: '/uploads/ada.webp', bio: 'Counts things.' };

const uploadSucceeds: ApiHandler = ({ method, path }) =>
  method === 'POST' && path === '/uploadImage'
    ? Response.json({ url: '/uploads/ada.webp', srcSet: [{ width: 320, url: '/uploads/ada-320.webp' }] })
    : undefined;

const picture = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

const editSucceeds: ApiHandler = (call) =>
  call.method === 'PATCH' && call.path === '/auth/edit-profile' ? Response.json({ user: saved }) : uploadSucceeds(call);

describe('the profile page', () => {
  it("shows the initials, the username, and 'N/A' for an empty bio and profession", async () => {
    signIn(testUser);
    await renderApp('/dashboard/profile');
    const profile = screen.getByRole('region', { name: 'Your profile' });
    expect(within(profile).getByRole('img', { name: 'ada' })).toHaveTextContent('AD');
    expect(within(profile).getByRole('heading', { name: 'ada' })).toBeInTheDocument();
    expect(within(profile).getByText('Bio').nextElementSibling).toHaveTextContent('N/A');
    expect(within(profile).getByText('Profession').nextElementSibling).toHaveTextContent('N/A');
  });

  it('shows the avatar, bio and profession when they are set', async () => {
    signIn(testAdmin);
    await renderApp('/dashboard/profile');
    expect(screen.getByText('Bio').nextElementSibling).toHaveTextContent('Runs the shop.');
    expect(screen.getByText('Profession').nextElementSibling).toHaveTextContent('Shop owner');
  });

  it('opens the edit modal as a dialog that starts on the first field and closes on Esc', async () => {
    signIn(testUser);
    const { user } = await renderApp('/dashboard/profile');
    const edit = screen.getByRole('button', { name: 'Edit Profile' });
    await user.click(edit);
    const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByLabelText('User Name')).toHaveFocus();
    expect(within(dialog).getByLabelText('User Name')).toHaveValue('ada');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(edit).toHaveFocus();
  });

  it('keeps Tab inside the modal', async () => {
    signIn(testUser);
    const { user } = await renderApp('/dashboard/profile');
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
    for (let i = 0; i < 12; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('requires username, profile image and profession, without calling the server', async () => {
    signIn(testUser);
    const { user, fetchMock } = await renderApp('/dashboard/profile');
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
    await user.clear(within(dialog).getByLabelText('User Name'));
    await user.type(within(dialog).getByLabelText('Bio'), 'A note');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await within(dialog).findByText('User name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Profile image is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Upload image')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Profession is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Bio')).toHaveValue('A note');
    expect(callsTo(fetchMock, 'PATCH', '/auth/edit-profile')).toHaveLength(0);
  });

  it("saves the profile, says 'Profile updated successfully!', updates the stored user and closes", async () => {
    signIn(testUser);
    const { user, fetchMock } = await renderApp('/dashboard/profile', { api: editSucceeds });
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
    await user.upload(within(dialog).getByLabelText('Upload image'), picture());
    expect(await screen.findByText('Image uploaded successfully')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Bio'), 'Counts things.');
    await user.type(within(dialog).getByLabelText('Profession'), 'Engineer');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'PATCH', '/auth/edit-profile')[0]?.body).toEqual({
      username: 'ada',
      profileImage: '/uploads/ada.webp',
      bio: 'Counts things.',
      profession: 'Engineer',
      userId: 'u1',
    });
    expect(useAuthStore.getState().user).toEqual(saved);
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toEqual(saved);
    expect(screen.getByText('Profession').nextElementSibling).toHaveTextContent('Engineer');
  });

  it("says 'Failed to update profile. Please try again' in a toast and in the form when saving fails", async () => {
    signIn(testAdmin);
    const { user } = await renderApp('/dashboard/profile', {
      api: (call) =>
        call.method === 'PATCH' && call.path === '/auth/edit-profile'
          ? Response.json({ message: 'Internal Server Error' }, { status: 500 })
          : uploadSucceeds(call),
    });
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
    await user.upload(within(dialog).getByLabelText('Upload image'), picture());
    expect(await screen.findByText('Image uploaded successfully')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to update profile. Please try again');
    await waitFor(() => expect(screen.getAllByText('Failed to update profile. Please try again')).toHaveLength(2));
    expect(within(dialog).getByLabelText('Profession')).toHaveValue('Shop owner');
    expect(useAuthStore.getState().user).toEqual(testAdmin);
  });

  it('uploads a chosen picture as a data URL, saying so while it uploads, and uses its address', async () => {
    signIn(testUser);
    let release: (response: Response) => void = () => {};
    const { user, fetchMock } = await renderApp('/dashboard/profile', {
      api: ({ method, path }) =>
        method === 'POST' && path === '/uploadImage' ? new Promise<Response>((resolve) => (release = resolve)) : undefined,
    });
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
    await user.upload(within(dialog).getByLabelText('Upload image'), picture());

    expect(await within(dialog).findByText('Wait please image is uploading...')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/uploadImage')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', '/uploadImage')[0]?.body).toEqual({ image: 'data:image/png;base64,iVBORw==' });

    release(Response.json({ url: '/uploads/me.webp', srcSet: [{ width: 320, url: '/uploads/me-320.webp' }] }));
    expect(await screen.findByText('Image uploaded successfully')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Change image')).toBeInTheDocument();
    expect(within(dialog).queryByText('Wait please image is uploading...')).not.toBeInTheDocument();
  });

  it('refuses a file that is not an image without uploading it', async () => {
    signIn(testUser);
    const { user, fetchMock } = await renderApp('/dashboard/profile');
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const input = within(screen.getByRole('dialog')).getByLabelText('Upload image');
    // NOTE: user.upload honours `accept`; a drop or an older browser may not.
    input.removeAttribute('accept');
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Please choose an image file.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/uploadImage')).toHaveLength(0);
  });

  it('lists where the user is signed in, this device marked, and signs out another or all others', async () => {
    signIn(testUser);
    let sessions = [
      {
        _id: 's1',
        browser: 'Firefox',
        system: 'Windows',
        createdAt: '2026-03-01T10:00:00.000Z',
        lastSeenAt: '2026-03-14T10:00:00.000Z',
        current: true,
      },
      {
        _id: 's2',
        browser: 'Safari',
        system: 'iOS',
        createdAt: '2026-02-01T10:00:00.000Z',
        lastSeenAt: '2026-03-10T10:00:00.000Z',
        current: false,
      },
      {
        _id: 's3',
        browser: 'Chrome',
        system: 'macOS',
        createdAt: '2026-01-01T10:00:00.000Z',
        lastSeenAt: '2026-03-09T10:00:00.000Z',
        current: false,
      },
    ];
    const { user, fetchMock } = await renderApp('/dashboard/profile', {
      api: ({ method, path }) => {
        if (method === 'GET' && path === '/auth/sessions') return Response.json({ sessions });
        if (method === 'DELETE' && path === '/auth/sessions/s2') {
          sessions = sessions.filter((session) => session._id !== 's2');
          return Response.json({ message: 'That session is signed out.' });
        }
        if (method === 'POST' && path === '/auth/sessions/end-others') {
          sessions = sessions.filter((session) => session.current);
          return Response.json({ message: 'Every other session is signed out.' });
        }
        return undefined;
      },
    });
    const list = await screen.findByRole('list', { name: 'Your sessions' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Firefox on Windows This device',
      'Safari on iOS ',
      'Chrome on macOS ',
    ]);
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign out Safari on iOS' }));
    expect(await screen.findByText('That session is signed out.')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
    expect(await screen.findByText('Every other session is signed out.')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', '/auth/sessions/end-others')).toHaveLength(1);
  });
});
