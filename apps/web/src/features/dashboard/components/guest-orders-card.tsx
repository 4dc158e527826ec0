import { PackageSearch } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/components/ui/toast';
import { useFormatLocale, useMessages, useT } from '@/i18n/i18n';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { formatDate, formatDollars } from '@/lib/format';
import { useClaimGuestOrders, useGuestOrders } from '../api/guest-orders';

/**
 * The guest orders placed with the customer's verified email: they join the account only when
 * the customer says so here. Hidden while they load, when there are none, and before the email
 * is verified.
 */
export function GuestOrdersCard({ email, verified }: { email: string; verified: boolean }) {
  useMessages('account');
  const t = useT();
  const locale = useFormatLocale();
  const guestOrders = useGuestOrders(email, verified);
  const claim = useClaimGuestOrders();
  if (!verified) return null;

  if (guestOrders.isError) {
    return (
      <section aria-labelledby="guest-orders-title" className="mb-6">
        <h2 id="guest-orders-title" className="sr-only">
          {t('dashboard.guestOrders.title')}
        </h2>
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-xl border border-danger/30 bg-danger-soft px-4 py-3 text-sm text-danger sm:flex-row sm:items-center"
        >
          <p className="flex-1">{t('dashboard.guestOrders.checkFailed')}</p>
          <Button variant="secondary" size="sm" onClick={() => void guestOrders.refetch()} disabled={guestOrders.isFetching}>
            {t('ui.tryAgain')}
          </Button>
        </div>
      </section>
    );
  }
  const data = guestOrders.data;
  if (!data || data.count === 0) return null;

  const onClaim = () =>
    claim.mutate({ orderIds: data.orders.map((order) => order._id) }, { onSuccess: ({ message }) => toast.success(message) });

  return (
    <section aria-labelledby="guest-orders-title" className="mb-6 rounded-xl border border-line bg-white p-4 sm:p-6">
      <div className="flex gap-3">
        <PackageSearch aria-hidden="true" className="mt-1 size-5 shrink-0 text-muted" />
        <div className="min-w-0 flex-1 space-y-3">
          <h2 id="guest-orders-title" className="text-lg">
            {t('dashboard.guestOrders.title')}
          </h2>
          <p className="text-sm text-muted">{t('dashboard.guestOrders.found', { count: data.count })}</p>
          <ul className="divide-y divide-line rounded-md border border-line text-sm">
            {data.orders.map((order) => (
              <li key={order._id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-3 py-2">
                <span className="font-medium">{order.orderId}</span>
                <span className="text-muted">{formatDate(order.createdAt, 'localDate', undefined, locale)}</span>
                <span className="tabular-nums">{formatDollars(order.total)}</span>
              </li>
            ))}
          </ul>
          {data.count > data.orders.length ? (
            <p className="text-xs text-muted">{t('dashboard.guestOrders.newest', { count: data.orders.length })}</p>
          ) : null}
          {claim.isError ? (
            <FormAlert title={t('dashboard.guestOrders.claimFailed')} detail={apiErrorDetail(claim.error) ?? t('account.tryAgainSoon')} />
          ) : null}
          <Button onClick={onClaim} disabled={claim.isPending}>
            {claim.isPending ? t('dashboard.guestOrders.adding') : t('dashboard.guestOrders.add', { count: data.orders.length })}
          </Button>
        </div>
      </div>
    </section>
  );
}
