/**
 * The Google Merchant Center feed: RSS 2.0 with Google's `g:` namespace, one `<item>` per variant,
 * written straight to text (no document is built in memory).
 */
import type { FeedItem, FeedProduct } from './feed-items';

export const GOOGLE_NAMESPACE = 'http://base.google.com/ns/1.0';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const SPECIAL = /[&<>"']/;
const SPECIALS = /[&<>"']/g;

/** Text safe inside an element or an attribute (most values have nothing to escape, and are answered as they are). */
export const escapeXml = (value: string) => (SPECIAL.test(value) ? value.replace(SPECIALS, (char) => ESCAPES[char]!) : value);

/** The channel's opening: the shop's name, address and a line about it. */
export function googleFeedHead(shop: { name: string; publicUrl: string }): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="${GOOGLE_NAMESPACE}">\n<channel>\n` +
    `<title>${escapeXml(shop.name)}</title>\n<link>${escapeXml(shop.publicUrl)}</link>\n` +
    `<description>${escapeXml(`The products of ${shop.name}`)}</description>\n`
  );
}

export const GOOGLE_FEED_TAIL = '</channel>\n</rss>\n';

const element = (name: string, value: string) => (value ? `<${name}>${escapeXml(value)}</${name}>\n` : '');

/** What every item of a product shares, written once per product (the items of a product share its object). */
const productParts = new WeakMap<FeedProduct, { group: string; shared: string }>();
function partsOf(product: FeedProduct) {
  let parts = productParts.get(product);
  if (!parts) {
    parts = {
      group: element('g:item_group_id', product.itemGroupId),
      shared:
        element('g:brand', product.brand) +
        element('g:google_product_category', product.googleProductCategory) +
        element('g:product_type', product.productType) +
        element('g:gender', product.gender) +
        element('g:age_group', product.ageGroup),
    };
    productParts.set(product, parts);
  }
  return parts;
}

/** A product's description, escaped once for all its items. */
const descriptions = new WeakMap<FeedProduct, string>();
function descriptionOf(product: FeedProduct) {
  let description = descriptions.get(product);
  if (description === undefined) {
    description = element('description', product.description);
    descriptions.set(product, description);
  }
  return description;
}

/**
 * One item. Google asks every item for an id, title, description, link, image, availability,
 * price, condition and brand (or a GTIN or MPN); a variant of clothing for its group, colour,
 * size, gender and age group. Without a GTIN (the shop keeps no MPN) `identifier_exists` is `no`.
 */
export function googleItem(item: FeedItem): string {
  const { group, shared } = partsOf(item.product);
  return (
    '<item>\n' +
    element('g:id', item.id) +
    group +
    element('title', item.title) +
    descriptionOf(item.product) +
    element('link', item.link) +
    element('g:image_link', item.imageLink) +
    item.additionalImageLinks.map((link) => element('g:additional_image_link', link)).join('') +
    (item.inStock ? '<g:availability>in_stock</g:availability>\n' : '<g:availability>out_of_stock</g:availability>\n') +
    element('g:price', item.price) +
    element('g:sale_price', item.salePrice) +
    element('g:sale_price_effective_date', item.salePriceEffectiveDate) +
    (item.gtin ? element('g:gtin', item.gtin) : '<g:identifier_exists>no</g:identifier_exists>\n') +
    '<g:condition>new</g:condition>\n' +
    element('g:color', item.color) +
    element('g:size', item.size) +
    shared +
    '</item>\n'
  );
}
