/**
 * Stock set on its own (PATCH /api/products/{id}/stock): staff who may set stock but not edit
 * products (Fulfilment) give some counted variants new counts; the rest of the product stays as
 * it is, the shop shows the counts at once, and the change is audited.
 */
import type { Product } from '@shop/shared/product.schema';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index';
import { noPermission } from '../../lib/guards';
import { signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { invalidFields } from '../../test/error-answers';
import { createProduct, productInput } from '../../test/shop-helpers';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
let owner: SignedInUser;
let packer: SignedInUser;
let shopper: SignedInUser;
/** Black M 5, black XL 2, red M not counted, red XL left out (so 0). */
let tee: Product;

/** The call as Fulfilment staff, or as the session in `cookie` (null: signed out). */
const setStock = (id: string, payload: unknown, cookie: string | null = packer.cookie) =>
  t.app.inject({ method: 'PATCH', url: `/api/products/${id}/stock`, payload: payload as object, headers: cookie ? { cookie } : {} });
const shown = async (id: string) => (await t.app.inject({ url: `/api/products/${id}` })).json().product as Product;

beforeAll(async () => {
  [owner, packer, shopper] = await Promise.all([
    signedInUser(t, 'admin'),
    signedInUser(t, 'admin', { staffRole: 'fulfilment' }),
    signedInUser(t),
  ]);
  const res = await createProduct(
    t.app,
    owner.cookie,
    productInput({
      name: 'Stock Tee',
      colors: ['black', 'red'],
      sizes: ['m', 'xl'],
      stock: [
        { color: 'black', size: 'm', stock: 5 },
        { color: 'black', size: 'xl', stock: 2 },
        { color: 'red', size: 'm', stock: null },
      ],
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  tee = res.json().product;
});

describe('setting stock alone', () => {
  it("lets Fulfilment staff set a counted variant's stock, shown at once, the other variants keeping theirs", async () => {
    // Read first: the answer is kept, and must not be served again once the stock has changed.
    expect((await shown(tee._id)).stock).toEqual([
      { color: 'black', size: 'm', stock: 5 },
      { color: 'black', size: 'xl', stock: 2 },
      { color: 'red', size: 'xl', stock: 0 },
    ]);

    const res = await setStock(tee._id, {
      stock: [
        { color: 'black', size: 'm', stock: 12 },
        { color: 'red', size: 'xl', stock: 0 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Stock updated');
    const counted = [
      { color: 'black', size: 'm', stock: 12 },
      { color: 'black', size: 'xl', stock: 2 },
      { color: 'red', size: 'xl', stock: 0 },
    ];
    expect((res.json().product as Product).stock).toEqual(counted);

    const after = await shown(tee._id);
    expect(after.stock).toEqual(counted);
    expect(after.variants!.find((line) => line.color === 'red' && line.size === 'm')!.stock).toBeNull();
    expect(after).toMatchObject({ name: tee.name, price: tee.price, color: tee.color, sizes: tee.sizes });
  });

  it('is audited under its own action and permission, with the lines that moved from and to', async () => {
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.stock'), eq(auditLog.entityId, tee._id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: packer.id,
      entity: 'product',
      actorRole: 'fulfilment',
      permission: 'stock',
      details: { name: 'Stock Tee', stock: [{ color: 'black', size: 'm', from: 5, to: 12 }] },
      before: { stock: { 'black/m': 5 } },
      after: { stock: { 'black/m': 12 } },
    });
  });

  it('leaves Fulfilment staff unable to edit the product itself', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/update-product/${tee._id}`,
      payload: { stock: [{ color: 'black', size: 'm', stock: 1 }] },
      headers: { cookie: packer.cookie },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: noPermission('catalogue.edit') });
    expect((await shown(tee._id)).stock).toContainEqual({ color: 'black', size: 'm', stock: 12 });
  });

  it('refuses, naming it, a variant the product is not made in, one whose stock is not counted, and one listed twice', async () => {
    const refusals = [
      { line: { color: 'green', size: 'm', stock: 1 }, message: 'This product is not made in Green / M.' },
      { line: { color: 'black', size: 's', stock: 1 }, message: 'This product is not made in Black / S.' },
      { line: { color: 'red', size: 'm', stock: 1 }, message: 'The stock of Red / M is not counted.' },
    ];
    for (const { line, message } of refusals) {
      const res = await setStock(tee._id, { stock: [{ color: 'black', size: 'xl', stock: 9 }, line] });
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ message: `Invalid input: ${message}`, errors: [{ path: 'stock.1', message }] });
    }
    const twice = await setStock(tee._id, {
      stock: [
        { color: 'black', size: 'xl', stock: 9 },
        { color: 'black', size: 'xl', stock: 8 },
      ],
    });
    expect(twice.json().errors).toEqual([{ path: 'stock.1', message: 'Black / XL is listed twice.' }]);
    // Nothing of a refused change was written.
    expect((await shown(tee._id)).stock).toContainEqual({ color: 'black', size: 'xl', stock: 2 });
  });

  it('refuses a product that counts no stock', async () => {
    const tote = (await createProduct(t.app, owner.cookie, productInput({ name: 'Plain Tote', sizes: ['one-size'] }))).json()
      .product as Product;
    const res = await setStock(tote._id, { stock: [{ color: 'black', size: 'one-size', stock: 4 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'stock.0', message: 'The stock of Black / One size is not counted.' }]);
    expect((await shown(tote._id)).stock).toBeNull();
  });

  it('refuses bodies that are not stock lines of whole numbers from 0 to 1,000,000', async () => {
    const line = { color: 'black', size: 'm' };
    const bodies: [unknown, string][] = [
      [{}, 'stock'],
      [{ stock: [] }, 'stock'],
      [{ stock: [{ ...line, stock: -1 }] }, 'stock.0.stock'],
      [{ stock: [{ ...line, stock: 1.5 }] }, 'stock.0.stock'],
      [{ stock: [{ ...line, stock: 1_000_001 }] }, 'stock.0.stock'],
      [{ stock: [{ ...line, stock: '3' }] }, 'stock.0.stock'],
      [{ stock: [{ ...line, stock: null }] }, 'stock.0.stock'],
      [{ stock: [{ size: 'm', stock: 3 }] }, 'stock.0.color'],
    ];
    for (const [body, field] of bodies) {
      const res = await setStock(tee._id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(invalidFields(res.json()), JSON.stringify(body)).toContain(field);
    }
    const most = await setStock(tee._id, { stock: [{ ...line, stock: 1_000_000 }] });
    expect(most.statusCode, most.body).toBe(200);
  });

  it('answers 404 for a product the shop has not got', async () => {
    const res = await setStock('00000000-0000-4000-8000-000000000000', { stock: [{ color: 'black', size: 'm', stock: 1 }] });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Product not found.');
  });

  it('refuses customers (403) and callers who are not signed in (401), changing nothing', async () => {
    const before = (await shown(tee._id)).stock;
    const body = { stock: [{ color: 'black', size: 'm', stock: 3 }] };
    expect((await setStock(tee._id, body, shopper.cookie)).statusCode).toBe(403);
    expect((await setStock(tee._id, body, null)).statusCode).toBe(401);
    expect((await shown(tee._id)).stock).toEqual(before);
  });
});
