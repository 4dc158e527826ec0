import type { Credit } from '@shop/shared/credit.schema';
import { WalletCards } from 'lucide-react';
import { useId } from 'react';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryStates } from '@/components/ui/query-states';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { useFormatLocale, useMessages, useT, type MessageKey } from '@/i18n/i18n';
import { formatDate, formatDollars } from '@/lib/format';
import { useMyCredits } from '../api/get-my-credits';
import { CreditMovements } from '../components/credit-movements';
import { isExpired } from '../credit-format';

const KINDS: Record<Credit['kind'], MessageKey> = { 'store-credit': 'credit.kind.storeCredit', 'gift-card': 'credit.kind.giftCard' };

/**
 * `/dashboard/credit`: what the customer can spend in all, then each store credit and gift card
 * with its code, what is left of what it started with, its expiry, and every movement of its
 * balance, oldest first.
 */
export function StoreCreditPage() {
  useMessages('account');
  const t = useT();
  usePageTitle(t('credit.title'));
  const credits = useMyCredits();
  return (
    <DashboardPage title={t('credit.title')} intro={t('credit.intro')}>
      <QueryStates
        query={credits}
        loading={
          <SkeletonRows label={t('credit.loading')} className="space-y-4" lead="h-28 rounded-xl" rows={2} rowClassName="h-40 rounded-lg" />
        }
        failed={t('credit.loadFailed')}
        failedDetail={t('products.loadFailedDetail')}
      >
        {(data) =>
          data.credits.length === 0 ? (
            <EmptyState title={t('credit.empty')} icon={<WalletCards aria-hidden="true" className="size-8 text-clay" />}>
              {t('credit.emptyDetail')}
            </EmptyState>
          ) : (
            <div className="space-y-8">
              <Balance balance={data.balance} credits={data.credits} />
              <CreditList credits={data.credits} />
            </div>
          )
        }
      </QueryStates>
    </DashboardPage>
  );
}

function Balance({ balance, credits }: { balance: number; credits: Credit[] }) {
  const t = useT();
  const headingId = useId();
  const spendable = credits.filter((credit) => credit.balance > 0 && !credit.disabled && !isExpired(credit)).length;
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-ink px-6 py-6 text-paper sm:px-8">
      <h2 id={headingId} className="font-sans text-sm font-semibold tracking-[0.12em] text-paper/80 uppercase">
        {t('credit.yourBalance')}
      </h2>
      <p className="mt-2 font-display text-4xl tabular-nums md:text-5xl">{formatDollars(balance)}</p>
      <p className="mt-1 text-sm text-paper/80">{t('credit.spendable', { count: spendable })}</p>
    </section>
  );
}

function CreditList({ credits }: { credits: Credit[] }) {
  const t = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl">
        {t('credit.yours')}
      </h2>
      <ul className="space-y-4">
        {credits.map((credit) => (
          <li key={credit._id}>
            <CreditCard credit={credit} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function CreditCard({ credit }: { credit: Credit }) {
  const t = useT();
  const locale = useFormatLocale();
  const kind = t(KINDS[credit.kind]);
  const expired = isExpired(credit);
  return (
    <article aria-label={`${kind} ${credit.code}`} className="space-y-4 rounded-lg border border-line bg-white p-4 sm:p-5">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <p className="text-xs font-semibold tracking-[0.12em] text-muted uppercase">{kind}</p>
          {/* The code is typed (or pasted) at checkout: a whole click selects it. */}
          <p>
            <span className="sr-only">{t('credit.code')} </span>
            <code className="rounded bg-sand px-2 py-1 font-mono text-lg font-semibold break-all select-all">{credit.code}</code>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {credit.disabled ? <Badge tone="danger">{t('credit.disabled')}</Badge> : null}
          {expired ? <Badge tone="neutral">{t('credit.expired')}</Badge> : null}
        </div>
      </header>
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted">{t('credit.balance')}</dt>
          <dd className="font-semibold tabular-nums">
            {t('credit.balanceOf', { balance: formatDollars(credit.balance), initial: formatDollars(credit.initial) })}
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t('credit.issued')}</dt>
          <dd>{formatDate(credit.createdAt, 'localDate', undefined, locale)}</dd>
        </div>
        {credit.expiresAt ? (
          <div>
            <dt className="text-muted">{expired ? t('credit.expired') : t('credit.expires')}</dt>
            <dd>{formatDate(credit.expiresAt, 'localDate', undefined, locale)}</dd>
          </div>
        ) : null}
      </dl>
      {credit.disabled ? <p className="text-sm text-danger">{t('credit.disabledDetail')}</p> : null}
      <CreditMovements code={credit.code} movements={credit.movements} />
    </article>
  );
}
