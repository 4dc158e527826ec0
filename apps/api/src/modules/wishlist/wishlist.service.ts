/**
 * An account's wishlist. An item is a product, with the colour and size the shopper chose ('' for
 * one not chosen; a product's only colour or only size counts as chosen). Names, pictures, prices
 * and stock are read from the catalogue each time, as the product's own page shows them (its
 * variants' prices, and a running sale's prices of them), so the wishlist never shows a price the
 * shop no longer asks. An item whose product left the shop, or that is no longer offered in its
 * colour or size, drops out. A wishlist holds at most MAX_WISHLIST_ITEMS items; every call names
 * the signed-in account, and another account's item is 'not found', never 'not yours'.
 */
import { colorPicture } from '@shop/shared/color-picture';
import { toCents } from '@shop/shared/money';
import type { PresentedPrice, Product, ProductPricesQuery } from '@shop/shared/product.schema';
import { isInStock, isVariantAvailable } from '@shop/shared/product-availability';
import { variantOffer } from '@shop/shared/variant';
import { MAX_WISHLIST_ITEMS, wishlistKeyOf } from '@shop/shared/wishlist';
import { WISHLIST_FULL, type WishlistAnswer, type WishlistItem, type WishlistLine } from '@shop/shared/wishlist.schema';
import { badRequest, conflict, notFound, type FieldError } from '../../lib/http-errors';
import { toProduct, type CatalogueService, type SalesSource } from '../catalogue';
import type { WishlistEntry, WishlistRepository, WishlistRow } from './wishlist.repository';

const NOT_FOUND = 'No such wishlist item';

const keyOf = (entry: WishlistEntry) => `${entry.productId}|${entry.color}|${entry.size}`;

/**
 * The line as it is kept (a product's only colour and only size taken for it), and what is wrong
 * with it: a colour or a size the product is not offered in.
 */
function checked(product: Product, line: WishlistLine): { entry: WishlistEntry; problems: FieldError[] } {
  const entry = wishlistKeyOf(product, line.color, line.size);
  const { color, size } = entry;
  const problems: FieldError[] = [];
  if (color && !product.color.includes(color)) problems.push({ path: 'color', message: `${product.name} is not offered in ${color}` });
  if (size && !product.sizes.includes(size)) problems.push({ path: 'size', message: `${product.name} is not offered in size ${size}` });
  return { entry, problems };
}

/** Whether the item is still what the shop sells: its colour and size, when chosen, still offered. */
export const stillOffered = (product: Product, row: Pick<WishlistRow, 'color' | 'size'>) =>
  (!row.color || product.color.includes(row.color)) && (!row.size || product.sizes.includes(row.size));

/**
 * What one colour and size sells for now, in cents, as the product's page shows it (the product
 * carries its sale prices): a running sale's price with the regular price struck through, else
 * the price with a compare-at price above it struck through.
 */
function offerCents(product: Product, color: string, size: string): Pick<WishlistItem, 'priceCents' | 'compareAtCents'> {
  const variant = product.variants?.find((line) => line.color === color && line.size === size);
  const { price, oldPrice } = variantOffer(product, color, size);
  const salePrice = variant ? variant.salePrice : product.salePrice;
  if (salePrice !== undefined && salePrice < price) return { priceCents: toCents(salePrice), compareAtCents: toCents(price) };
  return { priceCents: toCents(price), compareAtCents: oldPrice === null ? null : toCents(oldPrice) };
}

/** The chosen variant's price; with none (or part of one) chosen, the lowest of those it may be. */
export function priceOf(product: Product, color: string, size: string): Pick<WishlistItem, 'priceCents' | 'compareAtCents'> {
  const candidates = (product.variants ?? []).filter((line) => (!color || line.color === color) && (!size || line.size === size));
  if (candidates.length === 0) return offerCents(product, color, size);
  return candidates
    .map((line) => offerCents(product, line.color, line.size))
    .reduce((lowest, offer) => (offer.priceCents < lowest.priceCents ? offer : lowest));
}

