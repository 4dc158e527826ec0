import type { Product } from '@shop/shared/product.schema';
import { cn } from '@/lib/class-names';
import { formatDollars } from '@/lib/format';

/**
 * The price, and the old one struck through when the product is reduced. While a sale runs on
 * it, the sale price, and the regular price struck through. Screen readers do not announce
 * strike-through, so the struck price says in words what it is.
 */
export function ProductPrice({
  product,
  size = 'md',
  range = false,
  className,
}: {
  product: Pick<Product, 'price' | 'oldPrice'> & Partial<Pick<Product, 'salePrice' | 'minPrice' | 'maxPrice' | 'minSalePrice'>>;
  size?: 'md' | 'lg';
  /** Whether variants priced apart read 'From $X' (a card, or a page before a variant is chosen). */
  range?: boolean;
  className?: string;
}) {
  if (range && product.minPrice !== undefined && product.maxPrice !== undefined && product.minPrice < product.maxPrice) {
    const minSale = product.minSalePrice !== undefined && product.minSalePrice < product.minPrice ? product.minSalePrice : null;
    return minSale === null ? (
      <p className={cn('tabular-nums', className)}>
        <span className={cn('font-medium', size === 'lg' ? 'text-2xl' : 'text-base')}>From {formatDollars(product.minPrice)}</span>
      </p>
    ) : (
      <SalePrice salePrice={minSale} regularPrice={product.minPrice} from size={size} className={className} />
    );
  }
  if (product.salePrice !== undefined && product.salePrice < product.price)
    return <SalePrice salePrice={product.salePrice} regularPrice={product.price} size={size} className={className} />;
  const reduced = product.oldPrice != null && product.oldPrice > product.price;
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2 tabular-nums', className)}>
      <span className={cn('font-medium', size === 'lg' ? 'text-2xl' : 'text-base', reduced && 'text-clay')}>
        {reduced ? <span className="sr-only">Now </span> : null}
        {formatDollars(product.price)}
      </span>
      {reduced && product.oldPrice != null ? (
        <del className={cn('text-muted', size === 'lg' ? 'text-lg' : 'text-sm')}>
          <span className="sr-only">, was </span>
          {formatDollars(product.oldPrice)}
        </del>
      ) : null}
    </p>
  );
}

/** A sale's price, and the regular price struck through; `from` when variants are priced apart. */
function SalePrice({
  salePrice,
  regularPrice,
  from = false,
  size,
  className,
}: {
  salePrice: number;
  regularPrice: number;
  from?: boolean;
  size: 'md' | 'lg';
  className?: string;
}) {
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2 tabular-nums', className)}>
      <span className={cn('font-medium text-clay', size === 'lg' ? 'text-2xl' : 'text-base')}>
        <span className="sr-only">Sale price: </span>
        {from ? 'From ' : null}
        {formatDollars(salePrice)}
      </span>
      <s className={cn('text-muted', size === 'lg' ? 'text-lg' : 'text-sm')}>
        <span className="sr-only">Regular price: </span>
        {formatDollars(regularPrice)}
      </s>
    </p>
  );
}
