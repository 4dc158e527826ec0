import type { AdminUser, User } from '@shop/shared/auth.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deleteAfterCancellingOnce } from '@/test/confirm-delete';
import { saveChoiceInModal } from '@/test/edit-choice';
import { pagingButtons } from '@/test/paging';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';
import { signIn, testAdmin, testStaff, testUser } from '@/test/users';
import { expectTextsIn, textsByRole } from '@/test/texts';
import { listApi } from '@/test/list-api';
import { skeletonThenEmpty } from '@/test/list-page';

/** A user as Manage Users lists them: by default no orders and one open session. */
const listed = (user: User, summary: Partial<AdminUser> = {}): AdminUser => ({
  orderCount: 0,
  totalSpent: 0,
  sessionCount: 1,
  ...user,
  ...summary,
});

/** A tiny users API over an in-memory list, searched and paged as the server does it. */
function usersApi(initial: (User | AdminUser)[], refuse?: { method: string; message: string }): ApiHandler {
  return listApi(
    initial.map((user) => listed(user, user as Partial<AdminUser>)),
    {
      path: '/auth/users',
      where: (user, query) => {
        const search = query.get('search')?.toLowerCase();
        return !search || user.email.toLowerCase().includes(search) || user.username.toLowerCase().includes(search);
      },
      rowPath: /^\/auth\/users\/([^/]+)(\/end-sessions)?$/,
      writes: {
        POST: ({ id, match }, users) => {
          if (!match[2]) return undefined;
          users.update(id, (user) => ({ ...user, sessionCount: 0 }));
          return { message: 'The user is signed out everywhere.' };
        },
        PUT: ({ id, body }, users) => ({
          message: 'Role updated',
          user: users.update(id, (user) => ({ ...user, role: (body as { role: User['role'] }).role })),
        }),
        DELETE: ({ id }, users) => {
          users.remove(id);
          return { message: 'User deleted' };
        },
      },
      refuse: refuse && { ...refuse, status: 400 },
    },
  );
}

/** Twelve shoppers, 'shopper1' to 'shopper12', joined a day apart. */
const shoppers = Array.from({ length: 12 }, (_, index) =>
  listed({
    ...testUser,
    _id: `s${index + 1}`,
    username: `shopper${index + 1}`,
    email: `shopper${index + 1}@example.com`,
    createdAt: `2025-04-${String(index + 1).padStart(2, '0')}T10:00:00.000Z`,
  }),
);