/** What a variant sells for in the currency asked for: a running sale's price, else its price. */
const payable = (price: PresentedPrice) => price.salePrice ?? price.price;

/**
 * The chosen variant's price in the currency asked for (the product's answer carries them, as its
 * page shows them); with none (or part of one) chosen, the lowest of those it may be. Undefined
 * when no currency was asked.
 */
export function presentedOf(product: Product, color: string, size: string): PresentedPrice | undefined {
  const candidates = (product.variants ?? []).filter((line) => (!color || line.color === color) && (!size || line.size === size));
  const prices = candidates.flatMap((line) => (line.presented ? [line.presented] : []));
  if (prices.length === 0) {
    if (!product.presented) return undefined;
    const { currency, price, salePrice, compareAtPrice } = product.presented;
    return {
      currency,
      price,
      ...(salePrice === undefined ? {} : { salePrice }),
      ...(compareAtPrice === undefined ? {} : { compareAtPrice }),
    };
  }
  return prices.reduce((lowest, price) => (payable(price) < payable(lowest) ? price : lowest));
}

/** Whether it can be bought: the chosen variant, or any of those it may be (a stock not counted is always available). */
export function inStockOf(product: Product, color: string, size: string): boolean {
  const sizes = size ? [size] : product.sizes;
  if (sizes.length === 0) return isInStock(product);
  return sizes.some((each) => isVariantAvailable(product, color || undefined, each));
}

export interface WishlistServiceDeps {
  repository: WishlistRepository;
  /** The sales running now, for the items' sale prices. */
  sales: SalesSource;
  /** The catalogue, which shows the items as the shopper reads the shop: in their currency and language. */
  catalogue: Pick<CatalogueService, 'shownAs' | 'checkShownAs'>;
}

/** The currency and language the shopper reads the list in (none: the base currency, the default language). */
export type WishlistAsked = Pick<ProductPricesQuery, 'currency' | 'lang'>;

