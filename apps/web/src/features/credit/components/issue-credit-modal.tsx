import { CREDIT_MAX_DOLLARS, type CreditKind, type IssueCreditInput } from '@shop/shared/credit.schema';
import { useState } from 'react';
import { ChoiceChip } from '@/components/ui/choice-chip';
import { DollarField, EmailField, TextField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { useMutationForm } from '@/components/ui/use-mutation-form';
import { apiErrorDetail, apiFieldErrors } from '@/lib/api-error-detail';
import { formatDollars } from '@/lib/format';
import { useIssueCredit, type CreditChange } from '../api/admin-credits';
import { KIND_LABELS } from '../credit-format';
import { EMPTY_ISSUE_FORM, ISSUE_FORM_FIELDS, IssueFormSchema } from '../credit-form-values';

export const ISSUE_TITLE = 'Issue a gift card or credit';
export const ISSUE_FAILED = 'The code was not issued.';

/** The kinds in the order the form offers them: a gift card first, as store credit mostly comes from returns. */
const ISSUE_KINDS: readonly CreditKind[] = ['gift-card', 'store-credit'];

/** Gives a gift card or store credit to an email, in a modal; the recipient is mailed the code. */
export function IssueCreditModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [pending, setPending] = useState(false);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={ISSUE_TITLE}
      description="The recipient gets the code by email, with your note."
      dismissible={!pending}
    >
      <IssueForm onDone={onClose} onPendingChange={setPending} />
    </Modal>
  );
}

function IssueForm({ onDone, onPendingChange }: { onDone: () => void; onPendingChange: (pending: boolean) => void }) {
  const issue = useIssueCredit();
  const [failure, setFailure] = useState<{ placed: boolean; detail?: string } | null>(null);
  const mutation = {
    isPending: issue.isPending,
    mutateAsync: async (input: IssueCreditInput): Promise<CreditChange> => {
      try {
        return await issue.mutateAsync(input);
      } catch (error) {
        // The alert above the fields; the form puts the fields' part of the refusal beside them.
        const placed = Object.keys(apiFieldErrors(error)).some((field) => (ISSUE_FORM_FIELDS as readonly string[]).includes(field));
        setFailure({ placed, detail: placed ? undefined : apiErrorDetail(error) });
        throw error;
      }
    },
  };
  const { register, errors, pending, submit, send } = useMutationForm(mutation, {
    schema: IssueFormSchema,
    defaultValues: EMPTY_ISSUE_FORM,
    serverFields: ISSUE_FORM_FIELDS,
  });

  const onSubmit = submit(async (values) => {
    setFailure(null);
    onPendingChange(true);
    const sent = await send(values);
    onPendingChange(false);
    if (!sent) return;
    toast.success(sent.data.message);
    onDone();
  });

  const kindErrorId = 'issue-credit-kind-error';

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5" aria-busy={pending}>
      {failure ? (
        <FormAlert
          title={ISSUE_FAILED}
          detail={failure.placed ? 'Please check the highlighted fields.' : (failure.detail ?? 'Please try again.')}
        />
      ) : null}

      <fieldset aria-describedby={errors.kind ? kindErrorId : undefined}>
        <legend className="mb-3 block text-sm font-medium">Kind</legend>
        <div className="flex flex-wrap gap-2">
          {ISSUE_KINDS.map((value) => (
            <ChoiceChip key={value} type="radio" value={value} disabled={pending} {...register('kind')}>
              {KIND_LABELS[value]}
            </ChoiceChip>
          ))}
        </div>
        {errors.kind ? (
          <p id={kindErrorId} className="mt-1.5 text-sm text-danger">
            {errors.kind.message}
          </p>
        ) : null}
      </fieldset>

      <EmailField
        label="Recipient's email"
        spellCheck={false}
        hint="The code is sent here. Store credit for an account's email shows on that account."
        error={errors.email?.message}
        disabled={pending}
        {...register('email')}
      />

      <DollarField
        label="Amount ($)"
        hint={`In dollars, at most ${formatDollars(CREDIT_MAX_DOLLARS)}.`}
        error={errors.amount?.message}
        disabled={pending}
        {...register('amount')}
      />

      <TextField
        label="Note"
        autoComplete="off"
        maxLength={200}
        hint="What the customer reads with the code, like 'Birthday gift'."
        error={errors.note?.message}
        disabled={pending}
        {...register('note')}
      />

      <TextField
        label="Expires (optional)"
        type="date"
        hint="The code can be spent until the end of this day. Leave empty for no expiry."
        error={errors.expiresAt?.message}
        disabled={pending}
        {...register('expiresAt')}
      />

      <FormActions pending={pending} submitLabel="Issue" pendingLabel="Issuing…" onCancel={onDone} className="pt-2" />
    </form>
  );
}
