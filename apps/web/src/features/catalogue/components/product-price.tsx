import type { CurrencyCode } from '@shop/shared/currency';
import { cn } from '@/lib/class-names';
import { formatPrice } from '@/lib/format';
import { useLanguage, useT } from '@/i18n/i18n';
import type { ShownPrices } from '../product-prices';

/**
 * The price, and the old one struck through when the product is reduced. While a sale runs on
 * it, the sale price, and the regular price struck through. Screen readers do not announce
 * strike-through, so the struck price says in words what it is. In the currency of `prices`
 * (product-prices.ts), for the page's locale.
 */
export function ProductPrice({
  prices,
  size = 'md',
  range = false,
  className,
}: {
  prices: ShownPrices;
  size?: 'md' | 'lg';
  /** Whether variants priced apart read 'From $X' (a card, or a page before a variant is chosen). */
  range?: boolean;
  className?: string;
}) {
  const t = useT();
  const { locale } = useLanguage();
  const { currency } = prices;
  const format = (minor: number) => formatPrice(minor, currency, locale);
  if (range && prices.minPrice !== undefined && prices.maxPrice !== undefined && prices.minPrice < prices.maxPrice) {
    const minSale = prices.minSalePrice !== undefined && prices.minSalePrice < prices.minPrice ? prices.minSalePrice : null;
    return minSale === null ? (
      <p className={cn('tabular-nums', className)}>
        <span className={cn('font-medium', size === 'lg' ? 'text-2xl' : 'text-base')}>
          {t('price.from', { price: format(prices.minPrice) })}
        </span>
      </p>
    ) : (
      <SalePrice salePrice={minSale} regularPrice={prices.minPrice} currency={currency} from size={size} className={className} />
    );
  }
  if (prices.salePrice !== undefined && prices.salePrice < prices.price)
    return <SalePrice salePrice={prices.salePrice} regularPrice={prices.price} currency={currency} size={size} className={className} />;
  const reduced = prices.compareAtPrice !== undefined && prices.compareAtPrice > prices.price;
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2 tabular-nums', className)}>
      <span className={cn('font-medium', size === 'lg' ? 'text-2xl' : 'text-base', reduced && 'text-clay')}>
        {reduced ? <span className="sr-only">{t('price.now')} </span> : null}
        {format(prices.price)}
      </span>
      {reduced ? (
        <del className={cn('text-muted', size === 'lg' ? 'text-lg' : 'text-sm')}>
          <span className="sr-only">{t('price.was')} </span>
          {format(prices.compareAtPrice!)}
        </del>
      ) : null}
    </p>
  );
}

/** A sale's price, and the regular price struck through; `from` when variants are priced apart. */
function SalePrice({
  salePrice,
  regularPrice,
  currency,
  from = false,
  size,
  className,
}: {
  salePrice: number;
  regularPrice: number;
  currency: CurrencyCode;
  from?: boolean;
  size: 'md' | 'lg';
  className?: string;
}) {
  const t = useT();
  const { locale } = useLanguage();
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2 tabular-nums', className)}>
      <span className={cn('font-medium text-clay', size === 'lg' ? 'text-2xl' : 'text-base')}>
        <span className="sr-only">{t('price.sale')} </span>
        {from ? `${t('price.fromWord')} ` : null}
        {formatPrice(salePrice, currency, locale)}
      </span>
      <s className={cn('text-muted', size === 'lg' ? 'text-lg' : 'text-sm')}>
        <span className="sr-only">{t('price.regular')} </span>
        {formatPrice(regularPrice, currency, locale)}
      </s>
    </p>
  );
}
