import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';

/** A calm card for a part of the shop that is not open yet. */
export function ComingSoon({ title = 'Coming Soon', children, className }: { title?: string; children?: ReactNode; className?: string }) {
  return (
    <EmptyState title={title} className={className}>
      {children}
    </EmptyState>
  );
}
