import { DELETED_CUSTOMER_NAME } from '@shop/shared/privacy.schema';
import { useMessages, useT } from '@/i18n/i18n';

/** What a deleted account's orders lose, as `SCRUBBED_ORDER_FIELDS` (shared) says it, in the page's language. */
const SCRUBBED = ['privacy.scrubbed.name', 'privacy.scrubbed.email', 'privacy.scrubbed.contact', 'privacy.scrubbed.gift'] as const;

/** What a deleted account's orders lose and keep (docs/decisions/039), as both deletion dialogs say it. */
export function ScrubbedFieldsNote({ whose }: { whose: 'your' | 'their' }) {
  useMessages('account');
  const t = useT();
  return (
    <div className="rounded-lg border border-line bg-sand/40 p-4 text-sm">
      <p className="font-medium">{whose === 'your' ? t('privacy.scrubbed.yours') : t('privacy.scrubbed.theirs')}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5" aria-label={t('privacy.scrubbed.label')}>
        {SCRUBBED.map((field) => (
          <li key={field}>{t(field, { name: DELETED_CUSTOMER_NAME })}</li>
        ))}
      </ul>
      <p className="mt-2 text-muted">{t('privacy.scrubbed.kept')}</p>
    </div>
  );
}
