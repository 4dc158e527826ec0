/**
 * The bag that follows a signed-in shopper. Lines are kept as product, colour, size and
 * quantity; names, prices and pictures are read from the catalogue each time, so the bag
 * never shows a price the shop no longer asks. A line whose product left the shop, or that is
 * no longer offered in its colour or size, is dropped, and the answer says which. A line's
 * picture is that of its colour. A line without a colour takes the product's only colour; for a
 * product in several, the shopper must choose: the browser's bag (PUT) is refused, as is one
 * naming a colour or size the product is not made in.
 */
import { variantKey } from '@shop/shared/cart';
import { giftCardKey } from '@shop/shared/gift-card.schema';
import type { CartItem, MergedBag } from '@shop/shared/cart.schema';
import { colorPicture } from '@shop/shared/color-picture';
import { checkLineVariant } from '@shop/shared/line-variant';
import { MAX_BAG_LINES } from '@shop/shared/cart.schema';
import { IdSchema } from '@shop/shared/common.schema';
import { translatedLanguage } from '@shop/shared/translation.schema';
import { MAX_CART_QUANTITY, MIN_CART_QUANTITY } from '@shop/shared/constants';
import { toDollars } from '@shop/shared/money';
import { badRequest, type FieldError } from '../../lib/http-errors';
import type { BagLine, BagRepository } from './bag.repository';

const lineKey = (line: BagLine) => `${variantKey(line.productId, line.color, line.size)}|${giftCardKey(line.giftCard)}`;
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

type BagProduct = Awaited<ReturnType<BagRepository['productsOf']>>[number];

export function createBagService(repository: BagRepository) {
  /** The products of `ids` that are UUIDs, by id, named in `language` where the brand gave one. */
  async function productsById(ids: string[], language: string | null = null): Promise<Map<string, BagProduct>> {
    // An id that is not a UUID (a bag saved by an older shop, or junk) names no product: its
    // line is dropped like one no longer sold, rather than sent to the database as a bad uuid.
    const valid = [...new Set(ids)].filter((id) => IdSchema.safeParse(id).success);
    return new Map((await repository.productsOf(valid, language)).map((row) => [row.id, row]));
  }

  /**
   * The browser's lines, a line without a colour given the product's only one; and what is wrong
   * with a line whose product is still sold: no colour chosen of several, or a colour or size the
   * product is not made in.
   */
  async function fromItems(items: CartItem[]): Promise<{ lines: BagLine[]; problems: FieldError[] }> {
    const found = await productsById(items.map((item) => item._id));
    const problems: FieldError[] = [];
    const lines = items.map((item, index) => {
      const product = found.get(item._id);
      // A gift card's details go with its line; goods carry none.
      const gift = item.giftCard ? { giftCard: item.giftCard } : {};
      if (!product) return { productId: item._id, color: item.color, size: item.size, quantity: item.quantity, ...gift };
      const checked = checkLineVariant(product, item, index);
      if (!product.archivedAt) problems.push(...checked.problems);
      return {
        productId: item._id,
        color: checked.color,
        size: item.size,
        quantity: item.quantity,
        ...(product.giftCard && item.giftCard ? { giftCard: item.giftCard } : {}),
      };
    });
    return { lines, problems };
  }

  /** The lines as the bag shows them in `lang` (the page's language), and the names of those no longer sold. */
  async function view(
    lines: BagLine[],
    knownNames = new Map<string, string>(),
    lang?: string,
  ): Promise<{ items: CartItem[]; kept: BagLine[]; dropped: string[] }> {
    const found = await productsById(
      lines.map((line) => line.productId),
      translatedLanguage(lang),
    );
    const items: CartItem[] = [];
    const kept: BagLine[] = [];
    const dropped: string[] = [];
    for (const line of lines) {
      const product = found.get(line.productId);
      if (!product) {
        dropped.push(knownNames.get(line.productId) ?? 'A product that is no longer sold');
        continue;
      }
      // A gift card needs its details, and goods none.
      if (
        product.archivedAt ||
        !product.colors.includes(line.color) ||
        !product.sizes.includes(line.size) ||
        Boolean(product.giftCard) !== Boolean(line.giftCard)
      ) {
        dropped.push(product.localName ?? product.name);
        continue;
      }
      kept.push(line);
      items.push({
        _id: product.id,
        name: product.localName ?? product.name,
        // The variant's own price, when it has one, as the checkout will charge it.
        price:
          line.giftCard?.amount ??
          toDollars(
            product.variantPrices?.find((variant) => variant.color === line.color && variant.size === line.size)?.priceCents ??
              product.priceCents,
          ),
        image: colorPicture(product, line.color),
        color: line.color,
        size: line.size,
        quantity: line.quantity,
        ...(product.finalSale ? { finalSale: true } : {}),
        ...(line.giftCard ? { giftCard: line.giftCard } : {}),
      });
    }
    return { items, kept, dropped };
  }

  /** Shows `lines`, and keeps only what is still sold. */
  async function settle(userId: string, lines: BagLine[], browserItems: CartItem[], lang?: string): Promise<MergedBag> {
    const { items, kept, dropped } = await view(lines, new Map(browserItems.map((item) => [item._id, item.name])), lang);
    await repository.save(userId, kept);
    return { products: items, dropped };
  }

  return {
    /** Lines as the bag shows them today (a reminder's restored bag), saving nothing. */
    async show(lines: BagLine[], lang?: string): Promise<MergedBag> {
      const { items, dropped } = await view(lines, undefined, lang);
      return { products: items, dropped };
    },

    /** The account's bag, named in `lang` (the page's language) where the brand gave names in it: as every call here. */
    async get(userId: string, lang?: string): Promise<MergedBag> {
      const stored = await repository.linesOf(userId);
      const { items, kept, dropped } = await view(stored, undefined, lang);
      if (kept.length !== stored.length) await repository.save(userId, kept);
      return { products: items, dropped };
    },

    /** The browser's bag becomes the account's (every change while signed in): refused when a line is not one the shop makes. */
    async replace(userId: string, items: CartItem[], lang?: string): Promise<MergedBag> {
      const { lines, problems } = await fromItems(items);
      if (problems.length) throw badRequest(problems.map((problem) => problem.message).join('; '), problems);
      return settle(userId, joined(lines), items, lang);
    },

    /**
     * At sign-in: the browser's lines join the account's, quantities added and capped. A line
     * the shop does not make (an old bag, or no colour chosen of several) is dropped and named,
     * so that signing in never fails over it.
     */
    async merge(userId: string, items: CartItem[], lang?: string): Promise<MergedBag> {
      const { lines } = await fromItems(items);
      return settle(userId, joined(await repository.linesOf(userId), lines), items, lang);
    },
  };
}

export type BagService = ReturnType<typeof createBagService>;
