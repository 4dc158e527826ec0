import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from '@shop/shared/csv';
import { VARIANT_CSV_COLUMNS } from '@shop/shared/product-csv-variants';
import { variantStock } from '@shop/shared/testing/products';
import { auditLog, products } from '../../db/schema/index';
import { signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { insertProducts, trackedStock } from '../../test/fixtures';
import { useTestApp } from '../../test/test-app';

const t = useTestApp({ LOG_LEVEL: 'error' });
let admin: SignedInUser;
let shopper: SignedInUser;

const HEADER = 'name,category,colors,sizes,price,oldPrice,description,stock,finalSale';

/** Black L priced apart, with its own compare-at price, SKU, barcode and weight. */
function withFacts(tracked: ReturnType<typeof trackedStock>) {
  return {
    ...tracked,
    variants: tracked.variants.map((line) =>
      line.color === 'black' && line.size === 'l'
        ? { ...line, sku: 'FT-BLACK-L', barcode: '4006381333931', weightGrams: 210, priceCents: 3200, compareAtCents: 4000 }
        : line,
    ),
  };
}

beforeAll(async () => {
  [admin, shopper] = await Promise.all([signedInUser(t, 'admin'), signedInUser(t)]);
  await insertProducts(t.database.db, [
    {
      name: 'Field Tee, "heavy"',
      category: 'mens',
      priceCents: 2999,
      oldPriceCents: 3500,
      description: 'Heavy cotton.\nBoxy fit.',
      finalSale: true,
      createdAt: new Date(Date.UTC(2026, 0, 1)),
      ...withFacts(trackedStock({ 'black/m': 4, 'black/l': 0, 'red/m': 2, 'red/l': 1 })),
    },
    {
      name: 'Gold Hoops',
      category: 'jewellery',
      moreCategories: ['accessories', 'womens'],
      colors: ['gold'],
      sizes: ['one-size'],
      priceCents: 4500,
      description: '=SUM(A1) is not a formula here.',
      createdAt: new Date(Date.UTC(2026, 0, 2)),
    },
    { name: 'Gone', archivedAt: new Date(), createdAt: new Date(Date.UTC(2026, 0, 3)) },
  ]);
});

const exportCsv = (cookie = admin.cookie) => t.app.inject({ url: '/api/products/export.csv', headers: { cookie } });
const importCsv = (csv: string, dryRun: boolean | undefined, cookie = admin.cookie) =>
  t.app.inject({
    method: 'POST',
    url: `/api/products/import${dryRun === undefined ? '' : `?dryRun=${dryRun}`}`,
    payload: { csv },
    headers: { cookie },
  });

async function counts() {
  const [[productRows], [auditRows]] = await Promise.all([
    t.database.db.select({ value: count() }).from(products),
    t.database.db.select({ value: count() }).from(auditLog).where(eq(auditLog.action, 'product.create')),
  ]);
  return { products: productRows!.value, audits: auditRows!.value };
}

describe('GET /api/products/export.csv', () => {
  it('answers every live product as a CSV file to download, a row per variant, oldest first, to admins only', async () => {
    const res = await exportCsv();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual([...VARIANT_CSV_COLUMNS]);
    const cells = (column: (typeof VARIANT_CSV_COLUMNS)[number]) => rows.map((row) => row[VARIANT_CSV_COLUMNS.indexOf(column)]);
    expect(cells('Handle')).toEqual(['field-tee-heavy', 'field-tee-heavy', 'field-tee-heavy', 'field-tee-heavy', 'gold-hoops']);
    expect(cells('Title')).toEqual(['Field Tee, "heavy"', '', '', '', 'Gold Hoops']);
    expect(cells('Collections')).toEqual(['', '', '', '', 'accessories, womens']);
    expect(cells('Variant Price')).toEqual(['29.99', '32.00', '29.99', '29.99', '45.00']);
    expect(cells('Variant Inventory Qty')).toEqual(['4', '0', '2', '1', '']);
    expect(cells('Variant SKU')[1]).toBe('FT-BLACK-L');
    // A cell a spreadsheet would run as a formula is written so that it does not.
    expect(cells('Body (HTML)')[4]).toBe("'=SUM(A1) is not a formula here.");
    expect((await exportCsv(shopper.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/products/export.csv' })).statusCode).toBe(401);
  });
});

describe('POST /api/products/import', () => {
  const good = 'Linen Shirt,mens,beige|blue,s|m,48,60,Cool linen.,beige/s=2|beige/m=0|blue/s=1|blue/m=5,false';
  const file = (...rows: string[]) => `${HEADER}\n${rows.join('\n')}\n`;

  it('previews each row, with its errors, and writes nothing (a dry run is the default)', async () => {
    const before = await counts();
    const res = await importCsv(
      file(good, 'Bad,mens,,s,free,,Text,,', 'Cheap Cap,accessories,red,one-size,10,5,A cap.,red/one-size=3,yes'),
      undefined,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ dryRun: true, created: 0, message: '2 rows of 3 have errors.' });
    expect(body.rows[0]).toEqual({
      row: 2,
      name: 'Linen Shirt',
      errors: [],
      product: {
        name: 'Linen Shirt',
        category: 'mens',
        colors: ['beige', 'blue'],
        sizes: ['s', 'm'],
        price: 48,
        oldPrice: 60,
        description: 'Cool linen.',
        stock: variantStock({ 'beige/s': 2, 'beige/m': 0, 'blue/s': 1, 'blue/m': 5 }),
        finalSale: false,
      },
    });
    expect(body.rows[1]).toEqual({
      row: 3,
      name: 'Bad',
      product: null,
      errors: [
        { field: 'colors', message: 'colors is required' },
        { field: 'price', message: 'price must be a number' },
      ],
    });
    expect(body.rows[2]).toEqual({
      row: 4,
      name: 'Cheap Cap',
      product: null,
      errors: [{ field: 'oldPrice', message: 'oldPrice must be above price' }],
    });
    expect(await counts()).toEqual(before);

    const clean = (await importCsv(file(good), true)).json();
    expect(clean).toMatchObject({ dryRun: true, created: 0, message: '1 product ready to import.' });
    expect(await counts()).toEqual(before);
  });

  it('writes no row when any row is wrong, answering 400 with each row’s errors', async () => {
    const before = await counts();
    const res = await importCsv(file(good, good.replace('Linen Shirt', 'Second Shirt'), ',mens,black,s,12,,Text,black/s=-1,'), false);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Nothing was imported: 1 row has errors.',
      errors: [
        { path: 'rows.4.name', message: 'Row 4: name is required' },
        { path: 'rows.4.stock', message: 'Row 4: black/s: units must be a whole number, 0 or more' },
      ],
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses a file it cannot read, and anyone but an admin', async () => {
    const unreadable = await importCsv('name,colour\nTee,black\n', true);
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().message).toBe(
      'Unknown column: colour. The columns are: name, category, colors, sizes, price, oldPrice, description, stock, finalSale.',
    );
    expect((await importCsv('   ', true)).statusCode).toBe(400);
    expect((await importCsv('x'.repeat(5_000_001), true)).json()).toMatchObject({ message: expect.stringContaining('at most 5 MB') });
    expect((await importCsv(file(good), 'sometimes' as unknown as boolean)).statusCode).toBe(400);
    expect((await importCsv(file(good), false, shopper.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/products/import', payload: { csv: file(good) } })).statusCode).toBe(401);
  });

  it('takes back an exported file as the same products, once the handles and SKUs in it are no product’s', async () => {
    const exported = (await exportCsv()).body;
    // While the products are in the shop, their handles and SKUs are taken: each is named.
    const taken = (await importCsv(exported, true)).json();
    expect(taken.rows[0].errors).toEqual(
      expect.arrayContaining([
        { field: 'Handle', message: "Row 2, Handle: a product of the shop has the handle 'field-tee-heavy'" },
        { field: 'Variant SKU', message: 'Variant SKU of black/l: a product of the shop has the SKU FT-BLACK-L' },
      ]),
    );

    const before = (await t.app.inject({ url: '/api/products?sort=newest&limit=10' })).json().products as { _id: string }[];
    for (const product of before)
      await t.app.inject({ method: 'DELETE', url: `/api/products/${product._id}`, headers: { cookie: admin.cookie } });
    const counted = await counts();
    const res = await importCsv(exported, false);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ dryRun: false, created: 2, message: '2 products imported.' });
    expect(await counts()).toEqual({ products: counted.products + 2, audits: counted.audits + 2 });
    // The same file again: prices, compare-at prices, SKUs, barcodes, weights, stock, handles.
    expect((await exportCsv()).body).toBe(exported);

    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'product.create'));
    expect(audits.map((entry) => entry.details)).toEqual(
      expect.arrayContaining([
        { name: 'Field Tee, "heavy"', imported: true },
        { name: 'Gold Hoops', imported: true },
      ]),
    );
    expect(audits.every((entry) => entry.actorId === admin.id && entry.after !== null)).toBe(true);

    const listed = (await t.app.inject({ url: '/api/products?sort=newest&limit=2' })).json();
    expect(listed.products.map((product: { name: string }) => product.name)).toEqual(['Gold Hoops', 'Field Tee, "heavy"']);
    expect(listed.products[1]).toMatchObject({ finalSale: true, price: 29.99, oldPrice: 35, minPrice: 29.99, maxPrice: 32 });
    expect(listed.products[1].image).toMatch(/^\/uploads\/product-.+\.webp$/);
    expect(listed.products[0]).toMatchObject({ category: 'jewellery', categories: ['accessories', 'womens'] });
    const tee = (await t.app.inject({ url: '/api/products/field-tee-heavy' })).json().product;
    expect(tee.variants.find((line: { size: string; color: string }) => line.color === 'black' && line.size === 'l')).toEqual({
      color: 'black',
      size: 'l',
      sku: 'FT-BLACK-L',
      barcode: '4006381333931',
      weight: 210,
      price: 32,
      oldPrice: 40,
      stock: 0,
    });
  });

  it('imports a Shopify export once its Type column is named Category, adding the categories and colours it names', async () => {
    const csv = toCsv([
      [
        'Handle',
        'Title',
        'Body (HTML)',
        'Vendor',
        'Category',
        'Collections',
        'Option1 Name',
        'Option1 Value',
        'Option2 Name',
        'Option2 Value',
        'Variant SKU',
        'Variant Price',
        'Variant Inventory Tracker',
        'Variant Inventory Qty',
      ],
      [
        'sand-linen-shirt',
        'Sand Linen Shirt',
        '<p>Cool <b>linen</b>.</p>',
        'Drip',
        'Shirts',
        'Summer, Gifts',
        'Color',
        'Sand',
        'Size',
        'S',
        'SLS-S',
        '58.00',
        'shopify',
        '3',
      ],
      ['sand-linen-shirt', '', '', '', '', '', '', 'Sand', '', 'XXL', 'SLS-XXL', '62.00', 'shopify', '1'],
    ]);
    const preview = (await importCsv(csv, true)).json();
    expect(preview).toMatchObject({
      message: '1 product ready to import.',
      newCategories: ['shirts', 'summer', 'gifts'],
      newColors: ['sand'],
    });
    const res = await importCsv(csv, false);
    expect(res.statusCode).toBe(201);
    const shirt = (await t.app.inject({ url: '/api/products/sand-linen-shirt' })).json().product;
    expect(shirt).toMatchObject({
      name: 'Sand Linen Shirt',
      category: 'shirts',
      categories: ['summer', 'gifts'],
      description: 'Cool linen.',
      price: 58,
      minPrice: 58,
      maxPrice: 62,
    });
    // Listed under each of its categories, the ones the file added too.
    const under = async (category: string) =>
      ((await t.app.inject({ url: `/api/products?category=${category}` })).json().products as { name: string }[]).map((p) => p.name);
    expect(await under('summer')).toEqual(['Sand Linen Shirt']);
    expect(await under('gifts')).toContain('Sand Linen Shirt');
    expect(shirt.variants.map((line: { sku: string; stock: number }) => [line.sku, line.stock])).toEqual([
      ['SLS-S', 3],
      ['SLS-XXL', 1],
    ]);
  });
});
