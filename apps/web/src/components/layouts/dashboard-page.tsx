import type { ReactNode } from 'react';

/** The frame of one dashboard page: its heading, an optional intro and actions, the content. */
export function DashboardPage({
  title,
  intro,
  actions,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="min-w-0">
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4 md:mb-8">
        <div className="min-w-0 space-y-2">
          <h1 className="text-3xl break-words md:text-4xl">{title}</h1>
          {intro ? <div className="text-muted">{intro}</div> : null}
        </div>
        {actions ? <div className="flex shrink-0 gap-2">{actions}</div> : null}
      </header>
      {children}
    </div>
  );
}
