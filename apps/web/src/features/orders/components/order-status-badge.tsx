import type { OrderStatus, PaymentStatus } from '@shop/shared/constants';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { useMessages, useT, type MessageKey } from '@/i18n/i18n';

const ORDER_TONES: Record<OrderStatus, BadgeTone> = {
  pending: 'warning',
  processing: 'info',
  shipped: 'accent',
  completed: 'success',
};

const PAYMENT_TONES: Record<PaymentStatus, BadgeTone> = {
  pending: 'warning',
  paid: 'success',
  failed: 'danger',
  expired: 'neutral',
  flagged: 'danger',
  partially_refunded: 'info',
  refunded: 'neutral',
};

/** An order's fulfilment status in the page's language ('pending' in English, as written), in the page's words. */
export const ORDER_STATUS_NAMES: Record<OrderStatus, MessageKey> = {
  pending: 'orders.status.pending',
  processing: 'orders.status.processing',
  shipped: 'orders.status.shipped',
  completed: 'orders.status.completed',
};

const PAYMENT_STATUS_NAMES: Record<PaymentStatus, MessageKey> = {
  pending: 'orders.payment.pending',
  paid: 'orders.payment.paid',
  failed: 'orders.payment.failed',
  expired: 'orders.payment.expired',
  flagged: 'orders.payment.flagged',
  partially_refunded: 'orders.payment.partiallyRefunded',
  refunded: 'orders.payment.refunded',
};

/** An order's fulfilment status, each status in its own colour. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  useMessages('account');
  const t = useT();
  return <Badge tone={ORDER_TONES[status]}>{t(ORDER_STATUS_NAMES[status])}</Badge>;
}

/** A payment status, as written ('paid', 'refunded'), but 'Partially refunded' in words. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  useMessages('account');
  const t = useT();
  return (
    <Badge tone={PAYMENT_TONES[status]} className={status === 'partially_refunded' ? 'normal-case' : undefined}>
      {t(PAYMENT_STATUS_NAMES[status])}
    </Badge>
  );
}
