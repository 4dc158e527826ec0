import { FILTER_ALL, PRODUCT_SORTS, SHOP_PAGE_SIZE, type ProductSort } from '@shop/shared/constants';
import { paths } from '@shop/shared/routes';
import { SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useHref, useSearchParams } from 'react-router';
import { PageShell } from '@/components/layouts/page-shell';
import { Button, buttonStyles } from '@/components/ui/button';
import { ComingSoon } from '@/components/ui/coming-soon';
import { EmptyState } from '@/components/ui/empty-state';
import { inputStyles } from '@/components/ui/field';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { cn } from '@/lib/class-names';
import { useProducts } from '../api/get-products';
import { capitalize } from '../catalogue-labels';
import { ProductsLoadFailed } from '../components/products-load-failed';
import { ProductGrid, ProductGridSkeleton } from '../components/product-card';
import { ShopFilterPanel } from '../components/shop-filter-panel';
import {
  DEFAULT_SORT,
  hasActiveFilters,
  readShopFilters,
  shopHref,
  shownRange,
  toProductListQuery,
  withoutFilters,
  withPage,
  withSort,
} from '../shop-filters';
import { useMessages, useT, type MessageKey } from '@/i18n/i18n';

const SORT_LABELS: Record<ProductSort, MessageKey> = {
  newest: 'shop.sort.newest',
  'price-asc': 'shop.sort.priceAsc',
  'price-desc': 'shop.sort.priceDesc',
  rating: 'shop.sort.rating',
};

