import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/class-names';
import { buttonStyles } from './button';

type PageItem = number | 'gap-start' | 'gap-end';

/** 1 … 4 5 6 … 12: the first, the last and the pages around the current one. */
export function pageItems(page: number, totalPages: number, around = 1): PageItem[] {
  if (totalPages <= 5 + around * 2) return Array.from({ length: totalPages }, (_, index) => index + 1);
  const start = Math.max(2, page - around);
  const end = Math.min(totalPages - 1, page + around);
  const items: PageItem[] = [1];
  if (start > 2) items.push('gap-start');
  for (let current = start; current <= end; current += 1) items.push(current);
  if (end < totalPages - 1) items.push('gap-end');
  items.push(totalPages);
  return items;
}

export interface PaginationProps {
  page: number;
  totalPages: number;
  /** Called only with a page from 1 to totalPages, other than the current one. */
  onPageChange: (page: number) => void;
  label?: string;
  className?: string;
}

/** Previous, the numbered pages and Next; Previous and Next are disabled at the ends. */
export function Pagination({ page, totalPages, onPageChange, label = 'Pagination', className }: PaginationProps) {
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(page, 1), totalPages);
  const go = (target: number) => {
    const next = Math.min(Math.max(target, 1), totalPages);
    if (next !== current) onPageChange(next);
  };
  const step = buttonStyles({ variant: 'ghost', size: 'sm', className: 'min-w-touch px-3' });

  return (
    <nav aria-label={label} className={cn('flex items-center justify-center', className)}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <button type="button" className={step} onClick={() => go(current - 1)} disabled={current <= 1}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            {/* Words from 640px; below, the arrow (the name stays 'Previous'). */}
            <span className="sr-only sm:not-sr-only">Previous</span>
          </button>
        </li>
        {pageItems(current, totalPages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                aria-label={`Page ${item}`}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
                className={cn(
                  buttonStyles({ variant: item === current ? 'primary' : 'ghost', size: 'icon' }),
                  'text-sm tabular-nums',
                  item === current && 'hover:bg-ink',
                )}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ),
        )}
        <li>
          <button type="button" className={step} onClick={() => go(current + 1)} disabled={current >= totalPages}>
            <span className="sr-only sm:not-sr-only">Next</span>
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
