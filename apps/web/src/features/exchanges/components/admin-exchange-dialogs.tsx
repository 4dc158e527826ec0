import { zodResolver } from '@hookform/resolvers/zod';
import { EXCHANGE_REASON_MAX, RejectExchangeSchema, type Exchange } from '@shop/shared/exchange.schema';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextAreaField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { useMoveExchange, type ExchangeMove } from '../api/admin-move-exchange';

/** Takes one step of an exchange and toasts how it went (the server's reason for a refusal); true once it is taken. */
export async function takeExchangeStep(move: ReturnType<typeof useMoveExchange>, exchange: Exchange, step: ExchangeMove): Promise<boolean> {
  try {
    const { message } = await move.mutateAsync(step);
    toast.success(message);
    return true;
  } catch (error) {
    toast.error(apiErrorDetail(error) ?? `${exchange.raNumber} could not be changed. Please try again.`);
    return false;
  }
}

/**
 * Rejecting says why (the customer reads it in the email); the reason is required. A refusal
 * toasts the server's message and keeps the dialog open, what was typed with it.
 */
export function RejectExchangeDialog({ exchange, onClose }: { exchange: Exchange | null; onClose: () => void }) {
  const move = useMoveExchange();
  return (
    <Modal
      open={exchange !== null}
      onClose={onClose}
      title={exchange ? `Reject ${exchange.raNumber}?` : 'Reject exchange'}
      description="The reserved replacement goes back to stock, and the customer is told why by email."
      dismissible={!move.isPending}
    >
      {exchange ? <RejectForm key={exchange._id} exchange={exchange} move={move} onClose={onClose} /> : null}
    </Modal>
  );
}

function RejectForm({ exchange, move, onClose }: { exchange: Exchange; move: ReturnType<typeof useMoveExchange>; onClose: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(RejectExchangeSchema), defaultValues: { reason: '' } });

  const onSubmit = handleSubmit(async ({ reason }) => {
    if (move.isPending) return;
    if (await takeExchangeStep(move, exchange, { id: exchange._id, action: 'reject', reason })) onClose();
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5" aria-busy={move.isPending}>
      <TextAreaField
        label="Reason"
        hint="The customer reads it."
        required
        rows={4}
        maxLength={EXCHANGE_REASON_MAX}
        error={errors.reason?.message}
        disabled={move.isPending}
        {...register('reason')}
      />
      <FormActions pending={move.isPending} submitLabel="Reject" pendingLabel="Rejecting…" onCancel={onClose} variant="danger" />
    </form>
  );
}

/** The returned item arrived: in good condition it goes back to stock (`restock`). */
export function ReceiveExchangeDialog({ exchange, onClose }: { exchange: Exchange | null; onClose: () => void }) {
  const move = useMoveExchange();
  const checkboxId = useId();
  const [restock, setRestock] = useState(false);

  const close = () => {
    setRestock(false);
    onClose();
  };

  const confirm = async () => {
    if (exchange === null || move.isPending) return;
    if (await takeExchangeStep(move, exchange, { id: exchange._id, action: 'receive', restock })) close();
  };

  return (
    <ConfirmDialog
      open={exchange !== null}
      onClose={close}
      title={exchange ? `Mark ${exchange.raNumber} received?` : 'Mark received'}
      description="The customer's parcel has arrived at the shop."
      pending={move.isPending}
      confirmLabel="Mark received"
      pendingLabel="Saving…"
      onConfirm={() => void confirm()}
    >
      <div className="flex items-start gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          checked={restock}
          disabled={move.isPending}
          onChange={(event) => setRestock(event.target.checked)}
          className="mt-3 size-5 shrink-0 cursor-pointer accent-ink"
        />
        {/* The label's padding makes the whole line a fingertip-sized target. */}
        <label htmlFor={checkboxId} className="block cursor-pointer pt-2.5 pb-1 text-sm font-medium">
          Returned in good condition? It goes back to stock
        </label>
      </div>
    </ConfirmDialog>
  );
}
