import { randomUUID } from 'node:crypto';
import { SIZES, sizeLabel } from '@shop/shared/constants';
import { colorNameOf } from '@shop/shared/color.schema';
import { DEFAULT_SIZE_SET } from '@shop/shared/size-set.schema';
import { toCents, toDollars } from '@shop/shared/money';
import { STANDARD_TAX_CLASS } from '@shop/shared/pricing';
import { GIFT_CARD_TAX_CLASS } from '@shop/shared/gift-card.schema';
import { countsStock, oldPriceProblems, stockProblems } from '@shop/shared/product-rules';
import { categoryNameOf } from '@shop/shared/category.schema';
import type { Product, ProductInputParsed, ProductStockUpdate, ProductUpdateParsed } from '@shop/shared/product.schema';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, notFound, type FieldError } from '../../lib/http-errors';
import type { AuthUser } from '../../lib/guards';
import { recordAudit, recordAudits, type AuditAction } from '../audit';
import { queueLowStockWebhooks, queueProductDeleted, queueProductsCreated, queueProductWebhook } from './product-webhooks';
import { toProduct, type CatalogueCache, type ProductRow, type VariantFactsRow } from '../catalogue';
import { garmentPlaceholder, type GarmentKind, type ImageStore } from '../uploads';
import { keepFittingColors, pictureColorProblems, uploadName, withWidths } from './product-pictures';
import { createdAudit, productAuditFields, removedAudit, updatedAudit } from './product-audit';
import type { ProductEditingQueries, ProductEditingRepository, VariantRow } from './product-editing.repository';
import { mergedFacts, variantLineProblems, type VariantFactsWrite } from './variant-facts';

// A Map, not an object: a category is any slug the admin types, 'constructor' too.
const GARMENT_BY_CATEGORY = new Map<string, GarmentKind>([
  ['womens', 'tank'],
  ['mens', 't-shirt'],
  ['kids', 'kids-tee'],
  ['accessories', 'cap'],
  ['dress', 'dress'],
  ['jewellery', 'necklace'],
  ['cosmetics', 'bottle'],
]);

export interface ProductEditingServiceDeps {
  /** The primary: writes, and the reads of what was just written. */
  repository: ProductEditingRepository;
  /** Where a product saved without an image gets its garment's placeholder. */
  images: ImageStore;
  /** Forgotten after every change, so the storefront shows it at once. */
  catalogueCache: CatalogueCache;
  /** A variant's stock falling to this or below queues the `inventory.low` webhook. */
  lowStockThreshold?: number;
}

/** The admin's changes to the catalogue: add (one or an import's many), edit and delete products, each audited. */
/** Every category a product names: its main one and its further ones. */
const categoriesOf = (input: Pick<ProductInputParsed, 'category' | 'categories'>) => [input.category, ...(input.categories ?? [])];

/** A change of a saved product, as saveChange writes it. */
interface ProductChange {
  /** Its columns that change (its updatedAt moves in any case). */
  values: Parameters<ProductEditingQueries['update']>[1];
  /**
   * Its stock lines as they become, if they change: a variant not listed gets 0, or keeps its own
   * with `othersKept`.
   */
  stock: { lines: VariantRow[]; othersKept?: boolean } | null;
  /** Its variants' own facts (SKU, barcode, weight, prices) that change. */
  facts?: VariantFactsWrite[];
  audit: { action: Extract<AuditAction, `product.${string}`>; details: Record<string, unknown> };
  /** The handle given, if one was (see saving). */
  handle?: string;
}

const variantKey = (line: { color: string; size: string }) => `${line.color}/${line.size}`;

/** What is wrong with one line of a stock-only change, in words naming the variant; null when nothing is. */
function stockLineProblem(line: VariantRow, product: ProductRow, listedBefore: boolean): string | null {
  const named = `${colorNameOf(line.color)} / ${sizeLabel(line.size)}`;
  const variant = product.variants?.find((candidate) => variantKey(candidate) === variantKey(line));
  if (!variant) return `This product is not made in ${named}.`;
  if (!product.trackStock || variant.stock === null) return `The stock of ${named} is not counted.`;
  return listedBefore ? `${named} is listed twice.` : null;
}

