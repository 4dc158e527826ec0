import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormNotice } from '@/components/ui/form-notice';
import { ApiError } from '@/lib/api-client';
import { useMessages, useT } from '@/i18n/i18n';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { useLinkPreferences, useSetLinkPreference } from '../api/link-preferences';
import { CONSENT_TITLES, ConsentSwitches } from './consent-switches';

/**
 * An unsubscribe link's page, below what the link stops: every email preference of the address
 * it was mailed to, changeable there without signing in (the link stands for it). An address
 * with an account sees the account's four kinds, as its profile does; one with none, the kinds
 * its own actions started (waiting lists, checkout reminders).
 */
export function LinkPreferencesSection({ token }: { token: string }) {
  useMessages('account');
  const t = useT();
  const headingId = useId();
  const preferences = useLinkPreferences(token);
  const change = useSetLinkPreference(token);
  // What was loaded stays on screen when asking again fails (a link whose waiting list was just left opens nothing more).
  const answer = preferences.data;

  return (
    <section aria-labelledby={headingId} aria-busy={preferences.isPending} className="mt-12 border-t border-line pt-8">
      <h2 id={headingId} className="text-2xl">
        {t('emails.link.title')}
      </h2>
      {answer ? (
        <>
          <p className="mt-2 text-sm text-muted">
            {answer.account ? t('emails.link.forAccount', { email: answer.email }) : t('emails.link.forAddress', { email: answer.email })}
          </p>
          {change.isError ? (
            <div className="mt-4">
              <FormAlert title={t('emails.link.changeFailed')} detail={apiErrorDetail(change.error) ?? t('account.tryAgainSoon')} />
            </div>
          ) : change.isSuccess ? (
            <div className="mt-4">
              <FormNotice>
                {t(change.variables.on ? 'emails.link.savedOn' : 'emails.link.savedOff', {
                  title: t(CONSENT_TITLES[change.variables.kind]).toLowerCase(),
                })}
              </FormNotice>
            </div>
          ) : null}
          <div className="mt-4">
            <ConsentSwitches
              consents={answer.consents}
              addressOnly={!answer.account}
              changing={change.isPending ? change.variables : undefined}
              onChange={(kind, on) => change.mutate({ kind, on })}
            />
          </div>
        </>
      ) : preferences.isPending ? (
        // Plain text, not a status: the page's own notices are the ones announced.
        <p className="mt-2 text-sm text-muted">{t('emails.link.loading')}</p>
      ) : (
        <div className="mt-2 space-y-3 text-sm text-muted">
          <p>{t('emails.link.loadFailed', { reason: apiErrorDetail(preferences.error) ?? t('emails.link.notLoaded') })}</p>
          {preferences.error instanceof ApiError && preferences.error.status === 404 ? null : (
            <Button variant="secondary" size="sm" onClick={() => void preferences.refetch()}>
              {t('ui.tryAgain')}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
