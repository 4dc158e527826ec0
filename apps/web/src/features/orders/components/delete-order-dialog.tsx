import type { Order } from '@shop/shared/order.schema';
import { useRef } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { useDeleteOrder } from '../api/delete-order';

export function DeleteOrderDialog({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const deleteMutation = useDeleteOrder();
  const pending = deleteMutation.isPending;

  const confirm = async () => {
    if (!order || pending) return;
    try {
      await deleteMutation.mutateAsync(order._id);
    } catch (error) {
      toast.error(apiErrorDetail(error) ?? 'Failed to delete the order.');
      return;
    }
    toast.success('Order deleted successfully');
    onClose();
  };

  return (
    <Modal
      open={order !== null}
      onClose={onClose}
      role="alertdialog"
      title="Delete order?"
      initialFocusRef={cancelRef}
      dismissible={!pending}
      description={
        order ? (
          <>
            Order <span className="font-mono font-medium text-ink">{order.orderId}</span> of {order.email ?? 'a guest'} will be
            removed for good. This cannot be undone.
          </>
        ) : undefined
      }
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button ref={cancelRef} variant="secondary" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button variant="danger" onClick={confirm} disabled={pending}>
          {pending ? 'Deleting…' : 'Delete'}
        </Button>
      </div>
    </Modal>
  );
}
