import { lineColor } from '@shop/shared/cart';
import type { Product } from '@shop/shared/product.schema';
import type { VariantFacts } from '@shop/shared/variant.schema';
import { isInStock } from '@shop/shared/product-availability';
import { paths, withQuery } from '@shop/shared/routes';
import { ChevronLeft } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Stars } from '@/components/ui/stars';
import { FinalSaleBadge } from '@/features/exchanges/components/final-sale-badge';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { reportEvent } from '@/lib/analytics';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/class-names';
import { useProduct } from '../api/get-product';
import { AddToCartForm, chosenVariant } from '../components/add-to-cart-form';
import { BackInStock } from '../components/back-in-stock';
import { ProductsLoadFailed } from '../components/products-load-failed';
import { ProductGallery } from '../components/product-gallery';
import { ProductPrice } from '../components/product-price';
import { productPrices, variantPrices } from '../product-prices';
import { RelatedProducts } from '../components/related-products';
import { LazyReviewsSection } from '../components/lazy-reviews-section';
import { useT } from '@/i18n/i18n';

/** The gift card form (and the schema it checks with) loads only on a gift card's page: every other product page stays as light. */
const GiftCardForm = lazy(() => import('../components/gift-card-form').then((module) => ({ default: module.GiftCardForm })));

/** At or under this many units, a variant reads 'Only N left'. */
const FEW_LEFT = 5;

const PAGE = 'mx-auto max-w-7xl px-5 py-8 md:py-12 lg:px-8';

export function ProductPage() {
  const { id = '' } = useParams();
  const query = useProduct(id);
  // 400 is a malformed id: for the shopper, as missing as an unknown one.
  const notFound = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  const t = useT();
  usePageTitle(query.data?.product.name ?? (notFound ? t('product.notFound') : t('product.title')));

  if (query.isPending) return <ProductSkeleton />;
  if (notFound) return <ProductNotFound />;
  if (query.isError) {
    return (
      <div className={cn(PAGE, 'min-h-[60vh]')}>
        <BackToShop />
        <h1 className="sr-only">{t('product.title')}</h1>
        <ProductsLoadFailed onRetry={() => void query.refetch()} />
      </div>
    );
  }

  const { product, reviews } = query.data;
  return (
    <div className={PAGE}>
      <BackToShop />
      {/* Keyed by product, so that another product's page starts with no colour chosen. */}
      <ProductDetails key={product._id} product={product} />
      <div className="mt-16 space-y-16 md:mt-24">
        <LazyReviewsSection key={product._id} product={product} reviews={reviews} reviewsUpdatedAt={query.dataUpdatedAt} />
        {/* NOTE: asked for by the address's key (a handle or an id), as the server prefetched it:
            asked for by id, the server's HTML would hold a placeholder that the browser then fills. */}
        <RelatedProducts productKey={id} productId={product._id} />
      </div>
    </div>
  );
}

function BackToShop() {
  const t = useT();
  return (
    <Link to={paths.shop} className="mb-4 inline-flex min-h-touch items-center gap-1 text-sm text-muted hover:text-ink">
      <ChevronLeft aria-hidden="true" className="size-4" />
      {t('product.backToShop')}
    </Link>
  );
}

/** The pictures and the summary share the chosen colour: choosing one shows its picture. */
function ProductDetails({ product }: { product: Product }) {
  // A product in one colour shows it chosen; of several, the shopper chooses. A link may choose
  // them (`?color=&size=`, from the wishlist) when the product is offered in them.
  const [searchParams] = useSearchParams();
  const offered = (value: string | null, values: readonly string[]) => (value && values.includes(value) ? value : '');
  const [color, setColor] = useState(() => lineColor(offered(searchParams.get('color'), product.color), product.color));
  const [size, setSize] = useState(() => offered(searchParams.get('size'), product.sizes));
  // One view for the shop's analytics each time a product's page is shown in the browser.
  useEffect(() => reportEvent({ kind: 'view', productId: product._id }), [product._id]);
  return (
    <div className="grid gap-8 md:grid-cols-2 md:gap-12 lg:gap-16">
      <div className="md:sticky md:top-[calc(var(--spacing-header)+1.5rem)] md:self-start">
        <ProductGallery product={product} color={color} />
      </div>
      <ProductSummary product={product} color={color} onColorChange={setColor} size={size} onSizeChange={setSize} />
    </div>
  );
}

