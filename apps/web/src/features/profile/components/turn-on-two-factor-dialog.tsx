import { TwoFactorEnableSchema, type User } from '@shop/shared/auth.schema';
import { useState } from 'react';
import { TextField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { useMutationForm } from '@/components/ui/use-mutation-form';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { useMessages, useT } from '@/i18n/i18n';
import { useEnableTwoFactor, useStartTwoFactorSetup, type TwoFactorSetup } from '../api/two-factor';
import {
  ConfirmPasswordForm,
  forgetRecoveryCodes,
  RecoveryCodesStep,
  showRecoveryCodes,
  type ShownRecoveryCodes,
} from './two-factor-steps';

type Step = { kind: 'password' } | { kind: 'scan'; setup: TwoFactorSetup } | { kind: 'codes'; shown: ShownRecoveryCodes };

const TITLES = {
  password: 'profile.twoFactor.confirmPassword',
  scan: 'profile.twoFactor.scanTitle',
  codes: 'profile.twoFactor.codesTitle',
} as const;

/**
 * Turns two-factor sign-in on, in steps: the password again, then the secret to scan (or type)
 * and a code from the app that proves it holds it, then the ten recovery codes, shown once.
 * Rendered while open, so that every opening starts afresh.
 */
export function TurnOnTwoFactorDialog({ user, onClose }: { user: User; onClose: () => void }) {
  useMessages('account');
  const t = useT();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const setup = useStartTwoFactorSetup();
  const enable = useEnableTwoFactor();

  const close = () => {
    forgetRecoveryCodes(step.kind === 'codes' ? step.shown : null);
    onClose();
  };

  return (
    <Modal open onClose={close} title={t(TITLES[step.kind])} dismissible={!setup.isPending && !enable.isPending}>
      {step.kind === 'password' ? (
        <ConfirmPasswordForm
          mutation={setup}
          intro={t('profile.twoFactor.turnOnIntro')}
          submitLabel={t('profile.continue')}
          pendingLabel={t('profile.checking')}
          failedTitle={t('profile.twoFactor.turnOnFailed')}
          onConfirmed={(answer) => setStep({ kind: 'scan', setup: answer })}
          onCancel={close}
        />
      ) : step.kind === 'scan' ? (
        <ScanStep
          setup={step.setup}
          mutation={enable}
          onEnabled={({ message, recoveryCodes }) => {
            toast.success(message);
            setStep({ kind: 'codes', shown: showRecoveryCodes(recoveryCodes, user.email, t) });
          }}
          onCancel={close}
        />
      ) : (
        <RecoveryCodesStep shown={step.shown} onDone={close} />
      )}
    </Modal>
  );
}

function ScanStep({
  setup,
  mutation,
  onEnabled,
  onCancel,
}: {
  setup: TwoFactorSetup;
  mutation: ReturnType<typeof useEnableTwoFactor>;
  onEnabled: (answer: { message: string; recoveryCodes: string[] }) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const { register, errors, pending, submit, send } = useMutationForm(mutation, {
    schema: TwoFactorEnableSchema,
    defaultValues: { code: '' },
  });
  // NOTE: the server's SVG is shown as an image, never put into the page: nothing in it can run.
  const qrCode = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`;

  const onSubmit = submit(async (values) => {
    const sent = await send(values);
    if (sent) onEnabled(sent.data);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={pending}>
      <p className="text-sm text-muted">{t('profile.twoFactor.scanIntro')}</p>
      <img
        src={qrCode}
        alt={t('profile.twoFactor.qrAlt')}
        width={192}
        height={192}
        className="mx-auto size-48 rounded-lg border border-line bg-white"
      />
      <p className="text-sm break-words">
        {t.rich('profile.twoFactor.orType', { key: <code className="font-mono text-base tracking-wide break-all">{setup.secret}</code> })}
      </p>
      {mutation.isError ? (
        <FormAlert title={t('profile.twoFactor.notOnYet')} detail={apiErrorDetail(mutation.error) ?? t('auth.tryAgain')} />
      ) : null}
      <TextField
        label={t('auth.field.code')}
        hint={t('profile.twoFactor.codeHint')}
        autoComplete="one-time-code"
        inputMode="numeric"
        autoFocus
        error={errors.code?.message}
        {...register('code')}
      />
      <FormActions
        pending={pending}
        submitLabel={t('profile.twoFactor.turnOn')}
        pendingLabel={t('profile.twoFactor.turningOn')}
        onCancel={onCancel}
        className="pt-2"
      />
    </form>
  );
}
