/**
 * Manage Products keeps its search, filters, sort and page in the URL, so that a reload, Back
 * or a shared link shows the same list. Defaults stay out of the URL.
 */
import { DEFAULT_MANAGE_PRODUCT_SORT, MANAGE_PRODUCT_SORTS, type ManageProductSort } from '@shop/shared/product-admin.schema';
import { useSearchParams } from 'react-router';
import { useUrlPaging } from '@/lib/use-paged-list';

export interface ManageProductsFilters {
  search: string;
  category: string;
  lowStock: boolean;
  sort: ManageProductSort;
}

export const SORT_LABELS: Record<ManageProductSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  'name-asc': 'Name A–Z',
  'name-desc': 'Name Z–A',
  'price-asc': 'Lowest price',
  'price-desc': 'Highest price',
  'stock-asc': 'Least stock',
  'stock-desc': 'Most stock',
};

function readSort(value: string | null): ManageProductSort {
  return MANAGE_PRODUCT_SORTS.find((sort) => sort === value) ?? DEFAULT_MANAGE_PRODUCT_SORT;
}

export function readFilters(params: URLSearchParams): ManageProductsFilters {
  return {
    search: (params.get('search') ?? '').trim(),
    category: (params.get('category') ?? '').trim().toLowerCase(),
    lowStock: params.get('lowStock') === 'true',
    sort: readSort(params.get('sort')),
  };
}

export function useManageProductsUrl() {
  const [searchParams] = useSearchParams();
  const paging = useUrlPaging();
  const filters = readFilters(searchParams);
  return {
    filters,
    page: paging.page,
    /** Whether any filter narrows the list (the sort does not). */
    filtered: Boolean(filters.search || filters.category || filters.lowStock),
    /** Changes some filters and goes back to page 1. */
    setFilters: (change: Partial<ManageProductsFilters>) => {
      const next = { ...filters, ...change };
      paging.setParams({
        search: next.search.trim(),
        category: next.category,
        lowStock: next.lowStock ? 'true' : '',
        sort: next.sort === DEFAULT_MANAGE_PRODUCT_SORT ? '' : next.sort,
      });
    },
    clearFilters: () => paging.setParams({ search: '', category: '', lowStock: '' }),
    setPage: paging.setPage,
    /** Replaces the page in the URL without a history entry. */
    replacePage: paging.replacePage,
  };
}
