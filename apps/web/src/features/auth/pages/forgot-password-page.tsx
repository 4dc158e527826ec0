import { ForgotPasswordSchema } from '@shop/shared/auth.schema';
import { paths } from '@shop/shared/routes';
import { Link } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button';
import { EmailField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { FormNotice } from '@/components/ui/form-notice';
import { useMutationForm } from '@/components/ui/use-mutation-form';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { useMessages, useT } from '@/i18n/i18n';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { useForgotPassword } from '../api/forgot-password';
import { AuthShell } from '../components/auth-shell';

/** Asks for a password reset link by email; the answer never says whether the address has an account. */
export function ForgotPasswordPage() {
  useMessages('account');
  const t = useT();
  usePageTitle(t('auth.forgot.title'));
  const forgotMutation = useForgotPassword();
  const { register, errors, pending, submit, send } = useMutationForm(forgotMutation, {
    schema: ForgotPasswordSchema,
    defaultValues: { email: '' },
    serverFields: ['email'],
  });

  const onSubmit = submit(async (values) => {
    await send(values);
  });

  return (
    <AuthShell title={t('auth.forgot.title')} intro={forgotMutation.isSuccess ? undefined : t('auth.forgot.intro')}>
      {forgotMutation.isSuccess ? (
        <div className="space-y-6">
          <FormNotice>{forgotMutation.data}</FormNotice>
          <p className="text-sm text-muted">{t('auth.forgot.sentDetail')}</p>
          <Link to={paths.login} className={buttonStyles({ variant: 'secondary', size: 'lg', className: 'w-full' })}>
            {t('auth.backToLogin')}
          </Link>
        </div>
      ) : (
        <>
          <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={pending}>
            {forgotMutation.isError ? <FormAlert title={t('auth.forgot.failed')} detail={apiErrorDetail(forgotMutation.error)} /> : null}
            <EmailField label={t('auth.field.email')} error={errors.email?.message} {...register('email')} />
            <Button type="submit" size="lg" className="w-full" disabled={pending}>
              {pending ? t('auth.sending') : t('auth.forgot.submit')}
            </Button>
          </form>
          <p className="mt-6 text-sm">
            {t('auth.forgot.remembered')}{' '}
            <Link to={paths.login} className="font-medium text-clay underline underline-offset-4">
              {t('auth.backToLogin')}
            </Link>
          </p>
        </>
      )}
    </AuthShell>
  );
}
