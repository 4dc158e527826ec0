import { RETURN_ACTIONS, RETURN_MOVES, RETURN_NEXT_ACTIONS, RETURN_STATES } from '@shop/shared/constants';
import type { Return, ReturnPolicy } from '@shop/shared/return.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { firstAnswer } from '@/test/api-answers';
import { listApi } from '@/test/list-api';
import { chooseFilter, tryAgainAfterOutage } from '@/test/list-page';
import { callsTo, type ApiHandler } from '@/test/render-app';
import { renderAdminPage, renderPage } from '@/test/render-page';
import { expectTextsIn, textsByRole } from '@/test/texts';
import { signIn, testStaff } from '@/test/users';
import { aReturn, aReturnLine } from '../testing/return-fixtures';
import { ManageReturnsPage } from './manage-returns-page';

/** The words of each move's button, as the page writes them. */
const BUTTONS = { approve: 'Approve', reject: 'Reject', receive: 'Mark received', refund: 'Refund', credit: 'Give store credit' } as const;

/** A tiny admin returns API over an in-memory list, filtered and paged as the server does. */
function returnsApi(initial: Return[], refuse?: { status: number; message: string }): ApiHandler {
  return listApi(initial, {
    path: '/returns',
    where: (one, query) => {
      const status = query.get('status');
      return !status || one.status === status;
    },
    limit: 20,
    answer: ({ rows, total, page, limit }) =>
      Response.json({ returns: rows, total, page, limit, totalPages: Math.max(1, Math.ceil(total / limit)) }),
    rowPath: /^\/returns\/([^/]+)\/(\w+)$/,
    writes: {
      POST: ({ id, body, match }, returns) => {
        const action = RETURN_ACTIONS.find((known) => known === match[2]);
        if (!action) return undefined;
        const move = RETURN_MOVES[action];
        const extra = body as { reason?: string; restock?: boolean } | undefined;
        const moved = returns.update(id, (one) => ({
          ...one,
          status: move.to,
          rejectionReason: extra?.reason ?? one.rejectionReason,
          restocked: extra?.restock ?? one.restocked,
          refunded: action === 'refund' ? 34.5 : one.refunded,
          credited: action === 'credit' ? 37.95 : one.credited,
          creditCode: action === 'credit' ? 'CREDIT-7QX2-M9KD' : one.creditCode,
        }));
        return { message: move.message, return: moved };
      },
    },
    refuse: refuse && { method: 'POST', ...refuse },
  });
}

const OFF: ReturnPolicy = { enabled: false, windowDays: 30, withdrawalRight: false, creditBonusPercent: 0 };

/** The policy's two routes: GET answers what was last saved; PUT answers `refusal` when given, else saves. */
function policyApi(initial: ReturnPolicy = OFF, refusal?: { message: string; errors?: { path: string; message: string }[] }): ApiHandler {
  let current = initial;
  return ({ method, path, body }) => {
    if (path !== '/return-policy') return undefined;
    if (method === 'GET') return Response.json({ policy: current });
    if (method === 'PUT') {
      if (refusal) return Response.json(refusal, { status: 400 });
      current = body as ReturnPolicy;
      return Response.json({ message: 'Return policy saved.', policy: current });
    }
    return undefined;
  };
}

const requested = aReturn();
const approved = aReturn({
  _id: 'rt-2',
  rmaNumber: 'RR-2026-000002',
  orderId: 'order-2',
  orderRef: 'ORD-SECOND22',
  email: null,
  status: 'approved',
  reason: 'Wrong colour.',
  outcome: 'credit',
  lines: [aReturnLine({ name: 'Harbor Cap', quantity: 2, color: 'blue', size: 'one-size' })],
});
const received = aReturn({ _id: 'rt-3', rmaNumber: 'RR-2026-000003', status: 'received', restocked: true });
const credited = aReturn({
  _id: 'rt-4',
  rmaNumber: 'RR-2026-000004',
  status: 'credited',
  outcome: 'credit',
  credited: 37.95,
  creditCode: 'CREDIT-AAAA-BBBB',
});
const rejected = aReturn({ _id: 'rt-5', rmaNumber: 'RR-2026-000005', status: 'rejected', rejectionReason: 'Worn and washed.' });

