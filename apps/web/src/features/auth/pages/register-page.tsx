import { PASSWORD_MIN, RegisterSchema } from '@shop/shared/auth.schema';
import { paths } from '@shop/shared/routes';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { EmailField, PasswordField, TextField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { useMutationForm } from '@/components/ui/use-mutation-form';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { refusedAsWeak } from '@/lib/password-check';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { useRegister } from '../api/register';
import { AuthShell } from '../components/auth-shell';
import { readAuthRedirectState, type AuthRedirectState } from '../redirect-state';

const FIELDS = ['username', 'email', 'password'] as const;

export function RegisterPage() {
  usePageTitle('Create Account');
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
    toast.success('Registration successful!');
    const state: AuthRedirectState = { from, email: values.email };
    await navigate(paths.login, { state });
  });

  return (
    <AuthShell title="Create Account" intro="Keep track of your orders and reviews, and check out faster.">
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={pending}>
        {registerMutation.isError ? <FormAlert title="Registration failed" detail={apiErrorDetail(registerMutation.error)} /> : null}
        <TextField label="User Name" autoComplete="username" error={errors.username?.message} {...register('username')} />
        <EmailField label="Email Address" error={errors.email?.message} {...register('email')} />
        <PasswordField
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN} characters, and hard to guess: a few words that do not belong together work well.`}
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" size="lg" className="w-full" disabled={pending}>
          {pending ? 'Creating account…' : 'Register'}
        </Button>
      </form>
      <p className="mt-6 text-sm">
        Already have an account?{' '}
        <Link to={paths.login} state={from ? { from } : undefined} className="font-medium text-clay underline underline-offset-4">
          Login
        </Link>
      </p>
    </AuthShell>
  );
}