export function ShopPage() {
  useMessages('browse');
  const t = useT();
  usePageTitle(t('nav.shop'));
  const [urlParams, setSearchParams] = useSearchParams();
  // NOTE: the URL changes a moment after a choice (the router navigates asynchronously), and
  // the controlled sort select would snap back meanwhile; so the page shows the asked-for
  // params until the URL changes (to them, or elsewhere with Back).
  const [pending, setPending] = useState<URLSearchParams | null>(null);
  const url = urlParams.toString();
  const [seenUrl, setSeenUrl] = useState(url);
  if (seenUrl !== url) {
    setSeenUrl(url);
    setPending(null);
  }
  const params = pending ?? urlParams;
  const filters = readShopFilters(params);
  const products = useProducts(toProductListQuery(filters));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const sortId = useId();
  const resultsRef = useRef<HTMLElement>(null);

  const data = products.data;
  const settled = data !== undefined && !products.isPlaceholderData;
  // Only pages 1..totalPages exist: a page past the end (an old link, a shrunk catalogue)
  // shows the last page instead of an empty one.
  const lastPage = Math.max(1, data?.totalPages ?? 1);
  const pastTheEnd = settled && filters.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setSearchParams((current) => withPage(current, lastPage), { replace: true });
  }, [pastTheEnd, lastPage, setSearchParams]);

  const change = (next: URLSearchParams) => {
    setPending(next);
    setSearchParams(next);
  };
  // Clear Filters and the pages are links; the filters and the sort are GET forms that, once the
  // page is interactive, navigate on change and need no submit button.
  const onSort = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sort = new FormData(event.currentTarget).get('sort');
    change(withSort(params, PRODUCT_SORTS.find((value) => value === sort) ?? filters.sort));
  };
  const sortKeeps = [...withSort(params, DEFAULT_SORT).entries()];
  // Without JavaScript the forms send to the shop in the page's language.
  const shopAction = useHref(paths.shop);

  const category =
    filters.category === FILTER_ALL
      ? t('shop.allTees')
      : (data?.facets.categories.find((facet) => facet.value === filters.category)?.name ?? capitalize(filters.category));

  return (
    <PageShell title={t('nav.shop')} eyebrow={category}>
      <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10 xl:grid-cols-[16rem_minmax(0,1fr)]">
        <aside aria-label={t('filters.label')} className="mb-6 lg:mb-0">
          <Button
            variant="secondary"
            // Without JavaScript it could open nothing; the filters are shown instead.
            className="w-full noscript:hidden lg:hidden"
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            {filtersOpen ? t('filters.hide') : t('filters.show')}
          </Button>
          <ShopFilterPanel
            id={panelId}
            params={params}
            filters={filters}
            facets={data?.facets}
            onChange={change}
            className={cn(
              'mt-5 rounded-xl border border-line bg-white p-4 noscript:mt-0 noscript:block lg:mt-0 lg:block lg:border-0 lg:bg-transparent lg:p-0',
              !filtersOpen && 'hidden',
            )}
          />
        </aside>

        <section ref={resultsRef} aria-labelledby={`${panelId}-results`} className="min-w-0 scroll-mt-[calc(var(--spacing-header)+1rem)]">
          <h2 id={`${panelId}-results`} className="sr-only">
            {t('shop.products')}
          </h2>
          <div className="mb-6 flex flex-col gap-3 border-b border-line pb-4 sm:flex-row sm:items-end sm:justify-between sm:gap-4">
            <div aria-live="polite" aria-atomic="true" className="min-h-11 text-sm">
              {data && !pastTheEnd ? <ResultCounts page={data.page} limit={data.limit} total={data.totalProducts} /> : null}
            </div>
            <form method="get" action={shopAction} onSubmit={onSort} className="flex items-center gap-3">
              {products.isFetching ? <Spinner label={t('shop.loading')} className="[&>span:first-child]:size-5" /> : null}
              {sortKeeps.map(([name, value]) => (
                <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
              ))}
              <label htmlFor={sortId} className="text-sm whitespace-nowrap text-muted">
                {t('shop.sortBy')}
              </label>
              <select
                id={sortId}
                name="sort"
                value={filters.sort}
                onChange={(event) => change(withSort(params, event.target.value as ProductSort))}
                className={cn(inputStyles, 'min-h-touch w-auto pr-8')}
              >
                {PRODUCT_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(SORT_LABELS[sort])}
                  </option>
                ))}
              </select>
              {/* Only without JavaScript (or before a browser knows the scripting media query). */}
              <Button type="submit" variant="secondary" size="sm" className="scripting:hidden">
                {t('shop.sort')}
              </Button>
            </form>
          </div>

          {pastTheEnd ? (
            <PastTheEnd page={filters.page} lastPageHref={shopHref(withPage(params, lastPage))} />
          ) : products.isPending ? (
            <ProductGridSkeleton count={SHOP_PAGE_SIZE} layout="shop" />
          ) : products.isError ? (
            <ProductsLoadFailed onRetry={() => void products.refetch()} />
          ) : data && data.products.length === 0 ? (
            <ComingSoon>
              <p>{hasActiveFilters(filters) ? t('shop.noMatch') : t('shop.unpacking')}</p>
              {hasActiveFilters(filters) ? (
                <Link to={shopHref(withoutFilters(params))} className={buttonStyles({ variant: 'secondary', className: 'mt-4' })}>
                  {t('filters.clear')}
                </Link>
              ) : null}
            </ComingSoon>
          ) : data ? (
            <div aria-busy={products.isPlaceholderData} className={cn('transition-opacity', products.isPlaceholderData && 'opacity-60')}>
              <ProductGrid products={data.products} layout="shop" />
              <Pagination
                page={data.page}
                totalPages={data.totalPages}
                pageHref={(page) => shopHref(withPage(params, page))}
                onPageChange={() => resultsRef.current?.scrollIntoView({ block: 'start' })}
                className="mt-12"
              />
            </div>
          ) : null}
        </section>
      </div>
    </PageShell>
  );
}

/**
 * A page past the last one: the browser moves to the last page at once (an effect above), so
 * it shows skeleton cards for that moment; without JavaScript nothing would move, so there a
 * link does it.
 */
function PastTheEnd({ page, lastPageHref }: { page: number; lastPageHref: string }) {
  const t = useT();
  return (
    <>
      <div className="noscript:hidden">
        <ProductGridSkeleton count={SHOP_PAGE_SIZE} layout="shop" />
      </div>
      <EmptyState
        className="hidden noscript:block"
        actions={
          <Link to={lastPageHref} className={buttonStyles({ variant: 'secondary' })}>
            {t('shop.lastPage')}
          </Link>
        }
      >
        {t('shop.noSuchPage', { page })}
      </EmptyState>
    </>
  );
}

function ResultCounts({ page, limit, total }: { page: number; limit: number; total: number }) {
  const t = useT();
  const { from, to } = shownRange(page, limit, total);
  return (
    <>
      <p className="font-medium">{t('shop.inStock', { total })}</p>
      {total > 0 ? <p className="text-muted">{t('shop.showing', { from, to })}</p> : null}
    </>
  );
}
