import type { AdjustCreditInput, AdminCredit, DisableCreditInput } from '@shop/shared/credit.schema';
import { useState } from 'react';
import { DollarField, TextAreaField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { useMutationForm } from '@/components/ui/use-mutation-form';
import { apiErrorDetail, apiFieldErrors } from '@/lib/api-error-detail';
import { formatDollars } from '@/lib/format';
import { useAdjustCredit, useDisableCredit, type CreditChange } from '../api/admin-credits';
import { KIND_LABELS } from '../credit-format';
import { ADJUST_FORM_FIELDS, AdjustFormSchema, DISABLE_FORM_FIELDS, DisableFormSchema, EMPTY_ADJUST_FORM } from '../credit-form-values';
import { CreditMovements } from './credit-movements';

export const ADJUST_FAILED = 'The balance was not adjusted.';
export const DISABLE_FAILED = 'The code was not disabled.';
/** How many of a code's latest movements the Adjust dialog shows. */
export const RECENT_MOVEMENTS = 3;

/** A refusal, as the dialog shows it: under the fields it names, or its words above them. */
interface Failure {
  placed: boolean;
  detail?: string;
}

/**
 * Sends a change of one code through its mutation; a refusal is kept for the dialog (which stays
 * open) before the form puts the fields' part of it under them.
 */
function useRefusedInDialog<Input, Fields extends readonly string[]>(mutate: (input: Input) => Promise<CreditChange>, fields: Fields) {
  const [failure, setFailure] = useState<Failure | null>(null);
  const mutateAsync = async (input: Input): Promise<CreditChange> => {
    try {
      return await mutate(input);
    } catch (error) {
      const placed = Object.keys(apiFieldErrors(error)).some((field) => (fields as readonly string[]).includes(field));
      setFailure({ placed, detail: placed ? undefined : apiErrorDetail(error) });
      throw error;
    }
  };
  return { failure, clear: () => setFailure(null), mutateAsync };
}

function RefusalAlert({ title, failure }: { title: string; failure: Failure | null }) {
  if (!failure) return null;
  return (
    <FormAlert title={title} detail={failure.placed ? 'Please check the highlighted fields.' : (failure.detail ?? 'Please try again.')} />
  );
}

interface CreditDialogProps {
  /** The code to change; null keeps the dialog closed. */
  credit: AdminCredit | null;
  onClose: () => void;
}

/** Moves a code's balance up or down, with the reason the customer reads; shows its latest movements. */
export function AdjustCreditDialog({ credit, onClose }: CreditDialogProps) {
  const [pending, setPending] = useState(false);
  return (
    <Modal
      open={credit !== null}
      onClose={onClose}
      title={credit ? `Adjust ${credit.code}` : 'Adjust balance'}
      description={
        credit ? (
          <>
            {KIND_LABELS[credit.kind]}, balance {formatDollars(credit.balance)} of {formatDollars(credit.initial)}.
          </>
        ) : undefined
      }
      dismissible={!pending}
    >
      {credit ? <AdjustForm key={credit._id} credit={credit} onDone={onClose} onPendingChange={setPending} /> : null}
    </Modal>
  );
}

function AdjustForm({
  credit,
  onDone,
  onPendingChange,
}: {
  credit: AdminCredit;
  onDone: () => void;
  onPendingChange: (pending: boolean) => void;
}) {
  const adjust = useAdjustCredit();
  const refused = useRefusedInDialog((input: AdjustCreditInput) => adjust.mutateAsync({ id: credit._id, ...input }), ADJUST_FORM_FIELDS);
  const { register, errors, pending, submit, send } = useMutationForm(
    { isPending: adjust.isPending, mutateAsync: refused.mutateAsync },
    { schema: AdjustFormSchema, defaultValues: EMPTY_ADJUST_FORM, serverFields: ADJUST_FORM_FIELDS },
  );
  const recent = credit.movements.slice(-RECENT_MOVEMENTS);

  const onSubmit = submit(async (values) => {
    refused.clear();
    onPendingChange(true);
    const sent = await send(values);
    onPendingChange(false);
    if (!sent) return;
    toast.success(sent.data.message);
    onDone();
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5" aria-busy={pending}>
      <RefusalAlert title={ADJUST_FAILED} failure={refused.failure} />
      <div className="space-y-1">
        <h3 className="font-sans text-sm font-medium">Latest movements</h3>
        <CreditMovements code={credit.code} movements={recent} caption={`Latest movements of ${credit.code}`} />
      </div>
      <DollarField
        label="Amount ($)"
        hint="Added to the balance; a negative amount, like -5.00, takes away."
        error={errors.amount?.message}
        disabled={pending}
        {...register('amount')}
      />
      <TextAreaField
        label="Reason"
        hint="The customer reads it in the code's history."
        rows={3}
        maxLength={200}
        error={errors.reason?.message}
        disabled={pending}
        {...register('reason')}
      />
      <FormActions pending={pending} submitLabel="Adjust balance" pendingLabel="Adjusting…" onCancel={onDone} />
    </form>
  );
}

/** Stops a code for good, with the reason kept in its history; its balance can no longer be spent. */
export function DisableCreditDialog({ credit, onClose }: CreditDialogProps) {
  const [pending, setPending] = useState(false);
  return (
    <Modal
      open={credit !== null}
      onClose={onClose}
      title={credit ? `Disable ${credit.code}?` : 'Disable code'}
      description={
        credit ? (
          <>The code stops working at once: its {formatDollars(credit.balance)} can no longer be spent. This cannot be undone.</>
        ) : undefined
      }
      dismissible={!pending}
    >
      {credit ? <DisableForm key={credit._id} credit={credit} onDone={onClose} onPendingChange={setPending} /> : null}
    </Modal>
  );
}

function DisableForm({
  credit,
  onDone,
  onPendingChange,
}: {
  credit: AdminCredit;
  onDone: () => void;
  onPendingChange: (pending: boolean) => void;
}) {
  const disable = useDisableCredit();
  const refused = useRefusedInDialog((input: DisableCreditInput) => disable.mutateAsync({ id: credit._id, ...input }), DISABLE_FORM_FIELDS);
  const { register, errors, pending, submit, send } = useMutationForm(
    { isPending: disable.isPending, mutateAsync: refused.mutateAsync },
    { schema: DisableFormSchema, defaultValues: { reason: '' }, serverFields: DISABLE_FORM_FIELDS },
  );

  const onSubmit = submit(async (values) => {
    refused.clear();
    onPendingChange(true);
    const sent = await send(values);
    onPendingChange(false);
    if (!sent) return;
    toast.success(sent.data.message);
    onDone();
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5" aria-busy={pending}>
      <RefusalAlert title={DISABLE_FAILED} failure={refused.failure} />
      <TextAreaField
        label="Reason"
        hint="Kept in the code's history."
        rows={3}
        maxLength={200}
        error={errors.reason?.message}
        disabled={pending}
        {...register('reason')}
      />
      <FormActions pending={pending} submitLabel="Disable code" pendingLabel="Disabling…" onCancel={onDone} variant="danger" />
    </form>
  );
}
