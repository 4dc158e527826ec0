import { SHOP_PAGE_SIZE } from '@shop/shared/constants';
import { paths, withQuery } from '@shop/shared/routes';
import { SlidersHorizontal } from 'lucide-react';
import { useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { ComingSoon } from '@/components/ui/coming-soon';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/class-names';
import { collectionListQuery, collectionPageOf, useCollection } from '../api/get-collection';
import { useProducts } from '../api/get-products';
import { ProductsLoadFailed } from '../components/products-load-failed';
import { ProductGrid, ProductGridSkeleton } from '../components/product-card';
import { useMessages, useT } from '@/i18n/i18n';

const PAGE = 'mx-auto max-w-7xl px-5 py-10 md:py-16 lg:px-8';

/** A category's own page: its name, description and picture, then its products, newest first. */
export function CollectionPage() {
  const { handle = '' } = useParams();
  const [params] = useSearchParams();
  const page = collectionPageOf(params.get('page'));
  const collection = useCollection(handle);
  const products = useProducts(collectionListQuery(handle, page), { enabled: collection.isSuccess });
  const resultsRef = useRef<HTMLElement>(null);
  const notFound = collection.error instanceof ApiError && (collection.error.status === 404 || collection.error.status === 400);
  useMessages('browse');
  const t = useT();
  usePageTitle(collection.data?.name ?? (notFound ? t('collection.notFound') : t('collection.title')));

  if (collection.isPending) {
    return (
      <div className={PAGE} role="status" aria-label={t('collection.loading')}>
        <h1 className="sr-only">{t('collection.loading')}</h1>
        <Skeleton className="mb-4 h-4 w-24" />
        <Skeleton className="mb-8 h-12 w-2/3 max-w-md" />
        <ProductGridSkeleton count={4} layout="wide" />
      </div>
    );
  }
  if (notFound) {
    return (
      <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-5 py-16 text-center">
        <p className="font-display text-6xl text-clay">404</p>
        <h1 className="text-3xl md:text-4xl">{t('collection.notFound')}</h1>
        <p className="text-muted">{t('collection.notFoundDetail')}</p>
        <Link to={paths.shop} className={buttonStyles({ className: 'mt-2' })}>
          {t('product.backToShop')}
        </Link>
      </div>
    );
  }
  if (collection.isError) {
    return (
      <div className={cn(PAGE, 'min-h-[60vh]')}>
        <h1 className="sr-only">{t('collection.title')}</h1>
        <ProductsLoadFailed onRetry={() => void collection.refetch()} />
      </div>
    );
  }

  const category = collection.data;
  const data = products.data;
  return (
    <div className={PAGE}>
      <header className={cn('mb-10 grid items-center gap-6', category.image && 'md:grid-cols-[minmax(0,1fr)_minmax(0,20rem)]')}>
        <div className="max-w-2xl space-y-3">
          <p className="text-xs font-semibold tracking-[0.25em] text-clay uppercase">{t('collection.title')}</p>
          <h1 className="text-4xl break-words md:text-5xl">{category.name}</h1>
          {category.description ? <p className="text-lg leading-relaxed whitespace-pre-line text-muted">{category.description}</p> : null}
          <Link
            to={withQuery(paths.shop, { category: category.handle })}
            className={buttonStyles({ variant: 'secondary', size: 'sm', className: 'mt-2' })}
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            {t('collection.filterInShop')}
          </Link>
        </div>
        {category.image ? (
          <img src={category.image} alt="" width={640} height={480} className="aspect-[4/3] w-full rounded-xl bg-sand object-cover" />
        ) : null}
      </header>

      <section ref={resultsRef} aria-labelledby="collection-products" className="scroll-mt-[calc(var(--spacing-header)+1rem)]">
        <h2 id="collection-products" className="sr-only">
          {t('shop.products')}
        </h2>
        {products.isPending ? (
          <ProductGridSkeleton count={SHOP_PAGE_SIZE} layout="wide" />
        ) : products.isError ? (
          <ProductsLoadFailed onRetry={() => void products.refetch()} />
        ) : data && data.products.length === 0 ? (
          <ComingSoon>
            <p>{t('collection.empty')}</p>
          </ComingSoon>
        ) : data ? (
          <div aria-busy={products.isPlaceholderData} className={cn('transition-opacity', products.isPlaceholderData && 'opacity-60')}>
            <p className="mb-6 text-sm text-muted" aria-live="polite">
              {t('filters.products', { count: data.totalProducts })}
            </p>
            <ProductGrid products={data.products} layout="wide" />
            <Pagination
              page={data.page}
              totalPages={data.totalPages}
              pageHref={(next) => withQuery(paths.collection(category.handle), next > 1 ? { page: String(next) } : {})}
              onPageChange={() => resultsRef.current?.scrollIntoView({ block: 'start' })}
              className="mt-12"
            />
          </div>
        ) : null}
      </section>
    </div>
  );
}
