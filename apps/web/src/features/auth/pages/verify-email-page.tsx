import { paths } from '@shop/shared/routes';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormNotice } from '@/components/ui/form-notice';
import { Spinner } from '@/components/ui/spinner';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { useMessages, useT } from '@/i18n/i18n';
import { ApiError } from '@/lib/api-client';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { useUser } from '../auth-store';
import { useResendVerification } from '../api/resend-verification';
import { useEmailVerification } from '../api/verify-email';
import { AuthShell } from '../components/auth-shell';
import { InvalidLink } from '../components/invalid-link';

/**
 * Where a verification mail's link lands (`?token=`): the token is sent once on arrival, and the
 * page says whether the address is now verified, with the way on (the dashboard, or the login).
 */
export function VerifyEmailPage() {
  useMessages('account');
  const t = useT();
  usePageTitle(t('auth.verify.title'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const verification = useEmailVerification(token);
  const user = useUser();
  const onward = user ? (
    <Link to={paths.dashboard} className={buttonStyles({ size: 'lg', className: 'w-full' })}>
      {t('auth.verify.toDashboard')}
    </Link>
  ) : (
    <Link to={paths.login} className={buttonStyles({ size: 'lg', className: 'w-full' })}>
      {t('auth.signIn')}
    </Link>
  );

  if (verification.isSuccess) {
    return (
      <AuthShell title={t('auth.verify.title')}>
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
      <AuthShell title={t('auth.verify.title')}>
        <InvalidLink message={error?.message}>
          {user && !user.emailVerified ? (
            <NewLink email={user.email} />
          ) : (
            <p className="text-muted">{user ? t('auth.verify.alreadyVerified') : t('auth.verify.signInForLink')}</p>
          )}
          {onward}
        </InvalidLink>
      </AuthShell>
    );
  }

  if (error) {
    return (
      <AuthShell title={t('auth.verify.title')}>
        <div className="space-y-6">
          <FormAlert title={t('auth.verify.failed')} detail={apiErrorDetail(error)} />
          <Button size="lg" className="w-full" onClick={() => void verification.refetch()} disabled={verification.isFetching}>
            {verification.isFetching ? t('auth.verify.tryingAgain') : t('ui.tryAgain')}
          </Button>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell title={t('auth.verify.title')}>
      <div className="flex flex-col items-center gap-4 py-6 text-center">
        <Spinner label={t('auth.verify.verifying')} />
        <p aria-hidden="true" className="text-muted">
          {t('auth.verify.verifying')}
        </p>
      </div>
    </AuthShell>
  );
}

/** For a signed-in, unverified visitor whose link failed: a new link, the result said in place of the button. */
function NewLink({ email }: { email: string }) {
  const t = useT();
  const resend = useResendVerification();
  if (resend.isSuccess) return <FormNotice>{resend.data}</FormNotice>;
  return (
    <div className="space-y-4">
      {resend.isError ? <FormAlert title={t('auth.verify.resendFailed')} detail={apiErrorDetail(resend.error)} /> : null}
      <p className="text-muted">{t('auth.verify.canSend', { email })}</p>
      <Button variant="secondary" size="lg" className="w-full" onClick={() => resend.mutate()} disabled={resend.isPending}>
        {resend.isPending ? t('auth.sending') : t('auth.verify.send')}
      </Button>
    </div>
  );
}
