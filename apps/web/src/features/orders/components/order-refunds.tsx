import { sizeLabel } from '@shop/shared/constants';
import type { Order } from '@shop/shared/order.schema';
import { toCents } from '@shop/shared/money';
import { DateTime } from '@/components/ui/date-time';
import { formatCents, formatDollars, plural } from '@/lib/format';
import { OrderCard } from './order-card';

/**
 * Each refund of an order, oldest first: when, how much, and what came back; for the admin, why,
 * who made it and what went back on the shelf. Nothing while the order has none.
 */
export function OrderRefunds({ order, admin = false }: { order: Order; admin?: boolean }) {
  if (order.refunds.length === 0) return null;
  return (
    <OrderCard title="Refunds">
      <ol className="divide-y divide-line text-sm">
        {order.refunds.map((refund) => (
          <li key={refund.id} className="space-y-1.5 py-3 first:pt-0 last:pb-0">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <p className="font-semibold tabular-nums">{formatDollars(refund.amount)} refunded</p>
              <DateTime value={refund.at} format="localDateTime" className="text-muted" />
            </div>
            {refund.lines.length > 0 || refund.shipping ? (
              <ul className="text-muted">
                {refund.lines.map((line) => (
                  <li key={line.orderLineId}>
                    {line.quantity} × {line.name}
                    <span className="capitalize"> ({[line.color, sizeLabel(line.size)].filter(Boolean).join(', ')})</span>:{' '}
                    <span className="tabular-nums">{formatDollars(line.amount)}</span>
                    {admin && line.restocked ? ` · ${plural(line.quantity, 'unit')} back in stock` : ''}
                  </li>
                ))}
                {refund.shipping ? <li>Shipping</li> : null}
              </ul>
            ) : (
              <p className="text-muted">An amount, for no item in particular.</p>
            )}
            {refund.toCredit > 0 ? (
              <p>
                <span className="tabular-nums">{formatDollars(refund.toCredit)}</span> back to the gift card or store credit
                {refund.toCredit < refund.amount ? (
                  <>
                    , <span className="tabular-nums">{formatCents(toCents(refund.amount) - toCents(refund.toCredit))}</span> to the card
                  </>
                ) : null}
              </p>
            ) : null}
            {refund.reason ? <p>Reason: {refund.reason}</p> : null}
            {refund.by !== undefined ? <p className="text-muted">By {refund.by ?? 'a former admin'}</p> : null}
          </li>
        ))}
      </ol>
      <p className="mt-4 border-t border-line pt-3 text-sm">
        Refunded in all: <strong className="tabular-nums">{formatDollars(order.refunded)}</strong> of {formatDollars(order.amount)}
      </p>
    </OrderCard>
  );
}