describe('the manage users page', () => {
  it('lists every user with email, username, role and joined date', async () => {
    signIn(testAdmin);
    await renderApp('/dashboard/users', { api: usersApi([testAdmin, testUser]) });
    const table = await screen.findByRole('table', { name: 'Users' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const ada = rows[1] as HTMLElement;
    expectTextsIn(ada, ['ada@example.com', 'ada', 'user', 'Mar 14, 2025']);
    expect(rows[0]).toHaveTextContent('(you)');
  });

  it("shows each user's role, join date, orders (linking to them in Manage Orders), total spent and open sessions", async () => {
    signIn(testAdmin);
    await renderApp('/dashboard/users', {
      api: usersApi([testAdmin, listed(testUser, { orderCount: 3, totalSpent: 1234.5, sessionCount: 2 })]),
    });
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(textsByRole(table, 'columnheader')).toEqual(['User', 'Orders', 'Total Spent', 'Sessions', 'Actions']);
    const ada = within(table).getAllByRole('row')[2] as HTMLElement;
    const cells = within(ada)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[0]).toBe('adauserada@example.comJoined Mar 14, 2025');
    expect(cells.slice(1, 4)).toEqual(['Orders3', 'Total Spent$1,234.50', 'Sessions2End all']);
    expect(within(ada).getByRole('link', { name: '3 orders of ada@example.com' })).toHaveAttribute(
      'href',
      '/dashboard/manage-orders?search=ada%40example.com',
    );
  });

  it('searches by email or name as one types, a page at a time, with the search in the URL', async () => {
    signIn(testAdmin);
    const { user, fetchMock, router } = await renderApp('/dashboard/users', { api: usersApi([testAdmin, ...shoppers]) });
    expect(await screen.findByText('Showing 1 to 10 of 13 users')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/auth/users').at(-1)?.url.searchParams.get('limit')).toBe('10');

    const pages = pagingButtons('Users pages');
    await user.click(pages.next());
    expect(await screen.findByText('Showing 11 to 13 of 13 users')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(within(screen.getByRole('table', { name: 'Users' })).getAllByRole('row')[1]).toHaveTextContent('shopper10@example.com');

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'Shopper1');
    expect(await screen.findByText('Showing 1 to 4 of 4 users')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?search=Shopper1');
    const searches = callsTo(fetchMock, 'GET', '/auth/users').filter((call) => call.url.searchParams.has('search'));
    expect(searches.map((call) => [call.url.searchParams.get('search'), call.url.searchParams.get('page')])).toEqual([['Shopper1', '1']]);

    await user.clear(screen.getByRole('searchbox', { name: 'Search users' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'grace{Enter}');
    expect(await screen.findByText('Showing 1 to 1 of 1 users')).toBeInTheDocument();
    expect(screen.getByText('grace@example.com')).toBeInTheDocument();
  });

  it('says when no account matches, and Show all users clears the search', async () => {
    signIn(testAdmin);
    const { user, router } = await renderApp('/dashboard/users?search=nobody', { api: usersApi([testAdmin, testUser]) });
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(screen.getByText('No account’s email or name holds “nobody”.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all users' }));
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('');
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
    await deleteAfterCancellingOnce(user, fetchMock, {
      row: 'ada@example.com',
      dialog: 'Delete user?',
      request: '/auth/users/u1',
      said: 'User deleted successfully!',
    });
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
    await skeletonThenEmpty((api) => renderApp('/dashboard/users', { api }), {
      holds: ({ path }) => path === '/auth/users',
      api: usersApi([]),
      loading: 'Loading users',
      empty: 'No users yet.',
    });
  });

  it('ends all sessions of a user, says so and shows none left; not for oneself', async () => {
    signIn(testAdmin);
    const { user, fetchMock } = await renderApp('/dashboard/users', {
      api: usersApi([testAdmin, listed(testUser, { sessionCount: 2 })]),
    });
    const button = await screen.findByRole('button', { name: 'End all sessions of ada@example.com' });
    expect(button).toHaveTextContent('End all');
    expect(screen.queryByRole('button', { name: 'End all sessions of grace@example.com' })).not.toBeInTheDocument();
    await user.click(button);
    expect(await screen.findByText('The user is signed out everywhere.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/auth/users/u1/end-sessions')).toHaveLength(1);
    const row = screen.getByText('ada@example.com').closest('tr') as HTMLElement;
    await waitFor(() => expect(within(row).getAllByRole('cell')[3]).toHaveTextContent('Sessions0'));
    expect(button).toBeDisabled();
  });

  it('offers each control only to staff whose permissions allow it', async () => {
    // Support may read the customers, not change or delete them.
    signIn(testStaff('support'));
    const support = await renderApp('/dashboard/users', { api: usersApi([testAdmin, testUser]) });
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(textsByRole(table, 'columnheader')).not.toContain('Actions');
    expect(within(table).queryAllByRole('button')).toEqual([]);
    support.unmount();

    // A manager deletes accounts and signs them out; roles are the owners'.
    signIn(testStaff('manager'));
    await renderApp('/dashboard/users', { api: usersApi([testAdmin, testUser]) });
    expect(await screen.findByRole('button', { name: 'Delete ada@example.com' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'End all sessions of ada@example.com' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit role of ada@example.com' })).not.toBeInTheDocument();
  });
});
