import type { Order } from '@shop/shared/order.schema';
import { DateTime } from '@/components/ui/date-time';
import { useLaterMessages, useMessages, useT } from '@/i18n/i18n';
import { useSizeLabel } from '@/i18n/size-label';
import { useOrderMoney } from '../order-money';
import { OrderCard } from './order-card';

/**
 * Each refund of an order, oldest first: when, how much, and what came back; for the admin, why,
 * who made it and what went back on the shelf. Nothing while the order has none.
 */
export function OrderRefunds({ order, admin = false }: { order: Order; admin?: boolean }) {
  useMessages('account');
  // The totals' words are the bag's.
  useLaterMessages();
  const t = useT();
  const sizeLabel = useSizeLabel();
  // In the order's own currency (docs/decisions/044).
  const money = useOrderMoney(order.currency);
  if (order.refunds.length === 0) return null;
  return (
    <OrderCard title={t('orders.refunds.title')}>
      <ol className="divide-y divide-line text-sm">
        {order.refunds.map((refund) => (
          <li key={refund.id} className="space-y-1.5 py-3 first:pt-0 last:pb-0">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <p className="font-semibold tabular-nums">{t('orders.refunds.refunded', { amount: money.amount(refund.amount) })}</p>
              <DateTime value={refund.at} format="localDateTime" className="text-muted" />
            </div>
            {refund.lines.length > 0 || refund.shipping ? (
              <ul className="text-muted">
                {refund.lines.map((line) => (
                  <li key={line.orderLineId}>
                    {line.quantity} × {line.name}
                    <span className="capitalize"> ({[line.color, sizeLabel(line.size)].filter(Boolean).join(', ')})</span>:{' '}
                    <span className="tabular-nums">{money.amount(line.amount)}</span>
                    {admin && line.restocked ? ` · ${t('orders.refunds.restocked', { count: line.quantity })}` : ''}
                  </li>
                ))}
                {refund.shipping ? <li>{t('totals.shipping')}</li> : null}
              </ul>
            ) : (
              <p className="text-muted">{t('orders.refunds.amountOnly')}</p>
            )}
            {refund.toCredit > 0 ? (
              <p>
                {refund.toCredit < refund.amount
                  ? t.rich('orders.refunds.toCreditAndCard', {
                      credit: <span className="tabular-nums">{money.amount(refund.toCredit)}</span>,
                      card: <span className="tabular-nums">{money.amount(refund.amount - refund.toCredit)}</span>,
                    })
                  : t.rich('orders.refunds.toCredit', { credit: <span className="tabular-nums">{money.amount(refund.toCredit)}</span> })}
              </p>
            ) : null}
            {refund.reason ? <p>{t('orders.refunds.reason', { reason: refund.reason })}</p> : null}
            {refund.by !== undefined ? <p className="text-muted">By {refund.by ?? 'a former admin'}</p> : null}
          </li>
        ))}
      </ol>
      <p className="mt-4 border-t border-line pt-3 text-sm">
        {t.rich('orders.refunds.inAll', {
          refunded: <strong className="tabular-nums">{money.amount(order.refunded)}</strong>,
          amount: money.amount(order.amount),
        })}
      </p>
    </OrderCard>
  );
}
