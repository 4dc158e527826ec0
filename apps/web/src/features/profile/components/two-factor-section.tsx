import type { User } from '@shop/shared/auth.schema';
import { KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useMessages, useT } from '@/i18n/i18n';
import { NewRecoveryCodesDialog } from './new-recovery-codes-dialog';
import { TurnOffTwoFactorDialog } from './turn-off-two-factor-dialog';
import { TurnOnTwoFactorDialog } from './turn-on-two-factor-dialog';

type Dialog = 'turn-on' | 'turn-off' | 'new-codes';

/**
 * The profile's 'Two-factor sign-in': whether signing in asks for a code from an authenticator
 * app, and the ways to turn it on, make new recovery codes, or turn it off (staff keep it on
 * while the shop requires it).
 */
export function TwoFactorSection({ user }: { user: User }) {
  useMessages('account');
  const t = useT();
  const headingId = useId();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const on = user.twoFactorEnabled;
  const staffKeepIt = user.role === 'admin' && !user.staffTwoFactorOptional;

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-line bg-white p-5 sm:p-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={headingId} className="text-xl">
          {t('auth.twoFactor.title')}
        </h2>
        <Badge tone={on ? 'success' : 'neutral'}>{on ? t('profile.twoFactor.on') : t('profile.twoFactor.off')}</Badge>
      </div>
      <p className="mt-2 text-sm text-muted">{on ? t('profile.twoFactor.onDetail') : t('profile.twoFactor.offDetail')}</p>
      {user.twoFactorDue && !on ? (
        <p className="mt-3 rounded-lg border border-[#f0d9ae] bg-[#fbefd9] px-3 py-2 text-sm text-[#7a4a06]">
          {t('profile.twoFactor.staffDue')}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-2">
        {on ? (
          <>
            <Button variant="secondary" size="sm" onClick={() => setDialog('new-codes')}>
              <KeyRound aria-hidden="true" className="size-4" />
              {t('profile.twoFactor.newCodes')}
            </Button>
            {staffKeepIt ? (
              <p className="text-sm text-muted">{t('profile.twoFactor.staffKeep')}</p>
            ) : (
              <Button variant="ghost-danger" size="sm" onClick={() => setDialog('turn-off')}>
                <ShieldOff aria-hidden="true" className="size-4" />
                {t('profile.twoFactor.turnOff')}
              </Button>
            )}
          </>
        ) : (
          <Button size="sm" onClick={() => setDialog('turn-on')}>
            <ShieldCheck aria-hidden="true" className="size-4" />
            {t('profile.twoFactor.turnOn')}
          </Button>
        )}
      </div>
      {dialog === 'turn-on' ? <TurnOnTwoFactorDialog user={user} onClose={close} /> : null}
      {dialog === 'new-codes' ? <NewRecoveryCodesDialog user={user} onClose={close} /> : null}
      {dialog === 'turn-off' ? <TurnOffTwoFactorDialog onClose={close} /> : null}
    </section>
  );
}
