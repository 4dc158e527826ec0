/**
 * The product feeds through the real HTTP stack: Google's RSS and Meta's CSV checked against
 * the fields each specification requires and read back with maintained parsers, their prices
 * against the shop's pricing (a variant's own price, a compare-at price, a running sale with an
 * end), availability, what they leave out, and their caching: built once, rebuilt after a product
 * edit or a sale's start, 304 to a reader that holds them.
 */
import { gunzipSync } from 'node:zlib';
import { parse as parseCsv } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Product } from '@shop/shared/product.schema';
import { defaultSku } from '@shop/shared/variant';
import { beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../../db/schema/index';
import { signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { insertProducts } from '../../test/fixtures';
import { statementRecorder } from '../../test/request-statements';
import { useTestApp } from '../../test/test-app';
import { createSalesClock, createSalesRepository } from '../sales';
import { createFeedsRepository } from './feeds.repository';
import { createFeedsService } from './feeds.service';

const PUBLIC_URL = 'https://shop.example.com';
const recorder = statementRecorder();
// No background rebuilds on a timer: each test says when a feed is built (refresh() runs one round).
const t = useTestApp({ PUBLIC_URL, FEEDS_REFRESH_SECONDS: '0' }, { statements: recorder });
/** How many of these statements read the feed's products. */
const productReads = (statements: { query: string }[]) =>
  statements.filter((statement) => /"gift_card" is null/.test(statement.query)).length;
let admin: SignedInUser;
let tee: { id: string; handle: string };
let dress: { id: string; handle: string };
let tote: { id: string; handle: string };

/** A plain-text description with what CSV must quote and XML must escape, and a tag that must go. */
const DESCRIPTION = 'Soft, "heavy" cotton & a <b>ribbed</b> collar.\nMachine wash cold.';
const GTIN = '4006381333931';
const HOUR = 3_600_000;

type Item = Record<string, string | string[] | undefined>;

const xml = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  trimValues: false,
  isArray: (name) => name === 'item' || name === 'g:additional_image_link',
});

/** The Google feed's items by id, after checking the document is well-formed RSS 2.0 in Google's namespace. */
function googleItems(body: string): Map<string, Item> {
  expect(XMLValidator.validate(body)).toBe(true);
  const document = xml.parse(body) as { rss: { '@_version': string; '@_xmlns:g': string; channel: { title: string; item?: Item[] } } };
  expect(document.rss['@_version']).toBe('2.0');
  expect(document.rss['@_xmlns:g']).toBe('http://base.google.com/ns/1.0');
  return new Map((document.rss.channel.item ?? []).map((item) => [item['g:id'] as string, item]));
}

/** The Meta feed's rows by id, read with a real RFC 4180 parser. */
function metaRows(body: string): Map<string, Record<string, string>> {
  const rows = parseCsv(body, { columns: true, skip_empty_lines: true }) as Record<string, string>[];
  return new Map(rows.map((row) => [row.id!, row]));
}

const google = () => t.app.inject({ url: '/feeds/google.xml' });
const meta = () => t.app.inject({ url: '/feeds/meta.csv' });

