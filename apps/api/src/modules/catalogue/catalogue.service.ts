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
import type { CurrencyCode, PresentedCurrency } from '@shop/shared/currency.schema';
import { translatedLanguage, translatedOr, type TranslatedLanguageCode } from '@shop/shared/translation.schema';
import { badRequest, notFound } from '../../lib/http-errors';
import { toReview } from '../reviews';
import type { AnswerCache, CatalogueAnswer } from './answer-cache';
import type { CatalogueCache } from './catalogue-cache';
import type { CatalogueRepository, PageOf, ProductFilters, ProductOrder, ProductRow, TranslatedProductWords } from './catalogue.repository';
import { NO_SALES, withSalePrices, type SalesNow, type SalesSource } from './sale-prices';
import { withPresentedPrices, type BaseVariantPrices, type OwnPrice } from './presented-prices';

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
 * A product in another language: its words where it has them there, field by field, and its main
 * category's name there (docs/decisions/046); the default language's words otherwise.
 */
export function translatedProduct<T extends Product>(
  product: T,
  words: TranslatedProductWords | undefined,
  categoryName: string | undefined,
): T {
  return {
    ...product,
    name: translatedOr(words?.name, product.name),
    description: translatedOr(words?.description, product.description),
    seoTitle: translatedOr(words?.seoTitle, product.seoTitle),
    seoDescription: translatedOr(words?.seoDescription, product.seoDescription),
    categoryName: categoryName ?? product.categoryName,
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
  /** The currencies the shop presents, for prices in the shopper's (the currencies module); the base currency alone without it. */
  currencies?: CatalogueCurrencies;
}

/** What the catalogue reads of the currencies the shop presents. */
export interface CatalogueCurrencies {
  /** A presented currency's rate and rounding (the base currency's too); null for a code the shop does not present. */
  presentedCurrency(code: string): Promise<PresentedCurrency | null>;
  /** The variants' own prices in the currency, by `variantKey`; a variant without one is not in the map. */
  variantOffers(variants: readonly { productId: string; color: string; size: string }[], code: string): Promise<Map<string, OwnPrice>>;
}

/** A currency asked for that the shop does not present. */
const notPresented = (code: string) => `This shop does not show prices in ${code}.`;

/** Runs the reads of an answer that is not kept (the routes pass their concurrency limit). */
export type RunCostly = <T>(work: () => Promise<T>) => Promise<T>;
const runNow: RunCostly = (work) => work();

/** The storefront's catalogue: lists with their filters' counts, search, a product with its reviews, related products, the sitemap. */
export function createCatalogueService({ repository: catalogue, catalogueCache, answers, sales, currencies }: CatalogueServiceDeps) {
  const salesNow = (now: Date): Promise<SalesNow> => (sales ? sales.running(now) : Promise.resolve(NO_SALES));

  /** The currency asked for with `?currency=`: null when none was; a 400 for one the shop does not present. */
  async function currencyAsked(code: CurrencyCode | undefined): Promise<PresentedCurrency | null> {
    if (code === undefined) return null;
    const presented = (await currencies?.presentedCurrency(code)) ?? null;
    if (!presented) throw badRequest(notPresented(code), [{ path: 'currency', message: notPresented(code) }]);
    return presented;
  }

  /**
   * The products (cards or a product's own answer, in the order of their rows) with their prices
   * in `currency` beside the base ones. Cards carry no variants: their base prices are read here,
   * for the products of the page alone, and the variants' own prices in the currency with them.
   */
  async function presentedIn<T extends Product>(
    products: T[],
    rows: readonly ProductRow[],
    currency: PresentedCurrency | null,
    running: SalesNow,
    now: Date,
    { cards }: { cards: boolean },
  ): Promise<T[]> {
    if (!currency || products.length === 0) return products;
    const variantsOf = new Map<string, BaseVariantPrices[]>();
    if (cards) {
      for (const variant of await catalogue.variantPricesOf(rows.map((row) => row.id))) {
        const list = variantsOf.get(variant.productId) ?? [];
        list.push(variant);
        variantsOf.set(variant.productId, list);
      }
    } else for (const row of rows) variantsOf.set(row.id, row.variants ?? []);
    const refs = rows.flatMap((row) =>
      (variantsOf.get(row.id) ?? []).map((variant) => ({ productId: row.id, color: variant.color, size: variant.size })),
    );
    const own = currencies && refs.length ? await currencies.variantOffers(refs, currency.code) : new Map<string, OwnPrice>();
    return products.map((product, index) => {
      const row = rows[index]!;
      const base = { priceCents: row.priceCents, oldPriceCents: row.oldPriceCents, variants: variantsOf.get(row.id) ?? [] };
      return withPresentedPrices(product, base, own, currency, running, now);
    });
  }

  /** The shop's categories as the filter names them, in `language` (cached until the next write, as the default language's are). */
  const categoriesIn = (language: TranslatedLanguageCode | null) =>
    language
      ? catalogueCache.remember(`categories:${language}`, () => catalogue.categories(language))
      : catalogueCache.remember('categories', () => catalogue.categories());

  /**
   * The products in `language` (docs/decisions/046): one query for the words of all of them; the
   * products as they are for the default language, with no query at all.
   */
  async function inLanguage<T extends Product>(
    products: T[],
    language: TranslatedLanguageCode | null,
    shopCategories?: readonly { handle: string; name: string }[],
  ): Promise<T[]> {
    if (!language || products.length === 0) return products;
    const [words, categories] = await Promise.all([
      catalogue.productTranslations(
        products.map((product) => product._id),
        language,
      ),
      shopCategories ?? categoriesIn(language),
    ]);
    const categoryNames = new Map(categories.map((category) => [category.handle, category.name]));
    return products.map((product) => translatedProduct(product, words.get(product._id), categoryNames.get(product.category)));
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
    return ranked ?? catalogue.listByIds(ids, { cards: true });
  }

  /** The product and the first page of its reviews, or undefined when there is no such live product. */
  /** The product an address names: its id, or its handle or a former one. */
  async function idOf(key: string): Promise<string | undefined> {
    return IdSchema.safeParse(key).success ? key : catalogue.idOfHandle(key.toLowerCase());
  }

  /**
   * The product (with its sale prices during `running`, its prices in `currency`, its words in
   * `language`) and the first page of its reviews.
   */
  async function withReviews(
    key: string,
    running?: SalesNow,
    now = new Date(),
    currency: PresentedCurrency | null = null,
    language: TranslatedLanguageCode | null = null,
  ): Promise<ProductDetailResponse | undefined> {
    const id = await idOf(key);
    if (!id) return undefined;
    const [row, reviewRows, onSale] = await Promise.all([catalogue.findById(id), catalogue.reviewsOf(id), running ?? salesNow(now)]);
    if (!row) return undefined;
    const [priced] = await presentedIn([withSalePrices(toProduct(row), onSale, now)], [row], currency, onSale, now, { cards: false });
    const [product] = await inLanguage([priced!], language);
    return { product: product!, reviews: reviewRows.map(toReview) };
  }

  async function list(
    query: ProductListQuery,
    running: SalesNow,
    now: Date,
    currency: PresentedCurrency | null,
    language: TranslatedLanguageCode | null,
  ): Promise<ProductListResponse> {
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
      categoriesIn(language),
      language
        ? catalogueCache.remember(`colors:${language}`, () => catalogue.colors(language))
        : catalogueCache.remember('colors', () => catalogue.colors()),
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
    const cards = rows.map((row) => withSalePrices(toProductCard(row), running, now));
    return {
      products: await inLanguage(await presentedIn(cards, rows, currency, running, now, { cards: true }), language, shopCategories),
      totalPages: Math.ceil(matches / query.limit),
      totalProducts: matches,
      page: query.page,
      limit: query.limit,
      facets,
    };
  }

  async function detail(
    key: string,
    running: SalesNow,
    now: Date,
    currency: PresentedCurrency | null,
    language: TranslatedLanguageCode | null,
  ): Promise<ProductDetailResponse> {
    const found = await withReviews(key, running, now, currency, language);
    if (!found) throw notFound('Product not found.');
    return found;
  }

  /**
   * An answer as the API sends it: kept per version of the catalogue, else read (through `run`),
   * checked against the contract's schema (which drops any field it does not name) and
   * serialised, once for every request that asks for it at this version. An answer shows the
   * sale prices of the sales running now: it is kept under their stamp too, so that a sale that
   * starts, ends or changes gives a new answer at once (and a new ETag). An answer with prices in
   * another currency is kept under that currency's rate and rounding too, so that a new rate
   * gives a new answer (a variant's own price moves the catalogue's version on). An answer in
   * another language is kept under it too (its words' changes move the version on as well).
   */
  async function answerOf<T>(
    key: string,
    read: (running: SalesNow, now: Date) => Promise<T>,
    schema: { parse: (value: unknown) => T },
    run: RunCostly,
    currency: PresentedCurrency | null = null,
    language: TranslatedLanguageCode | null = null,
  ) {
    const now = new Date();
    const [version, running] = await Promise.all([catalogue.version(), salesNow(now)]);
    const spoken = language ? `${key}|lang:${language}` : key;
    const priced = currency ? `${spoken}|currency:${currency.code}@${currency.rate}/${currency.rounding}` : spoken;
    const kept = running.stamp ? `${priced}|sales:${running.stamp}` : priced;
    return answers.answer(version, kept, () => run(async () => JSON.stringify(schema.parse(await read(running, now)))));
  }

  return {
    /** The list's (or a search's) answer, serialised, with prices in `query.currency` when given: see answerOf. */
    async listAnswer(asked: ProductListQuery, run: RunCostly = runNow): Promise<CatalogueAnswer> {
      const currency = await currencyAsked(asked.currency);
      // The default language asked for by name is the same answer as none: kept once.
      const { lang, ...query } = asked;
      const language = translatedLanguage(lang);
      return answerOf(
        `list:${JSON.stringify(query)}`,
        (running, now) => list(query, running, now, currency, language),
        ProductListResponseSchema,
        run,
        currency,
        language,
      );
    },

    /**
     * A product (by id, handle or former handle) with its first reviews, serialised, with prices in
     * `currency` when given: see answerOf. Not kept when there is no such product.
     */
    async detailAnswer(key: string, { currency: code, lang }: { currency?: CurrencyCode; lang?: string } = {}): Promise<CatalogueAnswer> {
      const currency = await currencyAsked(code);
      const language = translatedLanguage(lang);
      return answerOf(
        `detail:${key}`,
        (running, now) => detail(key, running, now, currency, language),
        ProductDetailResponseSchema,
        runNow,
        currency,
        language,
      );
    },

    /** Refuses (400) a currency the shop does not present, before a change whose answer is shown in it. */
    async checkShownAs({ currency }: { currency?: CurrencyCode }): Promise<void> {
      await currencyAsked(currency);
    },

    /**
     * Whole products (read by id, their variants with them), as a shopper in `currency` and `lang`
     * reads them: their sale prices during `running`, their prices in the currency, their words in
     * the language; as they are when neither is asked (the wishlist shows its items so).
     */
    async shownAs(
      rows: readonly ProductRow[],
      { currency: code, lang }: { currency?: CurrencyCode; lang?: string },
      running: SalesNow,
      now: Date,
    ): Promise<Product[]> {
      const currency = await currencyAsked(code);
      const products = rows.map((row) => withSalePrices(toProduct(row), running, now));
      return inLanguage(await presentedIn(products, rows, currency, running, now, { cards: false }), translatedLanguage(lang));
    },

    async related(key: string, { currency: code, lang }: { currency?: CurrencyCode; lang?: string } = {}): Promise<Product[]> {
      const currency = await currencyAsked(code);
      const id = await idOf(key);
      const product = id ? await catalogue.findById(id) : undefined;
      if (!product) throw notFound('Product not found.');
      const now = new Date();
      const [rows, running] = await Promise.all([catalogue.related(product.id, product.category, RELATED_PRODUCTS_LIMIT), salesNow(now)]);
      const priced = await presentedIn(
        rows.map((row) => withSalePrices(toProductCard(row), running, now)),
        rows,
        currency,
        running,
        now,
        { cards: true },
      );
      return inLanguage(priced, translatedLanguage(lang));
    },

    /** The live products of `ids` as lists show them (with their sale prices), in that order; unknown and archived ones left out. */
    async cardsOf(ids: string[], { currency: code, lang }: { currency?: CurrencyCode; lang?: string } = {}): Promise<Product[]> {
      const currency = await currencyAsked(code);
      const now = new Date();
      const [rows, running] = await Promise.all([catalogue.listByIds(ids, { cards: true }), salesNow(now)]);
      const cards = rows.map((row) => withSalePrices(toProductCard(row), running, now));
      return inLanguage(await presentedIn(cards, rows, currency, running, now, { cards: true }), translatedLanguage(lang));
    },

    sitemapProductCount: () => catalogue.countForSitemap(),

    sitemapEntries: (offset: number, limit: number) => catalogue.listForSitemap(offset, limit),

    /** What a product page's meta is made of (its JSON-LD carries the first reviews), by id, handle or former handle, in the page's language. */
    findForPage: (key: string, language?: string) => withReviews(key, undefined, new Date(), null, translatedLanguage(language)),
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
