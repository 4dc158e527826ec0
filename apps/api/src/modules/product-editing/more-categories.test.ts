/**
 * A product in several categories: its main one and further ones, given through the product's
 * body, listed and counted under each, carried along when a category is renamed or deleted
 * (migration 0023).
 */
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of';
import { auditLog, products } from '../../db/schema/index';
import { signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { invalidFields } from '../../test/error-answers';
import { createProduct, productInput } from '../../test/shop-helpers';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
let admin: SignedInUser;

beforeAll(async () => {
  admin = await signedInUser(t, 'admin');
});

const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, cookie = admin.cookie) => {
  const res = await t.app.inject({ method, url, payload, headers: { cookie } });
  return { status: res.statusCode, body: res.json() };
};
const addCategory = (handle: string, name: string) => call('POST', '/api/categories', { handle, name });
const update = (id: string, payload: object) => call('PATCH', `/api/products/update-product/${id}`, payload);
const listed = async (category: string) =>
  ((await call('GET', `/api/products?category=${category}&limit=50`, undefined, '')).body.products as { name: string }[])
    .map((product) => product.name)
    .sort();
const categoryFacets = async (query = '') =>
  Object.fromEntries(
    ((await call('GET', `/api/products?limit=1${query}`, undefined, '')).body.facets.categories as { value: string; count: number }[]).map(
      (facet) => [facet.value, facet.count],
    ),
  );
const stored = async (id: string) =>
  (await t.database.db.select({ category: products.category, more: products.moreCategories }).from(products).where(eq(products.id, id)))[0];
const managedCount = async (handle: string) =>
  ((await call('GET', '/api/categories/manage')).body.categories as { handle: string; products: number }[]).find(
    (category) => category.handle === handle,
  )?.products;
const idOfCategory = async (handle: string) =>
  ((await call('GET', '/api/categories/manage')).body.categories as { _id: string; handle: string }[]).find(
    (category) => category.handle === handle,
  )!._id;

