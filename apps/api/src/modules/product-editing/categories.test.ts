import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIRST_CATEGORIES } from '@shop/shared/testing/categories';
import { auditLog, categories, products } from '../../db/schema/index';
import { signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { invalidFields } from '../../test/error-answers';
import { insertProducts } from '../../test/fixtures';
import { createProduct } from '../../test/shop-helpers';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
let admin: SignedInUser;
let shopper: SignedInUser;

beforeAll(async () => {
  [admin, shopper] = await Promise.all([signedInUser(t, 'admin'), signedInUser(t)]);
});

const call = async (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = admin.cookie) => {
  const res = await t.app.inject({ method, url, payload, headers: { cookie } });
  return { status: res.statusCode, body: res.json() };
};
const visibleHandles = async () =>
  ((await call('GET', '/api/categories', undefined, '')).body.categories as { handle: string }[]).map((c) => c.handle);
const managed = async () =>
  (await call('GET', '/api/categories/manage')).body.categories as { _id: string; handle: string; name: string; products: number }[];
const idOf = async (handle: string) => (await managed()).find((category) => category.handle === handle)!._id;
const categoryOf = async (id: string) =>
  (await t.database.db.select({ category: products.category }).from(products).where(eq(products.id, id)))[0]?.category;
const audits = (action: string) => t.database.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('categories', () => {
  it('start as the seven the shop has always had, in its order, listed to anyone', async () => {
    const { status, body } = await call('GET', '/api/categories', undefined, '');
    expect(status).toBe(200);
    expect(body.categories.map((category: { handle: string; name: string }) => [category.handle, category.name])).toEqual(FIRST_CATEGORIES);
  });

  it('are added by admins only, after the others, with a handle no other category has', async () => {
    expect((await call('POST', '/api/categories', { name: 'Outerwear', handle: 'outerwear' }, shopper.cookie)).status).toBe(403);
    expect((await call('POST', '/api/categories', { name: 'Outerwear', handle: 'outerwear' }, '')).status).toBe(401);

    const added = await call('POST', '/api/categories', { name: 'Outerwear', handle: 'Outerwear', description: 'Coats and jackets.' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      message: 'Category added.',
      category: { handle: 'outerwear', name: 'Outerwear', description: 'Coats and jackets.', hidden: false, products: 0 },
    });
    expect((await visibleHandles()).at(-1)).toBe('outerwear');
    expect(await audits('category.create')).toEqual([expect.objectContaining({ actorId: admin.id, entityId: added.body.category._id })]);

    const again = await call('POST', '/api/categories', { name: 'Coats', handle: 'outerwear' });
    expect(again.status).toBe(400);
    expect(invalidFields(again.body)).toEqual(['handle']);
    const bad = await call('POST', '/api/categories', { name: '', handle: 'no/slash' });
    expect(bad.status).toBe(400);
    expect(invalidFields(bad.body)).toEqual(['handle', 'name']);
  });

  it('take a new handle with their products, and a hidden one leaves the storefront list but not its products', async () => {
    await call('POST', '/api/categories', { name: 'Knits', handle: 'knits' });
    const [knit] = await insertProducts(t.database.db, [{ name: 'Cable Knit', category: 'knits' }]);
    const id = await idOf('knits');

    const renamed = await call('PATCH', `/api/categories/${id}`, { handle: 'knitwear', name: 'Knitwear' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.category).toMatchObject({ handle: 'knitwear', name: 'Knitwear', products: 1 });
    expect(await categoryOf(knit!.id)).toBe('knitwear');

    const facetOf = async () =>
      ((await call('GET', '/api/products', undefined, '')).body.facets.categories as { value: string }[]).find(
        (facet) => facet.value === 'knitwear',
      );
    expect(await facetOf()).toEqual({ value: 'knitwear', name: 'Knitwear', count: 1 });
    expect((await call('GET', `/api/products/${knit!.id}`, undefined, '')).body.product.categoryName).toBe('Knitwear');

    // Its own page's data, with its search listing, to anyone while it is visible.
    const listing = { seoTitle: 'Knitwear for cold days', seoDescription: 'Cable knits and merino, made to last.' };
    expect((await call('PATCH', `/api/categories/${id}`, listing)).body.category).toMatchObject(listing);
    const page = await call('GET', '/api/categories/handle/knitwear', undefined, '');
    expect(page.status).toBe(200);
    expect(page.body.category).toMatchObject({ handle: 'knitwear', name: 'Knitwear', ...listing });
    const [audited] = (await audits('category.update')).filter((entry) => entry.entityId === id).slice(-1);
    expect(audited?.after).toMatchObject(listing);
    const long = await call('PATCH', `/api/categories/${id}`, { seoDescription: 'x'.repeat(321) });
    expect(long.body.errors).toEqual([{ path: 'seoDescription', message: 'seoDescription must be at most 320 characters' }]);

    expect((await call('PATCH', `/api/categories/${id}`, { hidden: true })).status).toBe(200);
    expect((await call('GET', '/api/categories/handle/knitwear', undefined, '')).status).toBe(404);
    expect(await visibleHandles()).not.toContain('knitwear');
    expect(await facetOf()).toBeUndefined();
    const shop = await call('GET', '/api/products?category=knitwear', undefined, '');
    expect(shop.body.products.map((product: { name: string }) => product.name)).toEqual(['Cable Knit']);

    const taken = await call('PATCH', `/api/categories/${id}`, { handle: 'mens' });
    expect(taken.status).toBe(400);
    expect(invalidFields(taken.body)).toEqual(['handle']);
    expect((await call('PATCH', `/api/categories/${id}`, {})).status).toBe(400);
    expect((await call('PATCH', '/api/categories/00000000-0000-4000-8000-000000000000', { name: 'X' })).status).toBe(404);
  });

  it('are put in a new order when every one is named once', async () => {
    const before = await managed();
    const reversed = before.map((category) => category._id).reverse();
    const partial = await call('PUT', '/api/categories/order', { ids: reversed.slice(1) });
    expect(partial.status).toBe(400);
    expect(invalidFields(partial.body)).toEqual(['ids']);

    const ordered = await call('PUT', '/api/categories/order', { ids: reversed });
    expect(ordered.status).toBe(200);
    expect(ordered.body.categories.map((category: { _id: string }) => category._id)).toEqual(reversed);
    await call('PUT', '/api/categories/order', { ids: before.map((category) => category._id) });
    expect((await managed()).map((category) => category._id)).toEqual(before.map((category) => category._id));
  });

  it('are deleted only once their products have somewhere to go, archived products too', async () => {
    await call('POST', '/api/categories', { name: 'Socks', handle: 'socks' });
    const [live, archived] = await insertProducts(t.database.db, [
      { name: 'Wool Socks', category: 'socks' },
      { name: 'Old Socks', category: 'socks', archivedAt: new Date() },
    ]);
    const id = await idOf('socks');

    const refused = await call('DELETE', `/api/categories/${id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('2 products have this category: choose where they go first.');
    const nowhere = await call('DELETE', `/api/categories/${id}?moveTo=nothing-here`);
    expect(nowhere.status).toBe(400);
    expect(invalidFields(nowhere.body)).toEqual(['moveTo']);
    expect(invalidFields((await call('DELETE', `/api/categories/${id}?moveTo=socks`)).body)).toEqual(['moveTo']);

    const deleted = await call('DELETE', `/api/categories/${id}?moveTo=accessories`);
    expect(deleted).toEqual({ status: 200, body: { message: "Category 'Socks' deleted; 2 products moved to 'Accessories'." } });
    expect([await categoryOf(live!.id), await categoryOf(archived!.id)]).toEqual(['accessories', 'accessories']);
    expect(await t.database.db.select().from(categories).where(eq(categories.handle, 'socks'))).toEqual([]);
    expect(await audits('category.delete')).toEqual([
      expect.objectContaining({ entityId: id, details: { name: 'Socks', movedTo: 'accessories', moved: 2 } }),
    ]);

    await call('POST', '/api/categories', { name: 'Empty', handle: 'empty' });
    expect(await call('DELETE', `/api/categories/${await idOf('empty')}`)).toEqual({
      status: 200,
      body: { message: "Category 'Empty' deleted." },
    });
  });

  it("are a product's only choices: an unknown category is refused, naming the field", async () => {
    const res = await createProduct(t.app, admin.cookie, {
      name: 'Lost Tee',
      category: 'nowhere',
      color: 'red',
      price: 12,
      description: 'Lost.',
    });
    expect(res.statusCode).toBe(400);
    expect(invalidFields(res.json())).toEqual(['category']);
    expect(res.json().errors[0].message).toBe("There is no category 'nowhere': add it under Categories first.");
    expect(
      await t.database.db
        .select()
        .from(products)
        .where(and(eq(products.name, 'Lost Tee'))),
    ).toEqual([]);
  });

  it('named by an import file are listed by its preview and added with its products', async () => {
    const csv = 'name,category,colors,sizes,price,oldPrice,description,stock,finalSale\nLinen Shirt,linen shirts,blue,m,40,,Cool.,,false\n';
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/products/import?dryRun=true',
      payload: { csv },
      headers: { cookie: admin.cookie },
    });
    expect(preview.json()).toMatchObject({ dryRun: true, newCategories: ['linen shirts'], created: 0 });
    expect(await t.database.db.select().from(categories).where(eq(categories.handle, 'linen shirts'))).toEqual([]);

    const done = await t.app.inject({
      method: 'POST',
      url: '/api/products/import?dryRun=false',
      payload: { csv },
      headers: { cookie: admin.cookie },
    });
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json()).toMatchObject({ created: 1, newCategories: ['linen shirts'] });
    expect((await managed()).find((category) => category.handle === 'linen shirts')).toMatchObject({ name: 'Linen shirts', products: 1 });
  });
});
