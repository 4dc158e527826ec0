import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/class-names';
import { buttonStyles } from './button';
import { useT } from '@/i18n/i18n';

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
  /**
   * Called only with a page from 1 to totalPages, other than the current one. With `pageHref`
   * it is told of a plain click on a page link, before the link navigates.
   */
  onPageChange?: (page: number) => void;
  /** Makes every page a link to this address (it works without JavaScript) instead of a button. */
  pageHref?: (page: number) => string;
  label?: string;
  className?: string;
}

const opensElsewhere = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

/** Previous, the numbered pages and Next; Previous and Next are disabled at the ends. */
export function Pagination({ page, totalPages, onPageChange, pageHref, label, className }: PaginationProps) {
  const t = useT();
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(page, 1), totalPages);
  const go = (target: number) => {
    const next = Math.min(Math.max(target, 1), totalPages);
    if (next !== current) onPageChange?.(next);
  };
  const step = buttonStyles({ variant: 'ghost', size: 'sm', className: 'min-w-touch px-3' });

  /** A button, or with `pageHref` a link; at an end, a disabled one (a link then has no href). */
  const control = (target: number, props: { className: string; label?: string; current?: boolean }, children: ReactNode) => {
    const disabled = target < 1 || target > totalPages;
    const common = {
      'aria-label': props.label,
      'aria-current': props.current ? ('page' as const) : undefined,
      className: props.className,
    };
    if (!pageHref) {
      return (
        <button type="button" {...common} onClick={() => go(target)} disabled={disabled}>
          {children}
        </button>
      );
    }
    if (disabled) {
      return (
        <span role="link" aria-disabled="true" {...common} className={cn(props.className, 'cursor-not-allowed opacity-50')}>
          {children}
        </span>
      );
    }
    return (
      <Link
        to={pageHref(target)}
        {...common}
        onClick={(event) => {
          if (!opensElsewhere(event)) go(target);
        }}
      >
        {children}
      </Link>
    );
  };

  return (
    <nav aria-label={label ?? t('pagination.label')} className={cn('flex items-center justify-center', className)}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {control(
            current - 1,
            { className: step },
            <>
              <ChevronLeft aria-hidden="true" className="size-4" />
              {/* Words from 640px; below, the arrow (the name stays 'Previous'). */}
              <span className="sr-only sm:not-sr-only">{t('pagination.previous')}</span>
            </>,
          )}
        </li>
        {pageItems(current, totalPages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              {control(
                item,
                {
                  label: t('pagination.page', { page: item }),
                  current: item === current,
                  className: cn(
                    buttonStyles({ variant: item === current ? 'primary' : 'ghost', size: 'icon' }),
                    'text-sm tabular-nums',
                    item === current && 'hover:bg-ink',
                  ),
                },
                item,
              )}
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ),
        )}
        <li>
          {control(
            current + 1,
            { className: step },
            <>
              <span className="sr-only sm:not-sr-only">{t('pagination.next')}</span>
              <ChevronRight aria-hidden="true" className="size-4" />
            </>,
          )}
        </li>
      </ul>
    </nav>
  );
}
