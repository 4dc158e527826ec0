import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { InlineLoadFailed } from '@/features/exchanges/components/inline-load-failed';
import { useFormatLocale, useMessages, useT } from '@/i18n/i18n';
import { formatDate } from '@/lib/format';
import { useReturnOptions } from '../api/get-return-options';
import { OrderReturns } from './order-returns';

// The form (its checks and the shared schema's rules) loads only when the customer asks for it.
const loadForm = () => import('./return-form');
const ReturnForm = lazy(() => loadForm().then((module) => ({ default: module.ReturnForm })));

export interface OrderReturnSectionProps {
  /** The order's id (its uuid). */
  orderId: string;
  /** A guest's tracking token, which opens this one order. */
  token?: string;
  /** Only a shipped or completed order can be returned: before that the section shows nothing and asks nothing. */
  shipped: boolean;
}

/**
 * Under the order's exchanges: 'Request a return' (for a refund or store credit) while the order
 * may be returned (or, muted, why it no longer may), the form itself once asked for, then the
 * order's returns with their state. A shop that takes no returns (the policy's default) shows
 * nothing here at all: it is exchange-only.
 */
export function OrderReturnSection({ orderId, token, shipped }: OrderReturnSectionProps) {
  if (!shipped) return null;
  return <ReturnSection orderId={orderId} token={token} />;
}

function ReturnSection({ orderId, token }: { orderId: string; token?: string }) {
  useMessages('account');
  const t = useT();
  const locale = useFormatLocale();
  const options = useReturnOptions(orderId, token);
  const [open, setOpen] = useState(false);

  if (options.isPending) {
    return (
      <div role="status" aria-label={t('returns.loadingOptions')} className="mt-4">
        <Skeleton className="h-11 w-48 rounded-full" />
      </div>
    );
  }
  if (options.isError) {
    return (
      <InlineLoadFailed
        className="mt-6 border-t border-line pt-6"
        message={t('returns.optionsFailed')}
        onRetry={() => void options.refetch()}
      />
    );
  }
  if (!options.data.enabled) return null;

  const { eligible, reason, deadline, lines, conditions, creditBonusPercent } = options.data;
  return (
    <div className="mt-6 space-y-4 border-t border-line pt-6">
      {open ? (
        // NOTE: the form stays once open, whatever the options say after the request refetched
        // them: it shows the return's number.
        <Suspense fallback={<Skeleton className="h-80 w-full rounded-lg" />}>
          <ReturnForm
            orderId={orderId}
            token={token}
            lines={lines}
            conditions={conditions}
            deadline={deadline}
            creditBonusPercent={creditBonusPercent}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : eligible ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <Button variant="secondary" onClick={() => setOpen(true)} onPointerEnter={() => void loadForm()} onFocus={() => void loadForm()}>
            {t('returns.request')}
          </Button>
          {deadline ? (
            <p className="text-sm text-muted">{t('returns.closeOn', { day: formatDate(deadline, 'localDate', undefined, locale) })}</p>
          ) : null}
        </div>
      ) : reason ? (
        <p className="text-sm text-muted">{t('returns.notEligible', { reason })}</p>
      ) : null}
      <OrderReturns orderId={orderId} token={token} />
    </div>
  );
}
