import { ResetPasswordSchema } from '@shop/shared/auth.schema';
import { paths } from '@shop/shared/routes';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { useMutationForm } from '@/components/ui/use-mutation-form';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { ApiError } from '@/lib/api-client';
import { refusedAsWeak } from '@/lib/password-check';
import { apiErrorDetail, apiFieldErrors } from '@/lib/api-error-detail';
import { useResetPassword } from '../api/reset-password';
import { InvalidLink } from '../components/invalid-link';
import { NewPasswordFields } from '../components/new-password-fields';
import { AuthShell } from '../components/auth-shell';
import { withPasswordConfirmation } from '../password-confirmation';
import type { AuthRedirectState } from '../redirect-state';

export const RESET_PASSWORD_FAILED = 'We could not update your password';

const ResetPasswordFormSchema = withPasswordConfirmation(ResetPasswordSchema.pick({ password: true }), 'password');

/**
 * Where a password reset mail's link lands (`?token=`): a new password, typed twice. Once set,
 * the visitor signs in with it on /login, which says the password was updated.
 */
export function ResetPasswordPage() {
  usePageTitle('Choose a new password');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const navigate = useNavigate();
  const resetMutation = useResetPassword();
  const { register, setError, errors, pending, submit, send } = useMutationForm(resetMutation, {
    schema: ResetPasswordFormSchema,
    defaultValues: { password: '', confirmPassword: '' },
    serverFields: ['password'],
  });
  const fieldErrors = apiFieldErrors(resetMutation.error);
  // A 400 without a word about the password is about the link: used, unknown or expired.
  const linkRefused =
    resetMutation.error instanceof ApiError && resetMutation.error.status === 400 && Object.keys(fieldErrors).length === 0;

  const onSubmit = submit(async ({ password }) => {
    if (!token) return;
    // The server's rule, asked before sending (as on /register): a password easy to guess is refused.
    if (await refusedAsWeak(setError, 'password', password)) return;
    const sent = await send({ token, password });
    if (!sent) return;
    const state: AuthRedirectState = { notice: sent.data };
    await navigate(paths.login, { replace: true, state });
  });

  if (!token || linkRefused) {
    return (
      <AuthShell title="Choose a new password">
        <InvalidLink message={linkRefused ? resetMutation.error?.message : undefined}>
          <p className="text-muted">Reset links work once and for a short time. Ask for a new one and use the latest mail.</p>
          <Link to={paths.forgotPassword} className={buttonStyles({ size: 'lg', className: 'w-full' })}>
            Ask for a new link
          </Link>
        </InvalidLink>
      </AuthShell>
    );
  }

  return (
    <AuthShell title="Choose a new password" intro="Choose the password you will sign in with from now on.">
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={pending}>
        {resetMutation.isError && !fieldErrors.password ? (
          <FormAlert title={RESET_PASSWORD_FAILED} detail={apiErrorDetail(resetMutation.error)} />
        ) : null}
        <NewPasswordFields
          password={{ ...register('password'), error: errors.password?.message }}
          confirmation={{ ...register('confirmPassword'), error: errors.confirmPassword?.message }}
        />
        <Button type="submit" size="lg" className="w-full" disabled={pending}>
          {pending ? 'Saving…' : 'Set new password'}
        </Button>
      </form>
      <p className="mt-6 text-sm">
        <Link to={paths.login} className="font-medium text-clay underline underline-offset-4">
          Back to login
        </Link>
      </p>
    </AuthShell>
  );
}
