import { PASSWORD_MIN, RegisterSchema } from '@shop/shared/auth.schema';
import { paths } from '@shop/shared/routes';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { EmailField, PasswordField, TextField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { useMutationForm } from '@/components/ui/use-mutation-form';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { useMessages, useT } from '@/i18n/i18n';
import { refusedAsWeak } from '@/lib/password-check';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { useRegister } from '../api/register';
import { AuthShell } from '../components/auth-shell';
import { readAuthRedirectState, type AuthRedirectState } from '../redirect-state';

const FIELDS = ['username', 'email', 'password'] as const;

export function RegisterPage() {
  useMessages('account');
  const t = useT();
  usePageTitle(t('auth.register.title'));
  const location = useLocation();
  const navigate = useNavigate();
  const { from } = readAuthRedirectState(location.state);
  const registerMutation = useRegister();
  const { register, setError, errors, pending, submit, send } = useMutationForm(registerMutation, {
    schema: RegisterSchema,
    defaultValues: { username: '', email: '', password: '' },
    serverFields: FIELDS,
  });

  const onSubmit = submit(async (values) => {
    // The server's rule, asked before sending: a password that is easy to guess is refused.
    if (await refusedAsWeak(setError, 'password', values.password, [values.email, values.username])) return;
    if (!(await send(values))) return;
    toast.success(t('auth.register.succeeded'));
    const state: AuthRedirectState = { from, email: values.email };
    await navigate(paths.login, { state });
  });

  return (
    <AuthShell title={t('auth.register.title')} intro={t('auth.register.intro')}>
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={pending}>
        {registerMutation.isError ? <FormAlert title={t('auth.register.failed')} detail={apiErrorDetail(registerMutation.error)} /> : null}
        <TextField label={t('auth.field.username')} autoComplete="username" error={errors.username?.message} {...register('username')} />
        <EmailField label={t('auth.field.emailAddress')} error={errors.email?.message} {...register('email')} />
        <PasswordField
          label={t('auth.field.password')}
          autoComplete="new-password"
          hint={t('auth.register.passwordHint', { min: PASSWORD_MIN })}
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" size="lg" className="w-full" disabled={pending}>
          {pending ? t('auth.register.creating') : t('auth.register.submit')}
        </Button>
      </form>
      <p className="mt-6 text-sm">
        {t('auth.register.haveAccount')}{' '}
        <Link to={paths.login} state={from ? { from } : undefined} className="font-medium text-clay underline underline-offset-4">
          {t('auth.login.submit')}
        </Link>
      </p>
    </AuthShell>
  );
}
