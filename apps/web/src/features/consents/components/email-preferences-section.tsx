import type { ConsentKind } from '@shop/shared/consent.schema';
import { useId } from 'react';
import { QueryStates } from '@/components/ui/query-states';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { toast } from '@/components/ui/toast';
import { useMessages, useT } from '@/i18n/i18n';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { useAccountConsents, useSetConsent } from '../api/account-consents';
import { CONSENT_TITLES, ConsentSwitches } from './consent-switches';

/**
 * The profile's 'Email preferences': each kind of mail the account may get, on or off on its own,
 * in the words agreed to and with the date. Turning one on records today's words; off withdraws
 * it (the history is kept, and is in the account's data copy). `onChanged` hears each change
 * made, for the profile's other sections that it touches (restock alerts off leaves the waiting lists).
 */
export function EmailPreferencesSection({ onChanged }: { onChanged?: (kind: ConsentKind, on: boolean) => void }) {
  useMessages('account');
  const t = useT();
  const headingId = useId();
  const consents = useAccountConsents();
  const change = useSetConsent();

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-line bg-white p-5 sm:p-6">
      <h2 id={headingId} className="text-xl">
        {t('emails.title')}
      </h2>
      <p className="mt-2 text-sm text-muted">{t('emails.intro')}</p>
      <div className="mt-4">
        <QueryStates
          query={consents}
          loading={<SkeletonRows label={t('emails.loading')} className="space-y-2" rows={4} rowClassName="h-14 rounded-lg" />}
          failed={t('emails.loadFailed')}
        >
          {(answer) => (
            <ConsentSwitches
              consents={answer.consents}
              changing={change.isPending ? change.variables : undefined}
              onChange={(kind, on) =>
                change.mutate(
                  { kind, on },
                  {
                    onSuccess: () => {
                      toast.success(t(on ? 'emails.turnedOn' : 'emails.turnedOff', { title: t(CONSENT_TITLES[kind]) }));
                      onChanged?.(kind, on);
                    },
                    onError: (error) =>
                      toast.error(apiErrorDetail(error) ?? t('emails.changeFailed', { title: t(CONSENT_TITLES[kind]).toLowerCase() })),
                  },
                )
              }
            />
          )}
        </QueryStates>
      </div>
    </section>
  );
}
