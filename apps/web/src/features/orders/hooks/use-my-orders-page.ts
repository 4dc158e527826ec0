import { useOwnListPage } from '@/features/auth/use-own-list-page';
import { useMyOrders } from '../api/get-customer-orders';

/** The page of the signed-in customer's orders that the URL asks for: what the orders and the payments pages both list. */
export const useMyOrdersPage = () => useOwnListPage(useMyOrders, (answer) => answer.totalOrders);
