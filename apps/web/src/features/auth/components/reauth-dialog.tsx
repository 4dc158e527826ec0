import { ReauthenticateSchema } from '@shop/shared/auth.schema';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { SecondFactorCodeField } from './second-factor-code-field';
import { PasswordField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useMutationForm } from '@/components/ui/use-mutation-form';
import { useMessages, useT } from '@/i18n/i18n';
import { passkeyFailure } from '../api/passkeys';
import { useReauthenticate } from '../api/reauthenticate';
import { usePasskeySupport } from '../passkey-support';

const [PasswordProofSchema, CodeProofSchema] = ReauthenticateSchema.options;

/**
 * Asks the signed-in person to prove again who they are, before one of the riskiest tasks (a
 * large refund, a role change, an invitation): the password, a code from the authenticator
 * app or a recovery code, or a passkey where the browser can use one. `onDone(true)` once
 * proved, and the task is sent again; `onDone(false)` when they cancel, and the task says it
 * was not done.
 */
export function ReauthDialog({ message, onDone }: { message: string; onDone: (proved: boolean) => void }) {
  useMessages('account');
  const t = useT();
  const [way, setWay] = useState<'password' | 'code'>('password');
  const reauth = useReauthenticate();
  const passkeySupported = usePasskeySupport();
  const cancel = () => onDone(false);
  const proved = () => onDone(true);

  return (
    <Modal open onClose={cancel} title={t('auth.reauth.title')} description={message} dismissible={!reauth.isPending}>
      {/* The server's refusal of any way, or what the browser's passkey prompt ended with. */}
      {reauth.isError ? <FormAlert title={t('auth.reauth.failed')} detail={passkeyFailure(reauth.error, t)} /> : null}
      {way === 'password' ? (
        <PasswordProof reauth={reauth} onProved={proved} onCancel={cancel} />
      ) : (
        <CodeProof reauth={reauth} onProved={proved} onCancel={cancel} />
      )}
      {passkeySupported ? (
        <Button
          variant="secondary"
          className="mt-3 w-full"
          disabled={reauth.isPending}
          onClick={() => reauth.mutate('passkey', { onSuccess: proved })}
        >
          <KeyRound aria-hidden="true" className="size-4" />
          {reauth.isPending && reauth.variables === 'passkey' ? t('auth.passkey.waiting') : t('auth.passkey.use')}
        </Button>
      ) : null}
      <Button
        variant="ghost"
        className="mt-3 w-full"
        disabled={reauth.isPending}
        onClick={() => {
          reauth.reset();
          setWay(way === 'password' ? 'code' : 'password');
        }}
      >
        {way === 'password' ? t('auth.reauth.useCode') : t('auth.reauth.usePassword')}
      </Button>
    </Modal>
  );
}

interface ProofProps {
  reauth: ReturnType<typeof useReauthenticate>;
  onProved: () => void;
  onCancel: () => void;
}

function PasswordProof({ reauth, onProved, onCancel }: ProofProps) {
  const t = useT();
  const { register, errors, pending, submit, send } = useMutationForm(reauth, {
    schema: PasswordProofSchema,
    defaultValues: { password: '' },
  });
  const onSubmit = submit(async (values) => {
    if (await send(values)) onProved();
  });
  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 space-y-5" aria-busy={pending}>
      <PasswordField
        label={t('auth.field.password')}
        autoComplete="current-password"
        autoFocus
        error={errors.password?.message}
        {...register('password')}
      />
      <FormActions
        pending={pending}
        submitLabel={t('auth.reauth.confirm')}
        pendingLabel={t('auth.reauth.confirming')}
        onCancel={onCancel}
      />
    </form>
  );
}

function CodeProof({ reauth, onProved, onCancel }: ProofProps) {
  const t = useT();
  const { register, errors, pending, submit, send } = useMutationForm(reauth, { schema: CodeProofSchema, defaultValues: { code: '' } });
  const onSubmit = submit(async (values) => {
    if (await send(values)) onProved();
  });
  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 space-y-5" aria-busy={pending}>
      <SecondFactorCodeField withHint autoFocus error={errors.code?.message} {...register('code')} />
      <FormActions
        pending={pending}
        submitLabel={t('auth.reauth.confirm')}
        pendingLabel={t('auth.reauth.confirming')}
        onCancel={onCancel}
      />
    </form>
  );
}
