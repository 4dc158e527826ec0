import type { OrderStatus, PaymentStatus } from '@shop/shared/constants';
import { Badge, type BadgeTone } from '@/components/ui/badge';

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

/** An order's fulfilment status, each status in its own colour. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={ORDER_TONES[status]}>{status}</Badge>;
}

/** A payment status, as written ('paid', 'refunded'), but 'Partially refunded' in words. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return status === 'partially_refunded' ? (
    <Badge tone={PAYMENT_TONES[status]} className="normal-case">
      Partially refunded
    </Badge>
  ) : (
    <Badge tone={PAYMENT_TONES[status]}>{status}</Badge>
  );
}
