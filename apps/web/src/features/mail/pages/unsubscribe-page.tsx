import { paths } from '@shop/shared/routes';
import type { UnsubscribeInfo } from '@shop/shared/waitlist.schema';
import { Link, useParams } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormNotice } from '@/components/ui/form-notice';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { LinkPreferencesSection } from '@/features/consents/components/link-preferences-section';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { useMessages, useT } from '@/i18n/i18n';
import { ApiError } from '@/lib/api-client';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { useUnsubscribe, useUnsubscribeInfo } from '../api/unsubscribe';

const FRAME = 'mx-auto w-full max-w-xl px-5 py-10 md:py-16';

/**
 * `/unsubscribe/{token}`, where a mail's unsubscribe link lands (a waiting list, every back-in-stock
 * mail of an address, checkout reminders): it says what the link stops, and stops it only when the
 * shopper presses 'Unsubscribe'. Opening the link changes nothing: mail scanners open links too.
 * Below, the address's email preferences, each changeable there without signing in.
 */
export function UnsubscribePage() {
  useMessages('account');
  const t = useT();
  const { token = '' } = useParams();
  const info = useUnsubscribeInfo(token);
  usePageTitle(info.data?.title ?? t('emails.unsubscribe.title'));

  if (info.isPending) {
    return (
      <div className={FRAME}>
        <h1 className="text-4xl">{t('emails.unsubscribe.title')}</h1>
        <div className="mt-8 flex justify-center">
          <Spinner label={t('emails.unsubscribe.loading')} />
        </div>
      </div>
    );
  }

  if (info.isError) {
    // 404: the link is unknown, spent or tampered with; the server says what to do instead.
    const badLink = info.error instanceof ApiError && info.error.status === 404;
    return (
      <div className={FRAME}>
        <h1 className="mb-6 text-4xl">{t('emails.unsubscribe.title')}</h1>
        {badLink ? (
          <div className="space-y-6">
            <div role="alert" className="rounded-md border border-danger/30 bg-danger-soft px-4 py-3 text-danger">
              <p className="font-medium">{info.error.message}</p>
            </div>
            <Link to={paths.shop} className={buttonStyles({ variant: 'secondary' })}>
              {t('product.backToShop')}
            </Link>
          </div>
        ) : (
          <LoadFailed
            title={t('emails.unsubscribe.loadFailed')}
            detail={apiErrorDetail(info.error) ?? t('products.loadFailedDetail')}
            onRetry={() => void info.refetch()}
          />
        )}
      </div>
    );
  }

  return <Unsubscribe token={token} info={info.data} />;
}

function Unsubscribe({ token, info }: { token: string; info: UnsubscribeInfo }) {
  const t = useT();
  const stop = useUnsubscribe(token);
  return (
    <div className={FRAME}>
      <h1 className="text-4xl">{info.title}</h1>
      <p className="mt-4 text-lg leading-relaxed text-muted">{info.detail}</p>
      <div className="mt-8 space-y-6">
        {stop.isSuccess ? (
          <FormNotice>{t('emails.unsubscribe.done')}</FormNotice>
        ) : info.done ? (
          <FormNotice>{t('emails.unsubscribe.already')}</FormNotice>
        ) : (
          <>
            {stop.isError ? (
              <FormAlert title={t('emails.unsubscribe.failed')} detail={apiErrorDetail(stop.error) ?? t('account.tryAgainSoon')} />
            ) : null}
            <Button size="lg" disabled={stop.isPending} onClick={() => stop.mutate()}>
              {stop.isPending ? t('emails.unsubscribe.pending') : t('emails.unsubscribe.title')}
            </Button>
          </>
        )}
        {stop.isSuccess || info.done ? (
          <Link to={paths.shop} className={buttonStyles({ variant: 'secondary' })}>
            {t('product.backToShop')}
          </Link>
        ) : null}
      </div>
      <LinkPreferencesSection token={token} />
    </div>
  );
}