const renderReturns = (api: ApiHandler, path = '/dashboard/returns', policy = policyApi()) =>
  renderAdminPage(<ManageReturnsPage />, { route: '/dashboard/returns', path, api: firstAnswer(policy, api) });

const rowOf = (rma: string) => screen.getByText(rma).closest('tr') as HTMLElement;

describe('the returns page', () => {
  it('lists each return with its RMA number, order link, customer, lines, reason, outcome, state and date', async () => {
    await renderReturns(returnsApi([requested, approved, received, credited, rejected]));
    const table = await screen.findByRole('table', { name: 'Returns' });
    expect(screen.getByRole('heading', { level: 1, name: 'Returns' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Returns \|/);
    expect(textsByRole(table, 'columnheader')).toEqual(['RMA number', 'Order', 'Items and reason', 'Outcome', 'State', 'Actions']);
    expect(screen.getByText('5 returns')).toBeInTheDocument();

    const first = rowOf('RR-2026-000001');
    expect(within(first).getByRole('link', { name: 'ORD-7K2M9PQA' })).toHaveAttribute(
      'href',
      '/dashboard/orders/7d1c2a3e-5b6f-4c8d-9e0f-112233445566',
    );
    expectTextsIn(first, [
      'ada@example.com',
      '1 × Linen Tee',
      'Size M, Black',
      'Too small across the shoulders.',
      'Refund to card',
      'Requested',
      'Mar 14, 2026',
    ]);
    expectTextsIn(rowOf('RR-2026-000002'), ['Guest', '2 × Harbor Cap', 'One size, Blue', 'Store credit', 'Approved']);
    expectTextsIn(rowOf('RR-2026-000003'), ['Items received', 'Back in stock']);
    expectTextsIn(rowOf('RR-2026-000004'), ['$37.95 credited', 'CREDIT-AAAA-BBBB', 'Credited']);
    expect(rowOf('RR-2026-000005')).toHaveTextContent('Rejected: Worn and washed.');
  });

  it('offers, on each row, exactly the moves RETURN_NEXT_ACTIONS allows from its state', async () => {
    const oneOfEach = RETURN_STATES.map((status, index) => aReturn({ _id: `rt-${status}`, rmaNumber: `RR-2026-00010${index}`, status }));
    await renderReturns(returnsApi(oneOfEach));
    await screen.findByRole('table', { name: 'Returns' });
    for (const one of oneOfEach) {
      expect(
        within(rowOf(one.rmaNumber))
          .queryAllByRole('button')
          .map((button) => button.getAttribute('aria-label')),
        one.status,
      ).toEqual(RETURN_NEXT_ACTIONS[one.status].map((action) => `${BUTTONS[action]} ${one.rmaNumber}`));
    }
    expect(textsByRole(rowOf('RR-2026-000100'), 'button')).toEqual(['Approve', 'Reject']);
    expect(textsByRole(rowOf('RR-2026-000101'), 'button')).toEqual(['Mark received', 'Reject']);
    expect(textsByRole(rowOf('RR-2026-000102'), 'button')).toEqual(['Refund', 'Give store credit']);
  });

  it("offers a fulfilment staff member the moves of an exchange's handling, not the money's, and the policy without its form", async () => {
    signIn(testStaff('fulfilment'));
    await renderPage(<ManageReturnsPage />, {
      route: '/dashboard/returns',
      path: '/dashboard/returns',
      api: firstAnswer(policyApi(), returnsApi([requested, received])),
    });
    await screen.findByRole('table', { name: 'Returns' });
    expect(textsByRole(rowOf('RR-2026-000001'), 'button')).toEqual(['Approve', 'Reject']);
    // Refunds and store credit are the 'refunds' permission's: a received return waits for someone who holds it.
    expect(within(rowOf('RR-2026-000003')).queryAllByRole('button')).toEqual([]);
    // The policy is the shop's settings: it is said, not offered for change.
    expect(await screen.findByText(/Returns are off: the shop is exchange-only/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Return policy' })).not.toBeInTheDocument();
  });

  it('filters by state, back on page 1, with the state in the URL', async () => {
    const { user, fetchMock, router } = await renderReturns(returnsApi([requested, approved, rejected]), '/dashboard/returns?page=2');
    await screen.findByText('RR-2026-000001');
    await chooseFilter(user, router, {
      label: 'State',
      options: ['All', 'Requested', 'Approved', 'Items received', 'Refunded', 'Credited', 'Rejected'],
      choose: 'Approved',
      hides: 'RR-2026-000001',
      keeps: 'RR-2026-000002',
      search: '?status=approved',
    });
    const last = callsTo(fetchMock, 'GET', '/returns').at(-1)?.url.searchParams;
    expect(last?.get('status')).toBe('approved');
    expect(last?.get('page')).toBe('1');
  });

  it('opens on the state the URL names', async () => {
    const { fetchMock } = await renderReturns(returnsApi([requested, rejected]), '/dashboard/returns?status=rejected');
    expect(await screen.findByText('RR-2026-000005')).toBeInTheDocument();
    expect(screen.queryByText('RR-2026-000001')).not.toBeInTheDocument();
    expect(screen.getByLabelText('State')).toHaveValue('rejected');
    expect(callsTo(fetchMock, 'GET', '/returns')[0]?.url.searchParams.get('status')).toBe('rejected');
  });

  it("approves, toasting the server's message and showing the next steps", async () => {
    const { user, fetchMock } = await renderReturns(returnsApi([requested]));
    await user.click(await screen.findByRole('button', { name: 'Approve RR-2026-000001' }));
    expect(await screen.findByText('Return approved.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `/returns/${requested._id}/approve`).map((call) => call.body)).toEqual([undefined]);
    await waitFor(() => expect(rowOf('RR-2026-000001')).toHaveTextContent('Approved'));
    expect(screen.getByRole('button', { name: 'Mark received RR-2026-000001' })).toBeInTheDocument();
  });

  it('rejects only with a reason, and sends it', async () => {
    const { user, fetchMock } = await renderReturns(returnsApi([requested]));
    await user.click(await screen.findByRole('button', { name: 'Reject RR-2026-000001' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject RR-2026-000001?' });
    const reason = within(dialog).getByLabelText('Reason');
    expect(reason).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `/returns/${requested._id}/reject`)).toHaveLength(0);

    await user.type(reason, '  Sent back after the window closed. ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Return rejected.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `/returns/${requested._id}/reject`).map((call) => call.body)).toEqual([
      { reason: 'Sent back after the window closed.' },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(rowOf('RR-2026-000001')).toHaveTextContent('Rejected: Sent back after the window closed.'));
  });

  it('keeps a refused rejection in its dialog, with the reason typed', async () => {
    const { user } = await renderReturns(
      returnsApi([requested], { status: 400, message: 'A return that is refunded cannot be rejected.' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Reject RR-2026-000001' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'Damaged');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A return that is refunded cannot be rejected.');
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('Damaged');
  });

  it('marks the items received, back in stock with the switch on', async () => {
    const { user, fetchMock } = await renderReturns(returnsApi([approved]));
    await user.click(await screen.findByRole('button', { name: 'Mark received RR-2026-000002' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Mark RR-2026-000002 received?' });
    const restock = within(dialog).getByRole('switch', { name: 'Put the items back in stock' });
    expect(restock).not.toBeChecked();
    await user.click(restock);
    await user.click(within(dialog).getByRole('button', { name: 'Mark received' }));

    expect(await screen.findByText('Returned items received.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/returns/rt-2/receive').map((call) => call.body)).toEqual([{ restock: true }]);
    await waitFor(() => expect(rowOf('RR-2026-000002')).toHaveTextContent('Items received'));
    expect(rowOf('RR-2026-000002')).toHaveTextContent('Back in stock');
    expect(textsByRole(rowOf('RR-2026-000002'), 'button')).toEqual(['Refund', 'Give store credit']);
  });

  it('marks the items received without restocking when the switch is left off', async () => {
    const { user, fetchMock } = await renderReturns(returnsApi([approved]));
    await user.click(await screen.findByRole('button', { name: 'Mark received RR-2026-000002' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Mark received' }));
    expect(await screen.findByText('Returned items received.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/returns/rt-2/receive').map((call) => call.body)).toEqual([{ restock: false }]);
  });

  it('refunds after confirming, saying it goes back to the card, and shows the amount', async () => {
    const { user, fetchMock } = await renderReturns(returnsApi([received]));
    await user.click(await screen.findByRole('button', { name: 'Refund RR-2026-000003' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Refund RR-2026-000003?' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('refunds the returned items to the card'));
    // Cancel asks nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, 'POST', '/returns/rt-3/refund')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Refund RR-2026-000003' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Return refunded.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/returns/rt-3/refund').map((call) => call.body)).toEqual([undefined]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(rowOf('RR-2026-000003')).toHaveTextContent('$34.50 refunded'));
    expect(within(rowOf('RR-2026-000003')).queryAllByRole('button')).toHaveLength(0);
  });

  it("gives store credit after confirming, naming the shop's bonus, and shows the amount and code", async () => {
    const policy = policyApi({ enabled: true, windowDays: 30, withdrawalRight: true, creditBonusPercent: 10 });
    const { user, fetchMock } = await renderReturns(returnsApi([received]), '/dashboard/returns', policy);
    await user.click(await screen.findByRole('button', { name: 'Give store credit RR-2026-000003' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Give store credit for RR-2026-000003?' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining("plus the shop's bonus of 10 %"));
    // The customer asked for their money: the dialog says so.
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('The customer asked for a refund to their card.'));
    await user.click(within(dialog).getByRole('button', { name: 'Give store credit' }));

    expect(await screen.findByText('Return credited as store credit.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/returns/rt-3/credit')).toHaveLength(1);
    await waitFor(() => expect(rowOf('RR-2026-000003')).toHaveTextContent('$37.95 credited'));
    expect(rowOf('RR-2026-000003')).toHaveTextContent('CREDIT-7QX2-M9KD');
  });

  it('keeps a refused refund in its dialog, with the reason', async () => {
    const { user } = await renderReturns(returnsApi([received], { status: 409, message: 'The payment provider refused the refund.' }));
    await user.click(await screen.findByRole('button', { name: 'Refund RR-2026-000003' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The payment provider refused the refund.');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it("toasts the server's refusal of an approval", async () => {
    const { user } = await renderReturns(
      returnsApi([requested], { status: 400, message: 'A return that is approved cannot be approved.' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Approve RR-2026-000001' }));
    expect(await screen.findByText('A return that is approved cannot be approved.')).toBeInTheDocument();
  });

  it('says when there are no returns yet', async () => {
    await renderReturns(returnsApi([]));
    expect(await screen.findByText('No returns yet')).toBeInTheDocument();
  });

  it('says when no return is in the state chosen, with a way back to all', async () => {
    const { user, router } = await renderReturns(returnsApi([requested]), '/dashboard/returns?status=refunded');
    expect(await screen.findByText('No returns in this state')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all returns' }));
    expect(await screen.findByText('RR-2026-000001')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('shows an error with a way to try again', async () => {
    await tryAgainAfterOutage((api) => renderReturns(api), {
      path: '/returns',
      api: returnsApi([requested]),
      message: 'Error loading returns.',
    });
    expect(await screen.findByText('RR-2026-000001')).toBeInTheDocument();
  });
});

describe('the return policy form', () => {
  const policyForm = () => screen.findByRole('form', { name: 'Return policy' });

  it('shows the policy saved, says the shop is exchange-only while returns are off, and saves every field', async () => {
    const { user, fetchMock } = await renderReturns(returnsApi([]));
    const form = await policyForm();
    expect(screen.getByText(/Returns are off: the shop is exchange-only/)).toBeInTheDocument();
    const take = within(form).getByRole('switch', { name: 'Take returns' });
    expect(take).not.toBeChecked();
    expect(take).toHaveAccessibleDescription(expect.stringContaining('Off, the shop stays exchange-only.'));
    const window = within(form).getByRole('spinbutton', { name: 'Return window (days)' });
    expect(window).toHaveValue(30);
    const withdrawal = within(form).getByRole('switch', { name: 'Honour the 14-day right of withdrawal (EU/UK)' });
    const bonus = within(form).getByRole('spinbutton', { name: 'Store credit bonus (%)' });
    expect(bonus).toHaveValue(0);

    await user.click(take);
    await user.clear(window);
    await user.type(window, '45');
    await user.click(withdrawal);
    await user.clear(bonus);
    await user.type(bonus, '10');
    await user.click(within(form).getByRole('button', { name: 'Save return policy' }));

    expect(await screen.findByText('Return policy saved.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/return-policy').map((call) => call.body)).toEqual([
      { enabled: true, windowDays: 45, withdrawalRight: true, creditBonusPercent: 10 },
    ]);
    expect(
      await screen.findByText(/Returns are on: customers can ask for a refund, or store credit with 10 % more, within 45 days/),
    ).toBeInTheDocument();
  });

  it('checks the fields before sending, as the server would', async () => {
    const { user, fetchMock } = await renderReturns(returnsApi([]));
    const form = await policyForm();
    const window = within(form).getByRole('spinbutton', { name: 'Return window (days)' });
    await user.clear(window);
    await user.type(window, '0');
    await user.click(within(form).getByRole('button', { name: 'Save return policy' }));
    expect(window).toHaveAccessibleDescription(expect.stringContaining('The return window must be at least 1 day'));
    expect(callsTo(fetchMock, 'PUT', '/return-policy')).toHaveLength(0);
  });

  it("shows the server's refusal of a field under that field", async () => {
    const refusal = {
      message: 'Invalid request',
      errors: [{ path: 'creditBonusPercent', message: 'The credit bonus must be at most 50 % in this shop' }],
    };
    const { user, fetchMock } = await renderReturns(returnsApi([]), '/dashboard/returns', policyApi(OFF, refusal));
    const form = await policyForm();
    const bonus = within(form).getByRole('spinbutton', { name: 'Store credit bonus (%)' });
    await user.clear(bonus);
    await user.type(bonus, '80');
    await user.click(within(form).getByRole('button', { name: 'Save return policy' }));

    await waitFor(() =>
      expect(bonus).toHaveAccessibleDescription(expect.stringContaining('The credit bonus must be at most 50 % in this shop')),
    );
    expect(bonus).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('alert')).toHaveTextContent('The return policy was not saved.');
    expect(bonus).toHaveValue(80);
    expect(callsTo(fetchMock, 'PUT', '/return-policy')).toHaveLength(1);
  });

  it('says when the policy could not be loaded, and loads it again', async () => {
    let down = true;
    const policy: ApiHandler = (call) =>
      down && call.path === '/return-policy' ? Response.json({ message: 'Boom' }, { status: 500 }) : policyApi()(call);
    const { user } = await renderReturns(returnsApi([requested]), '/dashboard/returns', policy);
    const section = screen.getByRole('region', { name: 'Return policy' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('Error loading the return policy.');
    down = false;
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('switch', { name: 'Take returns' })).toBeInTheDocument();
  });
});