/** Google's required fields for every item, and a variant of clothing's (https://support.google.com/merchants/answer/7052112). */
function expectGoogleItem(item: Item) {
  for (const field of ['g:id', 'title', 'description', 'link', 'g:image_link', 'g:availability', 'g:price', 'g:condition', 'g:brand'])
    expect(item[field], field).toMatch(/\S/);
  expect(item['g:gtin'] ?? item['g:mpn'] ?? item['g:identifier_exists']).toBeDefined();
  // A variant of clothing: its group, colour, size, gender and age group (and here its category, always mapped).
  const fields = item['g:item_group_id'] ? ['g:color', 'g:size', 'g:gender', 'g:age_group'] : [];
  for (const field of [...fields, 'g:google_product_category']) expect(item[field], field).toMatch(/\S/);
  expect(item['g:availability']).toMatch(/^(in_stock|out_of_stock)$/);
  expect(item['g:price']).toMatch(/^\d+\.\d{2} USD$/);
  expect(item['g:condition']).toBe('new');
  expect((item.title as string).length).toBeLessThanOrEqual(150);
  expect((item.description as string).length).toBeLessThanOrEqual(5000);
  expect(item.link).toMatch(/^https:\/\//);
  expect(item['g:image_link']).toMatch(/^https:\/\//);
}

const productOf = async (id: string) => (await t.app.inject({ url: `/api/products/${id}` })).json().product as Product;
const variantOf = (product: Product, color: string, size: string) =>
  product.variants!.find((variant) => variant.color === color && variant.size === size)!;
const usd = (dollars: number) => `${dollars.toFixed(2)} USD`;

beforeAll(async () => {
  admin = await signedInUser(t, 'admin');
  const rows = await insertProducts(t.database.db, [
    {
      name: 'Night Tee',
      description: DESCRIPTION,
      category: 'mens',
      colors: ['black', 'red'],
      sizes: ['s', 'm'],
      priceCents: 2500,
      image: '/uploads/night-black-800.webp',
      imageColor: 'black',
      gallery: [
        { image: '/uploads/night-red-800.webp', imageSet: null, color: 'red' },
        { image: '/uploads/night-back-800.webp', imageSet: null, color: null },
      ],
      variants: [
        { color: 'black', size: 's', stock: 3, sku: 'NIGHT-BK-S', barcode: GTIN, priceCents: 2700 },
        { color: 'black', size: 'm', stock: 0, sku: 'NIGHT-BK-M' },
        { color: 'red', size: 's', stock: 5, sku: 'NIGHT-RD-S', compareAtCents: 3500 },
      ],
    },
    { name: 'Linen Dress', category: 'womens', colors: ['blue'], sizes: ['m'], priceCents: 6000 },
    // No colours, so no variants: one item, the product itself.
    { name: 'Canvas Tote', category: 'accessories', colors: [], sizes: ['one-size'], priceCents: 1800 },
    { name: 'Gone Tee', category: 'mens', archivedAt: new Date() },
    {
      name: 'Gift Card',
      category: 'accessories',
      colors: [],
      sizes: ['one-size'],
      priceCents: 2500,
      giftCard: { amountsCents: [2500, 5000], customMinCents: null, customMaxCents: null },
    },
  ]);
  [tee, dress, tote] = [rows[0]!, rows[1]!, rows[2]!];
  // The red medium's stock is not counted: it can always be bought.
  await t.database.db
    .update(productVariants)
    .set({ stock: null })
    .where(and(eq(productVariants.productId, tee.id), eq(productVariants.color, 'red'), eq(productVariants.size, 'm')));
});

describe('the Google Merchant Center feed', () => {
  it('is well-formed RSS 2.0 with one item per variant, each with the fields Google requires', async () => {
    const res = await google();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const items = googleItems(res.body);
    const teeItems = [...items.values()].filter((item) => item['g:item_group_id'] === tee.id);
    // In the product's order of colours, then sizes; a variant never given a SKU has the shop's default one.
    expect(teeItems.map((item) => item['g:id'])).toEqual(['NIGHT-BK-S', 'NIGHT-BK-M', 'NIGHT-RD-S', defaultSku(tee.id, 'red', 'm')]);
    for (const item of items.values()) expectGoogleItem(item);

    const blackSmall = items.get('NIGHT-BK-S')!;
    expect(blackSmall).toMatchObject({
      title: 'Night Tee - Black, S',
      // Tags dropped, the rest as written (the parser gives back what was escaped).
      description: 'Soft, "heavy" cotton & a ribbed collar.\nMachine wash cold.',
      link: `${PUBLIC_URL}/shop/${tee.handle}?color=black&size=s`,
      'g:image_link': `${PUBLIC_URL}/uploads/night-black-800.webp`,
      'g:additional_image_link': [`${PUBLIC_URL}/uploads/night-back-800.webp`],
      'g:brand': 'Drip Studio',
      'g:gtin': GTIN,
      'g:condition': 'new',
      'g:color': 'Black',
      'g:size': 'S',
      // The seeded Mens category's mapping.
      'g:google_product_category': '212',
      'g:gender': 'male',
      'g:age_group': 'adult',
      'g:product_type': 'Mens',
    });
    expect(blackSmall['g:identifier_exists']).toBeUndefined();
    // The red variants show the red picture, and the main (black) one is not among their others.
    const redSmall = items.get('NIGHT-RD-S')!;
    expect(redSmall['g:image_link']).toBe(`${PUBLIC_URL}/uploads/night-red-800.webp`);
    expect(redSmall['g:additional_image_link']).toEqual([`${PUBLIC_URL}/uploads/night-back-800.webp`]);
    // No barcode and no MPN: identifier_exists says so.
    expect(items.get('NIGHT-BK-M')).toMatchObject({ 'g:identifier_exists': 'no' });
    expect(items.get('NIGHT-BK-M')!['g:gtin']).toBeUndefined();
    // The escaped text reaches the XML escaped, with no tag left.
    expect(res.body).toContain('Soft, &quot;heavy&quot; cotton &amp; a ribbed collar.');
    expect(res.body).not.toContain('<b>');
  });

  it('prices each variant as the shop does: its own price, a compare-at price as the regular one', async () => {
    const items = googleItems((await google()).body);
    expect(items.get('NIGHT-BK-S')).toMatchObject({ 'g:price': '27.00 USD' });
    expect(items.get('NIGHT-BK-S')!['g:sale_price']).toBeUndefined();
    // Sold at the product's $25 below its own compare-at $35: the compare-at is the price, $25 the sale price, with no end.
    expect(items.get('NIGHT-RD-S')).toMatchObject({ 'g:price': '35.00 USD', 'g:sale_price': '25.00 USD' });
    expect(items.get('NIGHT-RD-S')!['g:sale_price_effective_date']).toBeUndefined();
  });

  it('says in_stock for stock on hand or not counted, out_of_stock for none', async () => {
    const items = [...googleItems((await google()).body).values()];
    const availability = (color: string, size: string) =>
      items.find((item) => (item.link as string).endsWith(`/shop/${tee.handle}?color=${color}&size=${size}`))?.['g:availability'];
    expect(availability('black', 's')).toBe('in_stock');
    expect(availability('black', 'm')).toBe('out_of_stock');
    expect(availability('red', 's')).toBe('in_stock');
    expect(availability('red', 'm')).toBe('in_stock');
    // A product whose stock is not tracked is always in stock, and the Womens mapping is its own.
    const dressItem = items.find((item) => item['g:item_group_id'] === dress.id)!;
    expect(dressItem).toMatchObject({ 'g:availability': 'in_stock', 'g:gender': 'female', 'g:age_group': 'adult' });
  });

  it('lists a product without variants as one item, its handle for an id', async () => {
    const item = googleItems((await google()).body).get(tote.handle)!;
    expect(item).toMatchObject({ title: 'Canvas Tote', link: `${PUBLIC_URL}/shop/${tote.handle}`, 'g:price': '18.00 USD' });
    expect(item['g:item_group_id']).toBeUndefined();
    expect(item['g:color']).toBeUndefined();
  });

  it('leaves out archived products and gift cards', async () => {
    const body = (await google()).body;
    expect(body).toContain('Night Tee');
    expect(body).not.toContain('Gone Tee');
    expect(body).not.toContain('Gift Card');
  });
});

describe('the Meta catalogue feed', () => {
  it('is CSV under Meta’s column names, one row per variant, with descriptions quoted as RFC 4180 asks', async () => {
    const res = await meta();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const header = res.body.slice(0, res.body.indexOf('\r\n')).split(',');
    for (const column of ['id', 'title', 'description', 'availability', 'condition', 'price', 'link', 'image_link', 'brand'])
      expect(header).toContain(column);
    const rows = metaRows(res.body);
    for (const row of rows.values()) {
      for (const column of ['id', 'title', 'description', 'availability', 'condition', 'price', 'link', 'image_link', 'brand'])
        expect(row[column], column).toMatch(/\S/);
      expect(row.availability).toMatch(/^(in stock|out of stock)$/);
    }
    expect(rows.get('NIGHT-BK-M')).toMatchObject({
      title: 'Night Tee - Black, M',
      description: 'Soft, "heavy" cotton & a ribbed collar.\nMachine wash cold.',
      availability: 'out of stock',
      condition: 'new',
      price: '25.00 USD',
      link: `${PUBLIC_URL}/shop/${tee.handle}?color=black&size=m`,
      image_link: `${PUBLIC_URL}/uploads/night-black-800.webp`,
      brand: 'Drip Studio',
      item_group_id: tee.id,
      color: 'Black',
      size: 'M',
      gender: 'male',
      age_group: 'adult',
      google_product_category: '212',
    });
    expect(rows.get('NIGHT-RD-S')).toMatchObject({ price: '35.00 USD', sale_price: '25.00 USD', availability: 'in stock' });
    expect([...rows.values()].some((row) => row.title === 'Gift Card' || row.title === 'Gone Tee')).toBe(false);
  });
});

describe('keeping the feeds', () => {
  it('answers 304 to a reader holding the same feed, by ETag or by date, and gzip to one that takes it', async () => {
    const first = await google();
    const { etag, 'last-modified': lastModified } = first.headers;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(new Date(String(lastModified)).getTime()).toBeLessThanOrEqual(Date.now());
    const byTag = await t.app.inject({ url: '/feeds/google.xml', headers: { 'if-none-match': String(etag) } });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.body).toBe('');
    const byDate = await t.app.inject({ url: '/feeds/google.xml', headers: { 'if-modified-since': String(lastModified) } });
    expect(byDate.statusCode).toBe(304);
    const other = await t.app.inject({ url: '/feeds/google.xml', headers: { 'if-none-match': '"something-else"' } });
    expect(other.statusCode).toBe(200);

    const zipped = await t.app.inject({ url: '/feeds/google.xml', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('Accept-Encoding');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(first.body);
    expect(
      (await t.app.inject({ url: '/feeds/meta.csv', headers: { 'accept-encoding': 'gzip;q=0' } })).headers['content-encoding'],
    ).toBeUndefined();
  });

  it('builds once for concurrent readers, and again with the change at the next request after a product edit', async () => {
    const before = await meta();
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/update-product/${tee.id}`,
      payload: { name: 'Night Owl Tee' },
      headers: { cookie: admin.cookie },
    });
    expect(edited.statusCode, edited.body).toBe(200);

    const {
      result: [one, two],
      statements,
    } = await recorder.during(() => Promise.all([meta(), meta()]));
    expect(productReads(statements)).toBe(1);
    expect(one.body).toBe(two.body);
    expect(one.headers.etag).not.toBe(before.headers.etag);
    expect(metaRows(one.body).get('NIGHT-BK-S')?.title).toBe('Night Owl Tee - Black, S');
    expect(googleItems((await google()).body).get('NIGHT-BK-S')?.title).toBe('Night Owl Tee - Black, S');
    // The reader's old copy is stale now.
    expect((await t.app.inject({ url: '/feeds/meta.csv', headers: { 'if-none-match': String(before.headers.etag) } })).statusCode).toBe(
      200,
    );
    // Kept: another request reads no product.
    expect(productReads((await recorder.during(meta)).statements)).toBe(0);
  });

  it('is built again in the background after a change, once read, so the next reader waits for no build', async () => {
    const before = await meta();
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/update-product/${tee.id}`,
      payload: { name: 'Barn Owl Tee' },
      headers: { cookie: admin.cookie },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // The round builds the feeds read before (both were), once each; a second round finds them current.
    expect(await t.app.services.feeds.refresh()).toBe(2);
    expect(await t.app.services.feeds.refresh()).toBe(0);
    const { result: after, statements } = await recorder.during(meta);
    expect(productReads(statements)).toBe(0);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(metaRows(after.body).get('NIGHT-BK-S')?.title).toBe('Barn Owl Tee - Black, S');
  });

  it('reads the catalogue a slice at a time, to the same bytes', async () => {
    const sliced = createFeedsService({
      repository: createFeedsRepository(t.database.db),
      sales: createSalesClock({ live: (now) => createSalesRepository(t.database.db).live(now) }),
      shop: { name: 'Drip Studio', publicUrl: PUBLIC_URL },
      batchSize: 1,
    });
    for (const format of ['google', 'meta'] as const) {
      const whole = (await t.app.inject({ url: format === 'google' ? '/feeds/google.xml' : '/feeds/meta.csv' })).body;
      expect((await sliced.feed(format)).body.toString('utf8')).toBe(whole);
    }
  });
});

describe('sales in the feeds', () => {
  it('shows a running sale’s price from the pipeline, with its dates when it has an end', async () => {
    const startsAt = new Date(Date.now() - HOUR);
    const endsAt = new Date(Date.now() + 48 * HOUR);
    const sale = await t.app.inject({
      method: 'POST',
      url: '/api/sales',
      payload: {
        name: 'Mens week',
        kind: 'percent',
        value: 20,
        appliesTo: { kind: 'categories', handles: ['mens'] },
        startsAt: startsAt.toISOString(),
        endsAt: endsAt.toISOString(),
      },
      headers: { cookie: admin.cookie },
    });
    expect(sale.statusCode, sale.body).toBe(201);

    const product = await productOf(tee.id);
    const items = googleItems((await google()).body);
    const window = `${startsAt.toISOString().replace(/\.\d{3}Z$/, 'Z')}/${endsAt.toISOString().replace(/\.\d{3}Z$/, 'Z')}`;
    // The very sale prices the product's page shows (and the bag charges), variant by variant.
    expect(variantOf(product, 'black', 's').salePrice).toBe(21.6);
    expect(items.get('NIGHT-BK-S')).toMatchObject({
      'g:price': '27.00 USD',
      'g:sale_price': usd(variantOf(product, 'black', 's').salePrice!),
      'g:sale_price_effective_date': window,
    });
    expect(items.get('NIGHT-RD-S')).toMatchObject({
      'g:price': '35.00 USD',
      'g:sale_price': usd(variantOf(product, 'red', 's').salePrice!),
      'g:sale_price_effective_date': window,
    });
    expect(items.get('NIGHT-RD-S')!['g:sale_price']).toBe('20.00 USD');
    // The dress is not in the sale.
    const dressItem = [...items.values()].find((item) => item['g:item_group_id'] === dress.id)!;
    expect(dressItem['g:sale_price']).toBeUndefined();
    expect(metaRows((await meta()).body).get('NIGHT-BK-M')).toMatchObject({
      price: '25.00 USD',
      sale_price: '20.00 USD',
      sale_price_effective_date: window,
    });
  });

  it('is built again when a sale starts', async () => {
    const startsAt = new Date(Date.now() + 1500);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/sales',
      payload: {
        name: 'Dress hour',
        kind: 'amount',
        value: 10,
        appliesTo: { kind: 'products', ids: [dress.id] },
        startsAt: startsAt.toISOString(),
      },
      headers: { cookie: admin.cookie },
    });
    expect(created.statusCode, created.body).toBe(201);
    const dressItem = async () => [...googleItems((await google()).body).values()].find((item) => item['g:item_group_id'] === dress.id)!;
    const before = await google();
    expect((await dressItem())['g:sale_price']).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, startsAt.getTime() - Date.now() + 50));
    const after = await google();
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // No end: the sale price applies until it is changed, with no dates.
    expect(await dressItem()).toMatchObject({ 'g:price': '60.00 USD', 'g:sale_price': '50.00 USD' });
    expect((await dressItem())['g:sale_price_effective_date']).toBeUndefined();
  });
});