export function createWishlistService({ repository, sales, catalogue }: WishlistServiceDeps) {
  /** The live products of `ids`, as their own page shows them, by id. */
  async function productsById(ids: string[]): Promise<Map<string, Product>> {
    const rows = await repository.productsOf(ids);
    return new Map(rows.map((row) => [row.id, toProduct(row)]));
  }

  /**
   * The items as the shop sells them today, in the currency and language asked for, in their
   * order; `gone` names the ones it no longer sells (a product taken off, a colour or size no
   * longer offered).
   */
  async function shownItems(
    rows: readonly Pick<WishlistRow, 'id' | 'productId' | 'color' | 'size' | 'createdAt'>[],
    asked: WishlistAsked,
  ): Promise<{ items: WishlistItem[]; gone: string[] }> {
    const now = new Date();
    const [productRows, running] = await Promise.all([repository.productsOf(rows.map((row) => row.productId)), sales.running(now)]);
    const shown = await catalogue.shownAs(productRows, asked, running, now);
    const products = new Map(shown.map((product) => [product._id, product]));
    const items: WishlistItem[] = [];
    const gone: string[] = [];
    for (const row of rows) {
      const product = products.get(row.productId);
      if (!product || !stillOffered(product, row)) {
        gone.push(row.id);
        continue;
      }
      const presented = presentedOf(product, row.color, row.size);
      items.push({
        _id: row.id,
        productId: product._id,
        handle: product.handle,
        name: product.name,
        image: colorPicture(product, row.color),
        color: row.color,
        size: row.size,
        ...priceOf(product, row.color, row.size),
        ...(presented ? { presented } : {}),
        inStock: inStockOf(product, row.color, row.size),
        addedAt: row.createdAt.toISOString(),
      });
    }
    return { items, gone };
  }

  /**
   * The account's wishlist as it shows it, in the currency and language asked for; the items no
   * longer sold are forgotten.
   */
  async function answer(userId: string, asked: WishlistAsked = {}): Promise<WishlistAnswer> {
    const { items, gone } = await shownItems(await repository.itemsOf(userId), asked);
    await repository.removeAll(userId, gone);
    return { items };
  }

  /**
   * Keeps the entries the account has not saved yet, as many as the cap leaves room for (the
   * first ones first); the first entry becomes the newest item. Answers how many found no room.
   */
  async function keep(userId: string, entries: WishlistEntry[]): Promise<number> {
    return repository.transaction(async (_tx, repo) => {
      await repo.lockList(userId);
      const saved = await repo.itemsOf(userId);
      const known = new Set(saved.map(keyOf));
      const fresh = entries.filter((entry) => !known.has(keyOf(entry)));
      const kept = fresh.slice(0, Math.max(0, MAX_WISHLIST_ITEMS - saved.length));
      await repo.add(userId, [...kept].reverse());
      return fresh.length - kept.length;
    });
  }

  return {
    get: answer,

    /**
     * A guest's list, kept in their browser, as the shop sells it today: the same items an account's
     * list would show for those lines, in their order. An item's id is its key (product, colour and
     * size), as nothing is stored; a line the shop no longer sells, or repeated, is left out.
     */
    async preview(lines: WishlistLine[], asked: WishlistAsked = {}): Promise<WishlistAnswer> {
      await catalogue.checkShownAs(asked);
      const products = await productsById(lines.map((line) => line.productId));
      const rows = new Map<string, Pick<WishlistRow, 'id' | 'productId' | 'color' | 'size' | 'createdAt'>>();
      const now = new Date();
      for (const line of lines) {
        const product = products.get(line.productId);
        if (!product) continue;
        const { entry, problems } = checked(product, line);
        const id = keyOf(entry);
        if (problems.length === 0 && !rows.has(id)) rows.set(id, { id, ...entry, createdAt: now });
      }
      return { items: (await shownItems([...rows.values()], asked)).items };
    },

    /** Saves a product (adding one saved already changes nothing); refused for a product not sold, or a colour or size it is not offered in. */
    async add(userId: string, line: WishlistLine, asked: WishlistAsked = {}): Promise<WishlistAnswer> {
      await catalogue.checkShownAs(asked);
      const product = (await productsById([line.productId])).get(line.productId);
      if (!product) {
        const message = 'No such product: it may no longer be sold.';
        throw badRequest(message, [{ path: 'productId', message }]);
      }
      const { entry, problems } = checked(product, line);
      if (problems.length) throw badRequest(problems.map((problem) => problem.message).join('; '), problems);
      if ((await keep(userId, [entry])) > 0) throw conflict(WISHLIST_FULL);
      return answer(userId, asked);
    },

    async remove(userId: string, id: string, asked: WishlistAsked = {}): Promise<WishlistAnswer> {
      await catalogue.checkShownAs(asked);
      if (!(await repository.remove(userId, id))) throw notFound(NOT_FOUND);
      return answer(userId, asked);
    },

    /**
     * At sign-in: the browser's items (newest first) join the account's. An item the shop does not
     * sell (an old list, a colour no longer offered) is dropped, as are those past the cap, so
     * that signing in never fails over them.
     */
    async merge(userId: string, lines: WishlistLine[], asked: WishlistAsked = {}): Promise<WishlistAnswer> {
      await catalogue.checkShownAs(asked);
      const products = await productsById(lines.map((line) => line.productId));
      const entries = new Map<string, WishlistEntry>();
      for (const line of lines) {
        const product = products.get(line.productId);
        if (!product) continue;
        const { entry, problems } = checked(product, line);
        if (problems.length === 0 && !entries.has(keyOf(entry))) entries.set(keyOf(entry), entry);
      }
      await keep(userId, [...entries.values()]);
      return answer(userId, asked);
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
