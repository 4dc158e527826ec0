import type { AdminStats } from '@shop/shared/stats.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerTo } from '@/test/api-answers';
import { linksIn } from '@/test/links';
import { callsTo, testSettings, type ApiHandler } from '@/test/render-app';
import { renderAdminPage, renderPage } from '@/test/render-page';
import { stubResizeObserver } from '@/test/resize-observer';
import { signIn, testAdmin, testStaff } from '@/test/users';
import { AdminDashboardPage } from './admin-dashboard-page';

const thisYear = new Date().getUTCFullYear();

const stats: AdminStats = {
  totalEarnings: 12345.6,
  totalOrders: 42,
  totalUsers: 17,
  totalProducts: 30,
  totalReviews: 9,
  monthlyEarnings: Array.from({ length: 12 }, (_, index) => ({
    month: index + 1,
    earnings: index === 2 ? 5000 : index * 100,
  })),
  year: thisYear,
  firstYear: thisYear - 2,
  unitsBySize: [
    { size: 'l', units: 9 },
    { size: 'm', units: 6 },
    { size: 'one-size', units: 1 },
    { size: 's', units: 1 },
  ],
  unitsByColor: [
    { color: 'blue', units: 9 },
    { color: 'black', units: 4 },
    { color: 'red', units: 1200 },
  ],
  bestSellers: [
    { productId: 'p-dress', name: 'Linen Dress', units: 4, revenue: 40 },
    { productId: 'p-tee', name: 'Crew Tee', units: 3, revenue: 75 },
    { productId: 'p-cap', name: 'Cap', units: 1, revenue: 15 },
  ],
  lowStockThreshold: 3,
  lowStock: [
    { productId: 'p-tee', name: 'Crew Tee', color: 'black', size: 's', stock: 0, waiting: 3 },
    { productId: 'p-tee', name: 'Crew Tee', color: 'red', size: 'm', stock: 2, waiting: 0 },
    { productId: 'p-cap', name: 'Cap', color: 'beige', size: 'one-size', stock: 3, waiting: 0 },
  ],
  lowStockCount: 3,
  mostWanted: [
    { productId: 'p-tee', name: 'Crew Tee', color: 'black', size: 's', waiting: 3 },
    { productId: 'p-dress', name: 'Linen Dress', color: 'white', size: 'm', waiting: 1 },
  ],
  attentionOrders: [
    {
      _id: 'o-flagged',
      orderId: 'ORD-FLAGGED1',
      email: 'flag@shop.test',
      total: 59.99,
      status: 'pending',
      paymentStatus: 'flagged',
      createdAt: '2025-03-14T10:00:00.000Z',
      reason: 'flagged',
    },
    {
      _id: 'o-unpaid',
      orderId: 'ORD-UNPAID01',
      email: null,
      total: 42,
      status: 'pending',
      paymentStatus: 'pending',
      createdAt: '2025-03-12T10:00:00.000Z',
      reason: 'unpaid',
    },
  ],
  attentionCount: 2,
  includesTestOrders: true,
};

/** Answers each year asked for with that year's figures: last year sold one cap, the year before nothing. */
const byYear = answerTo('GET', '/stats/admin-stats', (url) => {
  const year = Number(url.searchParams.get('year') ?? thisYear);
  const quiet = {
    ...stats,
    year,
    monthlyEarnings: stats.monthlyEarnings.map((entry) => ({ ...entry, earnings: 0 })),
    unitsBySize: [],
    unitsByColor: [],
    bestSellers: [],
  };
  return Response.json(
    year === thisYear
      ? stats
      : year < thisYear - 1
        ? quiet
        : {
            ...stats,
            year,
            monthlyEarnings: stats.monthlyEarnings.map((entry) => ({ ...entry, earnings: entry.month === 6 ? 15 : 0 })),
            unitsBySize: [{ size: 'one-size', units: 1 }],
            unitsByColor: [{ color: 'beige', units: 1 }],
            bestSellers: [{ productId: 'p-cap', name: 'Cap', units: 1, revenue: 15 }],
          },
  );
});

