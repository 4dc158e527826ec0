import type { ReactNode } from 'react';
import { cn } from '@/lib/class-names';

/** The common frame of a content page: an optional eyebrow, the page heading, then the content. */
export function PageShell({
  title,
  eyebrow,
  intro,
  children,
  className,
}: {
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('mx-auto max-w-7xl px-5 py-10 md:py-16 lg:px-8', className)}>
      <header className="mb-8 max-w-2xl space-y-3">
        {eyebrow ? <p className="text-xs font-semibold tracking-[0.25em] text-clay uppercase">{eyebrow}</p> : null}
        <h1 className="text-4xl md:text-5xl">{title}</h1>
        {intro ? <div className="text-lg leading-relaxed text-muted">{intro}</div> : null}
      </header>
      {children}
    </div>
  );
}
