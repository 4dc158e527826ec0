import { ChangePasswordSchema, type User } from '@shop/shared/auth.schema';
import { PasswordField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { useMutationForm } from '@/components/ui/use-mutation-form';
import { NewPasswordFields } from '@/features/auth/components/new-password-fields';
import { withPasswordConfirmation } from '@/features/auth/password-confirmation';
import { useMessages, useT } from '@/i18n/i18n';
import { refusedAsWeak } from '@/lib/password-check';
import { apiErrorDetail, apiFieldErrors } from '@/lib/api-error-detail';
import { useChangePassword } from '../api/change-password';

const ChangePasswordFormSchema = withPasswordConfirmation(ChangePasswordSchema, 'newPassword');
const FIELDS = ['currentPassword', 'newPassword'] as const;

export function ChangePasswordModal({ user, open, onClose }: { user: User; open: boolean; onClose: () => void }) {
  useMessages('account');
  const t = useT();
  return (
    <Modal open={open} onClose={onClose} title={t('profile.changePassword')}>
      {/* Mounted afresh on every opening, so no password typed before stays in it. */}
      <ChangePasswordForm user={user} onDone={onClose} />
    </Modal>
  );
}

function ChangePasswordForm({ user, onDone }: { user: User; onDone: () => void }) {
  const t = useT();
  const changeMutation = useChangePassword();
  const { register, setError, errors, pending, submit, send } = useMutationForm(changeMutation, {
    schema: ChangePasswordFormSchema,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    serverFields: FIELDS,
  });
  const fieldErrors = apiFieldErrors(changeMutation.error);

  const onSubmit = submit(async ({ currentPassword, newPassword }) => {
    // The server's rule, asked before sending (as on /register): a password easy to guess is refused.
    if (await refusedAsWeak(setError, 'newPassword', newPassword, [user.email, user.username])) return;
    const sent = await send({ currentPassword, newPassword });
    if (!sent) return;
    toast.success(sent.data);
    onDone();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={pending}>
      {changeMutation.isError && !FIELDS.some((field) => fieldErrors[field]) ? (
        <FormAlert title={t('profile.changePasswordFailed')} detail={apiErrorDetail(changeMutation.error)} />
      ) : null}
      <PasswordField
        label={t('profile.currentPassword')}
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <NewPasswordFields
        password={{ ...register('newPassword'), error: errors.newPassword?.message }}
        confirmation={{ ...register('confirmPassword'), error: errors.confirmPassword?.message }}
      />
      <FormActions
        pending={pending}
        submitLabel={t('profile.changePassword')}
        pendingLabel={t('auth.saving')}
        onCancel={onDone}
        className="pt-2"
      />
    </form>
  );
}
