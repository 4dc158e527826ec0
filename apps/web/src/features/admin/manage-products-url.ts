/**
 * Manage Products keeps its search, filters, sort and page in the URL, so that a reload, Back
 * or a shared link shows the same list. Defaults stay out of the URL.
 */
import { DEFAULT_MANAGE_PRODUCT_SORT, MANAGE_PRODUCT_SORTS, type ManageProductSort } from '@shop/shared/product-admin.schema';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

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

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

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

function setOrDelete(params: URLSearchParams, key: string, value: string | undefined) {
  if (value) params.set(key, value);
  else params.delete(key);
}

export function useManageProductsUrl() {
  const [searchParams, setSearchParams] = useSearchParams();
  const write = useCallback(
    (change: (params: URLSearchParams) => void, replace = false) =>
      setSearchParams(
        (params) => {
          const copy = new URLSearchParams(params);
          change(copy);
          return copy;
        },
        { replace, preventScrollReset: true },
      ),
    [setSearchParams],
  );
  const filters = readFilters(searchParams);
  const writePage = (params: URLSearchParams, page: number) => setOrDelete(params, 'page', page > 1 ? String(page) : undefined);
  return {
    filters,
    page: readPage(searchParams.get('page')),
    /** Whether any filter narrows the list (the sort does not). */
    filtered: Boolean(filters.search || filters.category || filters.lowStock),
    /** Changes some filters and goes back to page 1. */
    setFilters: (change: Partial<ManageProductsFilters>) =>
      write((params) => {
        const next = { ...filters, ...change };
        setOrDelete(params, 'search', next.search.trim());
        setOrDelete(params, 'category', next.category);
        setOrDelete(params, 'lowStock', next.lowStock ? 'true' : undefined);
        setOrDelete(params, 'sort', next.sort === DEFAULT_MANAGE_PRODUCT_SORT ? undefined : next.sort);
        params.delete('page');
      }),
    clearFilters: () =>
      write((params) => {
        ['search', 'category', 'lowStock', 'page'].forEach((key) => params.delete(key));
      }),
    setPage: (page: number) => write((params) => writePage(params, page)),
    /** Replaces the page in the URL without a history entry. */
    replacePage: (page: number) => write((params) => writePage(params, page), true),
  };
}
