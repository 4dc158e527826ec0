import { addDays, type AnalyticsReport } from '@shop/shared/analytics.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerTo, heldAnswer, outageOf } from '@/test/api-answers';
import { callsTo } from '@/test/render-app';
import { renderAdminPage } from '@/test/render-page';
import { defaultRange } from '../analytics-summary';
import { AnalyticsPage } from './analytics-page';

const RANGE = { from: '2025-03-01', to: '2025-03-03' };

const totals = (views: number, bag: number, checkout: number, paid: number) => ({
  views,
  bag,
  checkout,
  paid,
  viewToBag: views ? bag / views : null,
  bagToCheckout: bag ? checkout / bag : null,
  checkoutToPaid: checkout ? paid / checkout : null,
  viewToPaid: views ? paid / views : null,
});

const report: AnalyticsReport = {
  range: RANGE,
  previous: { from: '2025-02-26', to: '2025-02-28' },
  funnel: {
    days: [
      { day: '2025-03-01', ...totals(40, 8, 4, 2) },
      { day: '2025-03-02', ...totals(0, 0, 0, 0) },
      { day: '2025-03-03', ...totals(20, 5, 2, 1) },
    ],
    totals: totals(60, 12, 6, 3),
    previousTotals: totals(40, 12, 3, 3),
  },
  topProducts: {
    byViews: [
      {
        productId: 'p-tee',
        name: 'Crew Tee',
        handle: 'crew-tee',
        views: 30,
        paid: 3,
        conversion: 0.1,
        previous: { views: 20, paid: 1, conversion: 0.05 },
      },
      {
        productId: 'p-cap',
        name: 'Cap',
        handle: '',
        views: 12,
        paid: 0,
        conversion: 0,
        previous: { views: 0, paid: 0, conversion: null },
      },
    ],
    byConversion: [
      {
        productId: 'p-tee',
        name: 'Crew Tee',
        handle: 'crew-tee',
        views: 30,
        paid: 3,
        conversion: 0.1,
        previous: { views: 20, paid: 1, conversion: 0.05 },
      },
    ],
    minViews: 10,
  },
  emptySearches: [
    { query: 'sweatr hood', count: 4, previousCount: 5 },
    { query: 'linen', count: 1, previousCount: 0 },
  ],
  referrers: [{ domain: 'www.instagram.com', visitors: 9, previousVisitors: 6 }],
  averageOrderCents: { current: 4250, previous: 5000 },
};

const quiet: AnalyticsReport = {
  ...report,
  funnel: {
    days: report.funnel.days.map((day) => ({ day: day.day, ...totals(0, 0, 0, 0) })),
    totals: totals(0, 0, 0, 0),
    previousTotals: totals(0, 0, 0, 0),
  },
  topProducts: { byViews: [], byConversion: [], minViews: 10 },
  emptySearches: [],
  referrers: [],
  averageOrderCents: { current: null, previous: null },
};

const answering = (body: AnalyticsReport) => answerTo('GET', '/analytics', () => Response.json(body));
const render = (api: Parameters<typeof renderAdminPage>[1]['api'], path = `/dashboard/analytics?from=${RANGE.from}&to=${RANGE.to}`) =>
  renderAdminPage(<AnalyticsPage />, { route: '/dashboard/analytics', path, api });

