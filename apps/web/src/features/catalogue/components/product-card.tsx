import type { Product } from '@shop/shared/product.schema';
import { isInStock } from '@shop/shared/product-availability';
import { wordsLanguage } from '@shop/shared/languages';
import { paths } from '@shop/shared/routes';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { cardLinkStyles } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Stars } from '@/components/ui/stars';
import { useShopperCurrency } from '@/features/currencies/shopper-currency';
import { FinalSaleBadge } from '@/features/exchanges/components/final-sale-badge';
import { WishlistHeart } from '@/features/wishlist/components/wishlist-heart';
import { productQueryOptions } from '../api/get-product';
import { capitalize } from '../catalogue-labels';
import { productPrices } from '../product-prices';
import { ColorSwatch } from './color-swatch';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';
import { useLanguage, useT } from '@/i18n/i18n';

const MAX_SWATCHES = 5;

/** One product in a grid: the whole card links to its page. */
export function ProductCard({ product, sizes, priority = false }: { product: Product; sizes: string; priority?: boolean }) {
  const queryClient = useQueryClient();
  const t = useT();
  const { param: currency } = useShopperCurrency();
  const lang = wordsLanguage(useLanguage());
  const soldOut = !isInStock(product);
  // Reduced for good (an old price), or for a while (a running sale).
  const onSale =
    (product.salePrice !== undefined && product.salePrice < product.price) ||
    (product.minSalePrice !== undefined && product.minSalePrice < product.minPrice);
  const reduced = (product.oldPrice != null && product.oldPrice > product.price) || onSale;
  // Hovering or focusing a card starts loading its page, so the click feels instant.
  const prefetch = () => void queryClient.prefetchQuery(productQueryOptions(product.handle, currency, lang));

  return (
    <article className="group relative flex flex-col">
      <div className="relative overflow-hidden rounded-lg">
        <ProductImage
          product={product}
          sizes={sizes}
          priority={priority}
          className="transition-transform duration-500 ease-out group-hover:scale-[1.02] motion-reduce:transition-none"
        />
        {soldOut || reduced ? (
          <span className="absolute top-2 left-2 rounded-full bg-paper/90 px-2.5 py-1 text-xs font-semibold tracking-wide text-ink">
            {soldOut ? t('product.soldOut') : t('product.sale')}
          </span>
        ) : null}
        {/* Above the link that covers the card. */}
        <WishlistHeart product={product} anyOfProduct className="absolute top-1.5 right-1.5 z-10 bg-paper/90" />
      </div>
      <div className="mt-3 flex flex-1 flex-col gap-1.5">
        <h3 className="font-sans text-base leading-snug font-medium tracking-normal">
          <Link to={paths.product(product.handle)} onPointerEnter={prefetch} onFocus={prefetch} className={cardLinkStyles({ ring: 'far' })}>
            {product.name}
          </Link>
        </h3>
        <div className="flex flex-wrap items-center gap-2">
          <ProductPrice prices={productPrices(product)} range />
          {product.finalSale ? <FinalSaleBadge /> : null}
        </div>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-1.5 pt-1">
          {product.color.length > 0 ? (
            <p className="flex items-center gap-1">
              <span className="sr-only">{t('product.colours', { colours: product.color.map(capitalize).join(', ') })}</span>
              {product.color.slice(0, MAX_SWATCHES).map((color) => (
                <ColorSwatch key={color} color={color} className="size-3.5" />
              ))}
              {product.color.length > MAX_SWATCHES ? (
                <span aria-hidden="true" className="text-xs text-muted">
                  +{product.color.length - MAX_SWATCHES}
                </span>
              ) : null}
            </p>
          ) : null}
          <p className="flex items-center gap-1.5 text-xs text-muted">
            <Stars rating={product.rating} size="sm" />
            {product.reviewCount > 0 ? (
              <span>
                ({product.reviewCount}
                <span className="sr-only"> {t('product.reviewsNoun', { count: product.reviewCount })}</span>)
              </span>
            ) : null}
          </p>
        </div>
      </div>
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col">
      <Skeleton className="aspect-[4/5] w-full rounded-lg" />
      <Skeleton className="mt-3 h-5 w-3/4" />
      <Skeleton className="mt-2 h-5 w-1/4" />
      <Skeleton className="mt-3 h-3.5 w-1/2" />
    </div>
  );
}

/**
 * The grids cards appear in, each with what it tells the browser about a card's width (for
 * picking from the srcset). `shop`: two large pictures a row beside the filters; `wide`: up to
 * four a row across the page; `row`: one row of four.
 */
export const GRID_LAYOUTS = {
  shop: {
    className: 'grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-6 lg:gap-x-8',
    sizes: '(min-width: 1280px) 460px, (min-width: 1024px) 36vw, 50vw',
  },
  wide: {
    className: 'grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-6 md:grid-cols-3 lg:grid-cols-4',
    sizes: '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw',
  },
  row: {
    className: 'grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-6 md:grid-cols-4',
    sizes: '(min-width: 1280px) 300px, (min-width: 768px) 25vw, 50vw',
  },
} as const;

export type GridLayout = keyof typeof GRID_LAYOUTS;

/** Cards in a grid; the first `priorityCount` pictures load at once, the rest lazily. */
export function ProductGrid({ products, layout, priorityCount = 2 }: { products: Product[]; layout: GridLayout; priorityCount?: number }) {
  const { className, sizes } = GRID_LAYOUTS[layout];
  return (
    <ul className={className}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} sizes={sizes} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count, layout }: { count: number; layout: GridLayout }) {
  return (
    <ul aria-hidden="true" className={GRID_LAYOUTS[layout].className}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
