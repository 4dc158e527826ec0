import type { Consent, ConsentKind } from '@shop/shared/consent.schema';
import { DateTime } from '@/components/ui/date-time';
import { Switch } from '@/components/ui/switch';
import { useMessages, useT, type MessageKey } from '@/i18n/i18n';

/** What each kind is, said above its words. */
export const CONSENT_TITLES: Record<ConsentKind, MessageKey> = {
  marketing: 'emails.title.marketing',
  'restock-alerts': 'emails.title.restockAlerts',
  'wishlist-alerts': 'emails.title.wishlistAlerts',
  'checkout-reminders': 'emails.title.checkoutReminders',
};

/** What turning each kind on or off means, under its words. */
const CONSENT_HINTS: Record<ConsentKind, MessageKey> = {
  marketing: 'emails.hint.marketing',
  'restock-alerts': 'emails.hint.restockAlerts',
  'wishlist-alerts': 'emails.hint.wishlistAlerts',
  'checkout-reminders': 'emails.hint.checkoutReminders',
};

export interface ConsentSwitchesProps {
  consents: Consent[];
  /** The change on its way: its switch shows where it goes, and every switch waits for it. */
  changing?: { kind: ConsentKind; on: boolean };
  onChange: (kind: ConsentKind, on: boolean) => void;
  /** An address with no account: restock alerts can only be turned off here. */
  addressOnly?: boolean;
}

/**
 * One switch per kind of mail, labelled with the words agreed to (or that turning it on records),
 * with the date of the consent in force and what the kind means.
 */
export function ConsentSwitches({ consents, changing, onChange, addressOnly = false }: ConsentSwitchesProps) {
  useMessages('account');
  const t = useT();
  return (
    <ul className="divide-y divide-line">
      {consents.map((consent) => {
        const on = changing?.kind === consent.kind ? changing.on : consent.on;
        const cannotStart = addressOnly && consent.kind === 'restock-alerts' && !consent.on;
        return (
          <li key={consent.kind} className="py-3 first:pt-0 last:pb-0">
            <p className="text-xs font-semibold tracking-[0.12em] text-muted uppercase">{t(CONSENT_TITLES[consent.kind])}</p>
            <Switch
              label={consent.wording}
              hint={
                <>
                  {consent.on && consent.since ? (
                    <>{t.rich('emails.agreedOn', { day: <DateTime value={consent.since} format="localDate" /> })} </>
                  ) : null}
                  {t(cannotStart ? 'emails.hint.joinAList' : CONSENT_HINTS[consent.kind])}
                </>
              }
              checked={on}
              disabled={changing !== undefined || cannotStart}
              onChange={(event) => onChange(consent.kind, event.target.checked)}
            />
          </li>
        );
      })}
    </ul>
  );
}
