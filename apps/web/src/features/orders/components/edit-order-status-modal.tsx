import { ORDER_STATUSES, type OrderStatus } from '@shop/shared/constants';
import type { Order } from '@shop/shared/order.schema';
import { useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { useUpdateOrderStatus } from '../api/update-order-status';

export const STATUS_UPDATE_FAILED = 'Failed to update status.';

/** An admin sets an order's status to any of the four values (spec section 4: no restriction). */
export function EditOrderStatusModal({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const update = useUpdateOrderStatus();
  return (
    <Modal
      open={order !== null}
      onClose={onClose}
      dismissible={!update.isPending}
      title="Edit order status"
      description={order ? `${order.orderId} · ${order.email ?? 'guest'}` : undefined}
    >
      {order ? <EditStatusForm key={order._id} order={order} update={update} onDone={onClose} /> : null}
    </Modal>
  );
}

function EditStatusForm({ order, update, onDone }: { order: Order; update: ReturnType<typeof useUpdateOrderStatus>; onDone: () => void }) {
  const [status, setStatus] = useState<OrderStatus>(order.status);
  const [failure, setFailure] = useState<string | null>(null);
  const saving = update.isPending;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    if (status === order.status) {
      onDone();
      return;
    }
    setFailure(null);
    let message: string;
    try {
      ({ message } = await update.mutateAsync({ id: order._id, status }));
    } catch (error) {
      setFailure(apiErrorDetail(error) ?? '');
      return;
    }
    toast.success(message || 'Order status updated successfully');
    onDone();
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {failure !== null ? <FormAlert title={STATUS_UPDATE_FAILED} detail={failure || undefined} /> : null}
      <SelectField label="Status" value={status} onChange={(event) => setStatus(event.target.value as OrderStatus)}>
        {ORDER_STATUSES.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
