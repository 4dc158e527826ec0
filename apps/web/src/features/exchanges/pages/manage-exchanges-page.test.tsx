import { EXCHANGE_ACTIONS, EXCHANGE_MOVES } from '@shop/shared/constants';
import type { Exchange } from '@shop/shared/exchange.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, type ApiHandler } from '@/test/render-app';
import { renderAdminPage } from '@/test/render-page';
import { anExchange, anExchangeLine } from '../testing/admin-exchange-fixtures';
import { ManageExchangesPage } from './manage-exchanges-page';
import { expectTextsIn, textsByRole } from '@/test/texts';
import { listApi } from '@/test/list-api';
import { chooseFilter, tryAgainAfterOutage } from '@/test/list-page';

/** A tiny admin exchanges API over an in-memory list, filtered and paged as the server does. */
function exchangesApi(initial: Exchange[], refuse?: { status: number; message: string }): ApiHandler {
  return listApi(initial, {
    path: '/exchanges',
    where: (exchange, query) => {
      const status = query.get('status');
      return !status || exchange.status === status;
    },
    limit: 20,
    answer: ({ rows, total, page, limit }) =>
      Response.json({ exchanges: rows, total, page, limit, totalPages: Math.max(1, Math.ceil(total / limit)) }),
    rowPath: /^\/exchanges\/([^/]+)\/(\w+)$/,
    writes: {
      POST: ({ id, body, match }, exchanges) => {
        const action = EXCHANGE_ACTIONS.find((known) => known === match[2]);
        if (!action) return undefined;
        const move = EXCHANGE_MOVES[action];
        const extra = body as { reason?: string; restock?: boolean } | undefined;
        const exchange = exchanges.update(id, (exchange) => ({
          ...exchange,
          status: move.to,
          rejectionReason: extra?.reason ?? exchange.rejectionReason,
          restocked: extra?.restock ?? exchange.restocked,
        }));
        return { message: move.message, exchange };
      },
    },
    refuse: refuse && { method: 'POST', ...refuse },
  });
}

const requested = anExchange();
const approved = anExchange({
  _id: 'ex-2',
  raNumber: 'RA-2026-000002',
  orderId: 'order-2',
  orderRef: 'ORD-SECOND22',
  email: null,
  status: 'approved',
  reason: 'Wrong colour.',
  lines: [
    anExchangeLine({
      name: 'Harbor Cap',
      quantity: 2,
      from: { color: 'blue', size: 'one-size' },
      to: { color: 'green', size: 'one-size' },
    }),
  ],
});
const rejected = anExchange({ _id: 'ex-3', raNumber: 'RA-2026-000003', status: 'rejected', rejectionReason: 'Worn and washed.' });

const renderExchanges = (api: ApiHandler, path = '/dashboard/exchanges') =>
  renderAdminPage(<ManageExchangesPage />, { route: '/dashboard/exchanges', path, api });

const rowOf = (ra: string) => screen.getByText(ra).closest('tr') as HTMLElement;

