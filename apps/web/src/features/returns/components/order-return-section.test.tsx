import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { formatDate } from '@/lib/format';
import { fieldRefusal, heldAnswer } from '@/test/api-answers';
import { callsTo, type ApiHandler } from '@/test/render-app';
import { renderPage } from '@/test/render-page';
import { textsByRole } from '@/test/texts';
import { aReturn, CAP_LINE_ID, LINEN_LINE_ID, ORDER_ID, returnOptions } from '../testing/return-fixtures';
import { OrderReturnSection } from './order-return-section';

const OPTIONS_PATH = `/orders/${ORDER_ID}/return-options`;
const RETURNS_PATH = `/orders/${ORDER_ID}/returns`;
const TOKEN = 'tracking-token';

/** A stand-in order page: a heading and the section under the tracker, for a guest with the order's tracking link. */
function OrderPage({ shipped = true }: { shipped?: boolean }) {
  usePageTitle('Order ORD-7K2M9PQA');
  return (
    <>
      <h1>Order ORD-7K2M9PQA</h1>
      <OrderReturnSection orderId={ORDER_ID} token={TOKEN} shipped={shipped} />
    </>
  );
}

/**
 * The options and the order's returns, answered only with the guest's token (as the API does);
 * a POST answered by `post` (the return requested, by default), after which the list holds it.
 */
function returnsApi({ options = returnOptions(), post }: { options?: ReturnType<typeof returnOptions>; post?: ApiHandler } = {}) {
  const requested: unknown[] = [];
  const handler: ApiHandler = (call) => {
    if (call.url.searchParams.get('token') !== TOKEN) return undefined;
    if (call.method === 'GET' && call.path === OPTIONS_PATH) return Response.json(options);
    if (call.method === 'GET' && call.path === RETURNS_PATH) return Response.json({ returns: requested.length ? [aReturn()] : [] });
    if (call.method === 'POST' && call.path === RETURNS_PATH) {
      const answer = post?.(call);
      if (answer) return answer;
      requested.push(call.body);
      return Response.json({ message: 'Return requested.', return: aReturn({ outcome: 'credit' }) }, { status: 201 });
    }
    return undefined;
  };
  return handler;
}

const renderOrder = (api: ApiHandler, shipped = true) =>
  renderPage(<OrderPage shipped={shipped} />, { route: '/orders/:orderId', path: `/orders/ORD-7K2M9PQA?token=${TOKEN}`, api });

async function openForm(api: ApiHandler = returnsApi()) {
  const page = await renderOrder(api);
  await page.user.click(await screen.findByRole('button', { name: 'Request a return' }));
  const form = await screen.findByRole('form', { name: 'Request a return' });
  const linen = within(form).getByRole('combobox', { name: /Quantity to return: Linen Tee/ });
  const reason = within(form).getByRole('textbox', { name: /Reason/ });
  const accept = within(form).getByRole('checkbox', { name: 'I accept these conditions' });
  const submit = () => page.user.click(within(form).getByRole('button', { name: 'Request the return' }));
  return { ...page, form, linen, reason, accept, submit };
}

