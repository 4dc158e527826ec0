import { paths } from '@shop/shared/routes';
import type { Return } from '@shop/shared/return.schema';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useUser } from '@/features/auth/auth-store';
import { useVariantLabel } from '@/features/exchanges/exchange-format';
import { useFormatLocale, useLanguage, useMessages, useT, type MessageKey } from '@/i18n/i18n';
import { formatDate, formatDollars } from '@/lib/format';
import { formatAmount } from '@/lib/money-amount';
import { useOrderReturns } from '../api/get-order-returns';
import { ReturnStateBadge } from './return-state-badge';

/** What the customer asked for, as they chose it in the form. */
const ASKED_FOR = { refund: 'returns.askedFor.refund', credit: 'returns.askedFor.credit' } as const satisfies Record<string, MessageKey>;

/**
 * The returns of an order, newest first, each with its number, what goes back, what the customer
 * asked for, where it stands and, once settled, what was refunded or credited. Nothing at all
 * while the order has none.
 */
export function OrderReturns({ orderId, token }: { orderId: string; token?: string }) {
  useMessages('account');
  const t = useT();
  const returns = useOrderReturns(orderId, token);

  if (returns.isPending) {
    return (
      <div role="status" aria-label={t('returns.loading')}>
        <Skeleton className="h-24 rounded-lg" />
      </div>
    );
  }
  if (returns.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center justify-between gap-3 text-sm text-danger">
        <p>{t('returns.loadFailed')}</p>
        <Button variant="secondary" size="sm" onClick={() => void returns.refetch()}>
          {t('ui.tryAgain')}
        </Button>
      </div>
    );
  }
  if (returns.data.length === 0) return null;

  return (
    <ul aria-label={t('returns.ofOrder')} className="space-y-4">
      {returns.data.map((one) => (
        <li key={one._id}>
          <ReturnSummary requested={one} guest={Boolean(token)} />
        </li>
      ))}
    </ul>
  );
}

/** One return: its number and state, its lines, what was asked for and what came of it. */
function ReturnSummary({ requested, guest }: { requested: Return; guest: boolean }) {
  const t = useT();
  const locale = useFormatLocale();
  const moneyLocale = useLanguage().locale;
  const variantLabel = useVariantLabel();
  const user = useUser();
  // Credit given to the customer's account is on their store credit page; a guest (or an admin) has the code alone.
  const ownCredit = user?.role === 'user' && !guest;
  return (
    <article aria-label={t('returns.named', { rma: requested.rmaNumber })} className="space-y-3 rounded-lg border border-line p-4">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="text-xs font-semibold tracking-[0.12em] text-muted uppercase">{t('returns.number')}</p>
          <p className="font-mono font-semibold break-all">{requested.rmaNumber}</p>
          <p className="text-xs text-muted">
            {t('exchanges.requestedAt', { time: formatDate(requested.createdAt, 'localDateTime', undefined, locale) })}
          </p>
        </div>
        <ReturnStateBadge status={requested.status} />
      </header>
      <ul aria-label={t('returns.items')} className="space-y-1 text-sm">
        {requested.lines.map((line) => (
          <li key={line._id}>
            <span className="font-medium">
              {line.name} × {line.quantity}
            </span>
            {variantLabel(line) ? `: ${variantLabel(line)}` : null}
          </li>
        ))}
      </ul>
      <p className="text-sm">
        <span className="font-medium">{t('returns.youAskedFor')} </span>
        {t(ASKED_FOR[requested.outcome])}
      </p>
      {requested.status === 'refunded' && requested.refunded !== null ? (
        <p className="text-sm">
          <span className="font-medium">{t('returns.refunded')} </span>
          {t('returns.refundedAmount', { amount: formatAmount(requested.refunded, requested.currency, moneyLocale) })}
        </p>
      ) : null}
      {requested.status === 'credited' && requested.credited !== null ? (
        <div className="space-y-1 text-sm">
          <p>
            <span className="font-medium">{t('returns.credited')} </span>
            {t('returns.creditedAmount', { amount: formatDollars(requested.credited) })}
          </p>
          {requested.creditCode ? (
            <p>
              <span className="font-medium">{t('returns.creditCode')} </span>
              <code className="rounded bg-sand px-1.5 py-0.5 font-mono break-all select-all">{requested.creditCode}</code>
            </p>
          ) : null}
          {ownCredit ? (
            <Link to={paths.storeCredit} className="inline-flex min-h-touch items-center underline underline-offset-4 hover:text-clay">
              {t('returns.seeCredit')}
            </Link>
          ) : null}
        </div>
      ) : null}
      {requested.status === 'rejected' && requested.rejectionReason ? (
        <p className="text-sm">
          <span className="font-medium">{t('exchanges.whyRejected')} </span>
          {requested.rejectionReason}
        </p>
      ) : null}
    </article>
  );
}