describe('the exchanges page', () => {
  it('lists each exchange with its RA number, order link, customer, lines, reason, state, date and next steps', async () => {
    await renderExchanges(exchangesApi([requested, approved, rejected]));
    const table = await screen.findByRole('table', { name: 'Exchanges' });
    expect(textsByRole(table, 'columnheader')).toEqual(['RA number', 'Order', 'Items and reason', 'State', 'Actions']);
    expect(screen.getByText('3 exchanges')).toBeInTheDocument();

    const first = rowOf('RA-2026-000001');
    expect(within(first).getByRole('link', { name: 'ORD-7K2M9PQA' })).toHaveAttribute(
      'href',
      '/dashboard/orders/7d1c2a3e-5b6f-4c8d-9e0f-112233445566',
    );
    expectTextsIn(first, [
      'ada@example.com',
      '1 × Linen Tee',
      'Size M, Black → for Size L, Black',
      'Too small across the shoulders.',
      'Requested',
      'Mar 14, 2026',
    ]);
    expect(
      within(first)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Approve RA-2026-000001', 'Reject RA-2026-000001']);

    const second = rowOf('RA-2026-000002');
    expectTextsIn(second, ['Guest', '2 × Harbor Cap', 'One size, Blue → for One size, Green', 'Approved']);
    expect(textsByRole(second, 'button')).toEqual(['Mark received', 'Reject']);

    const third = rowOf('RA-2026-000003');
    expect(third).toHaveTextContent('Rejected: Worn and washed.');
    expect(within(third).queryAllByRole('button')).toHaveLength(0);
  });

  it('filters by state, back on page 1, with the state in the URL', async () => {
    const { user, fetchMock, router } = await renderExchanges(exchangesApi([requested, approved, rejected]), '/dashboard/exchanges?page=2');
    await screen.findByText('RA-2026-000001');
    await chooseFilter(user, router, {
      label: 'State',
      options: ['All', 'Requested', 'Approved', 'Item received', 'Replacement shipped', 'Closed', 'Rejected'],
      choose: 'Approved',
      hides: 'RA-2026-000001',
      keeps: 'RA-2026-000002',
      search: '?status=approved',
    });
    const last = callsTo(fetchMock, 'GET', '/exchanges').at(-1)?.url.searchParams;
    expect(last?.get('status')).toBe('approved');
    expect(last?.get('page')).toBe('1');
  });

  it('opens on the state the URL names', async () => {
    const { fetchMock } = await renderExchanges(exchangesApi([requested, rejected]), '/dashboard/exchanges?status=rejected');
    expect(await screen.findByText('RA-2026-000003')).toBeInTheDocument();
    expect(screen.queryByText('RA-2026-000001')).not.toBeInTheDocument();
    expect(screen.getByLabelText('State')).toHaveValue('rejected');
    expect(callsTo(fetchMock, 'GET', '/exchanges')[0]?.url.searchParams.get('status')).toBe('rejected');
  });

  it("approves, toasting the server's message and showing the next steps", async () => {
    const { user, fetchMock } = await renderExchanges(exchangesApi([requested]));
    await user.click(await screen.findByRole('button', { name: 'Approve RA-2026-000001' }));
    expect(await screen.findByText('Exchange approved.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `/exchanges/${requested._id}/approve`)).toHaveLength(1);
    await waitFor(() => expect(rowOf('RA-2026-000001')).toHaveTextContent('Approved'));
    expect(screen.getByRole('button', { name: 'Mark received RA-2026-000001' })).toBeInTheDocument();
  });

  it('rejects only with a reason, and sends it', async () => {
    const { user, fetchMock } = await renderExchanges(exchangesApi([requested]));
    await user.click(await screen.findByRole('button', { name: 'Reject RA-2026-000001' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject RA-2026-000001?' });
    const reason = within(dialog).getByLabelText('Reason');
    expect(reason).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `/exchanges/${requested._id}/reject`)).toHaveLength(0);

    await user.type(reason, '  Bought more than 30 days ago. ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Exchange rejected.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `/exchanges/${requested._id}/reject`).map((call) => call.body)).toEqual([
      { reason: 'Bought more than 30 days ago.' },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(rowOf('RA-2026-000001')).toHaveTextContent('Rejected: Bought more than 30 days ago.'));
  });

  it('marks an item received, back in stock when it came back in good condition', async () => {
    const { user, fetchMock } = await renderExchanges(exchangesApi([approved]));
    await user.click(await screen.findByRole('button', { name: 'Mark received RA-2026-000002' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Mark RA-2026-000002 received?' });
    const good = within(dialog).getByRole('checkbox', { name: 'Returned in good condition? It goes back to stock' });
    expect(good).not.toBeChecked();
    await user.click(good);
    await user.click(within(dialog).getByRole('button', { name: 'Mark received' }));

    expect(await screen.findByText('Returned items received.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/exchanges/ex-2/receive').map((call) => call.body)).toEqual([{ restock: true }]);
    await waitFor(() => expect(rowOf('RA-2026-000002')).toHaveTextContent('Item received'));
    expect(rowOf('RA-2026-000002')).toHaveTextContent('Back in stock');
    expect(screen.getByRole('button', { name: 'Mark shipped RA-2026-000002' })).toBeInTheDocument();
  });

  it('marks an item received without restocking when the box is left unticked', async () => {
    const { user, fetchMock } = await renderExchanges(exchangesApi([approved]));
    await user.click(await screen.findByRole('button', { name: 'Mark received RA-2026-000002' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Mark received' }));
    expect(await screen.findByText('Returned items received.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/exchanges/ex-2/receive').map((call) => call.body)).toEqual([{ restock: false }]);
  });

  it('ships and closes', async () => {
    const { user } = await renderExchanges(exchangesApi([anExchange({ status: 'received' })]));
    await user.click(await screen.findByRole('button', { name: 'Mark shipped RA-2026-000001' }));
    expect(await screen.findByText('Replacement shipped.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Close RA-2026-000001' }));
    expect(await screen.findByText('Exchange closed.')).toBeInTheDocument();
    await waitFor(() => expect(rowOf('RA-2026-000001')).toHaveTextContent('Closed'));
    expect(within(rowOf('RA-2026-000001')).queryAllByRole('button')).toHaveLength(0);
  });

  it("toasts the server's refusal", async () => {
    const { user } = await renderExchanges(
      exchangesApi([requested], { status: 400, message: 'An exchange that is approved cannot be approved.' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Approve RA-2026-000001' }));
    expect(await screen.findByText('An exchange that is approved cannot be approved.')).toBeInTheDocument();
  });

  it("toasts the server's refusal of a rejection and keeps the reason typed", async () => {
    const { user } = await renderExchanges(
      exchangesApi([requested], { status: 400, message: 'An exchange that is closed cannot be rejected.' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Reject RA-2026-000001' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'Damaged');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('An exchange that is closed cannot be rejected.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('Damaged');
  });

  it('says when there are no exchanges yet', async () => {
    await renderExchanges(exchangesApi([]));
    expect(await screen.findByText('No exchanges yet')).toBeInTheDocument();
  });

  it('says when no exchange is in the state chosen, with a way back to all', async () => {
    const { user, router } = await renderExchanges(exchangesApi([requested]), '/dashboard/exchanges?status=shipped');
    expect(await screen.findByText('No exchanges in this state')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all exchanges' }));
    expect(await screen.findByText('RA-2026-000001')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('shows an error with a way to try again', async () => {
    await tryAgainAfterOutage(renderExchanges, { path: '/exchanges', api: exchangesApi([requested]), message: 'Error loading exchanges.' });
    expect(await screen.findByText('RA-2026-000001')).toBeInTheDocument();
  });
});
