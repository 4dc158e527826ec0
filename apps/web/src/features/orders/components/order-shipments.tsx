import { sizeLabel } from '@shop/shared/constants';
import type { Shipment } from '@shop/shared/shipment.schema';
import { ExternalLink, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormatLocale, useMessages, useT } from '@/i18n/i18n';
import { formatDate } from '@/lib/format';
import { useOrderShipments } from '../api/get-order-shipments';

/** A line's variant as the parcel lists it: 'black, M'. */
export const shipmentLineDetails = (line: { color: string; size: string }) => [line.color, sizeLabel(line.size)].filter(Boolean).join(', ');

/** The API makes every link from an https pattern; anything else would be shown, never followed. */
const isWebLink = (url: string) => /^https:\/\//i.test(url);

/** The tracking number, as a link to the carrier's page in a new tab (which cannot reach back to this one). */
function TrackingLink({ shipment }: { shipment: Shipment }) {
  const t = useT();
  if (!isWebLink(shipment.trackingUrl)) return <span className="font-mono break-all">{shipment.trackingNumber}</span>;
  return (
    <a
      href={shipment.trackingUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 font-mono break-all underline underline-offset-4 hover:text-clay"
    >
      {shipment.trackingNumber}
      <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="sr-only"> {t('orders.shipment.trackWith', { carrier: shipment.carrierName })}</span>
    </a>
  );
}

/** Each parcel of an order: its carrier, its tracking number as a link to the carrier's page, when it left and what it holds. */
export function ShipmentList({ shipments, label }: { shipments: Shipment[]; label?: string }) {
  useMessages('account');
  const t = useT();
  const locale = useFormatLocale();
  return (
    <ul aria-label={label ?? t('orders.shipment.list')} className="space-y-3">
      {shipments.map((shipment, index) => (
        <li key={shipment.id}>
          <article aria-label={t('orders.shipment.parcel', { number: index + 1 })} className="space-y-2 rounded-lg border border-line p-4">
            <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <p className="font-medium">
                {shipments.length > 1 ? <span className="text-muted">{t('orders.shipment.parcel', { number: index + 1 })} · </span> : null}
                {shipment.carrierName}
              </p>
              <p className="text-xs text-muted tabular-nums">
                {t.rich('orders.shipment.shipped', {
                  time: <time dateTime={shipment.shippedAt}>{formatDate(shipment.shippedAt, 'localDateTime', undefined, locale)}</time>,
                })}
              </p>
            </header>
            <p className="text-sm">
              <span className="text-muted">{t('orders.shipment.trackingNumber')} </span>
              <TrackingLink shipment={shipment} />
            </p>
            <ul aria-label={t('orders.shipment.inParcel', { number: index + 1 })} className="space-y-0.5 text-sm text-muted">
              {shipment.lines.map((line) => (
                <li key={line.lineId}>
                  {line.name} ({shipmentLineDetails(line)}) × {line.quantity}
                </li>
              ))}
            </ul>
          </article>
        </li>
      ))}
    </ul>
  );
}

/**
 * Under the order's tracker: the parcels it left in, each with its tracking link. Nothing at all
 * until something has shipped; the customer and a guest with the tracking token see the same.
 */
export function OrderShipments({ orderId, token }: { orderId: string; token?: string }) {
  useMessages('account');
  const t = useT();
  const shipments = useOrderShipments(orderId, token);

  if (shipments.isPending) {
    return (
      <div role="status" aria-label={t('orders.shipment.loading')} className="mt-6">
        <Skeleton className="h-20 rounded-lg" />
      </div>
    );
  }
  if (shipments.isError) {
    return (
      <div role="alert" className="mt-6 flex flex-wrap items-center gap-3 text-sm text-muted">
        <p>{t('orders.shipment.loadFailed')}</p>
        <Button variant="ghost" size="sm" onClick={() => void shipments.refetch()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {t('ui.tryAgain')}
        </Button>
      </div>
    );
  }
  if (shipments.data.shipments.length === 0) return null;

  return (
    <div className="mt-6 space-y-3 border-t border-line pt-6">
      <h3 className="text-lg">{t('orders.shipment.tracking')}</h3>
      <ShipmentList shipments={shipments.data.shipments} label={t('orders.shipment.ofOrder')} />
    </div>
  );
}
