import type { Passkey } from '@shop/shared/passkey.schema';
import { KeyRound, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { QueryStates } from '@/components/ui/query-states';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { usePasskeys } from '@/features/auth/api/passkeys';
import { usePasskeySupport } from '@/features/auth/passkey-support';
import { formatDate } from '@/lib/format';
import { AddPasskeyDialog } from './add-passkey-dialog';
import { RemovePasskeyDialog } from './remove-passkey-dialog';

export const PASSKEYS_HEADING = 'Passkeys';

/**
 * The profile's 'Passkeys': the passkeys that sign in to the account, a way to remove each, and
 * one to add another where this browser can make one.
 */
export function PasskeysSection() {
  const headingId = useId();
  const passkeys = usePasskeys();
  const supported = usePasskeySupport();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Passkey | null>(null);

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-line bg-white p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl">
          {PASSKEYS_HEADING}
        </h2>
        {supported ? (
          <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" />
            Add a passkey
          </Button>
        ) : null}
      </div>
      <p className="mt-2 text-sm text-muted">
        Sign in with your fingerprint, face or screen lock instead of a password. A passkey stays on the device or password manager that
        made it.
      </p>
      <div className="mt-4">
        <QueryStates
          query={passkeys}
          loading={<SkeletonRows label="Loading your passkeys" className="space-y-2" rows={2} rowClassName="h-14 rounded-lg" />}
          failed="Could not load your passkeys."
        >
          {(list) =>
            list.length === 0 ? (
              <p className="text-sm text-muted">No passkeys yet.</p>
            ) : (
              <ul className="divide-y divide-line" aria-label="Your passkeys">
                {list.map((passkey) => (
                  <PasskeyRow key={passkey._id} passkey={passkey} onRemove={() => setRemoving(passkey)} />
                ))}
              </ul>
            )
          }
        </QueryStates>
      </div>
      {adding ? <AddPasskeyDialog onClose={() => setAdding(false)} /> : null}
      <RemovePasskeyDialog passkey={removing} onClose={() => setRemoving(null)} />
    </section>
  );
}

function PasskeyRow({ passkey, onRemove }: { passkey: Passkey; onRemove: () => void }) {
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <KeyRound aria-hidden="true" className="size-5 shrink-0 text-muted" />
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">
          {passkey.name} {passkey.backedUp ? <Badge tone="info">Synced</Badge> : null}
        </p>
        <p className="text-sm text-muted">
          Added {formatDate(passkey.createdAt, 'localDate')} ·{' '}
          {passkey.lastUsedAt ? `Last used ${formatDate(passkey.lastUsedAt, 'localDate')}` : 'Never used'}
        </p>
      </div>
      <Button variant="ghost-danger" size="sm" aria-label={`Remove ${passkey.name}`} onClick={onRemove}>
        <Trash2 aria-hidden="true" className="size-4" />
        Remove
      </Button>
    </li>
  );
}
