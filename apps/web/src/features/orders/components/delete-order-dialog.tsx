import type { Order } from '@shop/shared/order.schema';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { useDeleteOrder } from '../api/delete-order';

export function DeleteOrderDialog({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const deleteOrder = useDeleteOrder();
  return (
    <ConfirmDeleteDialog
      item={order}
      title="Delete order?"
      describe={(target) => (
        <>
          Order <span className="font-mono font-medium text-ink">{target.orderId}</span> of {target.email ?? 'a guest'}{' '}
          will be removed for good. This cannot be undone.
        </>
      )}
      remove={(target) => deleteOrder.mutateAsync(target._id)}
      pending={deleteOrder.isPending}
      successMessage="Order deleted successfully"
      failureMessage="Failed to delete the order."
      onClose={onClose}
    />
  );
}
