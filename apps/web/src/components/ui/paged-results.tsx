import type { ReactNode } from 'react';
import type { ListPage } from '@/lib/use-url-paging';
import { cn } from '@/lib/class-names';
import { Pagination } from './pagination';

export interface PagedResultsProps {
  view: ListPage;
  /** What the rows are, in the plural: 'orders'. */
  noun: string;
  /** The pagination's name: 'Orders pages'. */
  label: string;
  stale: boolean;
  onPageChange: (page: number) => void;
  children: ReactNode;
}

/**
 * A page of an admin's list, 'Showing 11 to 20 of 42 orders' and the pages. While the next
 * page loads (`stale`), the one on screen stays, dimmed and marked busy.
 */
export function PagedResults({ view, noun, label, stale, onPageChange, children }: PagedResultsProps) {
  return (
    <div className={cn('space-y-5 transition-opacity', stale && 'opacity-60')} aria-busy={stale || undefined}>
      {children}
      <p className="text-center text-sm text-muted tabular-nums">
        Showing {view.from} to {view.to} of {view.total} {noun}
      </p>
      <Pagination page={view.page} totalPages={view.totalPages} onPageChange={onPageChange} label={label} />
    </div>
  );
}
