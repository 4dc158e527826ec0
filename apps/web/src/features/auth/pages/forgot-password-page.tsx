import { ForgotPasswordSchema } from '@shop/shared/auth.schema';
import { paths } from '@shop/shared/routes';
import { Link } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button';
import { EmailField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { FormNotice } from '@/components/ui/form-notice';
import { useMutationForm } from '@/components/ui/use-mutation-form';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { useForgotPassword } from '../api/forgot-password';
import { AuthShell } from '../components/auth-shell';

export const FORGOT_PASSWORD_FAILED = 'We could not send the link';

/** Asks for a password reset link by email; the answer never says whether the address has an account. */
export function ForgotPasswordPage() {
  usePageTitle('Forgot password?');
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
    <AuthShell
      title="Forgot password?"
      intro={forgotMutation.isSuccess ? undefined : 'Enter the email you registered with and we will send you a link to choose a new one.'}
    >
      {forgotMutation.isSuccess ? (
        <div className="space-y-6">
          <FormNotice>{forgotMutation.data}</FormNotice>
          <p className="text-sm text-muted">The link works once and for a short time. Nothing arrived? Check your spam folder.</p>
          <Link to={paths.login} className={buttonStyles({ variant: 'secondary', size: 'lg', className: 'w-full' })}>
            Back to login
          </Link>
        </div>
      ) : (
        <>
          <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={pending}>
            {forgotMutation.isError ? <FormAlert title={FORGOT_PASSWORD_FAILED} detail={apiErrorDetail(forgotMutation.error)} /> : null}
            <EmailField error={errors.email?.message} {...register('email')} />
            <Button type="submit" size="lg" className="w-full" disabled={pending}>
              {pending ? 'Sending…' : 'Send reset link'}
            </Button>
          </form>
          <p className="mt-6 text-sm">
            Remembered it?{' '}
            <Link to={paths.login} className="font-medium text-clay underline underline-offset-4">
              Back to login
            </Link>
          </p>
        </>
      )}
    </AuthShell>
  );
}
