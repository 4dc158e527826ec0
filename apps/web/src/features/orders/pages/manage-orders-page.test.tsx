import type { Order } from '@shop/shared/order.schema';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deleteAfterCancellingOnce } from '@/test/confirm-delete';
import { pagingButtons } from '@/test/paging';
import { saveChoiceInModal, type EditChoiceCase } from '@/test/edit-choice';
import { callsTo, type ApiHandler } from '@/test/render-app';
import { renderAdminPage, renderPage } from '@/test/render-page';
import { signIn, testStaff } from '@/test/users';
import { anOrder } from '../testing/order-fixtures';
import { ManageOrdersPage } from './manage-orders-page';
import { expectTextsIn, textsByRole } from '@/test/texts';
import { chooseFilter, lastQueryTo, tryAgainAfterOutage, turnToSecondPage } from '@/test/list-page';
import { listApi } from '@/test/list-api';

/** A tiny admin orders API over an in-memory list, paged as the server pages it. */
function ordersApi(initial: Order[], refuse?: 'PATCH' | 'DELETE'): ApiHandler {
  return listApi(initial, {
    path: '/orders',
    where: (order, query) => {
      const status = query.get('status');
      const payment = query.get('paymentStatus');
      const search = query.get('search')?.toLowerCase();
      return (
        (!status || order.status === status) &&
        (payment ? order.paymentStatus === payment : ['paid', 'flagged', 'refunded'].includes(order.paymentStatus)) &&
        (!search || order.orderId.toLowerCase().includes(search) || Boolean(order.email?.includes(search)))
      );
    },
    rowPath: /^\/orders\/(?:update-order-status|delete-order)\/(.+)$/,
    writes: {
      PATCH: ({ id, body }, orders) => {
        const { status } = body as { status: Order['status'] };
        return { message: 'Order status updated successfully', order: orders.update(id, (order) => ({ ...order, status })) };
      },
      DELETE: ({ id }, orders) => {
        orders.remove(id);
        return { message: 'Order deleted successfully' };
      },
    },
    refuse: refuse && { method: refuse },
  });
}

const many = Array.from({ length: 13 }, (_, index) =>
  anOrder({
    _id: `id-${index + 1}`,
    orderId: `ORD-${String(index + 1).padStart(8, '0')}`,
    email: `buyer${index + 1}@example.com`,
    status: index % 2 === 0 ? 'pending' : 'shipped',
  }),
);

const renderManage = (api: ApiHandler, path = '/dashboard/manage-orders') =>
  renderAdminPage(<ManageOrdersPage />, { route: '/dashboard/manage-orders', path, api });

/** Opens the Edit modal of the order (by its order id), checks and changes its status, and saves. */
const saveStatus = (user: UserEvent, { order, ...choice }: { order: string } & Pick<EditChoiceCase, 'from' | 'offers' | 'to'>) =>
  saveChoiceInModal(user, { open: `Edit ${order}`, dialog: 'Edit order status', label: 'Status', ...choice });

