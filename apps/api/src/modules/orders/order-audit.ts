import { toDollars } from '@shop/shared/money';

/** A deleted order as the audit log keeps it: enough to tell which order it was and where it stood. */
export function deletedOrderAudit(order: {
  orderId: string;
  status: string;
  paymentStatus: string;
  email: string | null;
  totalCents: number;
}): Record<string, unknown> {
  return {
    orderId: order.orderId,
    status: order.status,
    paymentStatus: order.paymentStatus,
    email: order.email,
    total: toDollars(order.totalCents),
  };
}
