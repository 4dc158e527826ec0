import { DeleteAccountSchema, type DeleteAccountInput } from '@shop/shared/privacy.schema';
import { PasswordField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { useMutationForm } from '@/components/ui/use-mutation-form';
import { useMessages, useT } from '@/i18n/i18n';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { useDeleteOwnAccount } from '../api/delete-account';
import { ReviewsChoice } from './reviews-choice';
import { ScrubbedFieldsNote } from './scrubbed-fields-note';

/**
 * Deleting one's own account: what goes and what stays, the choice for the reviews, and the
 * password. Once done, every session ends and the page goes home with a toast. Rendered while
 * open, so every opening starts empty.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  useMessages('account');
  const t = useT();
  const remove = useDeleteOwnAccount();
  const { register, errors, pending, submit, send } = useMutationForm(remove, {
    schema: DeleteAccountSchema,
    defaultValues: { password: '' } as Partial<DeleteAccountInput>,
    serverFields: ['password'],
  });

  const onSubmit = submit(async (values) => {
    await send(values);
  });

  return (
    <Modal open onClose={onClose} title={t('privacy.delete.dialogTitle')} role="alertdialog" dismissible={!pending}>
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={pending}>
        <div className="space-y-2 text-sm">
          <p>{t('privacy.delete.detail')}</p>
          <p className="text-muted">{t('privacy.delete.credit')}</p>
        </div>
        <ScrubbedFieldsNote whose="your" />
        <ReviewsChoice legend={t('privacy.delete.reviews')} error={errors.reviews?.message} field={register('reviews')} />
        {remove.isError ? (
          <FormAlert title={t('privacy.delete.failed')} detail={apiErrorDetail(remove.error) ?? t('auth.tryAgain')} />
        ) : null}
        <PasswordField
          label={t('privacy.delete.password')}
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <FormActions
          pending={pending}
          submitLabel={t('privacy.delete.submit')}
          pendingLabel={t('account.deleting')}
          variant="danger"
          onCancel={onClose}
          className="pt-2"
        />
      </form>
    </Modal>
  );
}
