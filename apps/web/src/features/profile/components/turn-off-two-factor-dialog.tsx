import { TwoFactorDisableSchema } from '@shop/shared/auth.schema';
import { SECOND_FACTOR_HINT, SecondFactorCodeField } from '@/features/auth/components/second-factor-code-field';
import { PasswordField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { useMutationForm } from '@/components/ui/use-mutation-form';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { useDisableTwoFactor } from '../api/two-factor';

export const TURN_OFF_TITLE = 'Turn off two-factor sign-in';

/** Turns two-factor sign-in off, for the password and a second factor. Rendered while open, so every opening starts empty. */
export function TurnOffTwoFactorDialog({ onClose }: { onClose: () => void }) {
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
    <Modal open onClose={onClose} title={TURN_OFF_TITLE} dismissible={!pending}>
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={pending}>
        <p className="text-sm text-muted">Signing in will ask for your password alone. Your recovery codes stop working.</p>
        {disable.isError ? (
          <FormAlert title="Two-factor sign-in is still on" detail={apiErrorDetail(disable.error) ?? 'Please try again.'} />
        ) : null}
        <PasswordField autoComplete="current-password" error={errors.password?.message} {...register('password')} />
        <SecondFactorCodeField hint={SECOND_FACTOR_HINT} error={errors.code?.message} {...register('code')} />
        <FormActions
          pending={pending}
          submitLabel="Turn off"
          pendingLabel="Turning off…"
          variant="danger"
          onCancel={onClose}
          className="pt-2"
        />
      </form>
    </Modal>
  );
}
