import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/class-names';

/**
 * One panel of the admin dashboard: its heading (with an optional line under it and controls
 * beside it) and its content. `busy` dims the content while another year loads.
 */
export function StatsCard({
  title,
  description,
  actions,
  busy = false,
  className,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  busy?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      className={cn('min-w-0 rounded-xl border border-line bg-white p-4 sm:p-6', className)}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h2 id={titleId} className="text-xl">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
        </div>
        {actions}
      </div>
      <div className={cn('mt-4 transition-opacity', busy && 'opacity-60')}>{children}</div>
    </section>
  );
}