describe('the manage orders page', () => {
  it('lists the orders with Order Id, Customer, Status, Payment, Date and the View, Edit and Delete actions', async () => {
    await renderManage(ordersApi(many.slice(0, 2)));
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(textsByRole(table, 'columnheader')).toEqual(['Order Id', 'Customer', 'Status', 'Payment', 'Date', 'Actions']);
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expectTextsIn(row, ['ORD-00000001', 'buyer1@example.com', 'pending', 'paid']);
    expect(within(row).getByRole('link', { name: 'View ORD-00000001' })).toHaveAttribute('href', '/dashboard/orders/id-1');
    expect(within(row).getByRole('button', { name: 'Edit ORD-00000001' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete ORD-00000001' })).toBeInTheDocument();
  });

  it('offers staff who may only read the orders View alone', async () => {
    signIn(testStaff('support'));
    await renderPage(<ManageOrdersPage />, {
      route: '/dashboard/manage-orders',
      path: '/dashboard/manage-orders',
      api: ordersApi(many.slice(0, 1)),
    });
    const row = within(await screen.findByRole('table', { name: 'Orders' })).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByRole('link', { name: 'View ORD-00000001' })).toBeInTheDocument();
    expect(within(row).queryAllByRole('button')).toEqual([]);
  });

  it('pages with Previous, the numbers and Next, using the total the server counts', async () => {
    const { user, fetchMock, router } = await renderManage(ordersApi(many));
    expect(await screen.findByText('Showing 1 to 10 of 13 orders')).toBeInTheDocument();
    expect(pagingButtons('Orders pages').page(2)).toBeInTheDocument();

    await turnToSecondPage(user, router, { pages: 'Orders pages', showing: 'Showing 11 to 13 of 13 orders' });
    expect(lastQueryTo(fetchMock, '/orders')).toMatchObject({ page: '2' });
    expect(within(screen.getByRole('table', { name: 'Orders' })).getAllByRole('row')).toHaveLength(4);
  });

  it('filters by status, back on page 1, with the filter in the URL', async () => {
    const { user, fetchMock, router } = await renderManage(ordersApi(many), '/dashboard/manage-orders?page=2');
    await screen.findByText('Showing 11 to 13 of 13 orders');
    await user.selectOptions(screen.getByLabelText('Status'), 'shipped');
    expect(await screen.findByText('Showing 1 to 6 of 6 orders')).toBeInTheDocument();
    const last = callsTo(fetchMock, 'GET', '/orders').at(-1)?.url.searchParams;
    expect(last?.get('status')).toBe('shipped');
    expect(last?.get('page')).toBe('1');
    expect(router.state.location.search).toBe('?status=shipped');
  });

  it('filters by payment status, unpaid checkouts included when asked for', async () => {
    const refunded = anOrder({ _id: 'id-r', orderId: 'ORD-REFUNDED', paymentStatus: 'refunded' });
    const unpaid = anOrder({ _id: 'id-u', orderId: 'ORD-UNPAID01', paymentStatus: 'pending' });
    const { user, fetchMock, router } = await renderManage(ordersApi([many[0]!, refunded, unpaid]));
    await screen.findByText('ORD-REFUNDED');
    expect(screen.queryByText('ORD-UNPAID01')).not.toBeInTheDocument();

    const payment = await chooseFilter(user, router, {
      label: 'Payment',
      options: [
        'All paid orders',
        'Paid',
        'Needs attention',
        'Partially refunded',
        'Refunded',
        'Awaiting payment',
        'Payment failed',
        'Checkout expired',
      ],
      choose: 'Refunded',
      hides: 'ORD-00000001',
      keeps: 'ORD-REFUNDED',
      search: '?payment=refunded',
    });
    expect(callsTo(fetchMock, 'GET', '/orders').at(-1)?.url.searchParams.get('paymentStatus')).toBe('refunded');

    await user.selectOptions(payment, 'Awaiting payment');
    expect(await screen.findByText('ORD-UNPAID01')).toBeInTheDocument();
    expect(screen.queryByText('ORD-REFUNDED')).not.toBeInTheDocument();
  });

  it('searches by order id or email as one types, keeping the other filters and the search in the URL', async () => {
    const { user, fetchMock, router } = await renderManage(ordersApi(many), '/dashboard/manage-orders?status=shipped&page=2');
    await screen.findByText('Showing 1 to 6 of 6 orders');
    const box = screen.getByRole('searchbox', { name: 'Search orders' });
    await user.type(box, 'BUYER1');
    // buyer10 and buyer12 are shipped (buyer1 and buyer11 are pending).
    expect(await screen.findByText('Showing 1 to 2 of 2 orders')).toBeInTheDocument();
    const searches = callsTo(fetchMock, 'GET', '/orders').filter((call) => call.url.searchParams.has('search'));
    // The list waits for a pause in typing: one request for the whole word.
    expect(searches.map((call) => call.url.searchParams.get('search'))).toEqual(['BUYER1']);
    expect(searches[0]?.url.searchParams.get('status')).toBe('shipped');
    expect(router.state.location.search).toBe('?status=shipped&search=BUYER1');

    await user.clear(box);
    await user.type(box, 'ord-00000004{Enter}');
    expect(await screen.findByText('Showing 1 to 1 of 1 orders')).toBeInTheDocument();
    expect(screen.getByText('ORD-00000004')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('Showing 1 to 6 of 6 orders')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(router.state.location.search).toBe('?status=shipped');
  });

  it('says when nothing matches, and Show all orders clears the search and the filters', async () => {
    const { user, router } = await renderManage(ordersApi(many), '/dashboard/manage-orders?status=completed&search=nobody');
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
    expect(screen.getByText('No order matches “nobody” with these filters. Try part of the order id or the email.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('nobody');
    await user.click(screen.getByRole('button', { name: 'Show all orders' }));
    expect(await screen.findByText('Showing 1 to 10 of 13 orders')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('');
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });

  it('asks before moving an order back a step, and moves it only once confirmed', async () => {
    const { user, fetchMock } = await renderManage(ordersApi([anOrder({ _id: 'id-s', orderId: 'ORD-SHIPPED1', status: 'shipped' })]));
    const dialog = await saveStatus(user, { order: 'ORD-SHIPPED1', from: 'shipped', to: 'processing' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Move order ORD-SHIPPED1 back to processing?');
    expect(callsTo(fetchMock, 'PATCH', '/orders/update-order-status/id-s')).toHaveLength(0);

    // Another choice asks again, or not at all when it goes forward.
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'completed');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'pending');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Move order ORD-SHIPPED1 back to pending?');

    await user.click(within(dialog).getByRole('button', { name: 'Move back' }));
    expect(await screen.findByText('Order status updated successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', '/orders/update-order-status/id-s').map((call) => call.body)).toEqual([{ status: 'pending' }]);
  });

  it('moves an order back not at all when the question is cancelled', async () => {
    const { user, fetchMock } = await renderManage(ordersApi([anOrder({ _id: 'id-c', orderId: 'ORD-COMPLETE', status: 'completed' })]));
    const dialog = await saveStatus(user, { order: 'ORD-COMPLETE', from: 'completed', to: 'shipped' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Move order ORD-COMPLETE back to shipped?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', '/orders/update-order-status/id-c')).toHaveLength(0);
  });

  it('changes a status in the Edit modal, says so and shows the new status', async () => {
    const { user, fetchMock } = await renderManage(ordersApi(many.slice(0, 1)));
    await saveStatus(user, {
      order: 'ORD-00000001',
      from: 'pending',
      offers: ['pending', 'processing', 'shipped', 'completed'],
      to: 'shipped',
    });

    expect(await screen.findByText('Order status updated successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH', '/orders/update-order-status/id-1')[0]?.body).toEqual({ status: 'shipped' });
    const row = screen.getByText('ORD-00000001').closest('tr') as HTMLElement;
    await waitFor(() => expect(row).toHaveTextContent('shipped'));
  });

  it("says 'Failed to update status.' when the change fails, and keeps the modal open", async () => {
    const { user } = await renderManage(ordersApi(many.slice(0, 1), 'PATCH'));
    const dialog = await saveStatus(user, { order: 'ORD-00000001', from: 'pending', to: 'completed' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to update status.');
  });

  it("asks before deleting, and says 'Order deleted successfully'", async () => {
    const { user, fetchMock } = await renderManage(ordersApi(many.slice(0, 2)));
    await deleteAfterCancellingOnce(user, fetchMock, {
      row: 'ORD-00000001',
      dialog: 'Delete order?',
      request: '/orders/delete-order/id-1',
      said: 'Order deleted successfully',
    });
    await waitFor(() => expect(screen.queryByText('ORD-00000001')).not.toBeInTheDocument());
    expect(screen.getByText('ORD-00000002')).toBeInTheDocument();
  });

  it('says when there are no orders, and when they cannot be loaded', async () => {
    await renderManage(ordersApi([]));
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
  });

  it('shows an error with a way to try again', async () => {
    await tryAgainAfterOutage(renderManage, { path: '/orders', api: ordersApi(many.slice(0, 1)), message: 'Error loading orders.' });
    expect(await screen.findByText('ORD-00000001')).toBeInTheDocument();
  });

  it('marks test-mode orders TEST, and filters to the orders that need attention', async () => {
    const flagged = anOrder({ _id: 'id-f', orderId: 'ORD-FLAGGED1', paymentStatus: 'flagged', provider: 'stripe' });
    const { user } = await renderManage(ordersApi([anOrder({ _id: 'id-t', orderId: 'ORD-TESTMODE' }), flagged]));
    const testRow = (await screen.findByText('ORD-TESTMODE')).closest('tr')!;
    expect(within(testRow).getByText('TEST')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Payment'), 'Needs attention');
    await waitFor(() => expect(screen.queryByText('ORD-TESTMODE')).not.toBeInTheDocument());
    const row = screen.getByText('ORD-FLAGGED1').closest('tr')!;
    expect(within(row).getByText('Needs attention')).toBeInTheDocument();
    expect(within(row).queryByText('TEST')).not.toBeInTheDocument();
  });
});

describe('the old link to the orders that need attention', () => {
  it('still opens the flagged orders, in the payment filter', async () => {
    const flagged = anOrder({ _id: 'id-f', orderId: 'ORD-FLAGGED1', paymentStatus: 'flagged' });
    const { fetchMock } = await renderManage(ordersApi([many[0]!, flagged]), '/dashboard/manage-orders?status=attention');
    expect(await screen.findByText('ORD-FLAGGED1')).toBeInTheDocument();
    expect(screen.queryByText('ORD-00000001')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Payment')).toHaveValue('flagged');
    expect(callsTo(fetchMock, 'GET', '/orders').at(-1)?.url.searchParams.get('paymentStatus')).toBe('flagged');
  });
});
