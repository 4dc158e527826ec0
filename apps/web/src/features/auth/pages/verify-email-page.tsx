import { paths } from '@shop/shared/routes';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormNotice } from '@/components/ui/form-notice';
import { Spinner } from '@/components/ui/spinner';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { ApiError } from '@/lib/api-client';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { useUser } from '../auth-store';
import { useResendVerification } from '../api/resend-verification';
import { useEmailVerification } from '../api/verify-email';
import { AuthShell } from '../components/auth-shell';
import { InvalidLink } from '../components/invalid-link';

export const VERIFY_EMAIL_FAILED = 'We could not verify your email';

/**
 * Where a verification mail's link lands (`?token=`): the token is sent once on arrival, and the
 * page says whether the address is now verified, with the way on (the dashboard, or the login).
 */
export function VerifyEmailPage() {
  usePageTitle('Verify your email');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const verification = useEmailVerification(token);
  const user = useUser();
  const onward = user ? (
    <Link to={paths.dashboard} className={buttonStyles({ size: 'lg', className: 'w-full' })}>
      Go to your dashboard
    </Link>
  ) : (
    <Link to={paths.login} className={buttonStyles({ size: 'lg', className: 'w-full' })}>
      Sign in
    </Link>
  );

  if (verification.isSuccess) {
    return (
      <AuthShell title="Verify your email">
        <div className="space-y-6">
          <FormNotice>{verification.data}</FormNotice>
          {onward}
        </div>
      </AuthShell>
    );
  }

  const error = verification.error;
  // A 400 is about the link (used, unknown, expired); anything else (offline, too many tries) may pass on a retry.
  if (!token || (error instanceof ApiError && error.status === 400)) {
    return (
      <AuthShell title="Verify your email">
        <InvalidLink message={error?.message}>
          {user && !user.emailVerified ? (
            <NewLink email={user.email} />
          ) : (
            <p className="text-muted">
              {user
                ? 'Your email is already verified.'
                : 'Sign in to ask for a new link: the dashboard offers one while your email is unverified.'}
            </p>
          )}
          {onward}
        </InvalidLink>
      </AuthShell>
    );
  }

  if (error) {
    return (
      <AuthShell title="Verify your email">
        <div className="space-y-6">
          <FormAlert title={VERIFY_EMAIL_FAILED} detail={apiErrorDetail(error)} />
          <Button size="lg" className="w-full" onClick={() => void verification.refetch()} disabled={verification.isFetching}>
            {verification.isFetching ? 'Trying again…' : 'Try again'}
          </Button>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell title="Verify your email">
      <div className="flex flex-col items-center gap-4 py-6 text-center">
        <Spinner label="Verifying your email…" />
        <p aria-hidden="true" className="text-muted">
          Verifying your email…
        </p>
      </div>
    </AuthShell>
  );
}

/** For a signed-in, unverified visitor whose link failed: a new link, the result said in place of the button. */
function NewLink({ email }: { email: string }) {
  const resend = useResendVerification();
  if (resend.isSuccess) return <FormNotice>{resend.data}</FormNotice>;
  return (
    <div className="space-y-4">
      {resend.isError ? <FormAlert title="We could not send a new link" detail={apiErrorDetail(resend.error)} /> : null}
      <p className="text-muted">We can send a new link to {email}.</p>
      <Button variant="secondary" size="lg" className="w-full" onClick={() => resend.mutate()} disabled={resend.isPending}>
        {resend.isPending ? 'Sending…' : 'Send a new link'}
      </Button>
    </div>
  );
}
