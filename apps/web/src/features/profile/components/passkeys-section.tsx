import type { Passkey } from '@shop/shared/passkey.schema';
import { KeyRound, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { QueryStates } from '@/components/ui/query-states';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { usePasskeys } from '@/features/auth/api/passkeys';
import { usePasskeySupport } from '@/features/auth/passkey-support';
import { useFormatLocale, useMessages, useT } from '@/i18n/i18n';
import { formatDate } from '@/lib/format';
import { AddPasskeyDialog } from './add-passkey-dialog';
import { RemovePasskeyDialog } from './remove-passkey-dialog';

/**
 * The profile's 'Passkeys': the passkeys that sign in to the account, a way to remove each, and
 * one to add another where this browser can make one.
 */
export function PasskeysSection() {
  useMessages('account');
  const t = useT();
  const headingId = useId();
  const passkeys = usePasskeys();
  const supported = usePasskeySupport();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Passkey | null>(null);

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-line bg-white p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl">
          {t('profile.passkeys.title')}
        </h2>
        {supported ? (
          <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {t('profile.passkeys.add')}
          </Button>
        ) : null}
      </div>
      <p className="mt-2 text-sm text-muted">{t('profile.passkeys.intro')}</p>
      <div className="mt-4">
        <QueryStates
          query={passkeys}
          loading={<SkeletonRows label={t('profile.passkeys.loading')} className="space-y-2" rows={2} rowClassName="h-14 rounded-lg" />}
          failed={t('profile.passkeys.loadFailed')}
        >
          {(list) =>
            list.length === 0 ? (
              <p className="text-sm text-muted">{t('profile.passkeys.none')}</p>
            ) : (
              <ul className="divide-y divide-line" aria-label={t('profile.passkeys.yours')}>
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
  const t = useT();
  const locale = useFormatLocale();
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <KeyRound aria-hidden="true" className="size-5 shrink-0 text-muted" />
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">
          {passkey.name} {passkey.backedUp ? <Badge tone="info">{t('profile.passkeys.synced')}</Badge> : null}
        </p>
        <p className="text-sm text-muted">
          {t('profile.passkeys.added', { day: formatDate(passkey.createdAt, 'localDate', undefined, locale) })} ·{' '}
          {passkey.lastUsedAt
            ? t('profile.passkeys.lastUsed', { day: formatDate(passkey.lastUsedAt, 'localDate', undefined, locale) })
            : t('profile.passkeys.neverUsed')}
        </p>
      </div>
      <Button variant="ghost-danger" size="sm" aria-label={t('profile.passkeys.removeNamed', { name: passkey.name })} onClick={onRemove}>
        <Trash2 aria-hidden="true" className="size-4" />
        {t('profile.passkeys.remove')}
      </Button>
    </li>
  );
}
