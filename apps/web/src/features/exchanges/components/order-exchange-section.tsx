import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormatLocale, useMessages, useT } from '@/i18n/i18n';
import { formatDate } from '@/lib/format';
import { useExchangeOptions } from '../api/get-exchange-options';
import { InlineLoadFailed } from './inline-load-failed';
import { OrderExchanges } from './order-exchanges';

// The form (its checks and the shared schema's rules) loads only when the customer asks for it.
const loadForm = () => import('./exchange-form');
const ExchangeForm = lazy(() => loadForm().then((module) => ({ default: module.ExchangeForm })));

export interface OrderExchangeSectionProps {
  /** The order's id (its uuid). */
  orderId: string;
  /** A guest's tracking token, which opens this one order. */
  token?: string;
  /** Only a shipped or completed order can be exchanged: before that the section shows nothing and asks nothing. */
  shipped: boolean;
}

/**
 * Under the order's tracker: 'Request an exchange' while the order may be exchanged (or, muted,
 * why it no longer may), the form itself once asked for, then the order's exchanges with their
 * state.
 */
export function OrderExchangeSection({ orderId, token, shipped }: OrderExchangeSectionProps) {
  if (!shipped) return null;
  return (
    <div className="mt-6 space-y-4 border-t border-line pt-6">
      <ExchangeRequest orderId={orderId} token={token} />
      <OrderExchanges orderId={orderId} token={token} />
    </div>
  );
}

function ExchangeRequest({ orderId, token }: { orderId: string; token?: string }) {
  useMessages('account');
  const t = useT();
  const locale = useFormatLocale();
  const options = useExchangeOptions(orderId, token);
  const [open, setOpen] = useState(false);

  if (options.isPending) return <Skeleton className="h-11 w-52 rounded-full" />;
  if (options.isError) {
    return <InlineLoadFailed message={t('exchanges.optionsFailed')} onRetry={() => void options.refetch()} />;
  }

  const { eligible, reason, deadline, lines, conditions } = options.data;
  // NOTE: the form stays once open, whatever the options say after the request refetched them:
  // it shows the return authorization number.
  if (open) {
    return (
      <Suspense fallback={<Skeleton className="h-80 w-full rounded-lg" />}>
        <ExchangeForm orderId={orderId} token={token} lines={lines} conditions={conditions} onClose={() => setOpen(false)} />
      </Suspense>
    );
  }
  if (!eligible) return reason ? <p className="text-sm text-muted">{t('exchanges.notEligible', { reason })}</p> : null;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <Button variant="secondary" onClick={() => setOpen(true)} onPointerEnter={() => void loadForm()} onFocus={() => void loadForm()}>
        {t('exchanges.request')}
      </Button>
      {deadline ? (
        <p className="text-sm text-muted">{t('exchanges.until', { day: formatDate(deadline, 'localDate', undefined, locale) })}</p>
      ) : null}
    </div>
  );
}
