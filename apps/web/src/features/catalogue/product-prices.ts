/**
 * The prices a product's card and page show: in the shopper's currency when the answer was asked
 * in one (`presented`, worked out by the server as the bag and the checkout will charge them),
 * else in the base currency. Integers of the currency's minor unit (cents; whole yen).
 */
import { BASE_CURRENCY } from '@shop/shared/currency';
import { toCents } from '@shop/shared/money';
import type { PresentedPrice, PresentedProductPrice, Product } from '@shop/shared/product.schema';
import { variantOffer } from '@shop/shared/variant';
import type { VariantFacts } from '@shop/shared/variant.schema';

/** A price, the one struck through beside it ('was'), a running sale's; a product's range over its variants too (a card's 'From'). */
export type ShownPrices = PresentedPrice & Partial<Pick<PresentedProductPrice, 'minPrice' | 'maxPrice' | 'minSalePrice'>>;

const cents = (dollars: number | null | undefined) => (dollars == null ? undefined : toCents(dollars));

/** A product's own prices, and the range over its variants. */
export const productPrices = (
  product: Pick<Product, 'price' | 'oldPrice' | 'salePrice' | 'minPrice' | 'maxPrice' | 'minSalePrice' | 'presented'>,
): ShownPrices =>
  product.presented ?? {
    currency: BASE_CURRENCY,
    price: toCents(product.price),
    compareAtPrice: cents(product.oldPrice),
    salePrice: cents(product.salePrice),
    minPrice: cents(product.minPrice),
    maxPrice: cents(product.maxPrice),
    minSalePrice: cents(product.minSalePrice),
  };

/** A chosen variant's prices: its own, or the product's, and a running sale's price of it. */
export function variantPrices(
  product: Pick<Product, 'price' | 'oldPrice' | 'variants'>,
  variant: VariantFacts & { salePrice?: number; presented?: PresentedPrice },
): ShownPrices {
  if (variant.presented) return variant.presented;
  const offer = variantOffer(product, variant.color, variant.size);
  return {
    currency: BASE_CURRENCY,
    price: toCents(offer.price),
    compareAtPrice: cents(offer.oldPrice),
    salePrice: cents(variant.salePrice),
  };
}
