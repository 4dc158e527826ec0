import type { Order } from '@shop/shared/order.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deleteAfterCancellingOnce } from '@/test/confirm-delete';
import { pagingButtons } from '@/test/paging';
import { saveChoiceInModal } from '@/test/edit-choice';
import { callsTo, type ApiHandler } from '@/test/render-app';
import { renderPage } from '@/test/render-page';
import { signIn, testAdmin } from '@/test/users';
import { anOrder } from '../testing/order-fixtures';
import { ManageOrdersPage } from './manage-orders-page';

/** A tiny admin orders API over an in-memory list, paged as the server pages it. */
function ordersApi(initial: Order[], refuse?: 'PATCH' | 'DELETE'): ApiHandler {
  let orders = [...initial];
  return ({ method, path, url, body }) => {
    if (method === 'GET' && path === '/orders') {
      const status = url.searchParams.get('status');
      const attention = url.searchParams.get('attention') === 'true';
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 100);
      const matching = orders.filter((order) => (!status || order.status === status) && (!attention || order.paymentStatus === 'flagged'));
      return Response.json(matching.slice((page - 1) * limit, page * limit), { headers: { 'X-Total-Count': String(matching.length) } });
    }
    const match = /^\/orders\/(update-order-status|delete-order)\/(.+)$/.exec(path);
    if (!match) return undefined;
    if (refuse === method) return Response.json({ message: 'Internal Server Error' }, { status: 500 });
    const id = decodeURIComponent(match[2] ?? '');
    if (method === 'PATCH') {
      const { status } = body as { status: Order['status'] };
      orders = orders.map((order) => (order._id === id ? { ...order, status } : order));
      return Response.json({ message: 'Order status updated successfully', order: orders.find((order) => order._id === id) });
    }
    if (method === 'DELETE') {
      orders = orders.filter((order) => order._id !== id);
      return Response.json({ message: 'Order deleted successfully' });
    }
    return undefined;
  };
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
  renderPage(<ManageOrdersPage />, { route: '/dashboard/manage-orders', path, api });

describe('the manage orders page', () => {
  it('lists the orders with Order Id, Customer, Status, Date and the View, Edit and Delete actions', async () => {
    signIn(testAdmin);
    await renderManage(ordersApi(many.slice(0, 2)));
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Order Id', 'Customer', 'Status', 'Date', 'Actions']);
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('ORD-00000001');
    expect(row).toHaveTextContent('buyer1@example.com');
    expect(row).toHaveTextContent('pending');
    expect(within(row).getByRole('link', { name: 'View ORD-00000001' })).toHaveAttribute('href', '/dashboard/orders/id-1');
    expect(within(row).getByRole('button', { name: 'Edit ORD-00000001' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete ORD-00000001' })).toBeInTheDocument();
  });

  it('pages with Previous, the numbers and Next, using the total the server counts', async () => {
    signIn(testAdmin);
    const { user, fetchMock, router } = await renderManage(ordersApi(many));
    expect(await screen.findByText('Showing 1 to 10 of 13 orders')).toBeInTheDocument();
    const pages = pagingButtons('Orders pages');
    expect(pages.previous()).toBeDisabled();
    expect(pages.page(2)).toBeInTheDocument();

    await user.click(pages.next());
    expect(await screen.findByText('Showing 11 to 13 of 13 orders')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(callsTo(fetchMock, 'GET', '/orders').at(-1)?.url.searchParams.get('page')).toBe('2');
    expect(within(screen.getByRole('table', { name: 'Orders' })).getAllByRole('row')).toHaveLength(4);
  });

  it('filters by status', async () => {
    signIn(testAdmin);
    const { user, fetchMock } = await renderManage(ordersApi(many), '/dashboard/manage-orders?page=2');
    await screen.findByText('Showing 11 to 13 of 13 orders');
    await user.selectOptions(screen.getByLabelText('Filter by status'), 'shipped');
    expect(await screen.findByText('Showing 1 to 6 of 6 orders')).toBeInTheDocument();
    const last = callsTo(fetchMock, 'GET', '/orders').at(-1)?.url.searchParams;
    expect(last?.get('status')).toBe('shipped');
    expect(last?.get('page')).toBe('1');
  });

  it('changes a status in the Edit modal, says so and shows the new status', async () => {
    signIn(testAdmin);
    const { user, fetchMock } = await renderManage(ordersApi(many.slice(0, 1)));
    await saveChoiceInModal(user, {
      open: 'Edit ORD-00000001',
      dialog: 'Edit order status',
      label: 'Status',
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
    signIn(testAdmin);
    const { user } = await renderManage(ordersApi(many.slice(0, 1), 'PATCH'));
    const dialog = await saveChoiceInModal(user, {
      open: 'Edit ORD-00000001',
      dialog: 'Edit order status',
      label: 'Status',
      from: 'pending',
      to: 'completed',
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to update status.');
  });

  it("asks before deleting, and says 'Order deleted successfully'", async () => {
    signIn(testAdmin);
    const { user, fetchMock } = await renderManage(ordersApi(many.slice(0, 2)));
    await deleteAfterCancellingOnce(user, fetchMock, {
      row: 'ORD-00000001',
      dialog: 'Delete order?',
      request: '/orders/delete-order/id-1',
    });
    expect(await screen.findByText('Order deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('ORD-00000001')).not.toBeInTheDocument());
    expect(screen.getByText('ORD-00000002')).toBeInTheDocument();
  });

  it('says when there are no orders, and when they cannot be loaded', async () => {
    signIn(testAdmin);
    await renderManage(ordersApi([]));
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
  });

  it('shows an error with a way to try again', async () => {
    signIn(testAdmin);
    await renderManage(({ path }) => (path === '/orders' ? Response.json({ message: 'Forbidden' }, { status: 403 }) : undefined));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading orders.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('marks test-mode orders TEST, and filters to the orders that need attention', async () => {
    signIn(testAdmin);
    const flagged = anOrder({ _id: 'id-f', orderId: 'ORD-FLAGGED1', paymentStatus: 'flagged', provider: 'stripe' });
    const { user } = await renderPage(<ManageOrdersPage />, {
      route: '/dashboard/manage-orders',
      path: '/dashboard/manage-orders',
      api: ordersApi([anOrder({ _id: 'id-t', orderId: 'ORD-TESTMODE' }), flagged]),
    });
    const testRow = (await screen.findByText('ORD-TESTMODE')).closest('tr')!;
    expect(within(testRow).getByText('TEST')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Filter by status'), 'Needs attention');
    await waitFor(() => expect(screen.queryByText('ORD-TESTMODE')).not.toBeInTheDocument());
    const row = screen.getByText('ORD-FLAGGED1').closest('tr')!;
    expect(within(row).getByText('Needs attention')).toBeInTheDocument();
    expect(within(row).queryByText('TEST')).not.toBeInTheDocument();
  });
});
