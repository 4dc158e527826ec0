import type { OrderStatus } from '@shop/shared/constants';
import { OrderSchema, type Order } from '@shop/shared/order.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { orderKeys } from '../order-query-keys';

const UpdateOrderStatusResponseSchema = z.object({ message: z.string(), order: OrderSchema });

export function updateOrderStatus({ id, status }: { id: string; status: OrderStatus }): Promise<{ message: string; order: Order }> {
  return api.patch(`/orders/update-order-status/${encodeURIComponent(id)}`, { status }, { schema: UpdateOrderStatusResponseSchema });
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
