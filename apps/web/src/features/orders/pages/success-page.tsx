import { isPaid, type PaymentStatus } from '@shop/shared/constants';
import type { Order } from '@shop/shared/order.schema';
import { OPEN_BAG_PATH, paths } from '@shop/shared/routes';
import { CircleAlert, CircleCheck, Clock } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useUser } from '@/features/auth/auth-store';
import { clearBagAfterPayment } from '@/features/cart/cart-store';
import { useSettings } from '@/features/settings/api/get-settings';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { useMessages, useT, type MessageKey } from '@/i18n/i18n';
import { cn } from '@/lib/class-names';
import { useOrderMoney } from '../order-money';
import { usePaymentConfirmation } from '../api/confirm-payment';
import { OrderStatusBadge } from '../components/order-status-badge';
import { OrderTracker } from '../components/order-tracker';
import { ShippingAddress } from '../components/shipping-address';

const NOTES: Record<PaymentStatus, MessageKey> = {
  paid: 'orders.success.note.paid',
  pending: 'orders.success.note.pending',
  failed: 'orders.success.note.failed',
  expired: 'orders.success.note.expired',
  flagged: 'orders.success.note.flagged',
  partially_refunded: 'orders.success.note.partiallyRefunded',
  refunded: 'orders.success.note.refunded',
};

/**
 * The payment confirmation page (`/success?session_id=...`), where the hosted checkout returns:
 * it asks the server to confirm the payment, shows 'Payment {status}', the order id, its
 * status and the four-step timeline, and empties the bag once the payment is paid.
 */
export function SuccessPage() {
  useMessages('account');
  const t = useT();
  usePageTitle(t('orders.success.title'));
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id')?.trim() || null;
  const confirmation = usePaymentConfirmation(sessionId);
  const order = confirmation.data?.order;
  const paid = order ? isPaid(order.paymentStatus) : false;

  useEffect(() => {
    if (paid && sessionId) clearBagAfterPayment(sessionId);
  }, [paid, sessionId]);

  return (
    <div className="mx-auto w-full max-w-3xl px-5 py-10 md:py-16">
      {order ? (
        <Confirmation order={order} trackingPath={confirmation.data?.trackingPath} />
      ) : (
        <Confirming
          failed={!sessionId || confirmation.isError}
          canRetry={Boolean(sessionId)}
          retrying={confirmation.isFetching}
          onRetry={() => void confirmation.refetch()}
        />
      )}
    </div>
  );
}

/**
 * The spinner stays until the payment is confirmed (docs/product.md); after a failure, or with
 * no session id, a message says so and offers a way on, so nobody is left waiting for nothing.
 */
function Confirming({
  failed,
  canRetry,
  retrying,
  onRetry,
}: {
  failed: boolean;
  canRetry: boolean;
  retrying: boolean;
  onRetry: () => void;
}) {
  const t = useT();
  const user = useUser();
  return (
    <div className="flex flex-col items-center gap-6 py-10 text-center">
      <Spinner label={t('orders.success.confirmingDots')} />
      <h1 className="text-3xl md:text-4xl">{t('orders.success.confirming')}</h1>
      {failed ? (
        <div role="alert" className="w-full max-w-md rounded-xl border border-line bg-sand px-6 py-5">
          <p className="font-medium">{t('orders.success.notYet')}</p>
          <p className="mt-1 text-sm text-muted">{canRetry ? t('orders.success.mayBeOnItsWay') : t('orders.success.needsLink')}</p>
          <div className="mt-4 flex flex-wrap justify-center gap-3">
            {canRetry ? (
              <Button onClick={onRetry} disabled={retrying}>
                {retrying ? t('orders.success.retrying') : t('orders.success.retry')}
              </Button>
            ) : null}
            {user ? (
              <Link to={paths.userOrders} className={buttonStyles({ variant: 'secondary' })}>
                {t('orders.caption')}
              </Link>
            ) : null}
            <Link to={paths.shop} className={buttonStyles({ variant: 'ghost' })}>
              {t('orders.success.continueShopping')}
            </Link>
          </div>
        </div>
      ) : (
        <p className="max-w-md text-muted">{t('orders.success.takesSeconds')}</p>
      )}
    </div>
  );
}

function Confirmation({ order, trackingPath }: { order: Order; trackingPath: string | undefined }) {
  const t = useT();
  const user = useUser();
  const { data: settings } = useSettings();
  const status = order.paymentStatus;
  const good = status === 'paid';
  const Icon = good ? CircleCheck : status === 'pending' ? Clock : CircleAlert;
  const money = useOrderMoney(order.currency);

  return (
    <div className="space-y-8">
      <header className="flex flex-col items-center gap-4 text-center">
        <Icon
          aria-hidden="true"
          className={cn('size-14', good ? 'text-[#23592f]' : status === 'pending' ? 'text-clay' : 'text-danger')}
          strokeWidth={1.5}
        />
        {/* One text node, so that 'Payment paid' reads (and is found) as one phrase. */}
        <h1 className="text-4xl md:text-5xl">{t('orders.success.payment', { status })}</h1>
        <p className="max-w-lg text-muted">{t(NOTES[status])}</p>
      </header>

      <section aria-label={t('orders.success.order')} className="rounded-xl border border-line bg-white p-5 sm:p-6">
        <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-3">
          <div className="col-span-2 sm:col-span-1">
            <dt className="text-xs font-semibold tracking-[0.12em] text-muted uppercase">{t('orders.order.id')}</dt>
            <dd className="mt-1 font-mono text-base font-semibold break-all">{order.orderId}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold tracking-[0.12em] text-muted uppercase">{t('orders.column.status')}</dt>
            <dd className="mt-1">
              <OrderStatusBadge status={order.status} />
            </dd>
          </div>
          <div>
            <dt className="text-xs font-semibold tracking-[0.12em] text-muted uppercase">{t('orders.column.total')}</dt>
            <dd className="mt-1 text-base font-semibold tabular-nums">{money.amount(order.amount)}</dd>
          </div>
        </dl>
        {good ? (
          <>
            <h2 className="mt-8 mb-5 text-xl">{t('orders.progress')}</h2>
            <OrderTracker order={order} />
          </>
        ) : null}
        {good && order.email ? (
          <p className="mt-6 text-sm text-muted">
            {/* No email is promised while the shop's mail is only logged. */}
            {settings?.mailDelivers ? t('orders.success.mailOnItsWay', { email: order.email }) : t('orders.success.saved')}
          </p>
        ) : null}
        {order.shippingAddress ? <ShippingAddress address={order.shippingAddress} className="mt-8 border-t border-line pt-6" /> : null}
      </section>

      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        {good && trackingPath ? (
          <Link to={trackingPath} className={buttonStyles({ variant: user ? 'secondary' : 'primary' })}>
            {t('orders.success.track')}
          </Link>
        ) : null}
        {user ? (
          <Link to={paths.userOrders} className={buttonStyles()}>
            {t('orders.success.viewOrders')}
          </Link>
        ) : null}
        {good ? null : (
          <Link to={OPEN_BAG_PATH} className={buttonStyles({ variant: user ? 'secondary' : 'primary' })}>
            {t('orders.success.backToBag')}
          </Link>
        )}
        <Link to={paths.shop} className={buttonStyles({ variant: 'secondary' })}>
          {t('orders.success.continueShopping')}
        </Link>
      </div>
    </div>
  );
}
