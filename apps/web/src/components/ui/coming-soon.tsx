import type { ReactNode } from 'react';
import { cn } from '@/lib/class-names';

/** A calm card for a part of the shop that is not open yet. */
export function ComingSoon({ title = 'Coming Soon', children, className }: { title?: string; children?: ReactNode; className?: string }) {
  return (
    <div className={cn('rounded-xl border border-dashed border-stone bg-sand px-6 py-10 text-center', className)}>
      <p className="font-display text-2xl">{title}</p>
      {children ? <div className="mx-auto mt-2 max-w-md text-muted">{children}</div> : null}
    </div>
  );
}
