import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { cn } from '@/lib/class-names';
import type { PagedList, ListPage } from '@/lib/use-paged-list';
import type { EmptyStateProps } from './empty-state';
import { FilteredEmptyState } from './filtered-empty-state';
import { Pagination } from './pagination';
import { QueryStates } from './query-states';
import { SkeletonRows } from './skeleton-rows';

/**
 * A list's words where they do not follow from its noun the English way (a page in another
 * language): what loads, what failed, the pagination's name, 'Showing 1 to 10 of 42 orders', and
 * the button that takes the filters away.
 */
export interface ListTexts {
  loading: string;
  failed: string;
  label: string;
  showing: (view: ListPage) => string;
  clear?: string;
}

export type ListStatesProps<T> = {
  /** The page on screen, from `usePagedList`. */
  list: PagedList<T>;
  /** The list's words, in place of those made from `noun` and `name`. */
  texts?: ListTexts;
  /** The rows, in the plural: 'orders', as in 'Showing 1 to 10 of 42 orders' and 'Show all orders'. */
  noun: string;
  /**
   * The list's own name, where it is not its rows: 'Audit log' ('Loading the audit log', 'Audit log
   * pages'). Without it, the rows are what loads ('Loading orders') and, capitalised, the name.
   */
  name?: string;
  /** Where a page's words are not the rule's: its 'Error loading users!', its 'Product pages'. */
  failed?: string;
  /** What may have happened, under `failed`. */
  failedDetail?: string;
  label?: string;
  /**
   * What stands in for a list with nothing in it (its total is 0): the title, icon, text and buttons
   * of an empty card, whose buttons give way to 'Show all {noun}' when `onClear` is set; or, where a
   * page says more, a block of its own.
   */
  empty: Omit<EmptyStateProps, 'role' | 'className'> | ReactElement;
  /** Takes away the filters that left the list empty ('Show all orders'); absent when nothing filters it. */
  onClear?: () => void;
  /** The rows of the page. */
  children: (data: T) => ReactNode;
} & (
  | {
      /** The loading placeholders: their height and corners, and how many (5 when absent). */
      rowClassName: string;
      rows?: number;
      loading?: never;
    }
  /** Or, where the rows are not of one height, what stands in while the first page loads. */
  | { loading: ReactNode; rowClassName?: never; rows?: never }
);

/**
 * A paged list in each of its states: loading, failed (with 'Try again'), empty, or a page of
 * rows with 'Showing 1 to 10 of 42 orders' and the pages. Its words follow from what it lists:
 * 'Loading orders', 'Error loading orders.', 'Orders pages', 'Show all orders'.
 */
export function ListStates<T>({
  list: { query, view, setPage },
  noun,
  name,
  failed,
  failedDetail,
  label,
  empty,
  onClear,
  texts,
  children,
  ...placeholder
}: ListStatesProps<T>) {
  const what = name ? `the ${name.toLowerCase()}` : noun;
  const title = name ?? noun.charAt(0).toUpperCase() + noun.slice(1);
  return (
    <QueryStates
      query={query}
      loading={
        placeholder.loading ?? (
          <SkeletonRows label={texts?.loading ?? `Loading ${what}`} rows={placeholder.rows} rowClassName={placeholder.rowClassName ?? ''} />
        )
      }
      failed={failed ?? texts?.failed ?? `Error loading ${what}.`}
      failedDetail={failedDetail}
    >
      {(data) =>
        view.total > 0 ? (
          <PagedResults
            view={view}
            noun={noun}
            label={label ?? texts?.label ?? `${title} pages`}
            showing={texts?.showing(view)}
            stale={query.isPlaceholderData}
            onPageChange={setPage}
          >
            {children(data)}
          </PagedResults>
        ) : isValidElement(empty) ? (
          empty
        ) : (
          <FilteredEmptyState {...empty} clearLabel={texts?.clear ?? `Show all ${noun}`} onClear={onClear} />
        )
      }
    </QueryStates>
  );
}

export interface PagedResultsProps {
  view: ListPage;
  /** What the rows are, in the plural: 'orders'. */
  noun: string;
  /** The pagination's name: 'Orders pages'. */
  label: string;
  /** The words in place of 'Showing 11 to 20 of 42 orders' (a page in another language). */
  showing?: string;
  stale: boolean;
  onPageChange: (page: number) => void;
  children: ReactNode;
}

/**
 * A page of a list, 'Showing 11 to 20 of 42 orders' and the pages: what `ListStates` shows once
 * the page has rows, and where a page puts more above them (the total of the payments). While the
 * next page loads (`stale`), the one on screen stays, dimmed and marked busy.
 */
export function PagedResults({ view, noun, label, showing, stale, onPageChange, children }: PagedResultsProps) {
  return (
    <div className={cn('space-y-5 transition-opacity', stale && 'opacity-60')} aria-busy={stale || undefined}>
      {children}
      <p className="text-center text-sm text-muted tabular-nums">
        {showing ?? `Showing ${view.from} to ${view.to} of ${view.total} ${noun}`}
      </p>
      <Pagination page={view.page} totalPages={view.totalPages} onPageChange={onPageChange} label={label} />
    </div>
  );
}
