/**
 * A product's feed items: one per variant (colour x size), each with what Google's and Meta's
 * specifications ask of it, as plain strings. Prices come from the shop's pricing: the variant's
 * own price and compare-at price over its product's (`variantOfferCents`), and the sales running
 * now through the pipeline itself (`saleUnitPrices`), so that a feed shows what the bag charges.
 */
import { colorPicture } from '@shop/shared/color-picture';
import { sizeLabel } from '@shop/shared/constants';
import type { CategoryFeedMapping } from '@shop/shared/product-feed';
import { paths } from '@shop/shared/routes';
import { variantOfferCents } from '@shop/shared/variant';
import { saleUnitPrices, type SalesNow } from '../catalogue';
import type { FeedProductRow, FeedVariantRow } from './feeds.repository';

/** What every item of one product shares: written once per product, whatever its number of variants. */
export interface FeedProduct {
  /** The product's id; empty for a product without variants (its one item is no group). */
  itemGroupId: string;
  description: string;
  brand: string;
  googleProductCategory: string;
  /** The main category's name. */
  productType: string;
  gender: string;
  ageGroup: string;
}

/** One item of a feed, every field as it is written (unescaped); an empty field is left out. */
export interface FeedItem {
  /** The same object for every item of a product. */
  product: FeedProduct;
  id: string;
  title: string;
  link: string;
  imageLink: string;
  additionalImageLinks: string[];
  inStock: boolean;
  /** `12.34 USD`: the compare-at price when one is above what it sells for, else its price. */
  price: string;
  /** What it sells for now, when below `price`: a running sale's price, or its price below a compare-at. */
  salePrice: string;
  /** `start/end` of the running sale that gives `salePrice`, when that sale has an end. */
  salePriceEffectiveDate: string;
  gtin: string;
  color: string;
  size: string;
}

/** What every item of one build shares: the shop, its categories and colours, the sales running. */
export interface FeedContext {
  publicUrl: string;
  /** The brand of every item: the shop's name. */
  brand: string;
  categories: ReadonlyMap<string, CategoryFeedMapping & { name: string }>;
  colorNames: ReadonlyMap<string, string>;
  sales: SalesNow;
  now: Date;
}

/** Google's limits: a title of 150 characters, a description of 5,000, ten more pictures. */
const TITLE_MAX = 150;
const DESCRIPTION_MAX = 5000;
const MORE_PICTURES_MAX = 10;

/** Every feed's currency: the shop's prices are in US dollars. */
const CURRENCY = 'USD';

/** `1234` cents as `12.34 USD`. */
export const feedPrice = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')} ${CURRENCY}`;

// Characters XML 1.0 does not allow at all, and tags: a description is sent as plain text.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const TAG = /<\/?[a-zA-Z][^<>]*>/g;

/** A description as plain text within Google's length: tags and control characters dropped, blank runs closed up. */
export function plainText(text: string, max = DESCRIPTION_MAX): string {
  const plain = text
    .replace(TAG, ' ')
    .replace(NOT_XML, '')
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\r?\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return cut(plain, max);
}

