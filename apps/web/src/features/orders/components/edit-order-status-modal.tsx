import { isStepBack, ORDER_STATUSES } from '@shop/shared/constants';
import { UpdateOrderStatusSchema, type Order } from '@shop/shared/order.schema';
import { EditChoiceModal } from '@/components/ui/edit-choice-modal';
import { useUpdateOrderStatus } from '../api/update-order-status';

export const STATUS_UPDATE_FAILED = 'Failed to update status.';

/**
 * An admin sets an order's status to any of the four values (no restriction: docs/product.md);
 * a step back (shipped to processing) is confirmed first.
 */
export function EditOrderStatusModal({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const update = useUpdateOrderStatus();
  return (
    <EditChoiceModal
      item={order}
      onClose={onClose}
      title="Edit order status"
      describe={(target) => `${target.orderId} · ${target.email ?? 'guest'}`}
      label="Status"
      options={ORDER_STATUSES}
      field={UpdateOrderStatusSchema.shape.status}
      current={(target) => target.status}
      confirm={(target, status) =>
        isStepBack(target.status, status)
          ? { question: `Move order ${target.orderId} back to ${status}?`, confirmLabel: 'Move back' }
          : null
      }
      save={async (target, status) => (await update.mutateAsync({ id: target._id, status })).message}
      pending={update.isPending}
      successMessage="Order status updated successfully"
      failureTitle={STATUS_UPDATE_FAILED}
    />
  );
}
