import type { Exchange } from '@shop/shared/exchange.schema';
import { ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormatLocale, useMessages, useT } from '@/i18n/i18n';
import { formatDate } from '@/lib/format';
import { useOrderExchanges } from '../api/get-order-exchanges';
import { useVariantLabel } from '../exchange-format';
import { ExchangeStateBadge } from './exchange-state-badge';
import { ExchangeTracker } from './exchange-tracker';

/**
 * The exchanges of an order, newest first, each with its return authorization number, what goes
 * back and what comes instead, and where it stands. Nothing at all while the order has none.
 */
export function OrderExchanges({ orderId, token }: { orderId: string; token?: string }) {
  useMessages('account');
  const t = useT();
  const exchanges = useOrderExchanges(orderId, token);

  if (exchanges.isPending) {
    return (
      <div role="status" aria-label={t('exchanges.loading')}>
        <Skeleton className="h-24 rounded-lg" />
      </div>
    );
  }
  if (exchanges.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center justify-between gap-3 text-sm text-danger">
        <p>{t('exchanges.loadFailed')}</p>
        <Button variant="secondary" size="sm" onClick={() => void exchanges.refetch()}>
          {t('ui.tryAgain')}
        </Button>
      </div>
    );
  }
  if (exchanges.data.length === 0) return null;

  return (
    <ul aria-label={t('exchanges.ofOrder')} className="space-y-4">
      {exchanges.data.map((exchange) => (
        <li key={exchange._id}>
          <ExchangeSummary exchange={exchange} />
        </li>
      ))}
    </ul>
  );
}

/** One exchange: its RA number and state, its lines (from → to) and its tracker. */
export function ExchangeSummary({ exchange }: { exchange: Exchange }) {
  useMessages('account');
  const t = useT();
  const locale = useFormatLocale();
  const variantLabel = useVariantLabel();
  return (
    <article aria-label={t('exchanges.named', { ra: exchange.raNumber })} className="space-y-4 rounded-lg border border-line p-4">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="text-xs font-semibold tracking-[0.12em] text-muted uppercase">{t('exchanges.ra')}</p>
          <p className="font-mono font-semibold break-all">{exchange.raNumber}</p>
          <p className="text-xs text-muted">
            {t('exchanges.requestedAt', { time: formatDate(exchange.createdAt, 'localDateTime', undefined, locale) })}
          </p>
        </div>
        <ExchangeStateBadge status={exchange.status} />
      </header>
      <ul aria-label={t('exchanges.items')} className="space-y-1 text-sm">
        {exchange.lines.map((line) => (
          <li key={line._id}>
            <span className="font-medium">
              {line.name} × {line.quantity}
            </span>
            : {variantLabel(line.from)} <ArrowRight aria-hidden="true" className="inline size-4 align-[-0.125em] text-muted" />{' '}
            <span className="sr-only">{t('exchanges.for')} </span>
            {variantLabel(line.to)}
          </li>
        ))}
      </ul>
      <ExchangeTracker status={exchange.status} label={t('exchanges.progressOf', { ra: exchange.raNumber })} />
      {exchange.status === 'rejected' && exchange.rejectionReason ? (
        <p className="text-sm">
          <span className="font-medium">{t('exchanges.whyRejected')} </span>
          {exchange.rejectionReason}
        </p>
      ) : null}
    </article>
  );
}
