import { isPaid } from '@shop/shared/constants';
import type { Order } from '@shop/shared/order.schema';
import { RefreshCw, Truck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useOrderShipments } from '../api/get-order-shipments';
import { OrderCard } from './order-card';
import { ShipmentList } from './order-shipments';
import { ShipOrderDialog } from './ship-order-dialog';

/**
 * The admin order page's 'Shipments': what has shipped of what was bought, each parcel with its
 * tracking link, and 'Ship' while a paid order still has something to send (for those who may
 * fulfil orders: `mayShip`). The Edit Order Status modal stays as it is: a status set there needs no tracking.
 */
export function AdminOrderShipments({
  order,
  mayShip = true,
}: {
  order: Pick<Order, '_id' | 'orderId' | 'paymentStatus'>;
  mayShip?: boolean;
}) {
  const shipments = useOrderShipments(order._id);
  const [shipping, setShipping] = useState(false);

  if (shipments.isPending) {
    return (
      <OrderCard title="Shipments">
        <div role="status" aria-label="Loading the shipments">
          <Skeleton className="h-20 rounded-lg" />
        </div>
      </OrderCard>
    );
  }
  if (shipments.isError) {
    return (
      <OrderCard title="Shipments">
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 text-sm text-danger">
          <p>The shipments of this order could not be loaded.</p>
          <Button variant="secondary" size="sm" onClick={() => void shipments.refetch()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Try again
          </Button>
        </div>
      </OrderCard>
    );
  }

  const { lines } = shipments.data;
  const bought = lines.reduce((sum, line) => sum + line.quantity, 0);
  const sent = lines.reduce((sum, line) => sum + Math.min(line.shipped, line.quantity), 0);
  const paid = isPaid(order.paymentStatus);

  return (
    <OrderCard title="Shipments">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">
          {sent === 0 ? 'Nothing shipped yet.' : `${sent} of ${bought} ${bought === 1 ? 'item' : 'items'} shipped.`}
          {paid ? null : ' Only a paid order can be shipped.'}
        </p>
        {mayShip && paid && sent < bought ? (
          <Button onClick={() => setShipping(true)}>
            <Truck aria-hidden="true" className="size-4" />
            Ship
          </Button>
        ) : null}
      </div>
      {shipments.data.shipments.length > 0 ? <ShipmentList shipments={shipments.data.shipments} /> : null}
      {/* Mounted only while open, so that each opening starts from what is left to ship now. */}
      {shipping ? <ShipOrderDialog order={order} lines={lines} open onClose={() => setShipping(false)} /> : null}
    </OrderCard>
  );
}
