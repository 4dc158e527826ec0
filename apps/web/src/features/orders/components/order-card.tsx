import type { ReactNode } from 'react';
import { cn } from '@/lib/class-names';

/** One white card of an order page (the customer's and the admin's), named by its title when it has one. */
export function OrderCard({ title, children, className }: { title?: string; children: ReactNode; className?: string }) {
  return (
    <section aria-label={title} className={cn('rounded-xl border border-line bg-white p-5 sm:p-6', className)}>
      {title ? <h2 className="mb-5 text-xl">{title}</h2> : null}
      {children}
    </section>
  );
}

/** One labelled fact of an order (its id, status, payment...), inside a `<dl>`. */
export function OrderFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-[0.12em] text-muted uppercase">{label}</dt>
      <dd className="mt-1 break-words">{children}</dd>
    </div>
  );
}
