import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { formatDate } from '@/lib/format';
import { callsTo, type ApiHandler } from '@/test/render-app';
import { renderPage } from '@/test/render-page';
import { anExchange } from '../testing/admin-exchange-fixtures';
import { exchangeOptions, LINEN_LINE_ID } from '../testing/exchange-option-fixtures';
import { OrderExchangeSection } from './order-exchange-section';

const ORDER_ID = '7d1c2a3e-5b6f-4c8d-9e0f-112233445566';
const OPTIONS_PATH = `/orders/${ORDER_ID}/exchange-options`;
const EXCHANGES_PATH = `/orders/${ORDER_ID}/exchanges`;

/** A stand-in order page: a heading and the section under the tracker. */
function OrderPage({ shipped = true }: { shipped?: boolean }) {
  usePageTitle('Order ORD-7K2M9PQA');
  return (
    <>
      <h1>Order ORD-7K2M9PQA</h1>
      <OrderExchangeSection orderId={ORDER_ID} token="tracking-token" shipped={shipped} />
    </>
  );
}

/** The options and the order's exchanges as given; a POST answered by `post` (the exchange requested, by default). */
function exchangesApi({ options = exchangeOptions(), post }: { options?: ReturnType<typeof exchangeOptions>; post?: ApiHandler } = {}) {
  const requested: unknown[] = [];
  const handler: ApiHandler = (call) => {
    if (call.method === 'GET' && call.path === OPTIONS_PATH) return Response.json(options);
    if (call.method === 'GET' && call.path === EXCHANGES_PATH) return Response.json({ exchanges: requested.length ? [anExchange()] : [] });
    if (call.method === 'POST' && call.path === EXCHANGES_PATH) {
      const answer = post?.(call);
      if (answer) return answer;
      requested.push(call.body);
      return Response.json({ message: 'Exchange requested.', exchange: anExchange() }, { status: 201 });
    }
    return undefined;
  };
  return handler;
}

async function openForm(api: ApiHandler = exchangesApi()) {
  const page = await renderPage(<OrderPage />, { route: '/orders/:orderId', path: `/orders/ORD-7K2M9PQA?token=tracking-token`, api });
  await page.user.click(await screen.findByRole('button', { name: 'Request an exchange' }));
  const form = await screen.findByRole('form', { name: 'Request an exchange' });
  const linen = within(form).getByRole('checkbox', { name: /Linen Tee/ });
  const reason = within(form).getByRole('textbox', { name: /Reason/ });
  const accept = within(form).getByRole('checkbox', { name: 'I accept these conditions' });
  const submit = () => page.user.click(within(form).getByRole('button', { name: 'Request the exchange' }));
  return { ...page, form, linen, reason, accept, submit };
}

