import { sizeLabel } from '@shop/shared/constants';
import { paths } from '@shop/shared/routes';
import type { AdminStats } from '@shop/shared/stats.schema';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { capitalize } from '@/features/catalogue/catalogue-labels';
import { ColorSwatch } from '@/features/catalogue/components/color-swatch';
import { formatDate, formatDollars } from '@/lib/format';
import { StatsCard } from './admin-stats-card';

/** How many rows an alert list shows before 'Show all'. */
const FIRST_ROWS = 6;

/** The variants at or under the low-stock threshold, lowest first, each opening its product's edit page. */
export function LowStockCard({ stats }: { stats: AdminStats }) {
  return (
    <AlertCard
      title="Low stock"
      description={`Variants with ${stats.lowStockThreshold} or fewer in stock.`}
      rows={stats.lowStock}
      total={stats.lowStockCount}
      empty="Nothing is running low."
      what="variants"
      toRow={(variant) => ({
        key: `${variant.productId}/${variant.color}/${variant.size}`,
        to: paths.updateProduct(variant.productId),
        name: variant.name,
        detail: (
          <span className="flex items-center gap-1.5 text-sm text-muted">
            <ColorSwatch color={variant.color} className="size-3.5" />
            {capitalize(variant.color)}, {sizeLabel(variant.size)}
            {/* Shoppers who asked to be told when it is back ('Email me when it's back'). */}
            {variant.waiting > 0 ? ` · ${variant.waiting} waiting` : null}
          </span>
        ),
        status: (
          <Badge tone={variant.stock === 0 ? 'danger' : 'warning'} className="normal-case">
            {variant.stock === 0 ? 'Sold out' : `${variant.stock} left`}
          </Badge>
        ),
      })}
    />
  );
}

/** Sold-out variants that shoppers wait for ('Email me when it's back'), the most awaited first, each opening its product's edit page. */
export function MostWantedCard({ stats }: { stats: AdminStats }) {
  return (
    <AlertCard
      title="Most wanted"
      description="Sold-out variants, by the shoppers waiting to be told they are back."
      rows={stats.mostWanted}
      total={stats.mostWanted.length}
      empty="Nobody is waiting for a sold-out size."
      what="variants"
      ordered
      toRow={(variant) => ({
        key: `${variant.productId}/${variant.color}/${variant.size}`,
        to: paths.updateProduct(variant.productId),
        name: variant.name,
        detail: (
          <span className="flex items-center gap-1.5 text-sm text-muted">
            <ColorSwatch color={variant.color} className="size-3.5" />
            {capitalize(variant.color)}, {sizeLabel(variant.size)}
          </span>
        ),
        status: (
          <Badge tone="info" className="normal-case">
            {variant.waiting} waiting
          </Badge>
        ),
      })}
    />
  );
}

/** Flagged payments and orders left unpaid, newest first, each opening the admin's order page. */
export function AttentionCard({ stats }: { stats: AdminStats }) {
  return (
    <AlertCard
      title="Orders needing attention"
      description="Flagged payments, and orders left unpaid for too long."
      rows={stats.attentionOrders}
      total={stats.attentionCount}
      empty="No orders need attention."
      what="orders"
      toRow={(order) => ({
        key: order._id,
        to: paths.adminOrder(order._id),
        name: order.orderId,
        detail: (
          <span className="block truncate text-sm text-muted">
            {order.email ?? 'No email'} · {formatDate(order.createdAt, 'medium')}
          </span>
        ),
        status: (
          <span className="flex shrink-0 flex-col items-end gap-1">
            <span className="text-sm tabular-nums">{formatDollars(order.total)}</span>
            <Badge tone={order.reason === 'flagged' ? 'danger' : 'warning'}>{order.reason}</Badge>
          </span>
        ),
      })}
    />
  );
}

/** One row of an alert list: what it is about (its name and a line under it) opens its page; `status` says why it is listed. */
interface AlertRow {
  key: string;
  to: string;
  name: string;
  detail: ReactNode;
  status: ReactNode;
}

/**
 * A panel listing what needs the admin: the first rows, all of them on request; says when the
 * server kept some back (`total` is more than the rows it sent).
 */
function AlertCard<Row>({
  title,
  description,
  rows,
  total,
  empty,
  what,
  ordered = false,
  toRow,
}: {
  title: string;
  description: string;
  rows: readonly Row[];
  total: number;
  empty: string;
  what: string;
  /** The rows' order is their rank (an ordered list). */
  ordered?: boolean;
  toRow: (row: Row) => AlertRow;
}) {
  const [all, setAll] = useState(false);
  const shown = all ? rows : rows.slice(0, FIRST_ROWS);
  const List = ordered ? 'ol' : 'ul';
  return (
    <StatsCard title={title} description={description}>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <>
          <List className="divide-y divide-line">
            {shown.map((item) => {
              const { key, to, name, detail, status } = toRow(item);
              return (
                <li key={key}>
                  <div className="flex items-center gap-3 py-2.5">
                    <Link to={to} className="group min-w-0 flex-1">
                      <span className="block font-medium break-words group-hover:underline">{name}</span>
                      {detail}
                    </Link>
                    {status}
                  </div>
                </li>
              );
            })}
          </List>
          {shown.length < rows.length ? (
            <Button variant="ghost" size="sm" className="mt-2" onClick={() => setAll(true)}>
              Show {rows.length - shown.length} more
            </Button>
          ) : null}
          {all && total > rows.length ? (
            <p className="mt-2 text-sm text-muted">
              The first {rows.length} of {total} {what}.
            </p>
          ) : null}
        </>
      )}
    </StatsCard>
  );
}
