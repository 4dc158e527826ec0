import { TwoFactorDisableSchema } from '@shop/shared/auth.schema';
import { SecondFactorCodeField } from '@/features/auth/components/second-factor-code-field';
import { PasswordField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { useMutationForm } from '@/components/ui/use-mutation-form';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { useMessages, useT } from '@/i18n/i18n';
import { useDisableTwoFactor } from '../api/two-factor';

/** Turns two-factor sign-in off, for the password and a second factor. Rendered while open, so every opening starts empty. */
export function TurnOffTwoFactorDialog({ onClose }: { onClose: () => void }) {
  useMessages('account');
  const t = useT();
  const disable = useDisableTwoFactor();
  const { register, errors, pending, submit, send } = useMutationForm(disable, {
    schema: TwoFactorDisableSchema,
    defaultValues: { password: '', code: '' },
  });

  const onSubmit = submit(async (values) => {
    const sent = await send(values);
    if (!sent) return;
    toast.success(sent.data);
    onClose();
  });

  return (
    <Modal open onClose={onClose} title={t('profile.twoFactor.turnOffTitle')} dismissible={!pending}>
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={pending}>
        <p className="text-sm text-muted">{t('profile.twoFactor.turnOffIntro')}</p>
        {disable.isError ? (
          <FormAlert title={t('profile.twoFactor.stillOn')} detail={apiErrorDetail(disable.error) ?? t('auth.tryAgain')} />
        ) : null}
        <PasswordField
          label={t('auth.field.password')}
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <SecondFactorCodeField withHint error={errors.code?.message} {...register('code')} />
        <FormActions
          pending={pending}
          submitLabel={t('profile.twoFactor.turnOff')}
          pendingLabel={t('profile.twoFactor.turningOff')}
          variant="danger"
          onCancel={onClose}
          className="pt-2"
        />
      </form>
    </Modal>
  );
}