const render = (api: ApiHandler, path = '/dashboard/admin') =>
  renderAdminPage(<AdminDashboardPage />, { route: '/dashboard/admin', path, api });

const section = (name: string | RegExp) => screen.getByRole('region', { name });

describe('the admin dashboard', () => {
  it('greets the admin and shows the four totals, the pie of records and the monthly earnings', async () => {
    stubResizeObserver();
    await render(answerTo('GET', '/stats/admin-stats', () => Response.json(stats)));
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(/Welcome back, grace!/)).toBeInTheDocument();

    expect((await screen.findByText('Total Earning')).nextElementSibling).toHaveTextContent('$12,345.60');
    expect(screen.getByText('All Orders').nextElementSibling).toHaveTextContent('42');
    expect(screen.getByText('All Users').nextElementSibling).toHaveTextContent('17');
    expect(screen.getByText('Total Products').nextElementSibling).toHaveTextContent('30');

    expect(screen.getByRole('figure', { name: 'Pie chart: 42 orders, 30 products, 9 reviews, 17 users' })).toBeInTheDocument();
    const earnings = screen.getByRole('figure', {
      name: new RegExp(`^Line chart of the earnings of each month of ${thisYear}, January to December\\.`),
    });
    expect(earnings).toHaveTextContent('$11,400.00 earned this year; the best month was March with $5,000.00.');
    const months = within(screen.getByRole('table', { name: `Earnings by month of ${thisYear}` })).getAllByRole('rowheader');
    expect(months.map((cell) => cell.textContent)).toEqual([
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]);
    await waitFor(() => expect(document.querySelectorAll('.recharts-responsive-container')).toHaveLength(2), {
      timeout: 8000,
    });
  }, 15_000);

  it('shows the units sold by size (in size order) and by colour (most first)', async () => {
    await render(answerTo('GET', '/stats/admin-stats', () => Response.json(stats)));
    const units = await screen.findByRole('region', { name: 'Units sold this year' });
    const rows = (name: string) =>
      within(within(units).getByRole('list', { name }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(rows('By size')).toEqual(['S1 unit', 'M6 units', 'L9 units', 'One size1 unit']);
    expect(rows('By colour')).toEqual(['Blue9 units', 'Black4 units', 'Red1,200 units']);
  });

  it('lists the best sellers in order, with their units and revenue', async () => {
    await render(answerTo('GET', '/stats/admin-stats', () => Response.json(stats)));
    const best = await screen.findByRole('region', { name: 'Best sellers this year' });
    const items = within(within(best).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['1Linen Dress$40.004 units', '2Crew Tee$75.003 units', '3Cap$15.001 unit']);
  });

  it('lists the low-stock variants, each linking to its product’s edit page', async () => {
    const { user } = await render(answerTo('GET', '/stats/admin-stats', () => Response.json(stats)));
    const low = await screen.findByRole('region', { name: 'Low stock' });
    expect(low).toHaveTextContent('Variants with 3 or fewer in stock.');
    const links = within(low).getAllByRole('link');
    // A variant that shoppers wait for says how many.
    expect(links.map((link) => link.textContent)).toEqual(['Crew TeeBlack, S · 3 waiting', 'Crew TeeRed, M', 'CapBeige, One size']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard/update-product/p-tee',
      '/dashboard/update-product/p-tee',
      '/dashboard/update-product/p-cap',
    ]);
    expect(within(low).getByText('Sold out')).toBeInTheDocument();
    expect(within(low).getByText('2 left')).toBeInTheDocument();
    await user.click(links[2]!);
    expect(await screen.findByRole('heading', { name: 'Elsewhere: /dashboard/update-product/p-cap' })).toBeInTheDocument();
  });

  it('ranks the sold-out variants that shoppers wait for under Most wanted, each linking to its product’s edit page', async () => {
    const { user } = await render(answerTo('GET', '/stats/admin-stats', () => Response.json(stats)));
    const wanted = await screen.findByRole('region', { name: 'Most wanted' });
    const list = within(wanted).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Crew TeeBlack, S3 waiting', 'Linen DressWhite, M1 waiting']);
    expect(linksIn(wanted)).toEqual([
      ['Crew TeeBlack, S', '/dashboard/update-product/p-tee'],
      ['Linen DressWhite, M', '/dashboard/update-product/p-dress'],
    ]);
    await user.click(within(wanted).getAllByRole('link')[1]!);
    expect(await screen.findByRole('heading', { name: 'Elsewhere: /dashboard/update-product/p-dress' })).toBeInTheDocument();
  });

  it('says so when nobody waits for a sold-out size', async () => {
    await render(answerTo('GET', '/stats/admin-stats', () => Response.json({ ...stats, mostWanted: [] })));
    const wanted = await screen.findByRole('region', { name: 'Most wanted' });
    expect(wanted).toHaveTextContent('Nobody is waiting for a sold-out size.');
    expect(within(wanted).queryByRole('list')).not.toBeInTheDocument();
  });

  it('lists the orders needing attention, each linking to the admin’s order page', async () => {
    await render(answerTo('GET', '/stats/admin-stats', () => Response.json(stats)));
    const attention = await screen.findByRole('region', { name: 'Orders needing attention' });
    const links = within(attention).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/dashboard/orders/o-flagged', '/dashboard/orders/o-unpaid']);
    expect(links[0]).toHaveTextContent('ORD-FLAGGED1flag@shop.test · Mar 14, 2025');
    expect(links[1]).toHaveTextContent('ORD-UNPAID01No email · Mar 12, 2025');
    const items = within(attention).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/\$59\.99flagged$/);
    expect(items[1]).toHaveTextContent(/\$42\.00unpaid$/);
  });

  it('shows the first alerts and the rest on request, saying when the list is cut short', async () => {
    const many = Array.from({ length: 8 }, (_, index) => ({
      productId: `p${index}`,
      name: `Tee ${index + 1}`,
      color: 'black',
      size: 'm',
      stock: 1,
      waiting: 0,
    }));
    const { user } = await render(
      answerTo('GET', '/stats/admin-stats', () => Response.json({ ...stats, lowStock: many, lowStockCount: 120 })),
    );
    const low = await screen.findByRole('region', { name: 'Low stock' });
    expect(within(low).getAllByRole('link')).toHaveLength(6);
    await user.click(within(low).getByRole('button', { name: 'Show 2 more' }));
    expect(within(low).getAllByRole('link')).toHaveLength(8);
    expect(within(low).queryByRole('button', { name: /more/ })).not.toBeInTheDocument();
    expect(low).toHaveTextContent('The first 8 of 120 variants.');
  });

  it('says so when nothing sold, nothing runs low and no order needs attention', async () => {
    await render(
      answerTo('GET', '/stats/admin-stats', () =>
        Response.json({
          ...stats,
          monthlyEarnings: stats.monthlyEarnings.map((entry) => ({ ...entry, earnings: 0 })),
          unitsBySize: [],
          unitsByColor: [],
          bestSellers: [],
          lowStock: [],
          lowStockCount: 0,
          attentionOrders: [],
          attentionCount: 0,
        }),
      ),
    );
    expect(await screen.findByText('No earnings recorded yet this year.')).toBeInTheDocument();
    expect(section('Units sold this year')).toHaveTextContent('Nothing sold yet this year.');
    expect(section('Best sellers this year')).toHaveTextContent('Nothing sold yet this year.');
    expect(section('Low stock')).toHaveTextContent('Nothing is running low.');
    expect(section('Orders needing attention')).toHaveTextContent('No orders need attention.');
  });

  it('counts test orders, and says so, in a shop that takes no real payments; a shop on Stripe leaves them out', async () => {
    const inTestMode = await render(answerTo('GET', '/stats/admin-stats', () => Response.json(stats)));
    expect(await screen.findByText('Including test orders.')).toBeInTheDocument();
    expect(screen.queryByText('Test orders are not counted.')).not.toBeInTheDocument();
    expect(callsTo(inTestMode.fetchMock, 'GET', '/stats/admin-stats').map((call) => call.url.searchParams.get('includeTest'))).toEqual([
      'true',
    ]);
    inTestMode.unmount();

    const onStripe = await renderAdminPage(<AdminDashboardPage />, {
      route: '/dashboard/admin',
      path: '/dashboard/admin',
      api: answerTo('GET', '/stats/admin-stats', () => Response.json({ ...stats, includesTestOrders: false })),
      settings: { ...testSettings, paymentProvider: 'stripe' },
    });
    expect(await screen.findByText('Test orders are not counted.')).toBeInTheDocument();
    expect(screen.queryByText('Including test orders.')).not.toBeInTheDocument();
    expect(callsTo(onStripe.fetchMock, 'GET', '/stats/admin-stats')[0]?.url.searchParams.has('includeTest')).toBe(false);
  });

  it('switches the year of the earnings, units and best sellers, keeping it in the URL', async () => {
    const { user, router, fetchMock } = await render(byYear);
    const year = await screen.findByRole('combobox', { name: 'Year shown' });
    expect(year).toHaveValue(String(thisYear));
    expect(
      within(year)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([thisYear, thisYear - 1, thisYear - 2].map(String));
    expect(screen.getByRole('button', { name: 'Next year' })).toBeDisabled();
    expect(callsTo(fetchMock, 'GET', '/stats/admin-stats')[0]?.url.searchParams.has('year')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Previous year' }));
    expect(await screen.findByRole('region', { name: `Best sellers in ${thisYear - 1}` })).toHaveTextContent('Cap$15.001 unit');
    expect(router.state.location.search).toBe(`?year=${thisYear - 1}`);
    expect(callsTo(fetchMock, 'GET', '/stats/admin-stats').at(-1)?.url.searchParams.get('year')).toBe(String(thisYear - 1));
    expect(screen.getByRole('combobox', { name: 'Year shown' })).toHaveValue(String(thisYear - 1));
    expect(section(`Units sold in ${thisYear - 1}`)).toHaveTextContent('One size1 unit');
    expect(screen.getByText(`$15.00 earned in ${thisYear - 1}; the best month was June with $15.00.`)).toBeInTheDocument();
    // The totals are the shop's, whatever the year.
    expect(screen.getByText('All Orders').nextElementSibling).toHaveTextContent('42');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Year shown' }), String(thisYear - 2));
    expect(await screen.findByRole('region', { name: `Best sellers in ${thisYear - 2}` })).toHaveTextContent(
      `Nothing sold in ${thisYear - 2}.`,
    );
    expect(screen.getByText(`No earnings recorded in ${thisYear - 2}.`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous year' })).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Year shown' }), String(thisYear));
    expect(await screen.findByRole('region', { name: 'Best sellers this year' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('opens on the year in the URL, and on this year when the URL’s year is not one', async () => {
    const first = await render(byYear, `/dashboard/admin?year=${thisYear - 1}`);
    expect(await screen.findByRole('region', { name: `Units sold in ${thisYear - 1}` })).toBeInTheDocument();
    expect(callsTo(first.fetchMock, 'GET', '/stats/admin-stats')[0]?.url.searchParams.get('year')).toBe(String(thisYear - 1));
    first.unmount();

    const second = await render(byYear, '/dashboard/admin?year=soon');
    expect(await screen.findByRole('region', { name: 'Units sold this year' })).toBeInTheDocument();
    expect(callsTo(second.fetchMock, 'GET', '/stats/admin-stats')[0]?.url.searchParams.has('year')).toBe(false);
  });

  it("says 'Loading...' while the totals load", async () => {
    await render(answerTo('GET', '/stats/admin-stats', () => new Promise<Response>(() => {})));
    expect(screen.getByRole('status', { name: "Loading the shop's totals" })).toHaveTextContent('Loading...');
  });

  it("says 'No stats found' when the answer is empty", async () => {
    await render(answerTo('GET', '/stats/admin-stats', () => Response.json({})));
    expect(await screen.findByText('No stats found')).toBeInTheDocument();
    expect(screen.queryByText('Total Earning')).not.toBeInTheDocument();
  });

  it("says 'Failed to load stats!' when the totals cannot be loaded, and tries again on request", async () => {
    let fail = true;
    const { user } = await render(
      answerTo('GET', '/stats/admin-stats', () =>
        fail
          ? Response.json({ message: 'Internal Server Error' }, { status: 500 })
          : Response.json({ ...stats, totalOrders: 0, totalProducts: 0, totalReviews: 0, totalUsers: 0 }),
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load stats!');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByText('All Orders')).nextElementSibling).toHaveTextContent('0');
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
  });
});

describe("the dashboard's home of a staff member who may not see the figures", () => {
  const renderAsStaff = (api?: ApiHandler, settings = testSettings) =>
    renderPage(<AdminDashboardPage />, { route: '/dashboard/admin', path: '/dashboard/admin', api, settings });

  it('welcomes them by name, with their role and a link to each section they may use, and asks for no figures', async () => {
    signIn(testStaff('fulfilment'));
    const { fetchMock } = await renderAsStaff();
    expect(document.title).toMatch(/^Dashboard \|/);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, frank' })).toBeInTheDocument();
    expect(screen.getByText(/Your role:/)).toHaveTextContent('Your role: Fulfilment');
    expect(linksIn(section('Your sections'))).toEqual([
      ['Manage Items', '/dashboard/manage-products'],
      ['Categories', '/dashboard/categories'],
      ['Colours', '/dashboard/colors'],
      ['Size sets', '/dashboard/size-sets'],
      ['Manage Orders', '/dashboard/manage-orders'],
      ['Exchanges', '/dashboard/exchanges'],
      ['Returns', '/dashboard/returns'],
    ]);
    expect(screen.queryByText('Total Earning')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/stats/admin-stats')).toHaveLength(0);
  });

  it("names a role an owner made 'Staff', and says so when it opens no section", async () => {
    signIn(testStaff('support', { staffRole: 'stock-takers', permissions: ['stock', 'customers.addresses'] }));
    await renderAsStaff();
    expect(screen.getByText(/Your role:/)).toHaveTextContent('Your role: Staff');
    expect(screen.getByText('No sections yet')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your sections' })).not.toBeInTheDocument();
  });

  it('tells those who run the outbox when mail is not delivered, and only them', async () => {
    signIn(testStaff('support', { staffRole: 'office', permissions: ['settings', 'messages'] }));
    const office = await renderAsStaff(undefined, { ...testSettings, mailDelivers: false });
    expect(screen.getByRole('region', { name: 'Mail is not being delivered' })).toBeInTheDocument();
    office.unmount();

    signIn(testStaff('support'));
    await renderAsStaff(undefined, { ...testSettings, mailDelivers: false });
    expect(screen.queryByRole('region', { name: 'Mail is not being delivered' })).not.toBeInTheDocument();
  });
});

describe("the dashboard's warning to owners of a shop where staff may sign in without a second factor", () => {
  const WARNING =
    'Two-factor sign-in is optional for staff in this shop (STAFF_TWO_FACTOR=optional). A stolen password alone opens the dashboard.';
  const renderAs = (account: Parameters<typeof signIn>[0]) => {
    signIn(account);
    return renderPage(<AdminDashboardPage />, {
      route: '/dashboard/admin',
      path: '/dashboard/admin',
      // No figures: the charts stay out of these tests.
      api: answerTo('GET', '/stats/admin-stats', () => Response.json({})),
    });
  };

  it('stands at the top of the figures for those who run the staff', async () => {
    await renderAs({ ...testAdmin, staffTwoFactorOptional: true });
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(WARNING);
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).closest('header')?.nextElementSibling).toBe(note);
    await screen.findByText('No stats found');
  });

  it('welcomes a staff member who runs the staff but sees no figures with it too', async () => {
    await renderAs(testStaff('support', { staffRole: 'people', permissions: ['staff'], staffTwoFactorOptional: true }));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, sam' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(WARNING);
  });

  it('is not shown where the shop requires it, nor to staff who do not run the staff', async () => {
    const required = await renderAs(testAdmin);
    await screen.findByText('No stats found');
    expect(screen.queryByText(/Two-factor sign-in is optional/)).not.toBeInTheDocument();
    required.unmount();

    await renderAs(testStaff('manager', { staffTwoFactorOptional: true }));
    await screen.findByText('No stats found');
    expect(screen.queryByText(/Two-factor sign-in is optional/)).not.toBeInTheDocument();
  });
});
