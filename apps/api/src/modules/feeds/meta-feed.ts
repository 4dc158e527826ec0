/**
 * The Meta catalogue feed: CSV (RFC 4180, quoted by the shop's one CSV writer's rule) under the column
 * names Meta's Commerce Manager reads, one row per variant.
 */
import { csvField, toCsv } from '@shop/shared/csv';
import type { FeedItem, FeedProduct } from './feed-items';

/** Meta's columns: its required ones first, then what variants of clothing and sales add. */
export const META_COLUMNS = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'link',
  'image_link',
  'brand',
  'item_group_id',
  'sale_price',
  'sale_price_effective_date',
  'additional_image_link',
  'google_product_category',
  'product_type',
  'color',
  'size',
  'gender',
  'age_group',
  'gtin',
] as const;

/** The header line. */
export const metaFeedHead = () => toCsv([[...META_COLUMNS]]);

/** The columns every item of a product shares, written once per product (its items share its object). */
const productFields = new WeakMap<FeedProduct, { description: string; brand: string; group: string; mapping: string; audience: string }>();
function fieldsOf(product: FeedProduct) {
  let fields = productFields.get(product);
  if (!fields) {
    fields = {
      description: csvField(product.description),
      brand: csvField(product.brand),
      group: csvField(product.itemGroupId),
      mapping: `${csvField(product.googleProductCategory)},${csvField(product.productType)}`,
      audience: `${csvField(product.gender)},${csvField(product.ageGroup)}`,
    };
    productFields.set(product, fields);
  }
  return fields;
}

/**
 * An item as a row of META_COLUMNS, each field quoted as the shop's CSV writer quotes it. Meta
 * reads availability with a space, and more pictures as one field, comma-separated.
 */
export function metaRow(item: FeedItem): string {
  const product = fieldsOf(item.product);
  return (
    `${csvField(item.id)},${csvField(item.title)},${product.description},${item.inStock ? 'in stock' : 'out of stock'},new,` +
    `${csvField(item.price)},${csvField(item.link)},${csvField(item.imageLink)},${product.brand},${product.group},` +
    `${csvField(item.salePrice)},${csvField(item.salePriceEffectiveDate)},${csvField(item.additionalImageLinks.join(','))},` +
    `${product.mapping},${csvField(item.color)},${csvField(item.size)},${product.audience},${csvField(item.gtin)}\r\n`
  );
}
