import { INVALID_LINK_MESSAGE } from '@shop/shared/auth.schema';
import type { ReactNode } from 'react';

/** What a used, unknown or out-of-date single-use link (or one without its token) lands on, with the way to a new one. */
export function InvalidLink({ message = INVALID_LINK_MESSAGE, children }: { message?: string; children: ReactNode }) {
  return (
    <div className="space-y-5">
      <div role="alert" className="rounded-md border border-danger/30 bg-danger-soft px-4 py-3 text-danger">
        <p className="font-medium">{message}</p>
      </div>
      {children}
    </div>
  );
}
