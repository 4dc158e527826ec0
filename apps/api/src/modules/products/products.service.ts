import { randomUUID } from 'node:crypto';
import { PRICE_RANGES, RELATED_PRODUCTS_LIMIT, SIZES, STOREFRONT_CATEGORIES, STOREFRONT_COLORS } from '@shop/shared/constants';
import { toCents, toDollars } from '@shop/shared/money';
import { oldPriceProblems, stockProblems } from '@shop/shared/product-rules';
import type {
  Product,
  ProductDetailResponse,
  ProductFacets,
  ProductInputParsed,
  ProductListQuery,
  ProductListResponse,
  ProductUpdateParsed,
} from '@shop/shared/product.schema';
import { garmentPlaceholder, type GarmentKind, type ImageStore } from '../uploads';
import { badRequest, notFound, type FieldError } from '../../lib/http-errors';
import { recordAudit, recordAudits } from '../audit';
import type { AuthUser } from '../../lib/guards';
import { toReview } from '../reviews';
import type { CatalogueCache } from './catalogue-cache';
import { keepFittingColors, pictureColorProblems, uploadName, withWidths } from './product-pictures';
import { createdAudit, productAuditFields, removedAudit, updatedAudit } from './product-audit';
import type { PageOf, ProductFilters, ProductOrder, ProductRow, ProductsRepository, VariantRow } from './products.repository';

