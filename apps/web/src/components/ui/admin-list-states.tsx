import type { PagedList } from '@/lib/use-paged-list';
import type { EmptyStateProps } from './empty-state';
import { FilteredEmptyState } from './filtered-empty-state';
import { ListStates, type ListStatesProps } from './list-states';
import { SkeletonRows } from './skeleton-rows';

export interface AdminListStatesProps<T> extends Pick<ListStatesProps<T>, 'failedDetail' | 'children'> {
  /** The page on screen, from `usePagedList`. */
  list: PagedList<T>;
  /** The rows, in the plural: 'orders', as in 'Showing 1 to 10 of 42 orders' and 'Show all orders'. */
  noun: string;
  /**
   * The list's own name, where it is not its rows: 'Audit log' ('Loading the audit log', 'Audit log
   * pages'). Without it, the rows are what loads ('Loading orders') and, capitalised, the name.
   */
  name?: string;
  /** Where a page's words are not the rule's: its 'Error loading users!', its 'Product pages'. */
  failed?: string;
  label?: string;
  /** The loading placeholders: their height and corners, and how many (5 when absent). */
  rowClassName: string;
  rows?: number;
  /** What stands in for an empty list: its title, icon and text, and its buttons when nothing filters it. */
  empty: Omit<EmptyStateProps, 'role' | 'className'>;
  /** Takes away the filters that left the list empty ('Show all orders'); absent when nothing filters it. */
  onClear?: () => void;
}

/**
 * An admin's paged list (`ListStates`) whose words follow from what it lists: 'Loading orders',
 * 'Error loading orders.', 'Orders pages', and, when its filters leave it empty, 'Show all orders'.
 */
export function AdminListStates<T>({
  list: { query, view, setPage },
  noun,
  name,
  failed,
  label,
  rowClassName,
  rows,
  empty,
  onClear,
  ...states
}: AdminListStatesProps<T>) {
  const what = name ? `the ${name.toLowerCase()}` : noun;
  const title = name ?? noun.charAt(0).toUpperCase() + noun.slice(1);
  return (
    <ListStates
      {...states}
      query={query}
      loading={<SkeletonRows label={`Loading ${what}`} rows={rows} rowClassName={rowClassName} />}
      failed={failed ?? `Error loading ${what}.`}
      empty={<FilteredEmptyState {...empty} clearLabel={`Show all ${noun}`} onClear={onClear} />}
      view={view}
      noun={noun}
      label={label ?? `${title} pages`}
      onPageChange={setPage}
    />
  );
}
