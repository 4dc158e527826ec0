import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useMessages, useT } from '@/i18n/i18n';
import { DeleteAccountDialog } from './delete-account-dialog';

/** The bottom of the profile: deleting the account, in a dialog that says what goes and what stays. */
export function DeleteAccountSection() {
  useMessages('account');
  const t = useT();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-danger/30 bg-white p-5 sm:p-6">
      <h2 id={headingId} className="text-xl">
        {t('privacy.delete.title')}
      </h2>
      <p className="mt-2 text-sm text-muted">{t('privacy.delete.intro')}</p>
      <Button variant="danger" size="sm" className="mt-4" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
        {t('privacy.delete.open')}
      </Button>
      {open ? <DeleteAccountDialog onClose={() => setOpen(false)} /> : null}
    </section>
  );
}
