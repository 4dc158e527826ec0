import { ResetPasswordSchema } from '@shop/shared/auth.schema';
import { paths } from '@shop/shared/routes';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { useMutationForm } from '@/components/ui/use-mutation-form';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { useMessages, useT } from '@/i18n/i18n';
import { ApiError } from '@/lib/api-client';
import { refusedAsWeak } from '@/lib/password-check';
import { apiErrorDetail, apiFieldErrors } from '@/lib/api-error-detail';
import { useResetPassword } from '../api/reset-password';
import { InvalidLink } from '../components/invalid-link';
import { NewPasswordFields } from '../components/new-password-fields';
import { AuthShell } from '../components/auth-shell';
import { withPasswordConfirmation } from '../password-confirmation';
import type { AuthRedirectState } from '../redirect-state';

const ResetPasswordFormSchema = withPasswordConfirmation(ResetPasswordSchema.pick({ password: true }), 'password');

/**
 * Where a password reset mail's link lands (`?token=`): a new password, typed twice. Once set,
 * the visitor signs in with it on /login, which says the password was updated.
 */
export function ResetPasswordPage() {
  useMessages('account');
  const t = useT();
  usePageTitle(t('auth.reset.title'));
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
      <AuthShell title={t('auth.reset.title')}>
        <InvalidLink message={linkRefused ? resetMutation.error?.message : undefined}>
          <p className="text-muted">{t('auth.reset.linkDetail')}</p>
          <Link to={paths.forgotPassword} className={buttonStyles({ size: 'lg', className: 'w-full' })}>
            {t('auth.reset.newLink')}
          </Link>
        </InvalidLink>
      </AuthShell>
    );
  }

  return (
    <AuthShell title={t('auth.reset.title')} intro={t('auth.reset.intro')}>
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={pending}>
        {resetMutation.isError && !fieldErrors.password ? (
          <FormAlert title={t('auth.reset.failed')} detail={apiErrorDetail(resetMutation.error)} />
        ) : null}
        <NewPasswordFields
          password={{ ...register('password'), error: errors.password?.message }}
          confirmation={{ ...register('confirmPassword'), error: errors.confirmPassword?.message }}
        />
        <Button type="submit" size="lg" className="w-full" disabled={pending}>
          {pending ? t('auth.saving') : t('auth.reset.submit')}
        </Button>
      </form>
      <p className="mt-6 text-sm">
        <Link to={paths.login} className="font-medium text-clay underline underline-offset-4">
          {t('auth.backToLogin')}
        </Link>
      </p>
    </AuthShell>
  );
}
