import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hrefsIn } from '@/test/links';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';
import { signIn, testAdmin, testStaff, testUser } from '@/test/users';

const usersList: ApiHandler = ({ method, path }) =>
  method === 'GET' && path === '/auth/users' ? Response.json([testAdmin, testUser]) : undefined;

/** Waits past the point where a second toast would have appeared. */
async function expectShownOnce(text: string) {
  await screen.findByText(text);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.getAllByText(text)).toHaveLength(1);
}

describe('the dashboard guards', () => {
  it("send a signed-out visitor to /login with 'You must be logged in!' once, remembering the page", async () => {
    const { router } = await renderApp('/dashboard/orders?page=2', { strict: true });
    await expectShownOnce('You must be logged in!');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: { pathname: '/dashboard/orders', search: '?page=2', hash: '' } });
  });

  it("send a user away from an admin page with 'You are not authorized to access this page!' once", async () => {
    signIn(testUser);
    const { router } = await renderApp('/dashboard/admin', { strict: true });
    await expectShownOnce('You are not authorized to access this page!');
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each([
    'admin',
    'add-product',
    'manage-products',
    'update-product/p1',
    'categories',
    'users',
    'manage-orders',
    'exchanges',
    'returns',
    'credits',
    'messages',
    'outbox',
    'staff',
    'audit',
  ])('keep /dashboard/%s for admins', async (page) => {
    signIn(testUser);
    const { router } = await renderApp(`/dashboard/${page}`);
    await screen.findByText('You are not authorized to access this page!');
    expect(router.state.location.pathname).toBe('/login');
  });

  for (const { who, user, page, api, current, sidebar } of [
    {
      who: 'a user into the user pages, with the user sidebar',
      user: testUser,
      page: '/dashboard/orders',
      api: undefined,
      current: 'Orders',
      sidebar: [
        '/dashboard',
        '/dashboard/orders',
        '/dashboard/payments',
        '/dashboard/credit',
        '/dashboard/profile',
        '/dashboard/reviews',
        '/dashboard/addresses',
        '/dashboard/wishlist',
      ],
    },
    {
      who: 'an admin into the admin pages, with the admin sidebar',
      user: testAdmin,
      page: '/dashboard/users',
      api: usersList,
      current: 'Users',
      sidebar: [
        '/dashboard/admin',
        '/dashboard/analytics',
        '/dashboard/add-product',
        '/dashboard/manage-products',
        '/dashboard/categories',
        '/dashboard/colors',
        '/dashboard/size-sets',
        '/dashboard/users',
        '/dashboard/manage-orders',
        '/dashboard/discounts',
        '/dashboard/sales',
        '/dashboard/shipping',
        '/dashboard/tax',
        '/dashboard/currencies',
        '/dashboard/pages',
        '/dashboard/storefront',
        '/dashboard/exchanges',
        '/dashboard/returns',
        '/dashboard/credits',
        '/dashboard/manage-reviews',
        '/dashboard/messages',
        '/dashboard/outbox',
        '/dashboard/webhooks',
        '/dashboard/staff',
        '/dashboard/audit',
      ],
    },
    {
      who: 'a fulfilment staff member into their pages, with only their sections in the sidebar',
      user: testStaff('fulfilment'),
      page: '/dashboard/manage-orders',
      api: undefined,
      current: 'Manage Orders',
      sidebar: [
        '/dashboard/admin',
        '/dashboard/manage-products',
        '/dashboard/categories',
        '/dashboard/colors',
        '/dashboard/size-sets',
        '/dashboard/manage-orders',
        '/dashboard/exchanges',
        '/dashboard/returns',
      ],
    },
    {
      who: 'a support staff member into their pages, with only their sections in the sidebar',
      user: testStaff('support'),
      page: '/dashboard/manage-reviews',
      api: undefined,
      current: 'Manage Reviews',
      sidebar: ['/dashboard/admin', '/dashboard/users', '/dashboard/manage-orders', '/dashboard/manage-reviews', '/dashboard/messages'],
    },
  ]) {
    it(`let ${who}`, async () => {
      signIn(user);
      const { router } = await renderApp(page, { api });
      expect(router.state.location.pathname).toBe(page);
      const nav = screen.getByRole('navigation', { name: 'Dashboard' });
      expect(hrefsIn(nav)).toEqual(sidebar);
      expect(within(nav).getByRole('link', { name: current })).toHaveAttribute('aria-current', 'page');
      // The page itself loads before the test ends.
      await screen.findByRole('heading', { level: 1 });
    });
  }

  it.each([
    ['/dashboard/users', 'the customers'],
    ['/dashboard/staff', 'the staff'],
    ['/dashboard/audit', 'the audit log'],
    ['/dashboard/add-product', 'a new product'],
    ['/dashboard/credits', 'the gift cards'],
  ])("send a staff member without the permission from %s (%s) to the dashboard's home, once", async (page) => {
    signIn(testStaff('fulfilment'));
    const { router, fetchMock } = await renderApp(page, { strict: true });
    await expectShownOnce('You are not authorized to access this page!');
    // Signed in and staff: their own home, not the sign-in page.
    expect(router.state.location.pathname).toBe('/dashboard/admin');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, frank' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/stats/admin-stats')).toHaveLength(0);
  });

  it("name a staff member's role under their name, and ask for the unread messages only of those who may read them", async () => {
    signIn(testStaff('fulfilment'));
    const fulfilment = await renderApp('/dashboard/manage-orders');
    const sidebar = screen.getByRole('complementary');
    expect(within(sidebar).getByText('frank').nextElementSibling).toHaveTextContent('Fulfilment');
    expect(within(sidebar).queryByText('Admin')).not.toBeInTheDocument();
    expect(callsTo(fulfilment.fetchMock, 'GET', '/contact/messages')).toHaveLength(0);
    fulfilment.unmount();

    signIn(testStaff('support'));
    const support = await renderApp('/dashboard/manage-orders');
    expect(within(screen.getByRole('complementary')).getByText('sam').nextElementSibling).toHaveTextContent('Support');
    await waitFor(() => expect(callsTo(support.fetchMock, 'GET', '/contact/messages')).toHaveLength(1));
    support.unmount();

    // A role an owner made is named by its handle only: 'Staff'.
    signIn(testStaff('support', { staffRole: 'night-shift' }));
    await renderApp('/dashboard/manage-orders');
    expect(within(screen.getByRole('complementary')).getByText('sam').nextElementSibling).toHaveTextContent('Staff');
  });

  it.each([
    ['/dashboard/manage-reviews', testStaff('support', { twoFactorDue: true })],
    ['/dashboard/admin', { ...testAdmin, twoFactorDue: true }],
    ['/dashboard/update-product/p1', { ...testAdmin, twoFactorDue: true }],
  ])('show a staff member whose two-factor sign-in is due the way to turn it on at %s, asking for nothing else', async (page, staff) => {
    signIn(staff);
    const { router, fetchMock } = await renderApp(page);
    expect(router.state.location.pathname).toBe(page);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Turn on two-factor sign-in');
    expect(document.title).toBe('Turn on two-factor sign-in | Test Threads');
    expect(
      screen.getByText(
        'Your shop asks every staff member to sign in with a code from an authenticator app as well as a password. It takes a minute.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute('href', '/dashboard/profile');
    // The sidebar stays; the page's own requests (every one refused until then) are not made.
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    // What every page asks (the settings, the footer's words and currencies, the colours) is asked as on any page.
    expect(
      asked.filter((path) => !['/api/settings', '/api/auth/me', '/api/colors', '/api/site-content', '/api/currencies'].includes(path)),
    ).toEqual([]);
  });

  it('leave the profile open to a staff member whose two-factor sign-in is due, where it is turned on', async () => {
    signIn(testStaff('fulfilment', { twoFactorDue: true }));
    const { user, router } = await renderApp('/dashboard/manage-orders');
    await user.click(screen.getByRole('link', { name: 'Go to your profile' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/profile');
    const section = screen.getByRole('region', { name: 'Two-factor sign-in' });
    expect(section).toHaveTextContent('Your shop asks every staff member to turn this on before using the dashboard.');
    expect(within(section).getByRole('button', { name: 'Turn on' })).toBeInTheDocument();
  });

  it('turn the visitor away when the session ends while on a page (a 401 anywhere)', async () => {
    signIn(testUser);
    const { router } = await renderApp('/dashboard', {
      api: ({ path }) => (path.startsWith('/stats/') ? Response.json({ message: 'Sign in first' }, { status: 401 }) : undefined),
    });
    await screen.findByText('You must be logged in!');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('user')).toBeNull();
  });
});