/** A stock-only change names variants the product is made in and counts the stock of, once each. */
function countedStockProblems(lines: readonly VariantRow[], product: ProductRow): FieldError[] {
  return lines.flatMap((line, index) => {
    const listedBefore = lines.slice(0, index).some((earlier) => variantKey(earlier) === variantKey(line));
    const message = stockLineProblem(line, product, listedBefore);
    return message ? [{ path: `stock.${index}`, message }] : [];
  });
}

/** The lines of a stock-only change whose count moves, from the count they had to the one given. */
function movedStock(lines: readonly VariantRow[], product: ProductRow) {
  return lines.flatMap(({ color, size, stock }) => {
    const from = product.variants?.find((variant) => variantKey(variant) === variantKey({ color, size }))?.stock ?? null;
    return from === stock ? [] : [{ color, size, from, to: stock }];
  });
}

export function createProductEditingService({ repository, images, catalogueCache, lowStockThreshold }: ProductEditingServiceDeps) {
  /** The widths of an uploaded image, or, without an image, the placeholder of the category's garment kind. */
  async function imageFor(image: string | undefined, category: string) {
    if (image) {
      const name = uploadName(image);
      return withWidths(image, name ? await repository.uploadRenditions(name) : undefined);
    }
    // One committed picture per kind, shared by every product of that kind whatever its colour:
    // nothing is drawn at run time.
    const placeholder = await garmentPlaceholder(GARMENT_BY_CATEGORY.get(category) ?? 't-shirt', images);
    return { image: placeholder.image, imageSet: placeholder.imageSet };
  }

  /** The gallery's pictures with their stored widths (one query for all of them), each tied to a colour or to none. */
  async function galleryFor(gallery: NonNullable<ProductInputParsed['gallery']>) {
    const renditions = await repository.uploadRenditionsByName(gallery.flatMap((picture) => uploadName(picture.image) ?? []));
    return gallery.map((picture) => ({
      ...withWidths(picture.image, renditions.get(uploadName(picture.image) ?? '')),
      color: picture.color ?? null,
    }));
  }

  /** A new product's columns, from its checked input and its image. */
  function newProductValues(actor: AuthUser, input: ProductInputParsed, image: Awaited<ReturnType<typeof imageFor>>) {
    return {
      // Empty: the database gives it a free handle made from the name.
      handle: input.handle ?? '',
      name: input.name,
      description: input.description,
      seoTitle: input.seoTitle ?? '',
      seoDescription: input.seoDescription ?? '',
      category: input.category,
      moreCategories: input.categories ?? [],
      colors: input.colors ?? [],
      sizes: input.sizes ?? [...SIZES],
      priceCents: toCents(input.price),
      oldPriceCents: input.oldPrice == null ? null : toCents(input.oldPrice),
      ...image,
      finalSale: input.finalSale ?? false,
      taxClass: input.taxClass ?? (input.giftCard ? GIFT_CARD_TAX_CLASS : STANDARD_TAX_CLASS),
      // A gift card counts no stock: there is always one more to sell.
      trackStock: input.giftCard ? false : countsStock(input.stock),
      giftCard: giftCardCents(input.giftCard),
      authorId: actor.id,
    };
  }

  /** A gift card's offer as the product keeps it, in cents; null for goods. */
  function giftCardCents(offer: ProductInputParsed['giftCard']) {
    if (!offer) return null;
    return {
      amountsCents: offer.amounts.map(toCents),
      customMinCents: offer.customMin == null ? null : toCents(offer.customMin),
      customMaxCents: offer.customMax == null ? null : toCents(offer.customMax),
    };
  }

  function refuse(errors: FieldError[]) {
    if (errors.length) throw badRequest(`Invalid input: ${errors.map((e) => e.message).join('; ')}`, errors);
  }

  /** Stock lines must name the product's own colours and sizes, once each. */
  function checkStock(stock: VariantRow[], colors: string[], sizes: string[]) {
    refuse(stockProblems(stock, colors, sizes));
  }

  function checkOldPrice(price: number | undefined, oldPrice: number | null | undefined) {
    refuse(oldPriceProblems(price, oldPrice));
  }

  /** A product's main category must be one of the shop's (an import adds the ones it names: createMany). */
  async function checkCategory(category: string | undefined) {
    if (category === undefined || (await repository.missingCategories([category])).length === 0) return;
    refuse([{ path: 'category', message: `There is no category '${category}': add it under Categories first.` }]);
  }

  /**
   * A product's further categories must be the shop's (an import adds them: createMany), and
   * none of them its main one.
   */
  async function checkMoreCategories(main: string, more: string[] | undefined) {
    if (more === undefined) return;
    if (more.includes(main)) refuse([{ path: 'categories', message: `'${main}' is the main category: it cannot be a further one too.` }]);
    const missing = await repository.missingCategories(more);
    if (missing.length === 0) return;
    const named = missing.map((handle) => `'${handle}'`).join(', ');
    refuse([
      {
        path: 'categories',
        message: `There ${missing.length === 1 ? 'is no category' : 'are no categories'} ${named}: add ${missing.length === 1 ? 'it' : 'them'} under Categories first.`,
      },
    ]);
  }

  /** A product's colours must be the shop's (an import adds the ones it names: createMany). */
  async function checkColors(colors: string[]) {
    const missing = await repository.missingColors(colors);
    if (missing.length === 0) return;
    const named = missing.map((color) => `'${color}'`).join(', ');
    refuse([
      {
        path: 'color',
        message: `There ${missing.length === 1 ? 'is no colour' : 'are no colours'} ${named}: add ${missing.length === 1 ? 'it' : 'them'} under Colours first.`,
      },
    ]);
  }

  /**
   * The size set a product's sizes are of: the one named; else its own while it holds them; else
   * the first, in the shop's order, that holds them all. A size outside the set is refused.
   */
  async function sizeSetFor(sizes: string[], named: string | null | undefined, own: string | null): Promise<string> {
    const sets = await repository.sizeSets();
    const holdsAll = (set: { sizes: string[] }) => sizes.every((size) => set.sizes.includes(size));
    if (named) {
      const set = sets.find((candidate) => candidate.handle === named);
      if (!set) refuse([{ path: 'sizeSet', message: `There is no size set '${named}': add it under Size sets first.` }]);
      const outside = sizes.filter((size) => !set!.sizes.includes(size));
      if (outside.length)
        refuse([
          {
            path: 'sizes',
            message: `${outside.length === 1 ? 'Size' : 'Sizes'} ${outside.map(sizeLabel).join(', ')} ${outside.length === 1 ? 'is' : 'are'} not in the set '${set!.name}': add ${outside.length === 1 ? 'it' : 'them'} under Size sets first.`,
          },
        ]);
      return set!.handle;
    }
    const fitting = sets.find((set) => set.handle === own && holdsAll(set)) ?? sets.find(holdsAll);
    if (!fitting) {
      const known = new Set(sets.flatMap((set) => set.sizes));
      const unknown = sizes.filter((size) => !known.has(size));
      refuse([
        {
          path: 'sizes',
          message: unknown.length
            ? `No size set holds ${unknown.map(sizeLabel).join(', ')}: add ${unknown.length === 1 ? 'it' : 'them'} under Size sets first.`
            : `No size set holds ${sizes.map(sizeLabel).join(', ')} together: choose sizes of one set.`,
        },
      ]);
    }
    return fitting!.handle;
  }

  /** The sizes an import adds to the default set (Letters): those of its products that no set holds together, which that set lacks. */
  async function sizesToAdd(inputs: Pick<ProductInputParsed, 'sizes'>[]): Promise<string[]> {
    const sets = await repository.sizeSets();
    const target = sets.find((set) => set.handle === DEFAULT_SIZE_SET);
    if (!target) return [];
    const added: string[] = [];
    for (const { sizes = [...SIZES] } of inputs) {
      if (sets.some((set) => sizes.every((size) => set.sizes.includes(size)))) continue;
      for (const size of sizes) if (!target.sizes.includes(size) && !added.includes(size)) added.push(size);
    }
    return added;
  }

  /** The variant lines' facts over what is stored, once they are checked: own colours and sizes, prices, and SKUs no other product has. */
  async function checkedFacts(
    lines: ProductInputParsed['variants'],
    product: { colors: string[]; sizes: string[]; priceCents: number; oldPriceCents: number | null },
    stored: readonly VariantFactsRow[],
    productId?: string,
  ): Promise<VariantFactsWrite[]> {
    if (!lines?.length) return [];
    refuse(variantLineProblems(lines, product, stored));
    const facts = mergedFacts(lines, stored);
    const taken = new Set(
      await repository.skusTaken(
        facts.flatMap((line) => line.sku || []),
        productId,
      ),
    );
    refuse(
      facts.flatMap((line, index) =>
        taken.has(line.sku) ? [{ path: `variants.${index}.sku`, message: `SKU ${line.sku} is already used by another product` }] : [],
      ),
    );
    return facts;
  }

  /**
   * Writes, refusing with a 400 naming the field a handle another product has, or a SKU taken
   * between the check and the write (another admin at the same moment). A handle the database
   * chose (none was given) can be taken by a product written at the same moment: the write is
   * then tried again, and gets the next free one.
   */
  async function saving<T>(write: () => Promise<T>, handle: string | undefined): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await write();
      } catch (error) {
        if (isUniqueViolation(error, 'products_handle_key')) {
          if (handle === undefined && attempt < 3) continue;
          throw badRequest(`Invalid input: another product has the handle '${handle ?? ''}'`, [
            { path: 'handle', message: `Another product has the handle '${handle ?? ''}': choose another.` },
          ]);
        }
        if (!isUniqueViolation(error, 'product_variants_sku_key')) throw error;
        throw badRequest('Invalid input: a SKU is already used by another variant', [
          { path: 'variants', message: 'A SKU is already used by another variant: give each variant its own.' },
        ]);
      }
    }
  }

  async function detailOf(id: string): Promise<Product> {
    const row = await repository.findById(id);
    if (!row) throw notFound('Product not found.');
    return toProduct(row);
  }

  /**
   * Saves a change of a product, the way every edit of it and every stock-only change is saved:
   * in one transaction its row, its stock, its variants' facts and the audit entry of what
   * changed; then the catalogue's cached answers are forgotten, so that the shop shows it at once.
   * The product as saved.
   */
  async function saveChange(actor: AuthUser, current: ProductRow, change: ProductChange): Promise<Product> {
    const { id } = current;
    const { stock } = change;
    await saving(
      () =>
        repository.transaction(async (tx, repo) => {
          if (!(await repo.update(id, change.values))) throw notFound('Product not found.');
          // The database has added and removed variants with the colours and sizes; their stock and facts follow.
          if (stock && countsStock(stock.lines))
            await repo.setStock(
              [id],
              stock.lines.map((line) => ({ ...line, productId: id })),
              { othersKept: stock.othersKept },
            );
          await repo.setVariantFacts((change.facts ?? []).map((line) => ({ ...line, productId: id })));
          await recordAudit(tx, {
            actorId: actor.id,
            action: change.audit.action,
            entityId: id,
            details: change.audit.details,
            ...(await updatedAudit(repo, current)),
          });
          await queueProductWebhook(tx, 'product.updated', id);
          const saved = stock ? await repo.findById(id) : undefined;
          if (saved?.trackStock) {
            const after = new Map((saved.variants ?? []).map((line) => [`${line.color}\u0000${line.size}`, line.stock]));
            const moves = (current.trackStock ? (current.variants ?? []) : []).map((line) => ({
              productId: id,
              color: line.color,
              size: line.size,
              before: line.stock,
              after: after.get(`${line.color}\u0000${line.size}`) ?? null,
            }));
            await queueLowStockWebhooks(tx, moves, lowStockThreshold);
          }
        }),
      change.handle,
    );
    await catalogueCache.invalidate();
    return detailOf(id);
  }

  return {
    async create(actor: AuthUser, input: ProductInputParsed): Promise<Product> {
      const colors = input.colors ?? [];
      const sizes = input.sizes ?? [...SIZES];
      checkOldPrice(input.price, input.oldPrice);
      if (input.stock) checkStock(input.stock, colors, sizes);
      refuse(pictureColorProblems(colors, input.imageColor, input.gallery));
      await checkCategory(input.category);
      await checkMoreCategories(input.category, input.categories);
      await checkColors(colors);
      const sizeSet = await sizeSetFor(sizes, input.sizeSet, null);
      const image = await imageFor(input.image, input.category);
      const pictures = { imageColor: input.imageColor ?? null, gallery: await galleryFor(input.gallery ?? []) };
      const values = { ...newProductValues(actor, input, image), sizeSet };
      const facts = await checkedFacts(input.variants, values, []);
      const id = await saving(
        () =>
          repository.transaction(async (tx, repo) => {
            // The database adds a variant for every colour x size, each with the default SKU.
            const productId = await repo.insert({ ...values, ...pictures });
            if (values.trackStock)
              await repo.setStock(
                [productId],
                (input.stock ?? []).map((line) => ({ ...line, productId })),
              );
            await repo.setVariantFacts(facts.map((line) => ({ ...line, productId })));
            await recordAudit(tx, {
              actorId: actor.id,
              action: 'product.create',
              entityId: productId,
              details: { name: input.name },
              ...(await createdAudit(repo, productId)),
            });
            await queueProductWebhook(tx, 'product.created', productId);
            return productId;
          }),
        input.handle,
      );
      await catalogueCache.invalidate();
      return detailOf(id);
    },

    /** The categories these products name that the shop has not got: an import adds them. */
    /** The handles and SKUs of an import's products that products of the shop already have. */
    async takenByOthers(inputs: Pick<ProductInputParsed, 'handle' | 'variants'>[]): Promise<{ handles: Set<string>; skus: Set<string> }> {
      const [handles, skus] = await Promise.all([
        repository.handlesTaken(inputs.flatMap((input) => input.handle ?? [])),
        repository.skusTaken(inputs.flatMap((input) => (input.variants ?? []).flatMap((line) => line.sku ?? []))),
      ]);
      return { handles: new Set(handles), skus: new Set(skus) };
    },

    async newCategories(inputs: Pick<ProductInputParsed, 'category' | 'categories'>[]): Promise<string[]> {
      return repository.missingCategories(inputs.flatMap(categoriesOf));
    },

    /** The colours these products name that the shop has not got, and the sizes no set holds: an import adds them (the sizes to Letters). */
    async newColorsAndSizes(inputs: Pick<ProductInputParsed, 'colors' | 'sizes'>[]): Promise<{ newColors: string[]; newSizes: string[] }> {
      const [newColors, newSizes] = await Promise.all([
        repository.missingColors(inputs.flatMap((input) => input.colors ?? [])),
        sizesToAdd(inputs),
      ]);
      return { newColors, newSizes };
    },

    /**
     * Adds every product or none (one transaction), each with its 'product.create' audit entry and
     * its `product.created` webhook; the ids, in the order given. Products without an image share
     * their garment kind's placeholder.
     */
    async createMany(actor: AuthUser, inputs: ProductInputParsed[]): Promise<string[]> {
      const facts: VariantFactsWrite[][] = [];
      for (const input of inputs) {
        checkOldPrice(input.price, input.oldPrice);
        if (input.stock) checkStock(input.stock, input.colors ?? [], input.sizes ?? [...SIZES]);
        facts.push(
          await checkedFacts(
            input.variants,
            {
              colors: input.colors ?? [],
              sizes: input.sizes ?? [...SIZES],
              priceCents: toCents(input.price),
              oldPriceCents: input.oldPrice == null ? null : toCents(input.oldPrice),
            },
            [],
          ),
        );
      }
      // One after another: a kind's placeholder is copied into the store once, by the first product that needs it.
      const images: Awaited<ReturnType<typeof imageFor>>[] = [];
      for (const input of inputs) images.push(await imageFor(input.image, input.category));
      const addedSizes = await sizesToAdd(inputs);
      // A millisecond apart, so that the rows keep the file's order (the shop lists the last row first, as the newest).
      const start = Date.now();
      const rows = inputs.map((input, index) => ({
        ...newProductValues(actor, input, images[index]!),
        id: randomUUID(),
        createdAt: new Date(start + index),
      }));
      await saving(
        () =>
          repository.transaction(async (tx, repo) => {
            // Categories the file names that the shop has not got yet are added (the preview lists them).
            const added = await repo.insertCategories(
              (await repo.missingCategories(inputs.flatMap(categoriesOf))).map((handle) => ({
                handle,
                name: categoryNameOf(handle),
              })),
              { skipTaken: true },
            );
            await recordAudits(
              tx,
              added.map((category) => ({
                actorId: actor.id,
                action: 'category.create' as const,
                entityId: category.id,
                details: { name: category.name, imported: true },
                after: { name: category.name, handle: category.handle },
              })),
            );
            // So are its colours, and the sizes that no set holds go to Letters (the preview lists both).
            const addedColors = await repo.insertColors(
              (await repo.missingColors(inputs.flatMap((input) => input.colors ?? []))).map((handle) => ({
                handle,
                name: colorNameOf(handle),
              })),
              { skipTaken: true },
            );
            await recordAudits(
              tx,
              addedColors.map((color) => ({
                actorId: actor.id,
                action: 'color.create' as const,
                entityId: color.id,
                details: { name: color.name, imported: true },
                after: { name: color.name, handle: color.handle },
              })),
            );
            await repo.appendSizes(DEFAULT_SIZE_SET, addedSizes);
            await repo.insertMany(rows);
            const tracked = inputs.flatMap((input, index) => (countsStock(input.stock) ? [{ input, id: rows[index]!.id }] : []));
            await repo.setStock(
              tracked.map(({ id }) => id),
              tracked.flatMap(({ input, id }) => (input.stock ?? []).map((line) => ({ ...line, productId: id }))),
            );
            await repo.setVariantFacts(facts.flatMap((lines, index) => lines.map((line) => ({ ...line, productId: rows[index]!.id }))));
            const saved = await repo.listByIds(rows.map((row) => row.id));
            await recordAudits(
              tx,
              saved.map((row) => ({
                actorId: actor.id,
                action: 'product.create' as const,
                entityId: row.id,
                details: { name: row.name, imported: true },
                after: productAuditFields(row),
              })),
            );
            // Told as one by one adds are: a `product.created` apiece, committed with the products.
            await queueProductsCreated(tx, saved);
          }),
        inputs.some((input) => input.handle) ? inputs.flatMap((input) => input.handle ?? []).join("', '") : undefined,
      );
      await catalogueCache.invalidate();
      return rows.map((row) => row.id);
    },

    async update(actor: AuthUser, id: string, input: ProductUpdateParsed): Promise<Product> {
      const current = await repository.findById(id);
      if (!current) throw notFound('Product not found.');
      const colors = input.colors ?? current.colors;
      const sizes = input.sizes ?? current.sizes;
      checkOldPrice(input.price ?? toDollars(current.priceCents), input.oldPrice);
      // A change of colours or sizes keeps only the stock lines that still fit (an uncounted variant stays uncounted).
      const stock =
        input.stock === undefined
          ? current.trackStock
            ? (current.variants ?? []).filter((line) => colors.includes(line.color) && sizes.includes(line.size))
            : null
          : input.stock;
      if (stock) checkStock(stock, colors, sizes);
      refuse(pictureColorProblems(colors, input.imageColor, input.gallery));
      if (input.category !== current.category) await checkCategory(input.category);
      const main = input.category ?? current.category;
      await checkMoreCategories(main, input.categories);
      // A further category that becomes the main one leaves the further ones.
      const moreCategories = (input.categories ?? current.moreCategories).filter((handle) => handle !== main);
      if (input.colors) await checkColors(input.colors);
      const sizeSet =
        input.sizes === undefined && input.sizeSet === undefined
          ? current.sizeSet
          : await sizeSetFor(sizes, input.sizeSet, current.sizeSet);
      const facts = await checkedFacts(
        input.variants,
        {
          colors,
          sizes,
          priceCents: input.price === undefined ? current.priceCents : toCents(input.price),
          oldPriceCents: input.oldPrice === undefined ? current.oldPriceCents : input.oldPrice === null ? null : toCents(input.oldPrice),
        },
        current.variants ?? [],
        id,
      );
      // Pictures not sent stay, but a tie to a colour the product no longer comes in goes.
      const kept = keepFittingColors(colors, current.imageColor, current.gallery);
      const pictures = {
        imageColor: input.imageColor === undefined ? kept.imageColor : input.imageColor,
        gallery: input.gallery === undefined ? kept.gallery : await galleryFor(input.gallery),
      };
      const image =
        input.image === undefined || input.image === current.image ? {} : await imageFor(input.image, input.category ?? current.category);
      return saveChange(actor, current, {
        values: {
          ...(input.name === undefined ? {} : { name: input.name }),
          ...(input.handle === undefined ? {} : { handle: input.handle }),
          ...(input.seoTitle === undefined ? {} : { seoTitle: input.seoTitle }),
          ...(input.seoDescription === undefined ? {} : { seoDescription: input.seoDescription }),
          ...(input.description === undefined ? {} : { description: input.description }),
          ...(input.category === undefined ? {} : { category: input.category }),
          moreCategories,
          colors,
          sizes,
          sizeSet,
          ...(input.price === undefined ? {} : { priceCents: toCents(input.price) }),
          ...(input.oldPrice === undefined ? {} : { oldPriceCents: input.oldPrice === null ? null : toCents(input.oldPrice) }),
          ...(input.finalSale === undefined ? {} : { finalSale: input.finalSale }),
          ...(input.taxClass === undefined ? {} : { taxClass: input.taxClass }),
          ...(input.giftCard === undefined ? {} : { giftCard: giftCardCents(input.giftCard) }),
          ...image,
          ...pictures,
          trackStock: (input.giftCard === undefined ? current.giftCard : input.giftCard) ? false : countsStock(stock),
        },
        stock: stock && { lines: stock },
        facts,
        audit: { action: 'product.update', details: { name: input.name ?? current.name, fields: Object.keys(input) } },
        handle: input.handle,
      });
    },

    /**
     * Sets the stock of some of a product's counted variants, the others keeping theirs: the task
     * of staff who may set stock ('stock') but not edit products. Saved as an edit is, so that the
     * shop shows the new counts at once.
     */
    async setStock(actor: AuthUser, id: string, { stock: lines }: ProductStockUpdate): Promise<Product> {
      const current = await repository.findById(id);
      if (!current) throw notFound('Product not found.');
      refuse(countedStockProblems(lines, current));
      return saveChange(actor, current, {
        values: {},
        // Only the lines given are written: a sale made since the product was read keeps its count.
        stock: { lines, othersKept: true },
        audit: { action: 'product.stock', details: { name: current.name, stock: movedStock(lines, current) } },
      });
    },

    /** A product that is in an order is archived (hidden, kept for the order's history), otherwise erased. */
    async remove(actor: AuthUser, id: string): Promise<'archived' | 'deleted'> {
      const outcome = await repository.transaction(async (tx, repo) => {
        const archive = await repo.isInAnyOrder(id);
        const was = await repo.findById(id);
        const done = archive ? await repo.archive(id) : await repo.delete(id);
        if (!done) throw notFound('Product not found.');
        const outcome = archive ? 'archived' : 'deleted';
        await recordAudit(tx, {
          actorId: actor.id,
          action: `product.${outcome === 'archived' ? 'archive' : 'delete'}`,
          entityId: id,
          ...removedAudit(was, outcome),
        });
        await queueProductDeleted(tx, was, id);
        return outcome;
      });
      await catalogueCache.invalidate();
      return outcome;
    },
  };
}

export type ProductEditingService = ReturnType<typeof createProductEditingService>;
