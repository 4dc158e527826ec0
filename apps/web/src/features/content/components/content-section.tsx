import type { ReactNode } from 'react';

/** A titled part of a content page; its id doubles as an anchor (`/terms#refund`). */
export function ContentSection({ id, title, children, className }: { id: string; title: string; children: ReactNode; className?: string }) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className={className}>
      <h2 id={titleId} className="text-2xl md:text-3xl">
        {title}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed">{children}</div>
    </section>
  );
}
