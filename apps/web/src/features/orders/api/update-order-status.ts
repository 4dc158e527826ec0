import type { OrderStatus } from '@shop/shared/constants';
import { UpdateOrderStatusResponseSchema, type Order } from '@shop/shared/order.schema';
import { api } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { orderKeys } from '../order-query-keys';

export function updateOrderStatus({ id, status }: { id: string; status: OrderStatus }): Promise<{ message: string; order: Order }> {
  return api.patch(`/orders/update-order-status/${encodeURIComponent(id)}`, { status }, { schema: UpdateOrderStatusResponseSchema });
}

export function useUpdateOrderStatus() {
  return useInvalidatingMutation(updateOrderStatus, [orderKeys.all]);
}
