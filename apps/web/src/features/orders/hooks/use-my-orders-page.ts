import { ACCOUNT_PAGE_SIZE } from '@shop/shared/constants';
import { useUser } from '@/features/auth/auth-store';
import { useListPage, useUrlPaging } from '@/lib/use-url-paging';
import { useMyOrders } from '../api/get-customer-orders';

/**
 * The page of the signed-in customer's orders that the URL asks for, and where that page stands
 * in the whole list: what the orders and the payments pages both list.
 */
export function useMyOrdersPage() {
  const user = useUser();
  const paging = useUrlPaging();
  const orders = useMyOrders(user?._id, { page: paging.page, limit: ACCOUNT_PAGE_SIZE });
  const view = useListPage(paging, ACCOUNT_PAGE_SIZE, {
    total: orders.data?.totalOrders,
    totalPages: orders.data?.totalPages,
    isPlaceholderData: orders.isPlaceholderData,
  });
  return { paging, orders, view };
}
