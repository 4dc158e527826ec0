import { ACCOUNT_PAGE_SIZE } from '@shop/shared/constants';
import { useUser } from '@/features/auth/auth-store';
import { usePagedList, useUrlPaging } from '@/lib/use-paged-list';
import { useMyOrders } from '../api/get-customer-orders';

/** The page of the signed-in customer's orders that the URL asks for: what the orders and the payments pages both list. */
export function useMyOrdersPage() {
  const user = useUser();
  const paging = useUrlPaging();
  const orders = useMyOrders(user?._id, { page: paging.page, limit: ACCOUNT_PAGE_SIZE });
  return usePagedList(paging, ACCOUNT_PAGE_SIZE, orders, (answer) => ({ total: answer.totalOrders, totalPages: answer.totalPages }));
}
