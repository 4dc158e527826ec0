import { zodResolver } from '@hookform/resolvers/zod';
import { ORDER_STATUSES } from '@shop/shared/constants';
import { UpdateOrderStatusSchema, type Order } from '@shop/shared/order.schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { SelectField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
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
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(UpdateOrderStatusSchema), defaultValues: { status: order.status } });
  const saving = isSubmitting || update.isPending;
  // Kept here, not read from the mutation: the modal's one mutation outlives this order's form.
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = handleSubmit(async ({ status }) => {
    if (update.isPending) return;
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
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {failure !== null ? <FormAlert title={STATUS_UPDATE_FAILED} detail={failure || undefined} /> : null}
      <SelectField label="Status" options={ORDER_STATUSES} error={errors.status?.message} {...register('status')} />
      <FormActions pending={saving} submitLabel="Save" pendingLabel="Saving…" onCancel={onDone} />
    </form>
  );
}
