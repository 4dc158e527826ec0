import type { SessionInfo } from '@shop/shared/auth.schema';
import { LogOut, Monitor, Smartphone } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { QueryStates } from '@/components/ui/query-states';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { toast } from '@/components/ui/toast';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { useFormatLocale, useMessages, useT } from '@/i18n/i18n';
import { formatDate } from '@/lib/format';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/sessions';

const PHONES = new Set(['iOS', 'Android']);

/** The profile's 'Where you are signed in': each session, this device first marked, and a way to sign out the others. */
export function SessionsList() {
  useMessages('account');
  const t = useT();
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const report = {
    onSuccess: ({ message }: { message: string }) => toast.success(message),
    onError: (error: unknown) => toast.error(apiErrorDetail(error) ?? t('profile.sessions.signOutFailed')),
  };
  const others = sessions.data?.filter((session) => !session.current) ?? [];

  return (
    <section aria-labelledby="sessions-heading" className="rounded-xl border border-line bg-white p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="sessions-heading" className="text-xl">
          {t('profile.sessions.title')}
        </h2>
        {others.length > 0 ? (
          <Button variant="secondary" size="sm" disabled={endOthers.isPending} onClick={() => endOthers.mutate(undefined, report)}>
            {t('profile.sessions.endOthers')}
          </Button>
        ) : null}
      </div>
      <QueryStates
        query={sessions}
        loading={<SkeletonRows label={t('profile.sessions.loading')} className="mt-4 space-y-2" rows={2} rowClassName="h-14 rounded-lg" />}
        failed={t('profile.sessions.loadFailed')}
      >
        {(list) => (
          <ul className="mt-4 divide-y divide-line" aria-label={t('profile.sessions.yours')}>
            {list.map((session) => (
              <SessionRow
                key={session._id}
                session={session}
                ending={endOne.isPending && endOne.variables === session._id}
                onEnd={() => endOne.mutate(session._id, report)}
              />
            ))}
          </ul>
        )}
      </QueryStates>
    </section>
  );
}

function SessionRow({ session, ending, onEnd }: { session: SessionInfo; ending: boolean; onEnd: () => void }) {
  const t = useT();
  const locale = useFormatLocale();
  const Icon = PHONES.has(session.system) ? Smartphone : Monitor;
  const where = t('profile.sessions.where', { browser: session.browser, system: session.system });
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <Icon aria-hidden="true" className="size-5 shrink-0 text-muted" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">
          {where} {session.current ? <Badge tone="success">{t('profile.sessions.thisDevice')}</Badge> : null}
        </p>
        <p className="text-sm text-muted">
          {t('profile.sessions.activity', {
            seen: formatDate(session.lastSeenAt, 'localDateTime', undefined, locale),
            since: formatDate(session.createdAt, 'localDate', undefined, locale),
          })}
        </p>
      </div>
      {session.current ? null : (
        <Button variant="ghost" size="sm" aria-label={t('profile.sessions.endNamed', { where })} disabled={ending} onClick={onEnd}>
          <LogOut aria-hidden="true" className="size-4" />
          {t('profile.sessions.end')}
        </Button>
      )}
    </li>
  );
}
