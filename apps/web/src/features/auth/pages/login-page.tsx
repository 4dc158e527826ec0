import { LoginSchema } from '@shop/shared/auth.schema';
import { paths } from '@shop/shared/routes';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { EmailField, PasswordField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { FormNotice } from '@/components/ui/form-notice';
import { useMutationForm } from '@/components/ui/use-mutation-form';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { ApiError } from '@/lib/api-client';
import { useLogin } from '../api/login';
import { AuthShell } from '../components/auth-shell';
import { readAuthRedirectState, returnPathOf } from '../redirect-state';

export const LOGIN_FAILED = 'Please provide a valid email and password';

export function LoginPage() {
  usePageTitle('Login');
  const location = useLocation();
  const navigate = useNavigate();
  const redirect = readAuthRedirectState(location.state);
  const loginMutation = useLogin();
  const { register, errors, pending, submit, send } = useMutationForm(loginMutation, {
    schema: LoginSchema,
    defaultValues: { email: redirect.email ?? '', password: '' },
  });

  const onSubmit = submit(async (values) => {
    if (!(await send(values))) return; // shown below from the mutation's error
    toast.success('Login successful!');
    await navigate(returnPathOf(redirect), { replace: true });
  });

  return (
    <AuthShell title="Login" intro="Welcome back. Sign in to see your orders and your profile.">
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={pending}>
        {loginMutation.isError ? (
          <FormAlert title={LOGIN_FAILED} detail={loginFailureDetail(loginMutation.error)} />
        ) : redirect.notice ? (
          <FormNotice>{redirect.notice}</FormNotice>
        ) : null}
        <EmailField error={errors.email?.message} {...register('email')} />
        <div>
          <PasswordField autoComplete="current-password" error={errors.password?.message} {...register('password')} />
          <p className="flex justify-end text-sm">
            <Link
              to={paths.forgotPassword}
              className="inline-flex min-h-touch items-center font-medium text-clay underline underline-offset-4"
            >
              Forgot password?
            </Link>
          </p>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={pending}>
          {pending ? 'Signing in…' : 'Login'}
        </Button>
      </form>
      <p className="mt-6 text-sm">
        Don&apos;t have an account?{' '}
        <Link
          to={paths.register}
          state={redirect.from ? { from: redirect.from } : undefined}
          className="font-medium text-clay underline underline-offset-4"
        >
          Register
        </Link>
      </p>
    </AuthShell>
  );
}

/** A wrong email or password says only the spec's text; too many attempts or no connection say why. */
function loginFailureDetail(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.kind === 'network' || error.status === 429) return error.message;
  return undefined;
}
