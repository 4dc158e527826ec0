import { zodResolver } from '@hookform/resolvers/zod';
import { RejectReturnSchema, RETURN_REASON_MAX, type Return } from '@shop/shared/return.schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextAreaField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { useMoveReturn, type ReturnMove } from '../api/admin-move-return';

type MoveMutation = ReturnType<typeof useMoveReturn>;

/** The words of a refusal: the server's reason, or a plain 'try again'. */
const refusalOf = (error: unknown, requested: Return) =>
  apiErrorDetail(error) ?? `${requested.rmaNumber} could not be changed. Please try again.`;

/**
 * Takes one step of a return and toasts the server's message; true once it is taken. A refusal
 * goes to `onRefused` (a dialog shows it, and stays open), or else into a toast.
 */
export async function takeReturnStep(
  move: MoveMutation,
  requested: Return,
  step: ReturnMove,
  onRefused?: (reason: string) => void,
): Promise<boolean> {
  try {
    const { message } = await move.mutateAsync(step);
    toast.success(message);
    return true;
  } catch (error) {
    const reason = refusalOf(error, requested);
    if (onRefused) onRefused(reason);
    else toast.error(reason);
    return false;
  }
}

/**
 * Rejecting says why (the customer reads it in the email); the reason is required. A refusal
 * stays in the dialog, what was typed with it.
 */
export function RejectReturnDialog({ requested, onClose }: { requested: Return | null; onClose: () => void }) {
  const move = useMoveReturn();
  return (
    <Modal
      open={requested !== null}
      onClose={onClose}
      title={requested ? `Reject ${requested.rmaNumber}?` : 'Reject return'}
      description="The customer is told why by email, and nothing is refunded."
      dismissible={!move.isPending}
    >
      {requested ? <RejectForm key={requested._id} requested={requested} move={move} onClose={onClose} /> : null}
    </Modal>
  );
}

function RejectForm({ requested, move, onClose }: { requested: Return; move: MoveMutation; onClose: () => void }) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(RejectReturnSchema), defaultValues: { reason: '' } });

  const onSubmit = handleSubmit(async ({ reason }) => {
    if (move.isPending) return;
    setRefusal(null);
    if (await takeReturnStep(move, requested, { id: requested._id, action: 'reject', reason }, setRefusal)) onClose();
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5" aria-busy={move.isPending}>
      <TextAreaField
        label="Reason"
        hint="The customer reads it."
        required
        rows={4}
        maxLength={RETURN_REASON_MAX}
        error={errors.reason?.message}
        disabled={move.isPending}
        {...register('reason')}
      />
      {refusal ? <FormAlert title="The return was not rejected." detail={refusal} /> : null}
      <FormActions pending={move.isPending} submitLabel="Reject" pendingLabel="Rejecting…" onCancel={onClose} variant="danger" />
    </form>
  );
}

/** What every confirming dialog of a move needs: the return (null: closed) and how to close it. */
interface MoveDialogProps {
  requested: Return | null;
  onClose: () => void;
}

/** A move confirmed in a dialog: sends it, closes on success, keeps the refusal on screen. */
function useConfirmedMove(requested: Return | null, onClose: () => void) {
  const move = useMoveReturn();
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };
  const confirm = async (step: ReturnMove) => {
    if (requested === null || move.isPending) return;
    setRefusal(null);
    if (await takeReturnStep(move, requested, step, setRefusal)) close();
  };
  return { pending: move.isPending, refusal, close, confirm };
}

/** The customer's parcel arrived: unused items go back on the shelf (`restock`). */
export function ReceiveReturnDialog({ requested, onClose }: MoveDialogProps) {
  const [restock, setRestock] = useState(false);
  const { pending, refusal, close, confirm } = useConfirmedMove(requested, () => {
    setRestock(false);
    onClose();
  });
  return (
    <ConfirmDialog
      open={requested !== null}
      onClose={close}
      title={requested ? `Mark ${requested.rmaNumber} received?` : 'Mark received'}
      description="The customer's parcel has arrived at the shop. Refund it or give store credit next."
      pending={pending}
      confirmLabel="Mark received"
      pendingLabel="Saving…"
      onConfirm={() => requested && void confirm({ id: requested._id, action: 'receive', restock })}
    >
      <Switch
        label="Put the items back in stock"
        hint="When they came back unused and can be sold again."
        checked={restock}
        disabled={pending}
        onChange={(event) => setRestock(event.target.checked)}
      />
      {refusal ? <FormAlert title="The return was not marked received." detail={refusal} /> : null}
    </ConfirmDialog>
  );
}

/** Refunds the returned items to the card the order was paid with. */
export function RefundReturnDialog({ requested, onClose }: MoveDialogProps) {
  const { pending, refusal, close, confirm } = useConfirmedMove(requested, onClose);
  return (
    <ConfirmDialog
      open={requested !== null}
      onClose={close}
      title={requested ? `Refund ${requested.rmaNumber}?` : 'Refund return'}
      description={
        <>
          This refunds the returned items to the card the order was paid with. It cannot be undone.
          {requested?.outcome === 'credit' ? <strong className="mt-2 block">The customer asked for store credit instead.</strong> : null}
        </>
      }
      pending={pending}
      confirmLabel="Refund"
      pendingLabel="Refunding…"
      onConfirm={() => requested && void confirm({ id: requested._id, action: 'refund' })}
    >
      {refusal ? <FormAlert title="The return was not refunded." detail={refusal} /> : null}
    </ConfirmDialog>
  );
}

/** Gives the returned items' worth as store credit, the shop's bonus added, with a code emailed to the customer. */
export function CreditReturnDialog({ requested, bonusPercent, onClose }: MoveDialogProps & { bonusPercent: number | undefined }) {
  const { pending, refusal, close, confirm } = useConfirmedMove(requested, onClose);
  const bonus =
    bonusPercent === undefined
      ? " plus the shop's store credit bonus"
      : bonusPercent > 0
        ? ` plus the shop's bonus of ${bonusPercent} %`
        : ' (the shop gives no bonus)';
  return (
    <ConfirmDialog
      open={requested !== null}
      onClose={close}
      title={requested ? `Give store credit for ${requested.rmaNumber}?` : 'Give store credit'}
      description={
        <>
          The customer gets store credit worth the returned items{bonus}, with a code by email. Nothing goes back to the card.
          {requested?.outcome === 'refund' ? <strong className="mt-2 block">The customer asked for a refund to their card.</strong> : null}
        </>
      }
      pending={pending}
      confirmLabel="Give store credit"
      pendingLabel="Crediting…"
      onConfirm={() => requested && void confirm({ id: requested._id, action: 'credit' })}
    >
      {refusal ? <FormAlert title="No store credit was given." detail={refusal} /> : null}
    </ConfirmDialog>
  );
}
