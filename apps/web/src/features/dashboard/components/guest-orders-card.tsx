import { GUEST_ORDERS_HEADING } from '@shop/shared/auth.schema';
import { PackageSearch } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/components/ui/toast';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { formatDate, formatDollars, pluralNoun } from '@/lib/format';
import { useClaimGuestOrders, useGuestOrders } from '../api/guest-orders';

/**
 * The guest orders placed with the customer's verified email: they join the account only when
 * the customer says so here. Hidden while they load, when there are none, and before the email
 * is verified.
 */
export function GuestOrdersCard({ email, verified }: { email: string; verified: boolean }) {
  const guestOrders = useGuestOrders(email, verified);
  const claim = useClaimGuestOrders();
  if (!verified) return null;

  if (guestOrders.isError) {
    return (
      <section aria-labelledby="guest-orders-title" className="mb-6">
        <h2 id="guest-orders-title" className="sr-only">
          {GUEST_ORDERS_HEADING}
        </h2>
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-xl border border-danger/30 bg-danger-soft px-4 py-3 text-sm text-danger sm:flex-row sm:items-center"
        >
          <p className="flex-1">We could not check for orders placed with your email.</p>
          <Button variant="secondary" size="sm" onClick={() => void guestOrders.refetch()} disabled={guestOrders.isFetching}>
            Try again
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
            {GUEST_ORDERS_HEADING}
          </h2>
          <p className="text-sm text-muted">
            {data.count === 1
              ? 'An order was placed as a guest with your email.'
              : `${data.count} orders were placed as a guest with your email.`}{' '}
            Add {pluralNoun(data.count, 'it', 'them')} to your account to follow {pluralNoun(data.count, 'it', 'them')} here.
          </p>
          <ul className="divide-y divide-line rounded-md border border-line text-sm">
            {data.orders.map((order) => (
              <li key={order._id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-3 py-2">
                <span className="font-medium">{order.orderId}</span>
                <span className="text-muted">{formatDate(order.createdAt, 'localDate')}</span>
                <span className="tabular-nums">{formatDollars(order.total)}</span>
              </li>
            ))}
          </ul>
          {data.count > data.orders.length ? (
            <p className="text-xs text-muted">The newest {data.orders.length} are shown; the others will follow once these are added.</p>
          ) : null}
          {claim.isError ? (
            <FormAlert
              title="We could not add these orders to your account."
              detail={apiErrorDetail(claim.error) ?? 'Please try again in a moment.'}
            />
          ) : null}
          <Button onClick={onClaim} disabled={claim.isPending}>
            {claim.isPending ? 'Adding…' : `Add ${pluralNoun(data.orders.length, 'this order', 'these orders')} to my account`}
          </Button>
        </div>
      </div>
    </section>
  );
}