const section = (name: string) => screen.getByRole('region', { name });
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the analytics page', () => {
  it('shows the funnel with its rates and the change against the period before', async () => {
    const { fetchMock } = await render(answering(report));
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    const funnel = await screen.findByRole('table', { name: 'The funnel over the period' });
    expect(rowsOf(funnel)).toEqual([
      ['Viewed a product', '60+50% vs previous 3 days', '—'],
      ['Added to the bag', '120% vs previous 3 days', '20%−10 pts vs previous 3 days'],
      ['Started checkout', '6+100% vs previous 3 days', '50%+25 pts vs previous 3 days'],
      ['Paid', '30% vs previous 3 days', '50%−50 pts vs previous 3 days'],
    ]);
    expect(section('Funnel')).toHaveTextContent('5% of the visitors who viewed a product paid (−2.5 pts vs previous 3 days).');
    expect(section('Average order')).toHaveTextContent('$42.50−15% vs previous 3 days ($50.00)');
    // Each day with the share of the step before who went on, as the funnel's rates.
    expect(section('Day by day')).toHaveTextContent('and the share of the step before who went on');
    expect(rowsOf(screen.getByRole('table', { name: 'Visitors at each step, day by day' }))).toEqual([
      ['Mar 1, 2025', '40', '820% of the step before', '450% of the step before', '250% of the step before'],
      ['Mar 2, 2025', '0', '0—Nobody at the step before', '0—Nobody at the step before', '0—Nobody at the step before'],
      ['Mar 3, 2025', '20', '525% of the step before', '240% of the step before', '150% of the step before'],
    ]);
    const [call] = callsTo(fetchMock, 'GET', '/analytics');
    expect(Object.fromEntries(call!.url.searchParams)).toEqual(RANGE);
  });

  it('lists the top products, the searches with no results and the referrers, each beside the period before', async () => {
    await render(answering(report));
    const viewed = await screen.findByRole('table', { name: 'Most viewed products' });
    // The changes in words: a product nobody saw before is new; a rate with nothing to compare says so.
    expect(rowsOf(viewed)).toEqual([
      ['Crew Tee', '30+50% vs previous 3 days', '3', '10%+5 pts vs previous 3 days'],
      ['Cap', '12new: none in the previous 3 days', '0', '0%—Nothing to compare in the previous 3 days'],
    ]);
    expect(within(viewed).getAllByText('—')).toHaveLength(1);
    expect(section('Most viewed products')).toHaveTextContent('changes against the previous 3 days');
    expect(
      within(viewed)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/shop/crew-tee', '/shop/p-cap']);
    expect(section('Best converting products')).toHaveTextContent('Of products seen by at least 10 visitors');
    expect(rowsOf(screen.getByRole('table', { name: 'Best converting products' }))).toEqual([
      ['Crew Tee', '30+50% vs previous 3 days', '3', '10%+5 pts vs previous 3 days'],
    ]);

    const searches = section('Searches with no results');
    expect(within(searches).getByRole('heading', { name: 'Searches with no results' })).toBeInTheDocument();
    expect(rowsOf(within(searches).getByRole('table'))).toEqual([
      ['sweatr hood', '4−20% vs previous 3 days'],
      ['linen', '1new: none in the previous 3 days'],
    ]);
    expect(rowsOf(within(section('Referrers')).getByRole('table'))).toEqual([['www.instagram.com', '9+50% vs previous 3 days']]);
  });

  it('asks for the last 30 days by default', async () => {
    const { fetchMock } = await render(answering(report), '/dashboard/analytics');
    await screen.findByRole('table', { name: 'The funnel over the period' });
    const range = defaultRange();
    expect(Object.fromEntries(callsTo(fetchMock, 'GET', '/analytics')[0]!.url.searchParams)).toEqual(range);
    expect(screen.getByLabelText('From')).toHaveValue(range.from);
    expect(screen.getByLabelText('To')).toHaveValue(range.to);
    expect(range.from).toBe(addDays(range.to, -29));
  });

  it('shows another range when asked, and refuses one that runs backwards', async () => {
    const { user, fetchMock, router } = await render(answering(report));
    await screen.findByRole('table', { name: 'The funnel over the period' });
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2025-02-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByText('Pick a day on or after the ‘From’ day.')).toBeInTheDocument();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'GET', '/analytics')).toHaveLength(1);

    await user.clear(to);
    await user.type(to, '2025-03-31');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/analytics')).toHaveLength(2));
    expect(Object.fromEntries(callsTo(fetchMock, 'GET', '/analytics')[1]!.url.searchParams)).toEqual({
      from: '2025-03-01',
      to: '2025-03-31',
    });
    expect(router.state.location.search).toBe('?from=2025-03-01&to=2025-03-31');
    expect(screen.queryByText('Pick a day on or after the ‘From’ day.')).not.toBeInTheDocument();
  });

  it('says so while it loads, when nothing was recorded, and when it failed', async () => {
    const held = heldAnswer((call) => call.path === '/analytics', answering(quiet));
    await render(held.api);
    expect(screen.getByRole('status', { name: 'Loading the analytics' })).toBeInTheDocument();
    held.release();
    expect(await screen.findByText('No visits recorded in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers to try again when the report cannot be loaded', async () => {
    const outage = outageOf('/analytics', answering(report));
    const { user } = await render(outage.api);
    expect(await screen.findByText('Failed to load the analytics!')).toBeInTheDocument();
    outage.recover();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'The funnel over the period' })).toBeInTheDocument();
  });

  it('shows a search with no results even when nobody viewed a product', async () => {
    await render(answering({ ...quiet, emptySearches: [{ query: 'glitter poncho', count: 1, previousCount: 0 }] }));
    const searches = await screen.findByRole('region', { name: 'Searches with no results' });
    expect(searches).toHaveTextContent('glitter poncho');
    expect(screen.queryByText('No visits recorded in this period.')).not.toBeInTheDocument();
  });
});

describe('the abandoned checkouts on the analytics page', () => {
  const figures = (abandoned: number, reminded: number, recovered: number, recoveredCents: number) => ({
    abandoned,
    reminded,
    recovered,
    recoveredCents,
  });

  it('shows checkouts left unpaid, reminded and recovered, and the revenue recovered, beside the period before', async () => {
    const api = (call: Parameters<ReturnType<typeof answering>>[0]) =>
      answering(quiet)(call) ??
      answerTo('GET', '/orders/checkout-recovery', () =>
        Response.json({ range: RANGE, current: figures(12, 5, 2, 8400), previous: figures(6, 5, 1, 4200) }),
      )(call);
    const { fetchMock } = await render(api);
    const card = await screen.findByRole('table', { name: 'Abandoned checkouts' });
    expect(rowsOf(card)).toEqual([
      ['Checkouts left unpaid', '12', '+100% vs previous 3 days'],
      ['Reminded (the shopper asked)', '5', '0% vs previous 3 days'],
      ['Recovered: paid after a reminder', '2', '+100% vs previous 3 days'],
      ['Revenue recovered', '$84.00', '+100% vs previous 3 days'],
    ]);
    // Shown even when no visit was recorded: it counts orders.
    expect(screen.getByText('No visits recorded in this period.')).toBeInTheDocument();
    expect(Object.fromEntries(callsTo(fetchMock, 'GET', '/orders/checkout-recovery')[0]!.url.searchParams)).toEqual(RANGE);
  });
});
