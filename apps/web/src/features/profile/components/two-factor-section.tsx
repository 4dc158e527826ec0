import type { User } from '@shop/shared/auth.schema';
import { KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { NewRecoveryCodesDialog } from './new-recovery-codes-dialog';
import { TurnOffTwoFactorDialog } from './turn-off-two-factor-dialog';
import { TurnOnTwoFactorDialog } from './turn-on-two-factor-dialog';

export const TWO_FACTOR_HEADING = 'Two-factor sign-in';
export const STAFF_KEEP_TWO_FACTOR = 'Staff keep two-factor sign-in on.';

type Dialog = 'turn-on' | 'turn-off' | 'new-codes';

/**
 * The profile's 'Two-factor sign-in': whether signing in asks for a code from an authenticator
 * app, and the ways to turn it on, make new recovery codes, or turn it off (staff keep it on
 * while the shop requires it).
 */
export function TwoFactorSection({ user }: { user: User }) {
  const headingId = useId();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const on = user.twoFactorEnabled;
  const staffKeepIt = user.role === 'admin' && !user.staffTwoFactorOptional;

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-line bg-white p-5 sm:p-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={headingId} className="text-xl">
          {TWO_FACTOR_HEADING}
        </h2>
        <Badge tone={on ? 'success' : 'neutral'}>{on ? 'On' : 'Off'}</Badge>
      </div>
      <p className="mt-2 text-sm text-muted">
        {on
          ? 'Signing in asks for a code from your authenticator app as well as your password.'
          : 'Ask for a code from an authenticator app on your phone as well as your password, so that a stolen password alone does not open your account.'}
      </p>
      {user.twoFactorDue && !on ? (
        <p className="mt-3 rounded-lg border border-[#f0d9ae] bg-[#fbefd9] px-3 py-2 text-sm text-[#7a4a06]">
          Your shop asks every staff member to turn this on before using the dashboard.
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-2">
        {on ? (
          <>
            <Button variant="secondary" size="sm" onClick={() => setDialog('new-codes')}>
              <KeyRound aria-hidden="true" className="size-4" />
              New recovery codes
            </Button>
            {staffKeepIt ? (
              <p className="text-sm text-muted">{STAFF_KEEP_TWO_FACTOR}</p>
            ) : (
              <Button variant="ghost-danger" size="sm" onClick={() => setDialog('turn-off')}>
                <ShieldOff aria-hidden="true" className="size-4" />
                Turn off
              </Button>
            )}
          </>
        ) : (
          <Button size="sm" onClick={() => setDialog('turn-on')}>
            <ShieldCheck aria-hidden="true" className="size-4" />
            Turn on
          </Button>
        )}
      </div>
      {dialog === 'turn-on' ? <TurnOnTwoFactorDialog user={user} onClose={close} /> : null}
      {dialog === 'new-codes' ? <NewRecoveryCodesDialog user={user} onClose={close} /> : null}
      {dialog === 'turn-off' ? <TurnOffTwoFactorDialog onClose={close} /> : null}
    </section>
  );
}
