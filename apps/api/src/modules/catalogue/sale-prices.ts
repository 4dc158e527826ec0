/**
 * A product's prices during the sales running now: each worked out by the pricing pipeline
 * itself (packages/shared/src/pricing.ts) on a line of one unit, so that the storefront shows
 * the very price the bag and the checkout charge, rounded as they round it.
 */
import { toCents, toDollars } from '@shop/shared/money';
import { priceOrder, type Sale } from '@shop/shared/pricing';
import type { Product } from '@shop/shared/product.schema';

/** The sales running at a moment, and what names that set (see the sales module's running-sales.ts). */
export interface SalesNow {
  sales: readonly Sale[];
  /** The same while the same sales run unchanged; empty when none runs. */
  stamp: string;
}

/** Where the catalogue learns which sales run: the shop's sales clock. */
export interface SalesSource {
  running(now?: Date): Promise<SalesNow>;
}

export const NO_SALES: SalesNow = { sales: [], stamp: '' };

/** No tax: a sale price is the shelf price less the sale, as the product's own price is shown. */
const NO_TAX = { pricesIncludeTax: false, taxShipping: false, rules: [] } as const;

/** What the pipeline sells one unit of a shelf price for during the running sales, and which sale takes it off. */
export interface SaleUnitPrice {
  saleCents: number;
  saleId: string;
}

/**
 * The sale price of each of a product's shelf prices (cents) during `sales`, worked out by the
 * pricing pipeline on a line of one unit each; a shelf price no sale takes anything off is left out.
 */
export function saleUnitPrices(
  product: { id: string; categories: readonly string[] },
  shelfCents: Iterable<number>,
  { sales }: SalesNow,
  now: Date,
): Map<number, SaleUnitPrice> {
  if (sales.length === 0) return new Map();
  const priced = priceOrder({
    lines: [...new Set(shelfCents)].map((unitCents) => ({
      key: String(unitCents),
      productId: product.id,
      categories: product.categories,
      unitCents,
      quantity: 1,
    })),
    sales,
    now,
    tax: NO_TAX,
  });
  return new Map(
    priced.lines.flatMap((line) =>
      line.saleId === null ? [] : [[Number(line.key), { saleCents: line.saleUnitCents, saleId: line.saleId }]],
    ),
  );
}

/**
 * The product with `salePrice` (and `minSalePrice`, and each variant's `salePrice`) where a
 * running sale takes something off; as it was where none does.
 */
export function withSalePrices<T extends Product>(product: T, running: SalesNow, now: Date): T {
  if (running.sales.length === 0) return product;
  const priceCents = toCents(product.price);
  const shelf = new Set<number>([priceCents, toCents(product.minPrice)]);
  for (const variant of product.variants ?? []) if (variant.price !== null) shelf.add(toCents(variant.price));
  const prices = saleUnitPrices({ id: product._id, categories: [product.category, ...product.categories] }, shelf, running, now);
  const saleCents = new Map([...prices].map(([shelfCents, price]) => [shelfCents, price.saleCents]));
  if (saleCents.size === 0) return product;
  const saleOf = (cents: number) => {
    const sale = saleCents.get(cents);
    return sale === undefined ? {} : { salePrice: toDollars(sale) };
  };
  const productSale = saleOf(priceCents);
  const minSale = saleCents.get(toCents(product.minPrice));
  return {
    ...product,
    ...productSale,
    ...(minSale === undefined ? {} : { minSalePrice: toDollars(minSale) }),
    ...(product.variants
      ? {
          variants: product.variants.map((variant) => ({
            ...variant,
            ...(variant.price === null ? productSale : saleOf(toCents(variant.price))),
          })),
        }
      : {}),
  };
}
