import type { AriaRole, ReactNode } from 'react';
import { cn } from '@/lib/class-names';

export interface EmptyStateProps {
  title?: ReactNode;
  /** Shown above the title. */
  icon?: ReactNode;
  /** What the empty place will hold, or what to do about it. */
  children?: ReactNode;
  /** Buttons or links, centred under the text. */
  actions?: ReactNode;
  /** `alert` where the emptiness is a failure the person should hear about (an order not found). */
  role?: AriaRole;
  className?: string;
}

/** A calm dashed card standing where a list or a panel has nothing to show. */
export function EmptyState({ title, icon, children, actions, role, className }: EmptyStateProps) {
  return (
    <div role={role} className={cn('rounded-xl border border-dashed border-stone bg-sand px-6 py-10 text-center', className)}>
      {icon ? <div className="mb-3 flex justify-center">{icon}</div> : null}
      {title ? <p className="font-display text-2xl">{title}</p> : null}
      {children ? <div className={cn('mx-auto max-w-md text-muted', title ? 'mt-2' : undefined)}>{children}</div> : null}
      {actions ? <div className="mt-5 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </div>
  );
}
