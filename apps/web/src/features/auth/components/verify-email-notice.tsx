import { MailWarning } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useMessages, useT } from '@/i18n/i18n';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { useUser } from '../auth-store';
import { useResendVerification } from '../api/resend-verification';

/**
 * Reminds a signed-in user whose address is unverified to open the link, on every dashboard page:
 * until then, the orders placed as a guest with that address cannot be added to the account.
 */
export function VerifyEmailNotice() {
  useMessages('account');
  const t = useT();
  const user = useUser();
  const resend = useResendVerification();
  if (!user || user.emailVerified) return null;

  const onResend = () => {
    resend.mutate(undefined, {
      onSuccess: (message) => toast.success(message),
      // 409 (verified meanwhile) and 429 (asked too often) say why in the server's words.
      onError: (error) => toast.error(apiErrorDetail(error) ?? t('auth.verifyNotice.resendFailed')),
    });
  };

  return (
    <section
      aria-labelledby="verify-email-notice"
      className="mb-6 flex flex-col gap-3 rounded-xl border border-[#f0d9ae] bg-[#fbefd9] px-4 py-3 text-sm text-[#7a4a06] sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 gap-3">
        <MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="min-w-0 space-y-0.5">
          {/* Not a heading: it stands above the page's own h1. */}
          <p id="verify-email-notice" className="font-semibold">
            {t('auth.verify.title')}
          </p>
          <p className="break-words">{t('auth.verifyNotice.detail', { email: user.email })}</p>
        </div>
      </div>
      <Button
        variant="secondary"
        size="sm"
        onClick={onResend}
        disabled={resend.isPending}
        className="ml-8 shrink-0 self-start border-current text-current sm:ml-0 sm:self-center"
      >
        {resend.isPending ? t('auth.sending') : t('auth.verifyNotice.resend')}
      </Button>
    </section>
  );
}
