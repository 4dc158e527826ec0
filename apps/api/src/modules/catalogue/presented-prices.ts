/**
 * A product's prices in the currency the shopper chose, beside its base prices: worked out by
 * the pricing pipeline itself (packages/shared/src/pricing.ts) on a line of one unit per price,
 * so that the storefront shows the very amounts the bag and the checkout charge in that
 * currency: the variant's own price there, or its base price at the rate rounded by the
 * currency's rule, less a running sale (an amount off converted as the pipeline converts it).
 * Pure arithmetic per product: nothing here reads the database.
 */
import { variantKey } from '@shop/shared/cart';
import { convertPrice } from '@shop/shared/currency';
import type { PresentedCurrency } from '@shop/shared/currency.schema';
import { priceOrder, type PricingLine } from '@shop/shared/pricing';
import type { PresentedPrice, Product } from '@shop/shared/product.schema';
import type { SalesNow } from './sale-prices';

/** No tax: a presented price is the shelf price less the sale, as the base price is shown. */
const NO_TAX = { pricesIncludeTax: false, taxShipping: false, rules: [] } as const;

/** A variant's base prices, in the base currency's cents: null for the product's. */
export interface BaseVariantPrices {
  color: string;
  size: string;
  priceCents: number | null;
  compareAtCents: number | null;
}

/** A product's base prices, in cents. */
export interface BasePrices {
  priceCents: number;
  oldPriceCents: number | null;
  variants: readonly BaseVariantPrices[];
}

/** A variant's own price in the currency, in its minor units (the currencies module's offers). */
export interface OwnPrice {
  priceMinor: number;
  compareAtMinor: number | null;
}

/** A price and the one struck through beside it: only one above the price is shown. */
function presented(
  currency: PresentedCurrency,
  priceMinor: number,
  saleMinor: number | null,
  compareAtMinor: number | null,
): PresentedPrice {
  return {
    currency: currency.code,
    price: priceMinor,
    ...(saleMinor === null ? {} : { salePrice: saleMinor }),
    ...(compareAtMinor !== null && compareAtMinor > priceMinor ? { compareAtPrice: compareAtMinor } : {}),
  };
}

/**
 * The product with `presented` (its price, the lowest and highest over its variants, and a
 * running sale's) and each of its variants' `presented`, in `currency`'s minor units. `own` holds
 * the variants' own prices in the currency by `variantKey`. A gift card is sold in the base
 * currency alone: it is left as it is.
 */
export function withPresentedPrices<T extends Product>(
  product: T,
  base: BasePrices,
  own: ReadonlyMap<string, OwnPrice>,
  currency: PresentedCurrency,
  { sales }: SalesNow,
  now: Date,
): T {
  if (product.giftCard) return product;
  const categories = [product.category, ...product.categories];
  const ownOf = (variant: BaseVariantPrices) => own.get(variantKey(product._id, variant.color, variant.size));
  const line = (key: string, unitCents: number, ownPrice: OwnPrice | undefined): PricingLine => ({
    key,
    productId: product._id,
    categories,
    unitCents,
    quantity: 1,
    ...(ownPrice ? { prices: { [currency.code]: ownPrice.priceMinor } } : {}),
  });
  const priced = priceOrder({
    lines: [
      line('product', base.priceCents, undefined),
      ...base.variants.map((variant, index) => line(String(index), variant.priceCents ?? base.priceCents, ownOf(variant))),
    ],
    sales,
    now,
    tax: NO_TAX,
    currency,
  });
  const [productLine, ...variantLines] = priced.lines;
  const saleOf = (unit: { saleId: string | null; saleUnitCents: number }) => (unit.saleId === null ? null : unit.saleUnitCents);
  const compareAt = (cents: number | null) => (cents === null ? null : convertPrice(cents, currency));

  const variants = base.variants.map((variant, index) => {
    const pricedLine = variantLines[index]!;
    const ownPrice = ownOf(variant);
    const compareAtMinor = ownPrice?.compareAtMinor ?? compareAt(variant.compareAtCents ?? base.oldPriceCents);
    return { variant, price: presented(currency, pricedLine.unitCents, saleOf(pricedLine), compareAtMinor) };
  });
  const productPrice = presented(currency, productLine!.unitCents, saleOf(productLine!), compareAt(base.oldPriceCents));
  const shelf = variants.length ? variants.map((entry) => entry.price) : [productPrice];
  const minPrice = Math.min(...shelf.map((price) => price.price));
  const maxPrice = Math.max(...shelf.map((price) => price.price));
  // A card reads 'From' the lowest price's sale, as it does in the base currency.
  const minSales = shelf.filter((price) => price.price === minPrice && price.salePrice !== undefined).map((price) => price.salePrice!);
  const byVariant = new Map(variants.map((entry) => [`${entry.variant.color}|${entry.variant.size}`, entry.price]));
  return {
    ...product,
    presented: { ...productPrice, minPrice, maxPrice, ...(minSales.length ? { minSalePrice: Math.min(...minSales) } : {}) },
    ...(product.variants
      ? {
          variants: product.variants.map((variant) => {
            const price = byVariant.get(`${variant.color}|${variant.size}`);
            return price ? { ...variant, presented: price } : variant;
          }),
        }
      : {}),
  };
}
