import type { User } from '@shop/shared/auth.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deleteAfterCancellingOnce } from '@/test/confirm-delete';
import { saveChoiceInModal } from '@/test/edit-choice';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';
import { signIn, testAdmin, testUser } from '@/test/users';

/** A tiny users API over an in-memory list. */
function usersApi(initial: User[], refuse?: { method: string; message: string }): ApiHandler {
  let users = [...initial];
  return ({ method, path, body }) => {
    if (method === 'GET' && path === '/auth/users') return Response.json(users);
    const match = /^\/auth\/users\/(.+)$/.exec(path);
    if (!match) return undefined;
    if (refuse && refuse.method === method) return Response.json({ message: refuse.message }, { status: 400 });
    const id = decodeURIComponent(match[1] ?? '');
    if (method === 'PUT') {
      users = users.map((user) => (user._id === id ? { ...user, role: (body as { role: User['role'] }).role } : user));
      return Response.json({ message: 'Role updated', user: users.find((user) => user._id === id) });
    }
    if (method === 'DELETE') {
      users = users.filter((user) => user._id !== id);
      return Response.json({ message: 'User deleted' });
    }
    return undefined;
  };
}

describe('the manage users page', () => {
  it('lists every user with email, username, role and joined date', async () => {
    signIn(testAdmin);
    await renderApp('/dashboard/users', { api: usersApi([testAdmin, testUser]) });
    const table = await screen.findByRole('table', { name: 'Users' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const ada = rows[1] as HTMLElement;
    expect(ada).toHaveTextContent('ada@example.com');
    expect(ada).toHaveTextContent('ada');
    expect(ada).toHaveTextContent('user');
    expect(ada).toHaveTextContent('Mar 14, 2025');
    expect(rows[0]).toHaveTextContent('(you)');
  });

  it("changes a role through the modal and says 'Updated role successfully!'", async () => {
    signIn(testAdmin);
    const { user, fetchMock } = await renderApp('/dashboard/users', { api: usersApi([testAdmin, testUser]) });
    await saveChoiceInModal(user, { open: 'Edit role of ada@example.com', dialog: 'Edit role', label: 'Role', from: 'user', to: 'admin' });

    expect(await screen.findByText('Updated role successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/auth/users/u1')[0]?.body).toEqual({ role: 'admin' });
    const row = screen.getByText('ada@example.com').closest('tr') as HTMLElement;
    await waitFor(() => expect(within(row).getByText('admin')).toBeInTheDocument());
  });

  it("asks before deleting, and says 'User deleted successfully!'", async () => {
    signIn(testAdmin);
    const { user, fetchMock } = await renderApp('/dashboard/users', { api: usersApi([testAdmin, testUser]) });
    await deleteAfterCancellingOnce(user, fetchMock, { row: 'ada@example.com', dialog: 'Delete user?', request: '/auth/users/u1' });

    expect(await screen.findByText('User deleted successfully!')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/auth/users/u1')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('ada@example.com')).not.toBeInTheDocument());
  });

  it("shows the server's refusal (the last admin, or oneself) in the form, keeping it open", async () => {
    signIn(testAdmin);
    const { user } = await renderApp('/dashboard/users', {
      api: usersApi([testAdmin, testUser], { method: 'PUT', message: 'You cannot change your own role' }),
    });
    const dialog = await saveChoiceInModal(user, {
      open: 'Edit role of grace@example.com',
      dialog: 'Edit role',
      label: 'Role',
      from: 'admin',
      to: 'user',
    });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update role.');
    expect(alert).toHaveTextContent('You cannot change your own role');
    expect(screen.getByRole('dialog', { name: 'Edit role' })).toBeInTheDocument();
  });

  it("says 'Error loading users!' when the list cannot be loaded", async () => {
    signIn(testAdmin);
    await renderApp('/dashboard/users', {
      api: ({ path }) => (path === '/auth/users' ? Response.json({ message: 'Internal Server Error' }, { status: 500 }) : undefined),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading users!');
  });

  it('says so when there are no users, and shows a skeleton while loading', async () => {
    signIn(testAdmin);
    let release: (response: Response) => void = () => {};
    await renderApp('/dashboard/users', {
      api: ({ path }) => (path === '/auth/users' ? new Promise<Response>((resolve) => (release = resolve)) : undefined),
    });
    expect(screen.getByRole('status', { name: 'Loading users' })).toBeInTheDocument();
    release(Response.json([]));
    expect(await screen.findByText('No users yet.')).toBeInTheDocument();
  });

  it('signs a user out everywhere, and says so', async () => {
    signIn(testAdmin);
    const { user, fetchMock } = await renderApp('/dashboard/users', {
      api: (call) =>
        call.method === 'POST' && call.path === '/auth/users/u1/end-sessions'
          ? Response.json({ message: 'The user is signed out everywhere.' })
          : usersApi([testAdmin, testUser])(call),
    });
    await user.click(await screen.findByRole('button', { name: 'Sign out ada@example.com everywhere' }));
    expect(await screen.findByText('The user is signed out everywhere.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/auth/users/u1/end-sessions')).toHaveLength(1);
  });
});
