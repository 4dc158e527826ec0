import { paths, withQuery } from '@shop/shared/routes';
import type { WaitlistEntry } from '@shop/shared/waitlist.schema';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { QueryStates } from '@/components/ui/query-states';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { toast } from '@/components/ui/toast';
import { useColorName } from '@/features/catalogue/api/get-shop-options';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { useFormatLocale, useMessages, useT } from '@/i18n/i18n';
import { useSizeLabel } from '@/i18n/size-label';
import { formatDate } from '@/lib/format';
import { useAccountWaitlist, useLeaveWaitlist } from '../api/account-waitlist';

/**
 * The profile's 'Back-in-stock alerts': each sold-out colour and size the account waits for
 * ('Email me when it's back'), newest first, with the product's page in that colour and size, and
 * a way to leave each list.
 */
export function WaitlistSection() {
  useMessages('account');
  const t = useT();
  const headingId = useId();
  const waitlist = useAccountWaitlist();
  const leave = useLeaveWaitlist();

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-line bg-white p-5 sm:p-6">
      <h2 id={headingId} className="text-xl">
        {t('dashboard.waitlist.title')}
      </h2>
      <p className="mt-2 text-sm text-muted">{t('dashboard.waitlist.intro')}</p>
      <div className="mt-4">
        <QueryStates
          query={waitlist}
          loading={<SkeletonRows label={t('dashboard.waitlist.loading')} className="space-y-2" rows={2} rowClassName="h-16 rounded-lg" />}
          failed={t('dashboard.waitlist.loadFailed')}
        >
          {({ entries }) =>
            entries.length === 0 ? (
              <p className="text-sm text-muted">{t('dashboard.waitlist.none')}</p>
            ) : (
              <ul className="divide-y divide-line" aria-label={t('dashboard.waitlist.yours')}>
                {entries.map((entry) => (
                  <WaitlistRow
                    key={entry._id}
                    entry={entry}
                    leaving={leave.isPending && leave.variables === entry._id}
                    onLeave={() =>
                      leave.mutate(entry._id, {
                        onError: (error) => toast.error(apiErrorDetail(error) ?? t('dashboard.waitlist.leaveFailed', { name: entry.name })),
                      })
                    }
                  />
                ))}
              </ul>
            )
          }
        </QueryStates>
      </div>
    </section>
  );
}

function WaitlistRow({ entry, leaving, onLeave }: { entry: WaitlistEntry; leaving: boolean; onLeave: () => void }) {
  const t = useT();
  const locale = useFormatLocale();
  const sizeLabel = useSizeLabel();
  const colorName = useColorName();
  const variant = `${colorName(entry.color)}, ${sizeLabel(entry.size)}`;
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      {entry.image ? (
        <img
          src={entry.image}
          alt=""
          width={48}
          height={60}
          loading="lazy"
          className="h-15 w-12 shrink-0 rounded-md bg-sand object-cover"
        />
      ) : (
        <span aria-hidden="true" className="h-15 w-12 shrink-0 rounded-md bg-sand" />
      )}
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">
          <Link to={withQuery(paths.product(entry.handle), { color: entry.color, size: entry.size })} className="hover:underline">
            {entry.name}
          </Link>
        </p>
        <p className="text-sm text-muted">
          {t('dashboard.waitlist.since', { variant, day: formatDate(entry.createdAt, 'localDate', undefined, locale) })}
        </p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('dashboard.waitlist.leaveNamed', { name: entry.name, variant })}
        disabled={leaving}
        onClick={onLeave}
      >
        {t('dashboard.waitlist.leave')}
      </Button>
    </li>
  );
}
