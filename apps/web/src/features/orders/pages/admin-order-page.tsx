import { BASE_CURRENCY, currencyCodeOf, formatMoney, toBase, toMinor } from '@shop/shared/currency';
import { discountFromDollars, TotalsList, totalsFromDollars } from '@/components/ui/totals-list';
import { REFUNDABLE_STATUSES, sizeLabel } from '@shop/shared/constants';
import { addressLines } from '@shop/shared/address.schema';
import type { Order } from '@shop/shared/order.schema';
import { can } from '@shop/shared/can';
import { paths } from '@shop/shared/routes';
import { ArrowLeft, Printer, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DateTime } from '@/components/ui/date-time';
import { FormAlert } from '@/components/ui/form-alert';
import { QueryStates } from '@/components/ui/query-states';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { useUser } from '@/features/auth/auth-store';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { formatDate } from '@/lib/format';
import { historyOf } from '../order-format';
import { useOrder } from '../api/get-order';
import { AdminOrderShipments } from '../components/admin-order-shipments';
import { OrderLines } from '../components/order-lines';
import { OrderRefunds } from '../components/order-refunds';
import { RefundDialog } from '../components/refund-dialog';
import { OrderStatusBadge, PaymentStatusBadge } from '../components/order-status-badge';
import { OrderCard, OrderFact } from '../components/order-card';
import { ShippingAddress } from '../components/shipping-address';

/**
 * An order as the admin runs it (`/dashboard/orders/:id`): what was bought, the payment and its
 * provider, the status history with times, where it ships, its shipments and Ship, a printable
 * packing slip, and Refund.
 */
export function AdminOrderPage() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  usePageTitle(order.data ? `Order ${order.data.orderId}` : 'Order');

  return (
    <div className="space-y-6">
      <Link to={paths.manageOrders} className="inline-flex min-h-touch items-center gap-2 text-sm text-muted hover:text-ink print:hidden">
        <ArrowLeft aria-hidden="true" className="size-4" />
        All orders
      </Link>
      <QueryStates
        query={order}
        loading={
          <SkeletonRows label="Loading the order" className="space-y-6" lead="h-24 rounded-xl" rows={1} rowClassName="h-64 rounded-xl" />
        }
        failed="This order could not be loaded."
        failedDetail="It may have been deleted."
      >
        {(data) => <OrderDetail order={data} />}
      </QueryStates>
    </div>
  );
}

/**
 * For an order in another currency than the shop's: its total in the base currency at the rate
 * it was priced at, as the figures count it, and that rate.
 */
function InBaseCurrency({ order }: { order: Order }) {
  const code = currencyCodeOf(order.currency);
  if (code === BASE_CURRENCY || !order.rate) return null;
  const currency = { code, rate: order.rate, rounding: 'minor' as const };
  return (
    <OrderFact label={`In ${BASE_CURRENCY}`}>
      <span className="tabular-nums">{formatMoney(toBase(toMinor(order.amount, code), currency), BASE_CURRENCY)}</span>
      <span className="block text-xs text-muted">
        At the order&rsquo;s rate: 1 {BASE_CURRENCY} = {order.rate} {code}
      </span>
    </OrderFact>
  );
}

