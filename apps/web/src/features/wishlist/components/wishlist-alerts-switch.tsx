import { WISHLIST_ALERTS_WORDING } from '@shop/shared/wishlist.schema';
import { DateTime } from '@/components/ui/date-time';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast';
import { useMessages, useT } from '@/i18n/i18n';
import { useSetWishlistAlerts, useWishlistAlerts } from '../api/wishlist-alerts';

/**
 * 'Email me when…': the shopper's consent to their wishlist's alerts, in the words they agree
 * to, with the date they agreed. Off until turned on; a failed change says so and leaves it as it was.
 */
export function WishlistAlertsSwitch() {
  useMessages('account');
  const t = useT();
  const alerts = useWishlistAlerts();
  const change = useSetWishlistAlerts();
  const on = change.isPending ? change.variables : (alerts.data?.on ?? false);
  const hint = alerts.isError
    ? t('dashboard.wishlist.alertsLoadFailed')
    : alerts.data?.on && alerts.data.since
      ? t.rich('dashboard.wishlist.alertsOnSince', { day: <DateTime value={alerts.data.since} format="localDate" /> })
      : t('dashboard.wishlist.alertsOff');
  return (
    <section aria-label={t('emails.title.wishlistAlerts')} className="rounded-xl border border-line bg-paper p-4">
      <Switch
        // The words agreed to, else those turning it on keeps, in the page's language (the English ones while they load).
        label={alerts.data?.wording ?? WISHLIST_ALERTS_WORDING}
        hint={hint}
        checked={on}
        disabled={alerts.isPending || alerts.isError || change.isPending}
        onChange={(event) =>
          change.mutate(event.target.checked, {
            onSuccess: (answer) =>
              toast.success(answer.on ? t('dashboard.wishlist.alertsTurnedOn') : t('dashboard.wishlist.alertsTurnedOff')),
            onError: (error) => toast.error(t('dashboard.wishlist.alertsChangeFailed', { reason: error.message })),
          })
        }
      />
    </section>
  );
}
