import { PRICE_RANGES, RELATED_PRODUCTS_LIMIT, SIZES, STOREFRONT_CATEGORIES, STOREFRONT_COLORS } from '@shop/shared/constants';
import { categoryNameOf } from '@shop/shared/category.schema';
import { colorNameOf } from '@shop/shared/color.schema';
import { sizeOrder } from '@shop/shared/size-set.schema';
import { toCents, toDollars } from '@shop/shared/money';
import { priceRangeCents } from '@shop/shared/variant';
import {
  ProductDetailResponseSchema,
  ProductListResponseSchema,
  type Product,
  type ProductDetailResponse,
  type ProductFacets,
  type ProductListQuery,
  type ProductListResponse,
} from '@shop/shared/product.schema';
import { IdSchema } from '@shop/shared/common.schema';
import { notFound } from '../../lib/http-errors';
import { toReview } from '../reviews';
import type { AnswerCache, CatalogueAnswer } from './answer-cache';
import type { CatalogueCache } from './catalogue-cache';
import type { CatalogueRepository, PageOf, ProductFilters, ProductOrder, ProductRow } from './catalogue.repository';
import { NO_SALES, withSalePrices, type SalesNow, type SalesSource } from './sale-prices';

/** A product as its own answers show it: with every variant's facts. */
export function toProduct(row: ProductRow): Product {
  const variants = row.variants ?? [];
  const range =
    row.priceRange ??
    priceRangeCents(
      row.priceCents,
      variants.map((variant) => variant.priceCents),
    );

  const widthsOf = (image: string, imageSet: ProductRow['imageSet']) =>
    imageSet?.length ? imageSet : image ? [{ width: 800, url: image }] : [];
  const images = widthsOf(row.image, row.imageSet);
  return {
    _id: row.id,
    handle: row.handle,
    name: row.name,
    description: row.description,
    category: row.category,
    categoryName: row.categoryName,
    categories: row.moreCategories,
    color: row.colors,
    sizes: row.sizes,
    sizeSet: row.sizeSet,
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
    taxClass: row.taxClass,
    giftCard: row.giftCard
      ? {
          amounts: row.giftCard.amountsCents.map(toDollars),
          customMin: row.giftCard.customMinCents === null ? null : toDollars(row.giftCard.customMinCents),
          customMax: row.giftCard.customMaxCents === null ? null : toDollars(row.giftCard.customMaxCents),
        }
      : null,
    rating: Math.round(row.rating * 10) / 10,
    reviewCount: row.reviewCount,
    fit: { small: row.fitSmall, true: row.fitTrue, large: row.fitLarge },
    author: row.authorId,
    // The counted variants' stock; a variant left out is not counted and can always be bought.
    stock: row.trackStock ? variants.flatMap(({ color, size, stock }) => (stock === null ? [] : [{ color, size, stock }])) : null,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    minPrice: toDollars(range.min),
    maxPrice: toDollars(range.max),
    variants: variants.map((variant) => ({
      color: variant.color,
      size: variant.size,
      sku: variant.sku,
      barcode: variant.barcode,
      weight: variant.weightGrams,
      price: variant.priceCents === null ? null : toDollars(variant.priceCents),
      oldPrice: variant.compareAtCents === null ? null : toDollars(variant.compareAtCents),
      stock: row.trackStock ? variant.stock : null,
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A product as lists show it (the shop, search, related products): its variants' facts stay on its own page. */
export function toProductCard(row: ProductRow): Product {
  const { variants: _facts, taxClass: _taxClass, ...card } = toProduct(row);
  return card;
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

/** A category as the storefront's filter needs it. */
interface ShopCategory {
  handle: string;
  name: string;
  hidden: boolean;
}

/**
 * The filter's categories: the storefront's three (with their zero counts) unless the admin hid
 * or deleted them, then every other visible category that has products here, in the shop's
 * order, and the one asked for in any case; each with its name.
 */
function categoryFacets(all: ShopCategory[], counts: Map<string, number>, current: string | undefined) {
  const byHandle = new Map(all.map((category) => [category.handle, category]));
  const listed = new Set<string>();
  for (const handle of STOREFRONT_CATEGORIES) if (byHandle.get(handle)?.hidden === false) listed.add(handle);
  for (const category of all) if (!category.hidden && (counts.get(category.handle) ?? 0) > 0) listed.add(category.handle);
  if (current) listed.add(current);
  return [...listed].map((value) => ({
    value,
    name: byHandle.get(value)?.name ?? categoryNameOf(value),
    count: counts.get(value) ?? 0,
  }));
}

/**
 * The filter's colours: the storefront's five (with their zero counts) unless the admin deleted
 * them, then any other that has products here and the one asked for, all in the shop's order
 * (a colour no row names yet last, by name); each with its name.
 */
function colorFacets(all: { handle: string; name: string }[], counts: Map<string, number>, current: string | undefined) {
  const listed = new Set<string>(STOREFRONT_COLORS.filter((handle) => all.some((color) => color.handle === handle)));
  for (const [handle, count] of counts) if (count > 0) listed.add(handle);
  if (current) listed.add(current);
  const place = new Map(all.map((color, index) => [color.handle, index]));
  const rank = (handle: string) => place.get(handle) ?? all.length;
  return [...listed]
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((value) => ({
      value,
      name: all.find((color) => color.handle === value)?.name ?? colorNameOf(value),
      count: counts.get(value) ?? 0,
    }));
}

/**
 * The filter's sizes: the storefront's four (with their zero counts), then any other that has
 * products here, in the size sets' order (Letters' sizes, then Waist's, Shoe's…); a size in no
 * set last, by name.
 */
function sizeFacets(sets: { sizes: string[] }[], counts: Map<string, number>) {
  const order = sizeOrder(sets);
  const rank = (size: string) => order.get(size) ?? order.size;
  const listed = new Set<string>([...SIZES, ...[...counts.keys()].filter((size) => (counts.get(size) ?? 0) > 0)]);
  return [...listed].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b)).map((value) => ({ value, count: counts.get(value) ?? 0 }));
}

export interface CatalogueServiceDeps {
  /** The storefront's reads: the read replica's repository when there is one, else the primary's. */
  repository: CatalogueRepository;
  catalogueCache: CatalogueCache;
  /** The whole answers of the list, search and product detail, kept per version of the catalogue. */
  answers: AnswerCache;
  /** The sales running now, for the products' sale prices; none when not given. */
  sales?: SalesSource;
}

/** Runs the reads of an answer that is not kept (the routes pass their concurrency limit). */
export type RunCostly = <T>(work: () => Promise<T>) => Promise<T>;
const runNow: RunCostly = (work) => work();

/** The storefront's catalogue: lists with their filters' counts, search, a product with its reviews, related products, the sitemap. */
export function createCatalogueService({ repository: catalogue, catalogueCache, answers, sales }: CatalogueServiceDeps) {
  const salesNow = (now: Date): Promise<SalesNow> => (sales ? sales.running(now) : Promise.resolve(NO_SALES));

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
    return ranked ?? catalogue.listByIds(ids, { cards: true });
  }

  /** The product and the first page of its reviews, or undefined when there is no such live product. */
  /** The product an address names: its id, or its handle or a former one. */
  async function idOf(key: string): Promise<string | undefined> {
    return IdSchema.safeParse(key).success ? key : catalogue.idOfHandle(key.toLowerCase());
  }

  /** The product (with its sale prices during `running`) and the first page of its reviews. */
  async function withReviews(key: string, running?: SalesNow, now = new Date()): Promise<ProductDetailResponse | undefined> {
    const id = await idOf(key);
    if (!id) return undefined;
    const [row, reviewRows, onSale] = await Promise.all([catalogue.findById(id), catalogue.reviewsOf(id), running ?? salesNow(now)]);
    return row ? { product: withSalePrices(toProduct(row), onSale, now), reviews: reviewRows.map(toReview) } : undefined;
  }

  async function list(query: ProductListQuery, running: SalesNow, now: Date): Promise<ProductListResponse> {
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
    // A search by relevance ranks all its matches whatever their number: its page is read beside
    // the counts. Otherwise the counts (usually cached) come first: a page past the last match (an
    // empty combination above all) is not asked, and a rare combination is collected before it is
    // sorted.
    const ranked = textQuery !== undefined && order === 'relevance';
    const [facetRows, rankedRows, shopCategories, shopColors, shopSizeSets] = await Promise.all([
      facetsOf(filters),
      ranked ? rankedPage(filters, { offset, limit: query.limit }) : undefined,
      catalogueCache.remember('categories', () => catalogue.categories()),
      catalogueCache.remember('colors', () => catalogue.colors()),
      catalogueCache.remember('size-sets', () => catalogue.sizeSets()),
    ]);
    const matches = facetRows.find((row) => row.facet === 'total')?.count ?? 0;
    const rows =
      rankedRows ??
      (matches <= offset ? [] : await catalogue.list(filters, order, { offset, limit: query.limit, fewMatches: matches <= FEW_MATCHES }));
    const countsOf = (facet: string) =>
      new Map(facetRows.filter((row) => row.facet === facet).map((row) => [row.value, row.count] as const));
    const prices = countsOf('price');
    const facets: ProductFacets = {
      categories: categoryFacets(shopCategories, countsOf('category'), query.category),
      colors: colorFacets(shopColors, countsOf('color'), query.color),
      sizes: sizeFacets(shopSizeSets, countsOf('size')),
      priceRanges: PRICE_RANGES.map((range, index) => ({ ...range, count: prices.get(String(index)) ?? 0 })),
    };
    return {
      products: rows.map((row) => withSalePrices(toProductCard(row), running, now)),
      totalPages: Math.ceil(matches / query.limit),
      totalProducts: matches,
      page: query.page,
      limit: query.limit,
      facets,
    };
  }

  async function detail(key: string, running: SalesNow, now: Date): Promise<ProductDetailResponse> {
    const found = await withReviews(key, running, now);
    if (!found) throw notFound('Product not found.');
    return found;
  }

  /**
   * An answer as the API sends it: kept per version of the catalogue, else read (through `run`),
   * checked against the contract's schema (which drops any field it does not name) and
   * serialised, once for every request that asks for it at this version. An answer shows the
   * sale prices of the sales running now: it is kept under their stamp too, so that a sale that
   * starts, ends or changes gives a new answer at once (and a new ETag).
   */
  async function answerOf<T>(
    key: string,
    read: (running: SalesNow, now: Date) => Promise<T>,
    schema: { parse: (value: unknown) => T },
    run: RunCostly,
  ) {
    const now = new Date();
    const [version, running] = await Promise.all([catalogue.version(), salesNow(now)]);
    const kept = running.stamp ? `${key}|sales:${running.stamp}` : key;
    return answers.answer(version, kept, () => run(async () => JSON.stringify(schema.parse(await read(running, now)))));
  }

  return {
    /** The list's (or a search's) answer, serialised: see answerOf. */
    listAnswer(query: ProductListQuery, run: RunCostly = runNow): Promise<CatalogueAnswer> {
      return answerOf(`list:${JSON.stringify(query)}`, (running, now) => list(query, running, now), ProductListResponseSchema, run);
    },

    /** A product (by id, handle or former handle) with its first reviews, serialised: see answerOf. Not kept when there is no such product. */
    detailAnswer(key: string): Promise<CatalogueAnswer> {
      return answerOf(`detail:${key}`, (running, now) => detail(key, running, now), ProductDetailResponseSchema, runNow);
    },

    async related(key: string): Promise<Product[]> {
      const id = await idOf(key);
      const product = id ? await catalogue.findById(id) : undefined;
      if (!product) throw notFound('Product not found.');
      const now = new Date();
      const [rows, running] = await Promise.all([catalogue.related(product.id, product.category, RELATED_PRODUCTS_LIMIT), salesNow(now)]);
      return rows.map((row) => withSalePrices(toProductCard(row), running, now));
    },

    sitemapProductCount: () => catalogue.countForSitemap(),

    sitemapEntries: (offset: number, limit: number) => catalogue.listForSitemap(offset, limit),

    /** What a product page's meta is made of (its JSON-LD carries the first reviews), by id, handle or former handle. */
    findForPage: (key: string) => withReviews(key),
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