function OrderDetail({ order }: { order: Order }) {
  const [refunding, setRefunding] = useState(false);
  const user = useUser();
  // Refund and Ship show only to those the API lets do them.
  const mayRefund = can(user, 'refunds');
  const refundable = mayRefund && (REFUNDABLE_STATUSES as readonly string[]).includes(order.paymentStatus);

  return (
    <>
      <div className="space-y-6 print:hidden">
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div className="space-y-2">
            <p className="text-xs font-semibold tracking-[0.25em] text-clay uppercase">Order</p>
            <h1 className="flex flex-wrap items-center gap-3 font-mono text-3xl break-all">
              {order.orderId}
              {order.provider === 'test' ? <Badge tone="warning">TEST</Badge> : null}
            </h1>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => window.print()}>
              <Printer aria-hidden="true" className="size-4" />
              Packing slip
            </Button>
            {refundable ? (
              <Button variant="danger" onClick={() => setRefunding(true)}>
                <Undo2 aria-hidden="true" className="size-4" />
                Refund
              </Button>
            ) : null}
          </div>
        </header>

        {order.attention ? <FormAlert title="This order needs attention" detail={order.attention} /> : null}

        <OrderCard>
          <dl className="grid grid-cols-2 gap-4 text-sm lg:grid-cols-4">
            <OrderFact label="Status">
              <OrderStatusBadge status={order.status} />
            </OrderFact>
            <OrderFact label="Payment">
              <PaymentStatusBadge status={order.paymentStatus} />
            </OrderFact>
            <OrderFact label="Provider">{order.provider === 'test' ? 'Test mode (no money moved)' : 'Stripe'}</OrderFact>
            <OrderFact label="Customer">{order.email ?? '—'}</OrderFact>
            <OrderFact label="Placed">{formatDate(order.createdAt, 'localDateTime')}</OrderFact>
            <OrderFact label="Paid">{order.paidAt ? formatDate(order.paidAt, 'localDateTime') : '—'}</OrderFact>
            {order.refundedAt ? <OrderFact label="Refunded">{formatDate(order.refundedAt, 'localDateTime')}</OrderFact> : null}
            {order.refunded > 0 && !order.refundedAt ? (
              <OrderFact label="Refunded so far">
                {formatMoney(toMinor(order.refunded, currencyCodeOf(order.currency)), currencyCodeOf(order.currency))}
              </OrderFact>
            ) : null}
            <InBaseCurrency order={order} />
          </dl>
        </OrderCard>

        <OrderCard title="Items">
          <OrderLines order={order} />
        </OrderCard>

        <OrderRefunds order={order} admin />

        <AdminOrderShipments order={order} mayShip={can(user, 'orders.fulfil')} />

        <div className="grid gap-6 md:grid-cols-2">
          <OrderCard title="Status history">
            <ol className="space-y-3 text-sm">
              {historyOf(order).map((entry) => (
                <li key={entry.key} className="flex justify-between gap-4">
                  <span className={entry.step ? 'capitalize' : undefined}>{entry.text}</span>
                  <DateTime value={entry.at} format="localDateTime" className="shrink-0 text-muted" />
                </li>
              ))}
            </ol>
          </OrderCard>
          <OrderCard>
            {order.shippingAddress ? (
              <ShippingAddress address={order.shippingAddress} />
            ) : (
              <p className="text-sm text-muted">No shipping address was given.</p>
            )}
          </OrderCard>
        </div>
      </div>

      <PackingSlip order={order} />
      {mayRefund ? <RefundDialog order={order} open={refunding} onClose={() => setRefunding(false)} /> : null}
    </>
  );
}

/** What goes in the parcel and where it goes; the page prints only this. */
function PackingSlip({ order }: { order: Order }) {
  // The receipt's figures, in the order's own currency.
  const code = currencyCodeOf(order.currency);
  return (
    <section aria-label="Packing slip" className="hidden text-black print:block">
      <h2 className="text-2xl">Packing slip</h2>
      <p className="mt-1 font-mono">{order.orderId}</p>
      {order.shippingAddress ? (
        <address className="mt-6 not-italic leading-relaxed">
          {addressLines(order.shippingAddress).map((line, index) => (
            <span key={index} className="block">
              {line}
            </span>
          ))}
        </address>
      ) : null}
      <table className="mt-8 w-full border-collapse text-left text-sm">
        <thead>
          <tr className="border-b border-black">
            <th className="py-2">Item</th>
            <th className="py-2">SKU</th>
            <th className="py-2">Size</th>
            <th className="py-2">Colour</th>
            <th className="py-2 text-right">Quantity</th>
          </tr>
        </thead>
        <tbody>
          {order.products.map((line, index) => (
            <tr key={`${line.name}-${index}`} className="border-b border-black/20">
              <td className="py-2">{line.name}</td>
              <td className="py-2 font-mono">{line.sku}</td>
              <td className="py-2">{sizeLabel(line.size)}</td>
              <td className="py-2 capitalize">{line.color}</td>
              <td className="py-2 text-right tabular-nums">{line.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {/* Each figure of the order, as the receipt gave them, for a parcel that holds the invoice. */}
      <TotalsList
        totals={totalsFromDollars({ subtotal: order.subtotal, tax: order.tax, shipping: order.shipping, total: order.amount }, code)}
        currency={code}
        discount={discountFromDollars(order, code)}
        taxLabel={order.taxLabel}
        taxIncluded={order.taxIncluded}
        shippingLabel={order.shippingMethod}
        credit={order.paidByCredit > 0 ? { cents: toMinor(order.paidByCredit, code), codes: order.creditCodes } : null}
        className="mt-6 ml-auto max-w-xs"
      />
    </section>
  );
}
