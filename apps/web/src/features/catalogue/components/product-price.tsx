import type { Product } from '@shop/shared/product.schema';
import { cn } from '@/lib/class-names';
import { formatDollars } from '@/lib/format';

/**
 * The price, and the old one struck through when the product is reduced. Screen readers do
 * not announce strike-through, so the old price says in words what it is.
 */
export function ProductPrice({
  product,
  size = 'md',
  range = false,
  className,
}: {
  product: Pick<Product, 'price' | 'oldPrice'> & Partial<Pick<Product, 'minPrice' | 'maxPrice'>>;
  size?: 'md' | 'lg';
  /** Whether variants priced apart read 'From $X' (a card, or a page before a variant is chosen). */
  range?: boolean;
  className?: string;
}) {
  if (range && product.minPrice !== undefined && product.maxPrice !== undefined && product.minPrice < product.maxPrice) {
    return (
      <p className={cn('tabular-nums', className)}>
        <span className={cn('font-medium', size === 'lg' ? 'text-2xl' : 'text-base')}>From {formatDollars(product.minPrice)}</span>
      </p>
    );
  }
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
