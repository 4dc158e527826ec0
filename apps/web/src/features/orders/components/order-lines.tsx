import { TAX_LABEL } from '@shop/shared/constants';
import { formatCents, formatDollars, lineTotalCents, toCents } from '@shop/shared/money';
import type { Order } from '@shop/shared/order.schema';

/** What was bought: every line as it was paid, then the subtotal, the tax and the total. */
export function OrderLines({ order }: { order: Pick<Order, 'products' | 'subtotal' | 'tax' | 'amount'> }) {
  return (
    <div>
      <ul className="divide-y divide-line">
        {order.products.map((line, index) => {
          const details = [line.color, line.size.toUpperCase()].filter(Boolean).join(' · ');
          return (
            <li key={`${line.productId ?? 'gone'}-${line.color}-${line.size}-${index}`} className="flex gap-4 py-4">
              <img
                src={line.image}
                alt=""
                width={64}
                height={80}
                loading="lazy"
                className="h-20 w-16 shrink-0 rounded-md bg-sand object-cover"
              />
              <div className="flex min-w-0 flex-1 items-start justify-between gap-4">
                <div className="min-w-0">
                  <p className="font-medium">{line.name}</p>
                  {details ? <p className="text-sm text-muted capitalize">{details}</p> : null}
                  <p className="text-sm text-muted tabular-nums">
                    {line.quantity} × {formatDollars(line.price)}
                  </p>
                </div>
                <p className="shrink-0 font-medium tabular-nums">{formatCents(lineTotalCents({ unitCents: toCents(line.price), quantity: line.quantity }))}</p>
              </div>
            </li>
          );
        })}
      </ul>
      <dl className="mt-2 space-y-1.5 border-t border-line pt-4 text-sm">
        <div className="flex justify-between">
          <dt>Subtotal</dt>
          <dd className="tabular-nums">{formatDollars(order.subtotal)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>{TAX_LABEL}</dt>
          <dd className="tabular-nums">{formatDollars(order.tax)}</dd>
        </div>
        <div className="flex justify-between border-t border-line pt-2 text-base font-semibold">
          <dt>Total</dt>
          <dd className="tabular-nums">{formatDollars(order.amount)}</dd>
        </div>
      </dl>
    </div>
  );
}