export function toProduct(row: ProductRow): Product {
  const widthsOf = (image: string, imageSet: ProductRow['imageSet']) =>
    imageSet?.length ? imageSet : image ? [{ width: 800, url: image }] : [];
  const images = widthsOf(row.image, row.imageSet);
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    color: row.colors,
    sizes: row.sizes,
    price: toDollars(row.priceCents),
    oldPrice: row.oldPriceCents === null ? null : toDollars(row.oldPriceCents),
    image: row.image,
    images,
    imageColor: row.imageColor,
    gallery: row.gallery.map((picture) => ({
      image: picture.image,
      images: widthsOf(picture.image, picture.imageSet),
      color: picture.color,
    })),
    finalSale: row.finalSale,
    rating: Math.round(row.rating * 10) / 10,
    reviewCount: row.reviewCount,
    fit: { small: row.fitSmall, true: row.fitTrue, large: row.fitLarge },
    author: row.authorId,
    stock: row.trackStock ? (row.variants ?? []) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A search as a full-text query: every word must match, as itself or as one of its look-alikes
 * in the catalogue (so 'sweatr' finds 'sweater', and 'swea' too). Words hold only letters and
 * digits (searchWords), so they are safe in the query syntax.
 */
export function searchQuery(words: string[], lookAlikes: { term: string; word: string }[]): string {
  return words
    .map((word) => `(${[word, ...lookAlikes.filter(({ term }) => term === word).map((alike) => alike.word)].join(' | ')})`)
    .join(' & ');
}

/** Search text to words the database can match: lower case, letters and digits, hyphens dropped. */
export function searchWords(search: string | undefined): string[] {
  if (!search) return [];
  const words = search
    .toLowerCase()
    .replaceAll('-', '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2);
  return [...new Set(words)].slice(0, 8);
}

/** Up to this many matches, a page is sorted from all of them rather than found down an index. */
const FEW_MATCHES = 500;

const PRICE_BUCKETS = PRICE_RANGES.map((range) => ({
  min: toCents(range.min),
  max: range.max === null ? null : toCents(range.max),
}));

/** The specification's values first (with their zero counts), then whatever else the catalogue carries. */
function facetList(known: readonly string[], counts: Map<string, number>) {
  const extra = [...counts.keys()].filter((value) => !known.includes(value)).sort();
  return [...known, ...extra].map((value) => ({ value, count: counts.get(value) ?? 0 }));
}

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

export interface ProductsServiceDeps {
  /** The primary: writes, and the reads of what was just written. */
  repository: ProductsRepository;
  /** The storefront's reads (the read replica's repository when there is one, else `repository`). */
  catalogue?: ProductsRepository;
  /** Where a product saved without an image gets its drawn picture. */
  images: ImageStore;
  catalogueCache: CatalogueCache;
}

export function createProductsService({ repository, catalogue = repository, images, catalogueCache }: ProductsServiceDeps) {
  /** The widths of an uploaded image, or, without an image, the placeholder of the category's garment kind. */
  async function imageFor(image: string | undefined, product: { category: string; colors: string[] }) {
    if (image) {
      const name = uploadName(image);
      return withWidths(image, name ? await repository.uploadRenditions(name) : undefined);
    }
    // One committed picture per kind, shared by every product of that kind: the product's first
    // colour is no longer drawn (nothing is drawn at run time), so the placeholder is the same in every colour.
    const placeholder = await garmentPlaceholder(GARMENT_BY_CATEGORY.get(product.category) ?? 't-shirt', images);
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
      name: input.name,
      description: input.description,
      category: input.category,
      colors: input.colors ?? [],
      sizes: input.sizes ?? [...SIZES],
      priceCents: toCents(input.price),
      oldPriceCents: input.oldPrice == null ? null : toCents(input.oldPrice),
      ...image,
      finalSale: input.finalSale ?? false,
      trackStock: Boolean(input.stock),
      authorId: actor.id,
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

  const keyOf = ({ category, color, size, minPriceCents, maxPriceCents, textQuery }: ProductFilters) =>
    JSON.stringify([category, color, size, minPriceCents, maxPriceCents, textQuery]);

  /** The counts of a filter combination or a search, cached until the next product write. */
  function facetsOf(filters: ProductFilters) {
    return catalogueCache.remember(`facets:${keyOf(filters)}`, () => catalogue.facets(filters, PRICE_BUCKETS));
  }

  /**
   * A page of a search by relevance ranks every match (the full-text rank reads each one), so
   * the page's ids are kept until the next product write: the order depends on the products
   * alone, and a repeated search reads its rows (with their current stock) by id.
   */
  async function rankedPage(filters: ProductFilters, page: PageOf): Promise<ProductRow[]> {
    let ranked: ProductRow[] | undefined;
    const ids = await catalogueCache.remember(`ranked:${keyOf(filters)}:${page.offset}:${page.limit}`, async () => {
      ranked = await catalogue.list(filters, 'relevance', page);
      return ranked.map((row) => row.id);
    });
    return ranked ?? catalogue.listByIds(ids);
  }

  async function detailOf(id: string): Promise<Product> {
    const row = await repository.findById(id);
    if (!row) throw notFound('Product not found.');
    return toProduct(row);
  }

  /** The product and the first page of its reviews, or undefined when there is no such live product. */
  async function withReviews(id: string): Promise<ProductDetailResponse | undefined> {
    const [row, reviewRows] = await Promise.all([catalogue.findById(id), catalogue.reviewsOf(id)]);
    return row ? { product: toProduct(row), reviews: reviewRows.map(toReview) } : undefined;
  }

  return {
    async list(query: ProductListQuery): Promise<ProductListResponse> {
      const words = searchWords(query.search);
      const textQuery = words.length ? searchQuery(words, await catalogue.lookAlikes(words)) : undefined;
      const filters: ProductFilters = {
        category: query.category,
        color: query.color,
        size: query.size,
        minPriceCents: query.minPrice === undefined ? undefined : toCents(query.minPrice),
        maxPriceCents: query.maxPrice === undefined ? undefined : toCents(query.maxPrice),
        textQuery,
      };
      const order: ProductOrder = query.sort ?? (words.length ? 'relevance' : 'newest');
      const offset = (query.page - 1) * query.limit;
      // The counts (usually cached) come first: a page past the last match (an empty combination
      // above all) is not asked, and a rare combination is collected before it is sorted.
      const facetRows = await facetsOf(filters);
      const matches = facetRows.find((row) => row.facet === 'total')?.count ?? 0;
      const page = { offset, limit: query.limit, fewMatches: matches <= FEW_MATCHES };
      const rows =
        matches <= offset
          ? []
          : textQuery && order === 'relevance'
            ? await rankedPage(filters, page)
            : await catalogue.list(filters, order, page);
      const countsOf = (facet: string) =>
        new Map(facetRows.filter((row) => row.facet === facet).map((row) => [row.value, row.count] as const));
      const prices = countsOf('price');
      const facets: ProductFacets = {
        categories: facetList(STOREFRONT_CATEGORIES, countsOf('category')),
        colors: facetList(STOREFRONT_COLORS, countsOf('color')),
        sizes: facetList(SIZES, countsOf('size')),
        priceRanges: PRICE_RANGES.map((range, index) => ({ ...range, count: prices.get(String(index)) ?? 0 })),
      };
      return {
        products: rows.map(toProduct),
        totalPages: Math.ceil(matches / query.limit),
        totalProducts: matches,
        page: query.page,
        limit: query.limit,
        facets,
      };
    },

    async detail(id: string): Promise<ProductDetailResponse> {
      const detail = await withReviews(id);
      if (!detail) throw notFound('Product not found.');
      return detail;
    },

    async related(id: string): Promise<Product[]> {
      const product = await catalogue.findById(id);
      if (!product) throw notFound('Product not found.');
      return (await catalogue.related(id, product.category, RELATED_PRODUCTS_LIMIT)).map(toProduct);
    },

    async create(actor: AuthUser, input: ProductInputParsed): Promise<Product> {
      const colors = input.colors ?? [];
      const sizes = input.sizes ?? [...SIZES];
      checkOldPrice(input.price, input.oldPrice);
      if (input.stock) checkStock(input.stock, colors, sizes);
      refuse(pictureColorProblems(colors, input.imageColor, input.gallery));
      const image = await imageFor(input.image, { category: input.category, colors });
      const pictures = { imageColor: input.imageColor ?? null, gallery: await galleryFor(input.gallery ?? []) };
      const id = await repository.transaction(async (tx, repo) => {
        const productId = await repo.insert({ ...newProductValues(actor, input, image), ...pictures });
        if (input.stock) await repo.replaceVariants(productId, input.stock);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'product.create',
          entityId: productId,
          details: { name: input.name },
          ...(await createdAudit(repo, productId)),
        });
        return productId;
      });
      await catalogueCache.invalidate();
      return detailOf(id);
    },

    /**
     * Adds every product or none (one transaction), each with its 'product.create' audit entry;
     * the ids, in the order given. Products without an image share one drawing per category and
     * colour: an import of a thousand rows draws a few dozen pictures, not a thousand.
     */
    async createMany(actor: AuthUser, inputs: ProductInputParsed[]): Promise<string[]> {
      for (const input of inputs) {
        checkOldPrice(input.price, input.oldPrice);
        if (input.stock) checkStock(input.stock, input.colors ?? [], input.sizes ?? [...SIZES]);
      }
      type Image = Awaited<ReturnType<typeof imageFor>>;
      const drawingOf = (input: ProductInputParsed) => (input.image ? undefined : `${input.category}/${input.colors?.[0] ?? ''}`);
      // Each drawing once, two at a time: each holds a full-size picture in memory while it is encoded.
      const toDraw = [
        ...new Map(inputs.flatMap((input) => (drawingOf(input) === undefined ? [] : [[drawingOf(input)!, input] as const]))).entries(),
      ];
      const drawings = new Map<string, Image>();
      await Promise.all(
        [0, 1].map(async () => {
          for (let next = toDraw.shift(); next; next = toDraw.shift()) {
            const [key, input] = next;
            drawings.set(key, await imageFor(undefined, { category: input.category, colors: input.colors ?? [] }));
          }
        }),
      );
      const images: Image[] = [];
      for (const input of inputs) {
        const key = drawingOf(input);
        images.push(
          key === undefined ? await imageFor(input.image, { category: input.category, colors: input.colors ?? [] }) : drawings.get(key)!,
        );
      }
      // A millisecond apart, so that the rows keep the file's order (the shop lists the last row first, as the newest).
      const start = Date.now();
      const rows = inputs.map((input, index) => ({
        ...newProductValues(actor, input, images[index]!),
        id: randomUUID(),
        createdAt: new Date(start + index),
      }));
      await repository.transaction(async (tx, repo) => {
        await repo.insertMany(rows);
        await repo.insertVariants(
          inputs.flatMap((input, index) => (input.stock ?? []).map((line) => ({ ...line, productId: rows[index]!.id }))),
        );
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
      });
      await catalogueCache.invalidate();
      return rows.map((row) => row.id);
    },

    async update(actor: AuthUser, id: string, input: ProductUpdateParsed): Promise<Product> {
      const current = await repository.findById(id);
      if (!current) throw notFound('Product not found.');
      const colors = input.colors ?? current.colors;
      const sizes = input.sizes ?? current.sizes;
      checkOldPrice(input.price ?? toDollars(current.priceCents), input.oldPrice);
      // A change of colours or sizes keeps only the stock lines that still fit.
      const stock =
        input.stock === undefined
          ? current.trackStock
            ? (current.variants ?? []).filter((line) => colors.includes(line.color) && sizes.includes(line.size))
            : null
          : input.stock;
      if (stock) checkStock(stock, colors, sizes);
      refuse(pictureColorProblems(colors, input.imageColor, input.gallery));
      // Pictures not sent stay, but a tie to a colour the product no longer comes in goes.
      const kept = keepFittingColors(colors, current.imageColor, current.gallery);
      const pictures = {
        imageColor: input.imageColor === undefined ? kept.imageColor : input.imageColor,
        gallery: input.gallery === undefined ? kept.gallery : await galleryFor(input.gallery),
      };
      const image =
        input.image === undefined || input.image === current.image
          ? {}
          : await imageFor(input.image, { category: input.category ?? current.category, colors });
      await repository.transaction(async (tx, repo) => {
        const updated = await repo.update(id, {
          ...(input.name === undefined ? {} : { name: input.name }),
          ...(input.description === undefined ? {} : { description: input.description }),
          ...(input.category === undefined ? {} : { category: input.category }),
          colors,
          sizes,
          ...(input.price === undefined ? {} : { priceCents: toCents(input.price) }),
          ...(input.oldPrice === undefined ? {} : { oldPriceCents: input.oldPrice === null ? null : toCents(input.oldPrice) }),
          ...(input.finalSale === undefined ? {} : { finalSale: input.finalSale }),
          ...image,
          ...pictures,
          trackStock: stock !== null,
        });
        if (!updated) throw notFound('Product not found.');
        await repo.replaceVariants(id, stock ?? []);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'product.update',
          entityId: id,
          details: { name: input.name ?? current.name, fields: Object.keys(input) },
          ...(await updatedAudit(repo, current)),
        });
      });
      await catalogueCache.invalidate();
      return detailOf(id);
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
        return outcome;
      });
      await catalogueCache.invalidate();
      return outcome;
    },

    sitemapProductCount: () => catalogue.countForSitemap(),

    sitemapEntries: (offset: number, limit: number) => catalogue.listForSitemap(offset, limit),

    /** What a product page's meta is made of (its JSON-LD carries the first reviews). */
    findForPage: withReviews,
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
