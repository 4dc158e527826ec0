import type { User } from '@shop/shared/auth.schema';
import { EraseAccountSchema, type EraseAccountInput } from '@shop/shared/privacy.schema';
import { TextAreaField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { useMutationForm } from '@/components/ui/use-mutation-form';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { useEraseAccount } from '../api/delete-account';
import { ReviewsChoice } from './reviews-choice';
import { ScrubbedFieldsNote } from './scrubbed-fields-note';

export const ERASE_ACCOUNT_TITLE = 'Delete this account at the customer’s request?';

/**
 * Staff deleting a customer's account because the customer asked: the reason (kept in the audit
 * log), the choice for their reviews, and what their orders keep. Rendered while open, so every
 * opening starts empty.
 */
export function EraseAccountDialog({ user, onClose }: { user: Pick<User, '_id' | 'email'>; onClose: () => void }) {
  const erase = useEraseAccount();
  const { register, errors, pending, submit, send } = useMutationForm(erase, {
    schema: EraseAccountSchema,
    defaultValues: { reason: '' } as Partial<EraseAccountInput>,
    serverFields: ['reason', 'reviews'],
  });

  const onSubmit = submit(async (values) => {
    const sent = await send({ id: user._id, ...values });
    if (!sent) return;
    toast.success(sent.data);
    onClose();
  });

  return (
    <Modal open onClose={onClose} title={ERASE_ACCOUNT_TITLE} role="alertdialog" dismissible={!pending}>
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={pending}>
        <p className="text-sm">
          <span className="font-medium break-all">{user.email}</span> loses the account and its personal data, and is signed out everywhere.
          This cannot be undone. Staff accounts are not deleted here.
        </p>
        <ScrubbedFieldsNote whose="their" />
        <ReviewsChoice legend="Their reviews" error={errors.reviews?.message} field={register('reviews')} />
        <TextAreaField
          label="Reason"
          hint="Kept in the audit log with your name: how and when the customer asked."
          rows={2}
          maxLength={500}
          error={errors.reason?.message}
          {...register('reason')}
        />
        {erase.isError ? (
          <FormAlert title="The account was not deleted" detail={apiErrorDetail(erase.error) ?? 'Please try again.'} />
        ) : null}
        <FormActions pending={pending} submitLabel="Delete account" pendingLabel="Deleting…" variant="danger" onCancel={onClose} />
      </form>
    </Modal>
  );
}