describe("the order page's return request", () => {
  it("offers 'Request a return' with the day returns close, asking with the guest's token", async () => {
    const { fetchMock } = await renderOrder(returnsApi());
    expect(await screen.findByRole('button', { name: 'Request a return' })).toBeInTheDocument();
    expect(screen.getByText(`Returns close on ${formatDate('2026-04-13T10:00:00.000Z', 'localDate')}.`)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', OPTIONS_PATH)[0]?.url.searchParams.get('token')).toBe(TOKEN);
    await waitFor(() => expect(callsTo(fetchMock, 'GET', RETURNS_PATH)[0]?.url.searchParams.get('token')).toBe(TOKEN));
  });

  it('offers 0 up to what is left of each returnable line; a final-sale line with nothing left says why, one under withdrawal can go back', async () => {
    const { form, linen } = await openForm();
    expect(textsByRole(linen, 'option')).toEqual(['0', '1', '2']);
    expect(linen).toHaveValue('0');
    // The cap is final sale, yet returnable: the API left one of it (the right of withdrawal).
    expect(textsByRole(within(form).getByRole('combobox', { name: /Quantity to return: Harbor Cap/ }), 'option')).toEqual(['0', '1']);
    expect(within(form).queryByRole('combobox', { name: /Canvas Tote/ })).not.toBeInTheDocument();
    expect(within(form).getByText('Canvas Tote').closest('li')).toHaveTextContent('Final sale: cannot be returned');

    const refund = within(form).getByRole('radio', { name: 'Refund to my card' });
    expect(refund).toBeChecked();
    expect(within(form).getByRole('radio', { name: 'Store credit (+10 %)' })).not.toBeChecked();
    for (const condition of returnOptions().conditions) expect(within(form).getByText(condition)).toBeInTheDocument();
    expect(form).toHaveTextContent(`Returns close on ${formatDate('2026-04-13T10:00:00.000Z', 'localDate')}.`);
  });

  it('sends the lines chosen, the reason, whether it was the size, the outcome and the acceptance with the token, then shows the return', async () => {
    const { form, linen, reason, accept, submit, user, fetchMock } = await openForm();
    await user.selectOptions(linen, '2');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Quantity to return: Harbor Cap/ }), '1');
    await user.type(reason, '  Too small across the shoulders.  ');
    const size = within(form).getByRole('group', { name: 'Was it the size?' });
    expect(within(size).getByRole('radio', { name: 'No, something else' })).toBeChecked();
    await user.click(within(size).getByRole('radio', { name: 'Too small' }));
    await user.click(within(form).getByRole('radio', { name: 'Store credit (+10 %)' }));
    await user.click(accept);
    await submit();

    expect(await screen.findByText('Return requested.')).toBeInTheDocument();
    const done = screen.getByRole('region', { name: 'Return requested' });
    expect(done).toHaveTextContent('Your return number is RR-2026-000001');
    expect(done).toHaveTextContent('We emailed it to ada@example.com.');
    expect(within(done).getByRole('heading', { name: 'Return requested' })).toHaveFocus();

    const [sent, ...more] = callsTo(fetchMock, 'POST', RETURNS_PATH);
    expect(more).toHaveLength(0);
    expect(sent?.url.searchParams.get('token')).toBe(TOKEN);
    expect(sent?.body).toEqual({
      lines: [
        { orderLineId: LINEN_LINE_ID, quantity: 2 },
        { orderLineId: CAP_LINE_ID, quantity: 1 },
      ],
      reason: 'Too small across the shoulders.',
      fit: 'too-small',
      outcome: 'credit',
      acceptConditions: true,
    });
    // The order's returns refetch: the new one is listed with its state.
    const listed = await screen.findByRole('article', { name: 'Return RR-2026-000001' });
    expect(listed).toHaveTextContent('Requested');
  });

  it('asks for a refund to the card unless the customer chooses store credit', async () => {
    const { linen, reason, accept, submit, user, fetchMock } = await openForm();
    await user.selectOptions(linen, '1');
    await user.type(reason, 'Wrong colour.');
    await user.click(accept);
    await submit();
    await screen.findByText('Return requested.');
    expect(callsTo(fetchMock, 'POST', RETURNS_PATH)[0]?.body).toEqual({
      lines: [{ orderLineId: LINEN_LINE_ID, quantity: 1 }],
      reason: 'Wrong colour.',
      fit: null,
      outcome: 'refund',
      acceptConditions: true,
    });
  });

  it('says what is missing and sends nothing: no item, no reason, conditions not accepted', async () => {
    const { form, reason, accept, submit, fetchMock } = await openForm();
    await submit();
    expect(within(form).getByText('Choose how many of at least one item to return.')).toBeInTheDocument();
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('Reason is required'));
    expect(accept).toHaveAccessibleDescription('Please accept the conditions of the return policy');
    expect(callsTo(fetchMock, 'POST', RETURNS_PATH)).toHaveLength(0);
  });

  it("shows the API's refusal of a field under it, and keeps everything chosen and typed", async () => {
    const refuse: ApiHandler = () => fieldRefusal('reason', 'Please say what is wrong with the items', 'Check the reason.');
    const { form, linen, reason, accept, submit, user } = await openForm(returnsApi({ post: refuse }));
    await user.selectOptions(linen, '1');
    await user.type(reason, 'Meh');
    await user.click(within(form).getByRole('radio', { name: 'Store credit (+10 %)' }));
    await user.click(accept);
    await submit();

    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('We could not request the return.');
    expect(alert).toHaveTextContent('Check the reason.');
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('Please say what is wrong with the items'));
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(linen).toHaveValue('1');
    expect(reason).toHaveValue('Meh');
    expect(within(form).getByRole('radio', { name: 'Store credit (+10 %)' })).toBeChecked();
    expect(accept).toBeChecked();
    expect(screen.queryByText(/Your return number/)).not.toBeInTheDocument();
  });

  it('shows a refusal of the order as a whole (a 409) above the buttons', async () => {
    const refuse: ApiHandler = () => Response.json({ message: 'This order already has an open return for these items.' }, { status: 409 });
    const { linen, reason, accept, submit, user, form } = await openForm(returnsApi({ post: refuse }));
    await user.selectOptions(linen, '1');
    await user.type(reason, 'Too small.');
    await user.click(accept);
    await submit();
    expect(await within(form).findByRole('alert')).toHaveTextContent('This order already has an open return for these items.');
  });

  it('names the store credit plainly when the shop gives no bonus', async () => {
    const { form } = await openForm(returnsApi({ options: returnOptions({ creditBonusPercent: 0 }) }));
    expect(within(form).getByRole('radio', { name: 'Store credit' })).toBeInTheDocument();
    expect(within(form).queryByText(/\+0 %/)).not.toBeInTheDocument();
  });

  it('shows nothing at all, and asks for no returns, when the shop takes none (exchange-only)', async () => {
    const { fetchMock } = await renderOrder(
      returnsApi({ options: returnOptions({ enabled: false, eligible: false, reason: 'Returns are off.' }) }),
    );
    await waitFor(() => expect(callsTo(fetchMock, 'GET', OPTIONS_PATH)).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Loading whether this order can be returned' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByText(/return/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', RETURNS_PATH)).toHaveLength(0);
  });

  it('says, muted, why an order can no longer be returned, with no button, and still lists its returns', async () => {
    const ended = returnOptions({ eligible: false, reason: 'The 30 days to ask for a return ended on March 3, 2026.' });
    const api: ApiHandler = (call) =>
      call.method === 'GET' && call.path === RETURNS_PATH
        ? Response.json({ returns: [aReturn({ status: 'approved' })] })
        : returnsApi({ options: ended })(call);
    await renderOrder(api);
    expect(await screen.findByText('Returns: The 30 days to ask for a return ended on March 3, 2026.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request a return' })).not.toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Return RR-2026-000001' })).toHaveTextContent('Approved');
  });

  it('shows nothing, and asks nothing, for an order not shipped yet', async () => {
    const { fetchMock } = await renderOrder(returnsApi(), false);
    expect(screen.queryByText(/return/i)).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'GET', OPTIONS_PATH)).toHaveLength(0));
  });

  it('shows a placeholder while it asks', async () => {
    const held = heldAnswer((call) => call.path === OPTIONS_PATH, returnsApi());
    await renderOrder(held.api);
    expect(screen.getByRole('status', { name: 'Loading whether this order can be returned' })).toBeInTheDocument();
    held.release();
    expect(await screen.findByRole('button', { name: 'Request a return' })).toBeInTheDocument();
  });

  it('offers a retry when the options could not be loaded', async () => {
    let fail = true;
    const api: ApiHandler = (call) =>
      call.path === OPTIONS_PATH && fail ? Response.json({ message: 'Boom' }, { status: 500 }) : returnsApi()(call);
    const { user } = await renderOrder(api);
    expect(await screen.findByRole('alert')).toHaveTextContent('Whether this order can be returned could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Request a return' })).toBeInTheDocument();
  });
});