function ProductSummary({
  product,
  color,
  onColorChange,
  size,
  onSizeChange,
}: {
  product: Product;
  color: string;
  onColorChange: (color: string) => void;
  size: string;
  onSizeChange: (size: string) => void;
}) {
  const soldOut = !isInStock(product);
  const t = useT();
  // Once a colour and a size are chosen, the page shows that variant's own price and stock.
  const chosen = chosenVariant(product, color, size);
  const variant = product.variants?.find((line) => line.color === chosen.color && line.size === chosen.size);
  // A running sale's price of the variant comes with it; in the shopper's currency, its price there.
  const prices = variant ? variantPrices(product, variant) : productPrices(product);
  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <p className="text-xs font-semibold tracking-[0.25em] text-clay uppercase">
          <span className="sr-only">{t('product.category')} </span>
          <Link to={withQuery(paths.shop, { category: product.category })} className="hover:underline">
            {product.categoryName}
          </Link>
        </p>
        <h1 className="text-4xl break-words md:text-5xl">{product.name}</h1>
        <a href="#reviews" className="inline-flex min-h-touch items-center gap-2 text-sm text-muted hover:text-ink">
          <Stars rating={product.rating} />
          <span>{t('product.reviews', { count: product.reviewCount })}</span>
        </a>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <div aria-live="polite">
            <ProductPrice prices={prices} range={!variant} size="lg" />
          </div>
          {product.finalSale ? (
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
              <FinalSaleBadge />
              {t('product.noExchange')}
            </p>
          ) : null}
        </div>
        {soldOut ? <p className="font-medium text-danger">{t('product.soldOut')}</p> : null}
        {variant ? <ChosenVariantFacts variant={variant} /> : null}
      </div>
      <p className="leading-relaxed whitespace-pre-line text-ink/90">{product.description}</p>
      {/* A gift card is bought for someone, in a value: no colour or size to choose. */}
      {product.giftCard ? (
        <Suspense fallback={<Skeleton className="h-96 w-full rounded-xl" />}>
          <GiftCardForm product={product} offer={product.giftCard} />
        </Suspense>
      ) : (
        <AddToCartForm product={product} color={color} onColorChange={onColorChange} chosenSize={size} onSizeChange={onSizeChange} />
      )}
      {/* 'Email me when it's back', when a size is sold out in the chosen colour (in any, none chosen). */}
      <BackInStock product={product} color={chosen.color} size={size} />
    </div>
  );
}

/** The chosen variant's stock (when the shop counts it) and SKU. */
function ChosenVariantFacts({ variant }: { variant: VariantFacts }) {
  const t = useT();
  const stock =
    variant.stock === null
      ? null
      : variant.stock === 0
        ? t('product.soldOut')
        : variant.stock <= FEW_LEFT
          ? t('product.fewLeft', { count: variant.stock })
          : t('product.inStock');
  return (
    <p className="flex flex-wrap items-center gap-x-3 text-sm text-muted" aria-live="polite">
      {stock ? <span className={cn('font-medium', variant.stock === 0 ? 'text-danger' : 'text-ink')}>{stock}</span> : null}
      <span>{t('product.sku', { sku: variant.sku })}</span>
    </p>
  );
}

function ProductNotFound() {
  const t = useT();
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-5 py-16 text-center">
      <p className="font-display text-6xl text-clay">404</p>
      <h1 className="text-3xl md:text-4xl">{t('product.notFound')}</h1>
      <p className="text-muted">{t('product.notFoundDetail')}</p>
      <Link to={paths.shop} className={buttonStyles({ className: 'mt-2' })}>
        {t('product.backToShop')}
      </Link>
    </div>
  );
}

function ProductSkeleton() {
  const t = useT();
  return (
    <div className={PAGE} role="status" aria-label={t('product.loading')}>
      <h1 className="sr-only">{t('product.loading')}</h1>
      <Skeleton className="mb-4 h-11 w-36" />
      <div className="grid gap-8 md:grid-cols-2 md:gap-12 lg:gap-16">
        <Skeleton className="aspect-[4/5] w-full rounded-xl" />
        <div className="space-y-4">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-12 w-3/4" />
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-8 w-28" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-12 w-44 rounded-full" />
        </div>
      </div>
    </div>
  );
}
