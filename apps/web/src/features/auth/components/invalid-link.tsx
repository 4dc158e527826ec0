import type { ReactNode } from 'react';
import { useMessages, useT } from '@/i18n/i18n';

/** What a used, unknown or out-of-date single-use link (or one without its token) lands on, with the way to a new one. */
export function InvalidLink({ message, children }: { message?: string; children: ReactNode }) {
  useMessages('account');
  const t = useT();
  return (
    <div className="space-y-5">
      <div role="alert" className="rounded-md border border-danger/30 bg-danger-soft px-4 py-3 text-danger">
        <p className="font-medium">{message ?? t('auth.invalidLink')}</p>
      </div>
      {children}
    </div>
  );
}
