/**
 * The bag that follows a signed-in shopper. Lines are kept as product, colour, size and
 * quantity; names, prices and pictures are read from the catalogue each time, so the bag
 * never shows a price the shop no longer asks. A line whose product left the shop, or that is
 * no longer offered in its colour or size, is dropped, and the answer says which.
 */
import type { CartItem, MergedBag } from '@shop/shared/cart.schema';
import { MAX_BAG_LINES } from '@shop/shared/cart.schema';
import { IdSchema } from '@shop/shared/common.schema';
import { MAX_CART_QUANTITY, MIN_CART_QUANTITY } from '@shop/shared/constants';
import { toDollars } from '@shop/shared/money';
import type { BagLine, BagRepository } from './bag.repository';

const lineKey = (line: { productId: string; color: string; size: string }) => `${line.productId}|${line.color}|${line.size}`;
const capped = (quantity: number) => Math.min(MAX_CART_QUANTITY, Math.max(MIN_CART_QUANTITY, Math.trunc(quantity)));

/** The lines of `groups` joined: the same product, colour and size becomes one line, quantities added and capped. */
function joined(...groups: BagLine[][]): BagLine[] {
  const lines = new Map<string, BagLine>();
  for (const line of groups.flat()) {
    const key = lineKey(line);
    const existing = lines.get(key);
    lines.set(
      key,
      existing ? { ...existing, quantity: capped(existing.quantity + line.quantity) } : { ...line, quantity: capped(line.quantity) },
    );
  }
  return [...lines.values()].slice(0, MAX_BAG_LINES);
}

const fromItems = (items: CartItem[]): BagLine[] =>
  items.map((item) => ({ productId: item._id, color: item.color, size: item.size, quantity: item.quantity }));

export function createBagService(repository: BagRepository) {
  /** The lines as the bag shows them, and the names of those no longer sold. */
  async function view(
    lines: BagLine[],
    knownNames = new Map<string, string>(),
  ): Promise<{ items: CartItem[]; kept: BagLine[]; dropped: string[] }> {
    // An id that is not a UUID (a bag saved by an older shop, or junk) names no product: its
    // line is dropped like one no longer sold, rather than sent to the database as a bad uuid.
    const ids = [...new Set(lines.map((line) => line.productId))].filter((id) => IdSchema.safeParse(id).success);
    const found = new Map((await repository.productsOf(ids)).map((row) => [row.id, row]));
    const items: CartItem[] = [];
    const kept: BagLine[] = [];
    const dropped: string[] = [];
    for (const line of lines) {
      const product = found.get(line.productId);
      if (!product) {
        dropped.push(knownNames.get(line.productId) ?? 'A product that is no longer sold');
        continue;
      }
      if (product.archivedAt || !product.colors.includes(line.color) || !product.sizes.includes(line.size)) {
        dropped.push(product.name);
        continue;
      }
      kept.push(line);
      items.push({
        _id: product.id,
        name: product.name,
        price: toDollars(product.priceCents),
        image: product.image,
        color: line.color,
        size: line.size,
        quantity: line.quantity,
        ...(product.finalSale ? { finalSale: true } : {}),
      });
    }
    return { items, kept, dropped };
  }

  /** Shows `lines`, and keeps only what is still sold. */
  async function settle(userId: string, lines: BagLine[], browserItems: CartItem[]): Promise<MergedBag> {
    const { items, kept, dropped } = await view(lines, new Map(browserItems.map((item) => [item._id, item.name])));
    await repository.save(userId, kept);
    return { products: items, dropped };
  }

  return {
    async get(userId: string): Promise<MergedBag> {
      const stored = await repository.linesOf(userId);
      const { items, kept, dropped } = await view(stored);
      if (kept.length !== stored.length) await repository.save(userId, kept);
      return { products: items, dropped };
    },

    /** The browser's bag becomes the account's (every change while signed in). */
    async replace(userId: string, items: CartItem[]): Promise<MergedBag> {
      return settle(userId, joined(fromItems(items)), items);
    },

    /** At sign-in: the browser's lines join the account's, quantities added and capped. */
    async merge(userId: string, items: CartItem[]): Promise<MergedBag> {
      return settle(userId, joined(await repository.linesOf(userId), fromItems(items)), items);
    },
  };
}

export type BagService = ReturnType<typeof createBagService>;