/** At most `max` characters, on a word's end when one is near. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const space = head.lastIndexOf(' ');
  return `${(space > max * 0.8 ? head.slice(0, space) : head).trimEnd()}…`;
}

/** An uploaded picture's address made absolute; one already absolute (a bucket's) as it is. */
const absolute = (publicUrl: string, image: string) => (!image || /^https?:\/\//.test(image) ? image : `${publicUrl}${image}`);

/** The id of a variant without a SKU: its product's handle, colour and size. */
export const fallbackItemId = (handle: string, color: string, size: string) => [handle, color, size].filter(Boolean).join('-');

/** A category's mapping, each field taken from the main category, else from the first further one that has it. */
function mappingOf(row: FeedProductRow, context: FeedContext): Omit<FeedProduct, 'itemGroupId' | 'description' | 'brand'> {
  const own = [row.category, ...row.moreCategories].flatMap((handle) => context.categories.get(handle) ?? []);
  return {
    googleProductCategory: own.find((category) => category.googleProductCategory)?.googleProductCategory ?? '',
    gender: own.find((category) => category.gender)?.gender ?? '',
    ageGroup: own.find((category) => category.ageGroup)?.ageGroup ?? '',
    productType: context.categories.get(row.category)?.name ?? row.category,
  };
}

/** The ISO 8601 moment, as both feeds read it. */
const moment = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The variant a product without variant rows stands for: itself, always buyable. */
const WHOLE_PRODUCT: FeedVariantRow = { color: '', size: '', stock: null, sku: '', barcode: null, priceCents: null, compareAtCents: null };

/** The product's items, one per variant, in its colours' and sizes' order. */
export function feedItemsOf(row: FeedProductRow, context: FeedContext): FeedItem[] {
  const variants = row.variants?.length ? row.variants : [WHOLE_PRODUCT];
  const offers = variants.map((variant) => variantOfferCents({ priceCents: row.priceCents, oldPriceCents: row.oldPriceCents }, variant));
  const onSale = saleUnitPrices(
    { id: row.id, categories: [row.category, ...row.moreCategories] },
    offers.map((offer) => offer.priceCents),
    context.sales,
    context.now,
  );
  const name = row.name.replace(NOT_XML, '');
  const product: FeedProduct = {
    ...mappingOf(row, context),
    itemGroupId: row.variants?.length ? row.id : '',
    description: plainText(row.description) || name,
    brand: context.brand,
  };
  const productLink = `${context.publicUrl}${paths.product(row.handle)}`;
  // Each colour's pictures, worked out once for its sizes.
  const picturesOf = new Map<string, { imageLink: string; additionalImageLinks: string[] }>();
  const picturesOfColor = (color: string) => {
    let pictures = picturesOf.get(color);
    if (!pictures) {
      const image = colorPicture(row, color);
      pictures = {
        imageLink: absolute(context.publicUrl, image),
        additionalImageLinks: morePictures(row, color, image).map((picture) => absolute(context.publicUrl, picture)),
      };
      picturesOf.set(color, pictures);
    }
    return pictures;
  };

  return variants.map((variant, index) => {
    const offer = offers[index]!;
    const sale = onSale.get(offer.priceCents);
    const regularCents = offer.oldPriceCents ?? offer.priceCents;
    const nowCents = sale?.saleCents ?? offer.priceCents;
    const saleEnds = sale ? context.sales.sales.find((running) => running.id === sale.saleId) : undefined;
    const colorName = variant.color ? (context.colorNames.get(variant.color) ?? variant.color) : '';
    const size = variant.size ? sizeLabel(variant.size) : '';
    const attributes = colorName && size ? `${colorName}, ${size}` : colorName || size;
    return {
      product,
      id: variant.sku || fallbackItemId(row.handle, variant.color, variant.size),
      title: attributes ? `${cut(name, Math.max(TITLE_MAX - attributes.length - 3, 40))} - ${attributes}` : cut(name, TITLE_MAX),
      link:
        variant.color || variant.size
          ? `${productLink}?color=${encodeURIComponent(variant.color)}&size=${encodeURIComponent(variant.size)}`
          : productLink,
      ...picturesOfColor(variant.color),
      // A stock not counted (an untracked product, or a variant without a count) can always be bought.
      inStock: !row.trackStock || variant.stock === null || variant.stock > 0,
      price: feedPrice(regularCents),
      salePrice: nowCents < regularCents ? feedPrice(nowCents) : '',
      salePriceEffectiveDate: saleEnds?.endsAt ? `${moment(saleEnds.startsAt ?? context.now)}/${moment(saleEnds.endsAt)}` : '',
      gtin: variant.barcode ?? '',
      color: colorName,
      size,
    };
  });
}

/** The product's other pictures that show this colour (or none in particular), after the item's own. */
function morePictures(row: FeedProductRow, color: string, shown: string): string[] {
  const fits = (pictureColor: string | null) => !color || pictureColor === null || pictureColor === color;
  const candidates = [
    ...(fits(row.imageColor) ? [row.image] : []),
    ...row.gallery.filter((picture) => fits(picture.color)).map((picture) => picture.image),
  ];
  return [...new Set(candidates)].filter((picture) => picture && picture !== shown).slice(0, MORE_PICTURES_MAX);
}
