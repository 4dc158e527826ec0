import { toMinor } from '@shop/shared/currency';
import type { Order } from '@shop/shared/order.schema';
import { discountFromDollars, TotalsList, totalsFromDollars } from '@/components/ui/totals-list';
import { useLanguage, useLaterMessages, useMessages, useT } from '@/i18n/i18n';
import { useSizeLabel } from '@/i18n/size-label';
import { formatDay, giftCardRecipient } from '@/lib/format';
import { useOrderMoney } from '../order-money';

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
    | 'currency'
  >;
}) {
  // In the order's own currency (docs/decisions/044).
  const money = useOrderMoney(order.currency);
  // The gift card's words are the bag's.
  useLaterMessages();
  useMessages('account');
  const t = useT();
  const { locale } = useLanguage();
  const sizeLabel = useSizeLabel();
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
                      <p className="text-sm break-words text-muted">{t('bag.line.giftCardFor', { recipient: giftCardRecipient(gift) })}</p>
                      <p className="text-sm text-muted">
                        {gift.sendOn ? t('bag.line.sentOn', { day: formatDay(gift.sendOn, locale) }) : t('orders.line.sentWhenPaid')}
                      </p>
                    </>
                  ) : null}
                  {line.sku ? <p className="text-xs text-muted">{t('product.sku', { sku: line.sku })}</p> : null}
                  <p className="text-sm text-muted tabular-nums">
                    {line.quantity} × {money.amount(line.price)}
                  </p>
                </div>
                <p className="shrink-0 font-medium tabular-nums">{money.line(line.price, line.quantity)}</p>
              </div>
            </li>
          );
        })}
      </ul>
      <TotalsList
        totals={totalsFromDollars({ subtotal: order.subtotal, tax: order.tax, shipping: order.shipping, total: order.amount }, money.code)}
        currency={money.code}
        discount={discountFromDollars(order, money.code)}
        taxLabel={order.taxLabel}
        taxIncluded={order.taxIncluded}
        shippingLabel={order.shippingMethod}
        credit={order.paidByCredit > 0 ? { cents: toMinor(order.paidByCredit, money.code), codes: order.creditCodes } : null}
        className="mt-2 border-t border-line pt-4"
      />
    </div>
  );
}
