import { toCents } from '@shop/shared/money';
import { sizeLabel } from '@shop/shared/constants';
import type { Order } from '@shop/shared/order.schema';
import { discountFromDollars, TotalsList, totalsFromDollars } from '@/components/ui/totals-list';
import { formatDay, formatDollars, formatLineTotal, giftCardRecipient } from '@/lib/format';

/** What was bought: every line as it was paid, then the subtotal, any code's discount, the tax and the total, and what gift cards paid. */
export function OrderLines({
  order,
}: {
  order: Pick<
    Order,
    | 'products'
    | 'subtotal'
    | 'discount'
    | 'discountCode'
    | 'tax'
    | 'taxLabel'
    | 'taxIncluded'
    | 'shipping'
    | 'shippingMethod'
    | 'amount'
    | 'paidByCredit'
    | 'creditCodes'
  >;
}) {
  return (
    <div>
      <ul className="divide-y divide-line">
        {order.products.map((line, index) => {
          const gift = line.giftCard;
          const details = gift ? '' : [line.color, sizeLabel(line.size)].filter(Boolean).join(' · ');
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
                  {gift ? (
                    <>
                      <p className="text-sm break-words text-muted">Gift card for {giftCardRecipient(gift)}</p>
                      <p className="text-sm text-muted">{gift.sendOn ? `Sent on ${formatDay(gift.sendOn)}` : 'Sent when paid'}</p>
                    </>
                  ) : null}
                  {line.sku ? <p className="text-xs text-muted">SKU {line.sku}</p> : null}
                  <p className="text-sm text-muted tabular-nums">
                    {line.quantity} × {formatDollars(line.price)}
                  </p>
                </div>
                <p className="shrink-0 font-medium tabular-nums">{formatLineTotal(line.price, line.quantity)}</p>
              </div>
            </li>
          );
        })}
      </ul>
      <TotalsList
        totals={totalsFromDollars({ subtotal: order.subtotal, tax: order.tax, shipping: order.shipping, total: order.amount })}
        discount={discountFromDollars(order)}
        taxLabel={order.taxLabel}
        taxIncluded={order.taxIncluded}
        shippingLabel={order.shippingMethod}
        credit={order.paidByCredit > 0 ? { cents: toCents(order.paidByCredit), codes: order.creditCodes } : null}
        className="mt-2 border-t border-line pt-4"
      />
    </div>
  );
}
