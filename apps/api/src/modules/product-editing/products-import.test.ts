import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { variantStock } from '@shop/shared/testing/products';
import { auditLog, products } from '../../db/schema/index';
import { signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { insertProducts, trackedStock } from '../../test/fixtures';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
let admin: SignedInUser;
let shopper: SignedInUser;

const HEADER = 'name,category,colors,sizes,price,oldPrice,description,stock,finalSale';

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
      ...trackedStock({ 'black/m': 4, 'black/l': 0, 'red/m': 2, 'red/l': 1 }),
    },
    {
      name: 'Gold Hoops',
      category: 'jewellery',
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
  it('answers every live product as a CSV file to download, oldest first, to admins only', async () => {
    const res = await exportCsv();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body).toBe(
      `${HEADER}\r\n` +
        '"Field Tee, ""heavy""",mens,black|red,m|l,29.99,35.00,"Heavy cotton.\nBoxy fit.",black/m=4|black/l=0|red/m=2|red/l=1,true\r\n' +
        "Gold Hoops,jewellery,gold,one-size,45.00,,'=SUM(A1) is not a formula here.,,false\r\n",
    );
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
    expect((await importCsv('x'.repeat(1_000_001), true)).json()).toMatchObject({ message: expect.stringContaining('at most 1 MB') });
    expect((await importCsv(file(good), 'sometimes' as unknown as boolean)).statusCode).toBe(400);
    expect((await importCsv(file(good), false, shopper.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/products/import', payload: { csv: file(good) } })).statusCode).toBe(401);
  });

  it('adds every row of an exported file, in one go, each audited: the export of the shop then holds them twice', async () => {
    const exported = (await exportCsv()).body;
    const before = await counts();
    const res = await importCsv(exported, false);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ dryRun: false, created: 2, message: '2 products imported.' });
    expect(await counts()).toEqual({ products: before.products + 2, audits: before.audits + 2 });

    const [header, ...lines] = exported.split('\r\n').filter(Boolean);
    const again = (await exportCsv()).body;
    // The first product's description spans two lines, so the file is compared as a whole.
    expect(again).toBe(`${[header, ...lines, ...lines].join('\r\n')}\r\n`);

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
    expect(listed.products[1]).toMatchObject({ finalSale: true, price: 29.99, oldPrice: 35 });
    expect(listed.products[1].image).toMatch(/^\/uploads\/product-.+\.webp$/);
  });
});
