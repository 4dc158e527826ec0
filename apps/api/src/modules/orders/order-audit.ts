import { BASE_ROW_CURRENCY, wholeUnits } from './order-currency';

/** A deleted order as the audit log keeps it: enough to tell which order it was and where it stood. */
export function deletedOrderAudit(order: {
  orderId: string;
  status: string;
  paymentStatus: string;
  email: string | null;
  totalCents: number;
  currency?: string;
}): Record<string, unknown> {
  const currency = order.currency ?? BASE_ROW_CURRENCY;
  return {
    orderId: order.orderId,
    status: order.status,
    paymentStatus: order.paymentStatus,
    email: order.email,
    // In whole units of the order's currency, which is named when it is not the base.
    total: wholeUnits(order.totalCents, { currency, exchangeRate: 1 }),
    ...(currency === BASE_ROW_CURRENCY ? {} : { currency }),
  };
}