describe("the order page's exchange request", () => {
  it("offers 'Request an exchange' with the last day to ask, for the customer's token", async () => {
    const { fetchMock } = await renderPage(<OrderPage />, { route: '/orders/:orderId', path: '/orders/ORD-7K2M9PQA', api: exchangesApi() });
    expect(await screen.findByRole('button', { name: 'Request an exchange' })).toBeInTheDocument();
    expect(screen.getByText(`You can ask until ${formatDate('2026-04-13T10:00:00.000Z', 'localDate')}.`)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', OPTIONS_PATH)[0]?.url.searchParams.get('token')).toBe('tracking-token');
  });

  it('lists every line to pick; a final-sale line is shown but cannot be picked, and says why', async () => {
    const { form, linen, user } = await openForm();
    const tote = within(form).getByRole('checkbox', { name: /Canvas Tote/ });
    expect(tote).toBeDisabled();
    expect(tote).toHaveAccessibleDescription('Final sale: cannot be exchanged');
    expect(linen).toBeEnabled();
    expect(within(form).queryByRole('combobox', { name: 'Replace with' })).not.toBeInTheDocument();

    await user.click(linen);
    const quantity = within(form).getByRole('combobox', { name: 'Quantity' });
    expect(
      within(quantity)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1', '2']);
    const replacement = within(form).getByRole('combobox', { name: 'Replace with' });
    expect(
      within(replacement)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a size or colour', 'Size L, Black', 'Size XL, Black']);
    // The policy's conditions, to accept.
    for (const condition of exchangeOptions().conditions) expect(within(form).getByText(condition)).toBeInTheDocument();
  });

  it('sends the picked line, its quantity and replacement, the reason and the acceptance, then shows the RA number', async () => {
    const { form, linen, reason, accept, submit, user, fetchMock } = await openForm();
    await user.click(linen);
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Quantity' }), '2');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Replace with' }), 'Size L, Black');
    await user.type(reason, '  Too small across the shoulders.  ');
    await user.click(accept);
    await submit();

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Your return authorization number is RA-2026-000001');
    expect(status).toHaveTextContent('We emailed it to ada@example.com, with the address to send the item to.');
    expect(within(status).getByRole('heading', { name: 'Exchange requested' })).toHaveFocus();
    const [sent] = callsTo(fetchMock, 'POST', EXCHANGES_PATH);
    expect(sent?.url.searchParams.get('token')).toBe('tracking-token');
    expect(sent?.body).toEqual({
      lines: [{ orderLineId: LINEN_LINE_ID, quantity: 2, color: 'black', size: 'l' }],
      reason: 'Too small across the shoulders.',
      acceptConditions: true,
    });
    // The order's exchanges refetch: the new one is listed with its state.
    expect(await screen.findByRole('article', { name: 'Exchange RA-2026-000001' })).toBeInTheDocument();
  });

  it('says what is missing and sends nothing: no line picked, no replacement, no reason, conditions not accepted', async () => {
    const { form, linen, submit, user, fetchMock } = await openForm();
    await submit();
    expect(within(form).getByText('Choose at least one item to exchange.')).toBeInTheDocument();
    expect(within(form).getByText('Reason is required')).toBeInTheDocument();
    expect(within(form).getByText('Please accept the conditions of the exchange policy')).toBeInTheDocument();

    await user.click(linen);
    await submit();
    expect(within(form).getByRole('combobox', { name: 'Replace with' })).toHaveAccessibleDescription(
      'Choose the size or colour you want instead.',
    );
    expect(callsTo(fetchMock, 'POST', EXCHANGES_PATH)).toHaveLength(0);
  });

  it("shows the API's refusal naming the broken condition, and keeps everything chosen and typed", async () => {
    const refuse: ApiHandler = () => Response.json({ message: 'Linen Tee in L is out of stock.' }, { status: 400 });
    const { form, linen, reason, accept, submit, user } = await openForm(exchangesApi({ post: refuse }));
    await user.click(linen);
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Replace with' }), 'Size L, Black');
    await user.type(reason, 'Too small.');
    await user.click(accept);
    await submit();

    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('We could not request the exchange.');
    expect(alert).toHaveTextContent('Linen Tee in L is out of stock.');
    expect(linen).toBeChecked();
    expect(within(form).getByRole('combobox', { name: 'Replace with' })).toHaveDisplayValue('Size L, Black');
    expect(reason).toHaveValue('Too small.');
    expect(accept).toBeChecked();
    expect(screen.queryByText(/return authorization number/)).not.toBeInTheDocument();
  });

  it('says, muted, why an order can no longer be exchanged, with no button', async () => {
    const api = exchangesApi({
      options: exchangeOptions({ eligible: false, reason: 'The 30 days to ask for an exchange ended on March 3, 2026.' }),
    });
    await renderPage(<OrderPage />, { route: '/orders/:orderId', path: '/orders/ORD-7K2M9PQA', api });
    expect(await screen.findByText('Exchanges: The 30 days to ask for an exchange ended on March 3, 2026.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request an exchange' })).not.toBeInTheDocument();
  });

  it('shows nothing, and asks nothing, for an order not shipped yet', async () => {
    const { fetchMock } = await renderPage(<OrderPage shipped={false} />, {
      route: '/orders/:orderId',
      path: '/orders/ORD-7K2M9PQA',
      api: exchangesApi(),
    });
    expect(screen.queryByText(/exchange/i)).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'GET', OPTIONS_PATH)).toHaveLength(0));
  });

  it('offers a retry when the options could not be loaded', async () => {
    let fail = true;
    const api: ApiHandler = (call) =>
      call.path === OPTIONS_PATH && fail ? Response.json({ message: 'Boom' }, { status: 500 }) : exchangesApi()(call);
    const { user } = await renderPage(<OrderPage />, { route: '/orders/:orderId', path: '/orders/ORD-7K2M9PQA', api });
    expect(await screen.findByText('Whether this order can be exchanged could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Request an exchange' })).toBeInTheDocument();
  });
});