describe('the categories’ feed mapping', () => {
  const managed = async () =>
    (await t.app.inject({ url: '/api/categories/manage', headers: { cookie: admin.cookie } })).json().categories as {
      _id: string;
      handle: string;
      googleProductCategory: string;
      gender: string | null;
      ageGroup: string | null;
    }[];
  const patch = (id: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/categories/${id}`, payload, headers: { cookie: admin.cookie } });

  it('starts the seeded categories mapped, and a new one unmapped, taking a further category’s mapping', async () => {
    const byHandle = new Map((await managed()).map((category) => [category.handle, category]));
    expect(byHandle.get('kids')).toMatchObject({ googleProductCategory: '212', gender: 'unisex', ageGroup: 'kids' });
    expect(byHandle.get('dress')).toMatchObject({ googleProductCategory: '2271', gender: 'female', ageGroup: 'adult' });
    expect(byHandle.get('cosmetics')).toMatchObject({ googleProductCategory: '567', gender: null, ageGroup: null });

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      payload: { name: 'Night Wear', handle: 'night' },
      headers: { cookie: admin.cookie },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().category).toMatchObject({ googleProductCategory: '', gender: null, ageGroup: null });
    const [sleepTee] = await insertProducts(t.database.db, [
      { name: 'Sleep Tee', category: 'night', moreCategories: ['womens'], colors: ['pink'], sizes: ['l'], priceCents: 2000 },
    ]);
    const item = [...googleItems((await google()).body).values()].find((entry) => entry['g:item_group_id'] === sleepTee!.id)!;
    expect(item).toMatchObject({
      'g:product_type': 'Night Wear',
      'g:google_product_category': '212',
      'g:gender': 'female',
      'g:age_group': 'adult',
    });
  });

  it('changes with the admin’s edit at the next request, and refuses what the feeds do not know', async () => {
    const mens = (await managed()).find((category) => category.handle === 'mens')!;
    const changed = await patch(mens._id, { googleProductCategory: ' 1604 ', gender: 'unisex', ageGroup: '' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().category).toMatchObject({ googleProductCategory: '1604', gender: 'unisex', ageGroup: null });

    const item = googleItems((await google()).body).get('NIGHT-BK-S')!;
    expect(item).toMatchObject({ 'g:google_product_category': '1604', 'g:gender': 'unisex' });
    expect(item['g:age_group']).toBeUndefined();

    const refused = await patch(mens._id, { gender: 'other', ageGroup: 'teen', googleProductCategory: 'Apparel\nClothing' });
    expect(refused.statusCode).toBe(400);
    expect((refused.json().errors as { path: string }[]).map((error) => error.path).sort()).toEqual([
      'ageGroup',
      'gender',
      'googleProductCategory',
    ]);
  });
});
