import { ORDER_STATUS_TEXT } from '@shop/shared/constants';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/format';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';
import { signIn, testUser } from '@/test/users';
import { anExchange } from '@/features/exchanges/testing/admin-exchange-fixtures';
import { anOrder } from '../testing/order-fixtures';

const order = anOrder();

const orderApi: ApiHandler = ({ method, path }) =>
  method === 'GET' && path === `/orders/order/${order.orderId}` ? Response.json(order) : undefined;

describe('the order detail page', () => {
  it('shows the order id, its status and the tracker: earlier steps complete, the current one marked, with when each was reached', async () => {
    signIn(testUser);
    await renderApp(`/orders/${order.orderId}`, { api: orderApi });

    const tracker = await screen.findByRole('list', { name: 'Order tracker' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ORD-7K2M9PQA');
    expect(screen.getByText('Status').nextElementSibling).toHaveTextContent('shipped');

    const [pending, processing, shipped, completed] = within(tracker).getAllByRole('listitem') as HTMLElement[];
    expect(pending).toHaveAttribute('data-state', 'complete');
    expect(processing).toHaveAttribute('data-state', 'complete');
    expect(shipped).toHaveAttribute('data-state', 'current');
    expect(shipped).toHaveAttribute('aria-current', 'step');
    expect(completed).toHaveAttribute('data-state', 'upcoming');
    expect(tracker.querySelectorAll('[aria-current]')).toHaveLength(1);

    expect(pending).toHaveTextContent(ORDER_STATUS_TEXT.pending);
    expect(shipped).toHaveTextContent(ORDER_STATUS_TEXT.shipped);
    expect(completed).toHaveTextContent(ORDER_STATUS_TEXT.completed);
    expect(pending).toHaveTextContent(formatDate('2025-03-14T10:00:00.000Z', 'localDateTime'));
    expect(processing).toHaveTextContent(formatDate('2025-03-15T09:30:00.000Z', 'localDateTime'));
    expect(shipped).toHaveTextContent(formatDate('2025-03-16T16:45:00.000Z', 'localDateTime'));
    expect(completed?.querySelector('time')).toBeNull();
  });

  it('lists what was bought with the subtotal, Tax(6%) and the total', async () => {
    signIn(testUser);
    await renderApp(`/orders/${order.orderId}`, { api: orderApi });
    const items = await screen.findByRole('region', { name: 'Items' });
    const lines = within(items).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('Field Tee');
    expect(lines[0]).toHaveTextContent('2 × $34.50');
    expect(lines[0]).toHaveTextContent('$69.00');
    expect(lines[0]?.querySelector('img')).toHaveAttribute('src', '/uploads/field.webp');
    expect(within(items).getByText('Subtotal').nextElementSibling).toHaveTextContent('$134.48');
    expect(within(items).getByText('Tax(6%)').nextElementSibling).toHaveTextContent('$8.07');
    expect(within(items).getByText('Total').nextElementSibling).toHaveTextContent('$142.55');
    expect(within(items).queryByText(/^Discount/)).not.toBeInTheDocument();
  });

  it("shows the code's discount between the subtotal and the tax when one was used", async () => {
    signIn(testUser);
    const discounted = anOrder({ discount: 13.45, discountCode: 'SAVE10', tax: 7.26, amount: 128.29 });
    await renderApp(`/orders/${order.orderId}`, {
      api: ({ method, path }) => (method === 'GET' && path === `/orders/order/${order.orderId}` ? Response.json(discounted) : undefined),
    });
    const items = await screen.findByRole('region', { name: 'Items' });
    const rows = [...items.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['Subtotal', '$134.48'],
      ['Discount (SAVE10)', '−$13.45'],
      ['Tax(6%)', '$7.26'],
      ['Total', '$128.29'],
    ]);
  });

  it('lists each refund for its customer, with what came back, and no reason or admin', async () => {
    signIn(testUser);
    const refunded = anOrder({
      paymentStatus: 'partially_refunded',
      refunded: 41.07,
      shippingRefunded: true,
      refunds: [
        {
          id: 'r1',
          amount: 41.07,
          toCredit: 0,
          shipping: true,
          lines: [{ orderLineId: 'l1', name: 'Field Tee', color: 'black', size: 'm', quantity: 1, amount: 36.57, restocked: false }],
          at: '2025-03-17T10:00:00.000Z',
        },
      ],
    });
    await renderApp(`/orders/${order.orderId}`, {
      api: ({ method, path }) => (method === 'GET' && path === `/orders/order/${order.orderId}` ? Response.json(refunded) : undefined),
    });
    const refunds = await screen.findByRole('region', { name: 'Refunds' });
    expect(
      within(refunds)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('$41.07 refunded'), '1 × Field Tee (black, M): $36.57', 'Shipping']);
    expect(refunds).toHaveTextContent('Refunded in all: $41.07 of $142.55');
    expect(refunds).not.toHaveTextContent(/Reason|By /);
    expect(screen.getByText('Partially refunded')).toBeInTheDocument();
  });

  it("says 'No orders!' when the order cannot be had", async () => {
    signIn(testUser);
    await renderApp('/orders/ORD-NOTMINE', {
      api: ({ path }) =>
        path === '/orders/order/ORD-NOTMINE' ? Response.json({ message: 'Order not found.' }, { status: 404 }) : undefined,
    });
    expect(await screen.findByText('No orders!')).toBeInTheDocument();
  });

  it("opens for a guest with the order's tracking link and shows where it ships", async () => {
    const guestApi: ApiHandler = ({ method, path, url }) => {
      if (method !== 'GET' || path !== `/orders/order/${order.orderId}`) return undefined;
      return url.searchParams.get('token') === 'good-token'
        ? Response.json(order)
        : Response.json({ message: 'Order not found.' }, { status: 404 });
    };
    await renderApp(`/orders/${order.orderId}?token=good-token`, { api: guestApi });
    const shipping = await screen.findByRole('region', { name: 'Shipping address' });
    expect(shipping).toHaveTextContent('Ada Lovelace');
    expect(shipping).toHaveTextContent('12 Harbor Street');
    expect(shipping).toHaveTextContent('United States');
    expect(screen.getByRole('list', { name: 'Order tracker' })).toBeInTheDocument();
  });

  it("says 'No orders!' to a guest whose token was changed", async () => {
    await renderApp(`/orders/${order.orderId}?token=changed`, {
      api: ({ method, path }) =>
        method === 'GET' && path === `/orders/order/${order.orderId}`
          ? Response.json({ message: 'Order not found.' }, { status: 404 })
          : undefined,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('No orders!');
  });
});

describe("the order page's exchanges", () => {
  const exchangeOptions = {
    eligible: true,
    reason: null,
    deadline: '2025-04-13T10:00:00.000Z',
    conditions: ['Within 30 days of purchase.'],
    changeable: false,
    lines: [],
  };
  const exchange = anExchange({ _id: 'x1', orderId: order._id, orderRef: order.orderId, email: order.email, status: 'approved' });

  it("offers a guest 'Request an exchange' under the tracker and shows the order's exchanges, through the tracking link", async () => {
    const api: ApiHandler = ({ method, path, url }) => {
      if (method !== 'GET' || url.searchParams.get('token') !== 'good-token') return undefined;
      if (path === `/orders/order/${order.orderId}`) return Response.json(order);
      if (path === `/orders/${order._id}/exchange-options`) return Response.json(exchangeOptions);
      if (path === `/orders/${order._id}/exchanges`) return Response.json({ exchanges: [exchange] });
      return undefined;
    };
    await renderApp(`/orders/${order.orderId}?token=good-token`, { api });
    const status = await screen.findByRole('region', { name: 'Order status' });
    expect(await within(status).findByRole('button', { name: 'Request an exchange' })).toBeInTheDocument();
    const shown = await within(status).findByRole('article', { name: 'Exchange RA-2026-000001' });
    expect(within(shown).getByRole('list', { name: 'Progress of exchange RA-2026-000001' })).toBeInTheDocument();
  });

  it('asks nothing about exchanges for an order not shipped yet', async () => {
    signIn(testUser);
    const pending = anOrder({ status: 'processing' });
    const { fetchMock } = await renderApp(`/orders/${pending.orderId}`, {
      api: ({ method, path }) => (method === 'GET' && path === `/orders/order/${pending.orderId}` ? Response.json(pending) : undefined),
    });
    await screen.findByRole('list', { name: 'Order tracker' });
    expect(screen.queryByRole('button', { name: 'Request an exchange' })).not.toBeInTheDocument();
    // What a size may be changed to is asked (and nothing offered here); the exchanges are not.
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/exchanges'))).toBe(false);
  });
});

describe("the order page's size change before shipping", () => {
  const processing = anOrder({ status: 'processing' });
  const line = processing.products[0]!;
  const options = {
    eligible: false,
    reason: 'Exchanges are for shipped or completed orders.',
    deadline: null,
    conditions: [],
    changeable: true,
    lines: processing.products.map((one, index) => ({
      orderLineId: `line-${index}`,
      productId: one.productId,
      name: one.name,
      image: one.image,
      color: one.color,
      size: one.size,
      sku: '',
      bought: one.quantity,
      available: one.quantity,
      finalSale: false,
      options: [],
      changeOptions:
        index === 0
          ? [
              { color: 'black', size: 'l' },
              { color: 'black', size: 'xl' },
            ]
          : [],
    })),
  };

  it('changes a line of a paid order not shipped yet to another size, and reads the order again', async () => {
    signIn(testUser);
    let changed = false;
    const { user, fetchMock } = await renderApp(`/orders/${processing.orderId}`, {
      api: ({ method, path }) => {
        if (method === 'GET' && path === `/orders/order/${processing.orderId}`)
          return Response.json(
            changed ? { ...processing, products: [{ ...line, size: 'xl' }, ...processing.products.slice(1)] } : processing,
          );
        if (method === 'GET' && path === `/orders/${processing._id}/exchange-options`) return Response.json(options);
        if (method === 'POST' && path === `/orders/${processing._id}/change-line`) {
          changed = true;
          return Response.json({ message: `Changed to ${line.name} in XL.` });
        }
        return undefined;
      },
    });
    const section = await screen.findByRole('region', { name: 'Change a size before it ships' });
    // Only the line that has somewhere to go is offered.
    const select = within(section).getByRole('combobox');
    expect(select).toHaveAccessibleName(`${line.name} (black, M) to`);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['black, L', 'black, XL']);
    await user.selectOptions(select, 'black/xl');
    await user.click(within(section).getByRole('button', { name: 'Change' }));
    expect(await screen.findByText(`Changed to ${line.name} in XL.`)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `/orders/${processing._id}/change-line`)[0]?.body).toEqual({
      orderLineId: 'line-0',
      color: 'black',
      size: 'xl',
    });
    const items = screen.getByRole('region', { name: 'Items' });
    expect(await within(items).findByText(/black · XL/i)).toBeInTheDocument();
  });

  it('says why a change was refused, under the line', async () => {
    signIn(testUser);
    const { user } = await renderApp(`/orders/${processing.orderId}`, {
      api: ({ method, path }) => {
        if (method === 'GET' && path === `/orders/order/${processing.orderId}`) return Response.json(processing);
        if (method === 'GET' && path === `/orders/${processing._id}/exchange-options`) return Response.json(options);
        if (method === 'POST' && path === `/orders/${processing._id}/change-line`)
          return Response.json({ message: `${line.name} in L is out of stock.` }, { status: 400 });
        return undefined;
      },
    });
    const section = await screen.findByRole('region', { name: 'Change a size before it ships' });
    await user.click(within(section).getByRole('button', { name: 'Change' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(`${line.name} was not changed.${line.name} in L is out of stock.`);
  });
});

describe("the order page's gift cards", () => {
  it('names who each gift card is for and when it is sent, instead of a colour and size', async () => {
    signIn(testUser);
    const [tee] = order.products;
    const giftLine = {
      ...tee!,
      productId: 'g1',
      name: 'Gift Card',
      color: 'white',
      size: 'one-size',
      sku: '',
      price: 50,
      quantity: 1,
      total: 50,
    };
    const withGifts = anOrder({
      products: [
        {
          ...giftLine,
          orderLineId: 'gift-1',
          giftCard: { to: 'ana@example.com', toName: 'Ana', from: 'Ben', message: 'Enjoy!', sendOn: '2026-12-24' },
        },
        { ...giftLine, orderLineId: 'gift-2', giftCard: { to: 'cy@example.com', toName: null, from: null, message: null, sendOn: null } },
      ],
    });
    await renderApp(`/orders/${order.orderId}`, {
      api: ({ method, path }) => (method === 'GET' && path === `/orders/order/${order.orderId}` ? Response.json(withGifts) : undefined),
    });
    const items = await screen.findByRole('region', { name: 'Items' });
    const [ana, cy] = within(items).getAllByRole('listitem') as HTMLElement[];
    expect(within(ana!).getByText('Gift card for Ana (ana@example.com)')).toBeInTheDocument();
    expect(within(ana!).getByText('Sent on Dec 24, 2026')).toBeInTheDocument();
    expect(ana).not.toHaveTextContent('One size');
    expect(ana).toHaveTextContent('1 × $50.00');
    expect(within(cy!).getByText('Gift card for cy@example.com')).toBeInTheDocument();
    expect(within(cy!).getByText('Sent when paid')).toBeInTheDocument();
  });
});