describe('a product in several categories', () => {
  it('is saved with further categories, answered with them, and listed and counted under each', async () => {
    await addCategory('gifts', 'Gifts');
    await addCategory('summer', 'Summer');
    const created = await createProduct(
      t.app,
      admin.cookie,
      productInput({ name: 'Gift Tee', category: 'mens', categories: ['gifts', 'Summer', 'gifts'] }),
    );
    expect(created.statusCode).toBe(201);
    const product = created.json().product as { _id: string; category: string; categories: string[]; categoryName: string };
    expect(product).toMatchObject({ category: 'mens', categoryName: 'Mens', categories: ['gifts', 'summer'] });
    expect(await stored(product._id)).toEqual({ category: 'mens', more: ['gifts', 'summer'] });
    expect((await call('GET', `/api/products/${product._id}`, undefined, '')).body.product.categories).toEqual(['gifts', 'summer']);

    await createProduct(t.app, admin.cookie, productInput({ name: 'Summer Dress', category: 'summer', colors: ['red'] }));
    expect(await listed('gifts')).toEqual(['Gift Tee']);
    expect(await listed('summer')).toEqual(['Gift Tee', 'Summer Dress']);
    expect(await listed('mens')).toEqual(['Gift Tee']);

    // Counted once under each of its categories, and once in the shop's total.
    const all = await call('GET', '/api/products?limit=1', undefined, '');
    expect(all.body.totalProducts).toBe(2);
    expect(await categoryFacets()).toMatchObject({ mens: 1, gifts: 1, summer: 2 });
    expect(await categoryFacets('&color=black')).toMatchObject({ mens: 1, gifts: 1, summer: 1 });
    // A search counts over the matching products, with the same answer.
    expect(await categoryFacets('&search=gift')).toMatchObject({ mens: 1, gifts: 1, summer: 1 });
    expect((await call('GET', '/api/products?category=summer&limit=1', undefined, '')).body.totalProducts).toBe(2);
    expect(await managedCount('gifts')).toBe(1);
    expect(await managedCount('summer')).toBe(2);
    // Manage Products finds it under a further category too, and offers that category to filter by.
    const managed = (await call('GET', '/api/products/manage?category=gifts')).body;
    expect(managed.products.map((line: { name: string }) => line.name)).toEqual(['Gift Tee']);
    expect(managed.categories).toEqual(['gifts', 'mens', 'summer']);

    // The cells equal a direct count of the live products in each category.
    const cells = await rowsOf<{ category: string; products: number }>(
      t.database.db,
      sql`select category, sum(products)::int as products from catalogue_facet_cells where color = '*' and size = '*' group by category`,
    );
    const direct = await rowsOf<{ category: string; products: number }>(
      t.database.db,
      sql`select k as category, count(*)::int as products from products, unnest(array_append(array_prepend(category, more_categories), '*')) as k
        where archived_at is null group by k`,
    );
    const byCategory = (rows: { category: string; products: number }[]) =>
      Object.fromEntries(rows.map((row) => [row.category, Number(row.products)]));
    expect(byCategory(cells)).toEqual(byCategory(direct));

    // Audited with the product.
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.create'), eq(auditLog.entityId, product._id)));
    expect(audit!.after).toMatchObject({ category: 'mens', categories: ['gifts', 'summer'] });
  });

  it('are changed with the product, audited, and a further category made the main one leaves the further ones', async () => {
    const created = await createProduct(t.app, admin.cookie, productInput({ name: 'Edit Tee', categories: ['gifts'] }));
    const id = created.json().product._id as string;

    const edited = await update(id, { categories: ['summer', 'kids'] });
    expect(edited.status).toBe(200);
    expect(edited.body.product.categories).toEqual(['summer', 'kids']);
    expect(await listed('gifts')).not.toContain('Edit Tee');
    expect(await listed('kids')).toContain('Edit Tee');
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.update'), eq(auditLog.entityId, id)));
    expect(audit!.before).toMatchObject({ categories: ['gifts'] });
    expect(audit!.after).toMatchObject({ categories: ['summer', 'kids'] });

    expect((await update(id, { category: 'kids' })).body.product).toMatchObject({ category: 'kids', categories: ['summer'] });
    expect((await update(id, { categories: [] })).body.product.categories).toEqual([]);
    expect(await listed('summer')).not.toContain('Edit Tee');
  });

  it('refuses an unknown further category, the main one again, and too many, naming the field', async () => {
    const unknown = await createProduct(t.app, admin.cookie, productInput({ name: 'Lost Tee', categories: ['gifts', 'nowhere'] }));
    expect(unknown.statusCode).toBe(400);
    expect(invalidFields(unknown.json())).toEqual(['categories']);
    expect(unknown.json().errors[0].message).toBe("There is no category 'nowhere': add it under Categories first.");

    const twice = await createProduct(t.app, admin.cookie, productInput({ name: 'Twice Tee', category: 'mens', categories: ['mens'] }));
    expect(twice.statusCode).toBe(400);
    expect(invalidFields(twice.json())).toEqual(['categories']);

    const many = await createProduct(
      t.app,
      admin.cookie,
      productInput({ name: 'Many Tee', categories: Array.from({ length: 11 }, (_, index) => `c${index}`) }),
    );
    expect(many.statusCode).toBe(400);
    expect(invalidFields(many.json())).toEqual(['categories']);

    const id = (await createProduct(t.app, admin.cookie, productInput({ name: 'Kept Tee' }))).json().product._id as string;
    const again = await update(id, { categories: ['mens'] });
    expect(again.status).toBe(400);
    expect(invalidFields(again.body)).toEqual(['categories']);
    const missing = await update(id, { categories: ['nowhere'] });
    expect(invalidFields(missing.body)).toEqual(['categories']);
    expect(await stored(id)).toEqual({ category: 'mens', more: [] });
    expect(await t.database.db.select().from(products).where(eq(products.name, 'Lost Tee'))).toEqual([]);
  });

  it('follow a category renamed, and move with its products when it is deleted', async () => {
    await addCategory('sale', 'Sale');
    const make = async (name: string, category: string, categories: string[]) =>
      (await createProduct(t.app, admin.cookie, productInput({ name, category, categories }))).json().product._id as string;
    const further = await make('Sale Tee', 'mens', ['sale', 'gifts']);
    const main = await make('Sale Main Tee', 'sale', ['kids']);
    // Moving to a category it already has, as main or further, leaves it there once.
    const hasTarget = await make('Sale Kids Tee', 'kids', ['sale']);
    const hasTargetFurther = await make('Sale Both Tee', 'womens', ['sale', 'kids']);

    const saleId = await idOfCategory('sale');
    const renamed = await call('PATCH', `/api/categories/${saleId}`, { handle: 'clearance' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.category.products).toBe(4);
    expect(await stored(further)).toEqual({ category: 'mens', more: ['clearance', 'gifts'] });
    expect(await stored(main)).toEqual({ category: 'clearance', more: ['kids'] });
    expect(await listed('clearance')).toEqual(['Sale Both Tee', 'Sale Kids Tee', 'Sale Main Tee', 'Sale Tee']);
    expect(await listed('sale')).toEqual([]);
    expect(await categoryFacets()).toMatchObject({ clearance: 4 });
    expect(await categoryFacets()).not.toHaveProperty('sale');

    // A category that is only a further one is not deleted without somewhere for its products to go.
    await addCategory('extra', 'Extra');
    await make('Extra Tee', 'mens', ['extra']);
    const refused = await call('DELETE', `/api/categories/${await idOfCategory('extra')}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('1 product has this category: choose where they go first.');

    const deleted = await call('DELETE', `/api/categories/${saleId}?moveTo=kids`);
    expect(deleted).toEqual({ status: 200, body: { message: "Category 'Sale' deleted; 4 products moved to 'Kids'." } });
    expect(await stored(further)).toEqual({ category: 'mens', more: ['kids', 'gifts'] });
    expect(await stored(main)).toEqual({ category: 'kids', more: [] });
    expect(await stored(hasTarget)).toEqual({ category: 'kids', more: [] });
    expect(await stored(hasTargetFurther)).toEqual({ category: 'womens', more: ['kids'] });
    expect(await listed('kids')).toEqual(expect.arrayContaining(['Sale Both Tee', 'Sale Kids Tee', 'Sale Main Tee', 'Sale Tee']));
    expect(await categoryFacets()).not.toHaveProperty('clearance');

    // The database itself refuses to delete a category a product still lists.
    await expect(t.database.db.execute(sql`delete from categories where handle = 'extra'`)).rejects.toThrow();
  });
});
