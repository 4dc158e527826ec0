/** The two files of an account's copy of its data: everything as JSON, and the order lines as CSV. */
import { toCsv } from '@shop/shared/csv';
import { CURRENCIES, minorDigits, type CurrencyCode } from '@shop/shared/currency';
import { ORDERS_CSV_COLUMNS } from '@shop/shared/privacy.schema';
import type { AccountData } from './account-data';

/** An amount in its currency's minor units as whole units, as a spreadsheet reads them: dollars with two decimals, yen with none. */
function amountIn(currency: string) {
  const code = currency.toUpperCase();
  const digits = code in CURRENCIES ? minorDigits(code as CurrencyCode) : 2;
  return (minor: number) => (minor / 10 ** digits).toFixed(digits);
}

/** The JSON file: what it is, when it was made, and every section of the account's data. */
export function dataJson(shopName: string, data: AccountData, madeAt: Date): string {
  return JSON.stringify(
    {
      about: `Everything ${shopName} holds about your account, as of ${madeAt.toISOString()}. Amounts are in cents.`,
      madeAt: madeAt.toISOString(),
      ...data,
    },
    null,
    2,
  );
}

/**
 * The CSV file: a header, then one row per order line, each carrying its order's number, date,
 * states and totals, so that a spreadsheet can sum either. An order without lines has none.
 */
export function ordersCsv(data: AccountData): string {
  const rows = data.orders.flatMap((order) => {
    // In the order's own currency, which the row names.
    const amount = amountIn(order.currency);
    const shipTo = order.shippingAddress
      ? [order.shippingAddress.city, order.shippingAddress.state, order.shippingAddress.postalCode, order.shippingAddress.country]
          .filter(Boolean)
          .join(', ')
      : '';
    return order.lines.map((line) => [
      order.orderId,
      order.createdAt ?? '',
      order.status,
      order.paymentStatus,
      order.currency,
      line.name,
      line.sku,
      line.color,
      line.size,
      String(line.quantity),
      amount(line.unitPriceCents),
      amount(line.discountCents),
      amount(line.taxCents),
      String(line.refundedQuantity),
      amount(order.subtotalCents),
      amount(order.discountCents),
      amount(order.shippingCents),
      amount(order.taxCents),
      amount(order.totalCents),
      shipTo,
    ]);
  });
  return toCsv([[...ORDERS_CSV_COLUMNS], ...rows]);
}
