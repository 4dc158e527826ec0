import { LoginSchema, SecondFactorCodeSchema } from '@shop/shared/auth.schema';
import { paths } from '@shop/shared/routes';
import { KeyRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { EmailField, PasswordField } from '@/components/ui/field';
import { SecondFactorCodeField } from '../components/second-factor-code-field';
import { FormAlert } from '@/components/ui/form-alert';
import { FormNotice } from '@/components/ui/form-notice';
import { useMutationForm } from '@/components/ui/use-mutation-form';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { useMessages, useT } from '@/i18n/i18n';
import { ApiError } from '@/lib/api-client';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { useLogin } from '../api/login';
import { passkeyFailure, usePasskeySignIn } from '../api/passkeys';
import { AuthShell } from '../components/auth-shell';
import { usePasskeySupport } from '../passkey-support';
import { readAuthRedirectState, returnPathOf } from '../redirect-state';

/** The second step's one field: a code from the authenticator app, or a recovery code. */
const SecondFactorFormSchema = z.object({ code: SecondFactorCodeSchema });

/** What step one proved, sent again with the code. Kept in this page's state only, never stored. */
interface Credentials {
  email: string;
  password: string;
}

export function LoginPage() {
  useMessages('account');
  const t = useT();
  usePageTitle(t('auth.login.title'));
  const location = useLocation();
  const navigate = useNavigate();
  const redirect = readAuthRedirectState(location.state);
  const loginMutation = useLogin();
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  const returnedFromSecondStep = useRef(false);
  const { register, resetField, setFocus, errors, pending, submit, send } = useMutationForm(loginMutation, {
    schema: LoginSchema,
    defaultValues: { email: redirect.email ?? '', password: '' },
  });
  const passkeySupported = usePasskeySupport();

  // Back from the second step: the form is there again, with the email as typed.
  useEffect(() => {
    if (credentials || !returnedFromSecondStep.current) return;
    returnedFromSecondStep.current = false;
    setFocus('email');
  }, [credentials, setFocus]);

  const onSignedIn = async () => {
    toast.success(t('auth.login.succeeded'));
    await navigate(returnPathOf(redirect), { replace: true });
  };

  // Each way says only its own failure: starting one forgets the other's.
  const passkey = usePasskeyLogin(onSignedIn, () => loginMutation.reset());
  const busy = pending || passkey.mutation.isPending;

  const onSubmit = submit(async (values) => {
    passkey.mutation.reset();
    const sent = await send(values);
    if (!sent) return; // shown below from the mutation's error
    // The password was right and the account asks for a second factor: the same page asks for it.
    if ('twoFactorRequired' in sent.data) {
      setCredentials({ email: values.email, password: values.password });
      return;
    }
    await onSignedIn();
  });

  const onBack = () => {
    returnedFromSecondStep.current = true;
    loginMutation.reset();
    resetField('password');
    setCredentials(null);
  };

  return (
    <AuthShell title={t('auth.login.title')} intro={t('auth.login.intro')}>
      {credentials ? (
        <SecondFactorStep credentials={credentials} onSignedIn={onSignedIn} onBack={onBack} />
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={busy}>
          {passkey.mutation.isError ? (
            <FormAlert title={t('auth.passkey.signInFailed')} detail={passkeyFailure(passkey.mutation.error, t)} />
          ) : loginMutation.isError ? (
            <FormAlert title={t('auth.login.failed')} detail={loginFailureDetail(loginMutation.error)} />
          ) : redirect.notice ? (
            <FormNotice>{redirect.notice}</FormNotice>
          ) : null}
          <EmailField label={t('auth.field.email')} error={errors.email?.message} {...register('email')} />
          <div>
            <PasswordField
              label={t('auth.field.password')}
              autoComplete="current-password"
              error={errors.password?.message}
              {...register('password')}
            />
            <p className="flex justify-end text-sm">
              <Link
                to={paths.forgotPassword}
                className="inline-flex min-h-touch items-center font-medium text-clay underline underline-offset-4"
              >
                {t('auth.forgot.title')}
              </Link>
            </p>
          </div>
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            {pending ? t('auth.login.signingIn') : t('auth.login.submit')}
          </Button>
          {passkeySupported ? (
            <>
              <p className="flex items-center gap-3 text-xs tracking-wide text-muted uppercase" aria-hidden="true">
                <span className="h-px flex-1 bg-line" />
                {t('auth.or')}
                <span className="h-px flex-1 bg-line" />
              </p>
              <Button variant="secondary" size="lg" className="w-full" disabled={busy} onClick={() => void passkey.start()}>
                <KeyRound aria-hidden="true" className="size-4" />
                {passkey.mutation.isPending ? t('auth.passkey.waiting') : t('auth.passkey.signIn')}
              </Button>
            </>
          ) : null}
        </form>
      )}
      <p className="mt-6 text-sm">
        {t('auth.login.noAccount')}{' '}
        <Link
          to={paths.register}
          state={redirect.from ? { from: redirect.from } : undefined}
          className="font-medium text-clay underline underline-offset-4"
        >
          {t('auth.register.submit')}
        </Link>
      </p>
    </AuthShell>
  );
}

/**
 * The second step, for an account with two-factor sign-in on: a code from the authenticator app
 * or a recovery code, sent with the email and password of the first step.
 */
function SecondFactorStep({
  credentials,
  onSignedIn,
  onBack,
}: {
  credentials: Credentials;
  onSignedIn: () => Promise<void>;
  onBack: () => void;
}) {
  const t = useT();
  const headingId = useId();
  const verifyMutation = useLogin();
  const { register, errors, pending, submit, send } = useMutationForm(verifyMutation, {
    schema: SecondFactorFormSchema,
    defaultValues: { code: '' },
  });
  const passkeySupported = usePasskeySupport();
  // A passkey is both factors at once: it signs in without the code.
  const passkey = usePasskeyLogin(onSignedIn, () => verifyMutation.reset());
  const busy = pending || passkey.mutation.isPending;
  // A wrong code (401) is said under the field; too many attempts or no connection above it.
  const refusal = wrongCodeMessage(verifyMutation.error);

  const onSubmit = submit(async ({ code }) => {
    passkey.mutation.reset();
    const sent = await send({ ...credentials, code });
    if (sent && 'user' in sent.data) await onSignedIn();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={busy} aria-labelledby={headingId}>
      <div className="space-y-1">
        <h2 id={headingId} className="text-xl">
          {t('auth.twoFactor.title')}
        </h2>
        <p className="text-muted">{t('auth.twoFactor.intro')}</p>
        <p className="text-sm break-words text-muted">
          {t.rich('auth.twoFactor.signingInAs', { email: <span className="font-medium text-ink">{credentials.email}</span> })}
        </p>
      </div>
      {passkey.mutation.isError ? (
        <FormAlert title={t('auth.passkey.signInFailed')} detail={passkeyFailure(passkey.mutation.error, t)} />
      ) : verifyMutation.isError && !refusal ? (
        <FormAlert title={t('auth.twoFactor.checkFailed')} detail={apiErrorDetail(verifyMutation.error) ?? t('auth.tryAgain')} />
      ) : null}
      {/* Focused at once: the one thing this step asks for. */}
      <SecondFactorCodeField autoFocus error={errors.code?.message ?? refusal} {...register('code')} />
      <div className="space-y-3">
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {pending ? t('auth.twoFactor.verifying') : t('auth.twoFactor.verify')}
        </Button>
        {passkeySupported ? (
          <Button variant="ghost" className="w-full" disabled={busy} onClick={() => void passkey.start()}>
            <KeyRound aria-hidden="true" className="size-4" />
            {passkey.mutation.isPending ? t('auth.passkey.waiting') : t('auth.passkey.instead')}
          </Button>
        ) : null}
        <Button variant="ghost" className="w-full" onClick={onBack} disabled={busy}>
          {t('auth.back')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Signing in with a passkey, from either step: `start` forgets the other way's failure (`onStart`),
 * asks the browser for a passkey, and once signed in does what a password sign-in does. A failure
 * stays in `mutation.error`, for the step to say.
 */
function usePasskeyLogin(onSignedIn: () => Promise<void>, onStart: () => void) {
  const mutation = usePasskeySignIn();
  const start = async () => {
    if (mutation.isPending) return;
    onStart();
    try {
      await mutation.mutateAsync();
    } catch {
      return; // shown from the mutation's error
    }
    await onSignedIn();
  };
  return { mutation, start };
}

/** A wrong email or password says only the spec's text; too many attempts or no connection say why. */
function loginFailureDetail(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.kind === 'network' || error.status === 429) return error.message;
  return undefined;
}

/** The server's refusal of the code itself (401), in its words. */
function wrongCodeMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.kind === 'http' && error.status === 401 ? error.message : undefined;
}
