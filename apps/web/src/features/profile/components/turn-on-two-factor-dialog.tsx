import { TwoFactorEnableSchema, type User } from '@shop/shared/auth.schema';
import { useState } from 'react';
import { TextField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { useMutationForm } from '@/components/ui/use-mutation-form';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { useEnableTwoFactor, useStartTwoFactorSetup, type TwoFactorSetup } from '../api/two-factor';
import {
  CONFIRM_PASSWORD_TITLE,
  ConfirmPasswordForm,
  forgetRecoveryCodes,
  RECOVERY_CODES_TITLE,
  RecoveryCodesStep,
  showRecoveryCodes,
  type ShownRecoveryCodes,
} from './two-factor-steps';

export const SCAN_TITLE = 'Scan this QR code with your authenticator app';
export const QR_CODE_ALT = 'QR code for your authenticator app';

type Step = { kind: 'password' } | { kind: 'scan'; setup: TwoFactorSetup } | { kind: 'codes'; shown: ShownRecoveryCodes };

const TITLES: Record<Step['kind'], string> = {
  password: CONFIRM_PASSWORD_TITLE,
  scan: SCAN_TITLE,
  codes: RECOVERY_CODES_TITLE,
};

/**
 * Turns two-factor sign-in on, in steps: the password again, then the secret to scan (or type)
 * and a code from the app that proves it holds it, then the ten recovery codes, shown once.
 * Rendered while open, so that every opening starts afresh.
 */
export function TurnOnTwoFactorDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const setup = useStartTwoFactorSetup();
  const enable = useEnableTwoFactor();

  const close = () => {
    forgetRecoveryCodes(step.kind === 'codes' ? step.shown : null);
    onClose();
  };

  return (
    <Modal open onClose={close} title={TITLES[step.kind]} dismissible={!setup.isPending && !enable.isPending}>
      {step.kind === 'password' ? (
        <ConfirmPasswordForm
          mutation={setup}
          intro="Two-factor sign-in asks for a code from an authenticator app on your phone each time you sign in, as well as your password."
          submitLabel="Continue"
          pendingLabel="Checking…"
          failedTitle="Could not start turning on two-factor sign-in"
          onConfirmed={(answer) => setStep({ kind: 'scan', setup: answer })}
          onCancel={close}
        />
      ) : step.kind === 'scan' ? (
        <ScanStep
          setup={step.setup}
          mutation={enable}
          onEnabled={({ message, recoveryCodes }) => {
            toast.success(message);
            setStep({ kind: 'codes', shown: showRecoveryCodes(recoveryCodes, user.email) });
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
      <p className="text-sm text-muted">
        Open your authenticator app (Google Authenticator, 1Password, Authy or another), add an account and scan this code.
      </p>
      <img src={qrCode} alt={QR_CODE_ALT} width={192} height={192} className="mx-auto size-48 rounded-lg border border-line bg-white" />
      <p className="text-sm break-words">
        Or type this key: <code className="font-mono text-base tracking-wide break-all">{setup.secret}</code>
      </p>
      {mutation.isError ? (
        <FormAlert title="Two-factor sign-in is not on yet" detail={apiErrorDetail(mutation.error) ?? 'Please try again.'} />
      ) : null}
      <TextField
        label="Code"
        hint="The six digits your app shows for this shop."
        autoComplete="one-time-code"
        inputMode="numeric"
        autoFocus
        error={errors.code?.message}
        {...register('code')}
      />
      <FormActions pending={pending} submitLabel="Turn on" pendingLabel="Turning on…" onCancel={onCancel} className="pt-2" />
    </form>
  );
}
