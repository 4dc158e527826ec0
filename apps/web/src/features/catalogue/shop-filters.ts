/**
 * The shop's state lives in the URL (`/shop?category=mens&color=black&page=2`), so a filtered
 * page can be shared, reloaded and reached again with Back. These functions read it leniently
 * (a hand-edited value falls back to its default instead of a 400) and write it back.
 */
import {
  DEFAULT_PRODUCT_SORT,
  FILTER_ALL,
  PRICE_RANGES,
  PRODUCT_SORTS,
  SHOP_PAGE_SIZE,
  type PriceRange,
  type ProductSort,
} from '@shop/shared/constants';
import type { ProductListQuery } from '@shop/shared/product.schema';
import { paths, withQuery } from '@shop/shared/routes';

export const DEFAULT_SORT = DEFAULT_PRODUCT_SORT;

export interface ShopFilters {
  category: string;
  color: string;
  size: string;
  minPrice?: number;
  maxPrice?: number;
  sort: ProductSort;
  page: number;
}

export type FilterName = 'category' | 'color' | 'size';

const MAX_VALUE_LENGTH = 40;
const MAX_PRICE = 1_000_000;

function readValue(params: URLSearchParams, name: FilterName): string {
  const value = (params.get(name) ?? '').trim().toLowerCase();
  return value === '' || value.length > MAX_VALUE_LENGTH ? FILTER_ALL : value;
}

function readPrice(params: URLSearchParams, name: 'minPrice' | 'maxPrice'): number | undefined {
  const raw = params.get(name)?.trim();
  if (!raw) return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 && value <= MAX_PRICE ? value : undefined;
}

function readPage(params: URLSearchParams): number {
  const raw = params.get('page')?.trim() ?? '';
  const page = /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return page >= 1 ? page : 1;
}

export function readShopFilters(params: URLSearchParams): ShopFilters {
  let minPrice = readPrice(params, 'minPrice');
  let maxPrice = readPrice(params, 'maxPrice');
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    minPrice = undefined;
    maxPrice = undefined;
  }
  const sort = params.get('sort');
  return {
    category: readValue(params, 'category'),
    color: readValue(params, 'color'),
    size: readValue(params, 'size'),
    minPrice,
    maxPrice,
    sort: PRODUCT_SORTS.find((value) => value === sort) ?? DEFAULT_SORT,
    page: readPage(params),
  };
}

const orAll = (value: string) => (value === FILTER_ALL ? undefined : value);

/** What the shop asks the API for. */
export function toProductListQuery(filters: ShopFilters): ProductListQuery {
  return {
    category: orAll(filters.category),
    color: orAll(filters.color),
    size: orAll(filters.size),
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    sort: filters.sort,
    page: filters.page,
    limit: SHOP_PAGE_SIZE,
  };
}

/** Copies the params with `name` set, or removed for 'all'; any filter change starts at page 1. */
export function withFilter(params: URLSearchParams, name: FilterName, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === FILTER_ALL) next.delete(name);
  else next.set(name, value);
  next.delete('page');
  return next;
}

/** Copies the params with the price range set (null: any price), back at page 1. */
export function withPriceRange(params: URLSearchParams, range: PriceRange | null): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('minPrice');
  next.delete('maxPrice');
  if (range) {
    next.set('minPrice', String(range.min));
    if (range.max !== null) next.set('maxPrice', String(range.max));
  }
  next.delete('page');
  return next;
}

/** Copies the params with the sort order set, back at page 1. */
export function withSort(params: URLSearchParams, sort: ProductSort): URLSearchParams {
  const next = new URLSearchParams(params);
  if (sort === DEFAULT_SORT) next.delete('sort');
  else next.set('sort', sort);
  next.delete('page');
  return next;
}

export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return next;
}

/** A price range as one form value ('50-100', '200-'): what the filter form's price radios send. */
export function priceRangeValue(range: Pick<PriceRange, 'min' | 'max'>): string {
  return `${range.min}-${range.max ?? ''}`;
}

const FILTER_NAMES: readonly string[] = ['category', 'color', 'size'];
const DROPPED_WHEN_EMPTY: readonly string[] = ['minPrice', 'maxPrice', 'sort', 'page'];

/**
 * The shop's params in their one spelling. The filter form, sent without JavaScript, sends
 * every field ('category=all', 'price=' for any price, 'price=50-100' for a range); this drops
 * the empty and 'all' values and spells a price range as minPrice and maxPrice, so the server
 * can redirect such an answer to the address a filter change makes with JavaScript.
 */
export function canonicalShopParams(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  for (const [name, raw] of params) {
    const value = raw.trim();
    if (FILTER_NAMES.includes(name)) {
      if (value !== '' && value.toLowerCase() !== FILTER_ALL) next.append(name, raw);
    } else if (name === 'price') {
      const range = /^(\d{1,7})-(\d{1,7})?$/.exec(value);
      if (range?.[1] !== undefined) next.append('minPrice', range[1]);
      if (range?.[2] !== undefined) next.append('maxPrice', range[2]);
    } else if (!DROPPED_WHEN_EMPTY.includes(name) || value !== '') {
      next.append(name, raw);
    }
  }
  return next;
}

/** The shop's address for these params: what a filter link, a page link and Clear Filters point at. */
export function shopHref(params: URLSearchParams): string {
  return withQuery(paths.shop, params);
}

/** Clear Filters: category, colour and size back to all, no price range (the sort stays). */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of ['category', 'color', 'size', 'minPrice', 'maxPrice', 'page']) next.delete(name);
  return next;
}

export function hasActiveFilters(filters: ShopFilters): boolean {
  return (
    filters.category !== FILTER_ALL ||
    filters.color !== FILTER_ALL ||
    filters.size !== FILTER_ALL ||
    filters.minPrice !== undefined ||
    filters.maxPrice !== undefined
  );
}

/** The price range the URL asks for, if it is one of the four offered. */
export function selectedPriceRange(filters: Pick<ShopFilters, 'minPrice' | 'maxPrice'>): PriceRange | undefined {
  if (filters.minPrice === undefined && filters.maxPrice === undefined) return undefined;
  return PRICE_RANGES.find((range) => range.min === (filters.minPrice ?? 0) && range.max === (filters.maxPrice ?? null));
}

/** 'Showing 5-8': the positions of the first and last product on the page. */
export function shownRange(page: number, limit: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = Math.min((page - 1) * limit + 1, total);
  return { from, to: Math.min(page * limit, total) };
}
