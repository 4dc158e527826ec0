/**
 * The shop's colours and size sets through the HTTP API: listed to anyone, kept by admins (each
 * change audited), deleted only once their products have somewhere to go; and a product's
 * colours and sizes are the shop's own.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products, productVariants } from '../../db/schema/index';
import { signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { invalidFields } from '../../test/error-answers';
import { insertProducts } from '../../test/fixtures';
import { createProduct, productInput } from '../../test/shop-helpers';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
let admin: SignedInUser;
let shopper: SignedInUser;

beforeAll(async () => {
  [admin, shopper] = await Promise.all([signedInUser(t, 'admin'), signedInUser(t)]);
});

const call = async (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = admin.cookie) => {
  const res = await t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
  return { status: res.statusCode, body: res.json() };
};
type Managed = { _id: string; handle: string; name: string; products: number; sizes?: string[] };
const managedColors = async () => (await call('GET', '/api/colors/manage')).body.colors as Managed[];
const managedSets = async () => (await call('GET', '/api/size-sets/manage')).body.sizeSets as Managed[];
const colorId = async (handle: string) => (await managedColors()).find((color) => color.handle === handle)!._id;
const setId = async (handle: string) => (await managedSets()).find((set) => set.handle === handle)!._id;
const audits = (action: string) => t.database.db.select().from(auditLog).where(eq(auditLog.action, action));
const productRow = async (id: string) => (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!;

describe('colours', () => {
  it("start as the shop's eight, with their swatches, listed to anyone", async () => {
    const { status, body } = await call('GET', '/api/colors', undefined, '');
    expect(status).toBe(200);
    expect(body.colors.map((color: { handle: string; name: string; hex: string }) => [color.handle, color.name, color.hex])).toEqual([
      ['black', 'Black', '#1f1b17'],
      ['red', 'Red', '#b3261e'],
      ['blue', 'Blue', '#2f5d9e'],
      ['green', 'Green', '#3f7a4a'],
      ['pink', 'Pink', '#e7a1b4'],
      ['gold', 'Gold', '#c9a227'],
      ['silver', 'Silver', '#b9bcc0'],
      ['beige', 'Beige', '#e3d5bd'],
    ]);
  });

  it('are added by admins only, after the others, with a handle and a swatch that hold', async () => {
    expect((await call('POST', '/api/colors', { name: 'Navy blue', handle: 'navy' }, shopper.cookie)).status).toBe(403);
    expect((await call('POST', '/api/colors', { name: 'Navy blue', handle: 'navy' }, '')).status).toBe(401);

    const added = await call('POST', '/api/colors', { name: 'Navy blue', handle: 'Navy', hex: '#1F2F52' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      message: 'Colour added.',
      color: { handle: 'navy', name: 'Navy blue', hex: '#1f2f52', image: '', position: 8, products: 0 },
    });
    expect((await call('GET', '/api/colors', undefined, '')).body.colors.at(-1)).toMatchObject({ handle: 'navy', name: 'Navy blue' });
    expect(await audits('color.create')).toEqual([
      expect.objectContaining({ actorId: admin.id, entityId: added.body.color._id, entity: 'color' }),
    ]);

    const again = await call('POST', '/api/colors', { name: 'Navy', handle: 'navy' });
    expect(again.status).toBe(400);
    expect(invalidFields(again.body)).toEqual(['handle']);
    const bad = await call('POST', '/api/colors', { name: '', handle: 'leopard print', hex: 'blue', image: 'http://elsewhere/a.png' });
    expect(bad.status).toBe(400);
    expect(invalidFields(bad.body)).toEqual(['handle', 'hex', 'image', 'name']);

    const print = await call('POST', '/api/colors', { name: 'Leopard', handle: 'leopard', image: '/uploads/leopard-200.webp' });
    expect(print.body.color).toMatchObject({ hex: null, image: '/uploads/leopard-200.webp' });
  });

  it('change their name and swatch, never their handle, and are reordered when every one is named once', async () => {
    const id = await colorId('navy');
    const changed = await call('PATCH', `/api/colors/${id}`, { name: 'Navy', hex: '#1a2a4a' });
    expect(changed.body).toMatchObject({ message: 'Colour updated.', color: { handle: 'navy', name: 'Navy', hex: '#1a2a4a' } });
    expect(await audits('color.update')).toEqual([
      expect.objectContaining({ before: expect.objectContaining({ name: 'Navy blue' }), after: expect.objectContaining({ name: 'Navy' }) }),
    ]);
    expect((await call('PATCH', `/api/colors/${id}`, { handle: 'dark-blue' })).status).toBe(400);
    expect((await call('PATCH', `/api/colors/${id}`, {})).status).toBe(400);
    expect((await call('PATCH', '/api/colors/00000000-0000-4000-8000-000000000000', { name: 'X' })).status).toBe(404);

    const before = (await managedColors()).map((color) => color._id);
    const partial = await call('PUT', '/api/colors/order', { ids: before.slice(1) });
    expect(invalidFields(partial.body)).toEqual(['ids']);
    const reversed = await call('PUT', '/api/colors/order', { ids: [...before].reverse() });
    expect(reversed.body.colors.map((color: Managed) => color._id)).toEqual([...before].reverse());
    expect((await call('GET', '/api/colors', undefined, '')).body.colors[0].handle).toBe('leopard');
    expect(await audits('color.reorder')).toHaveLength(1);
    await call('PUT', '/api/colors/order', { ids: before });
  });

  it("are a product's only choices: an unknown colour is refused, naming the field", async () => {
    const res = await createProduct(t.app, admin.cookie, productInput({ name: 'Mauve Tee', colors: ['mauve'] }));
    expect(res.statusCode).toBe(400);
    expect(invalidFields(res.json())).toEqual(['color']);
    expect(res.json().errors[0].message).toBe("There is no colour 'mauve': add it under Colours first.");
    expect(await t.database.db.select().from(products).where(eq(products.name, 'Mauve Tee'))).toEqual([]);

    const made = await createProduct(t.app, admin.cookie, productInput({ name: 'Navy Tee', colors: ['navy'] }));
    expect(made.statusCode, made.body).toBe(201);
    const update = await call('PATCH', `/api/products/update-product/${made.json().product._id}`, { colors: ['navy', 'mauve'] });
    expect(update.status).toBe(400);
    expect(invalidFields(update.body)).toEqual(['color']);
  });

  it('are deleted only once their products come in another, which keeps their variants', async () => {
    await call('POST', '/api/colors', { name: 'Teal', handle: 'teal', hex: '#2a7f7f' });
    const [tee, both] = await insertProducts(t.database.db, [
      { name: 'Teal Tee', colors: ['teal', 'black'], sizes: ['s', 'm'], imageColor: 'teal' },
      { name: 'Teal Scarf', colors: ['teal', 'green'], sizes: ['one-size'], archivedAt: new Date() },
    ]);
    await t.database.db
      .update(productVariants)
      .set({ sku: 'TEAL-TEE-M', stock: 3 })
      .where(and(eq(productVariants.productId, tee!.id), eq(productVariants.color, 'teal'), eq(productVariants.size, 'm')));
    const id = await colorId('teal');
    expect((await managedColors()).find((color) => color.handle === 'teal')!.products).toBe(2);

    const refused = await call('DELETE', `/api/colors/${id}`);
    expect(refused).toEqual({
      status: 409,
      body: { message: '2 products come in this colour: choose the colour they take instead first.' },
    });
    expect(invalidFields((await call('DELETE', `/api/colors/${id}?moveTo=nothing`)).body)).toEqual(['moveTo']);
    expect(invalidFields((await call('DELETE', `/api/colors/${id}?moveTo=teal`)).body)).toEqual(['moveTo']);

    const deleted = await call('DELETE', `/api/colors/${id}?moveTo=green`);
    expect(deleted).toEqual({ status: 200, body: { message: "Colour 'Teal' deleted; 2 products now in 'Green'." } });
    expect(await productRow(tee!.id)).toMatchObject({ colors: ['green', 'black'], imageColor: 'green' });
    expect((await productRow(both!.id)).colors).toEqual(['green']);
    const variants = await t.database.db
      .select({ color: productVariants.color, sku: productVariants.sku })
      .from(productVariants)
      .where(inArray(productVariants.productId, [tee!.id]));
    expect(variants.filter((variant) => variant.color === 'green')).toHaveLength(2);
    expect(variants).toContainEqual({ color: 'green', sku: 'TEAL-TEE-M' });
    expect(variants.filter((variant) => variant.color === 'teal')).toEqual([]);
    expect(await audits('color.delete')).toEqual([
      expect.objectContaining({ entityId: id, details: { name: 'Teal', movedTo: 'green', moved: 2 } }),
    ]);
    expect(await call('DELETE', `/api/colors/${await colorId('leopard')}`)).toEqual({
      status: 200,
      body: { message: "Colour 'Leopard' deleted." },
    });
  });
});

describe('size sets', () => {
  it('start as Letters, Waist, Shoe and One size, listed to anyone', async () => {
    const { status, body } = await call('GET', '/api/size-sets', undefined, '');
    expect(status).toBe(200);
    expect(body.sizeSets.map((set: { handle: string; name: string; sizes: string[] }) => [set.handle, set.name, set.sizes])).toEqual([
      ['letters', 'Letters', ['xs', 's', 'm', 'l', 'xl', '2xl', '3xl']],
      ['waist', 'Waist', ['28', '29', '30', '31', '32', '33', '34', '36', '38', '40']],
      ['shoe', 'Shoe', ['36', '37', '38', '39', '40', '41', '42', '43', '44', '45', '46']],
      ['one-size', 'One size', ['one-size']],
    ]);
  });

  it("hold a product's sizes, answered in the set's order; a size outside the set is refused", async () => {
    const jeans = await createProduct(
      t.app,
      admin.cookie,
      productInput({ name: 'Raw Jeans', sizeSet: 'waist', sizes: ['34', '30', '32'] }),
    );
    expect(jeans.statusCode, jeans.body).toBe(201);
    expect(jeans.json().product).toMatchObject({ sizeSet: 'waist', sizes: ['30', '32', '34'] });

    const outside = await createProduct(t.app, admin.cookie, productInput({ name: 'Odd Jeans', sizeSet: 'waist', sizes: ['30', 'xl'] }));
    expect(outside.statusCode).toBe(400);
    expect(invalidFields(outside.json())).toEqual(['sizes']);
    expect(outside.json().errors[0].message).toBe("Size XL is not in the set 'Waist': add it under Size sets first.");
    const unknown = await createProduct(t.app, admin.cookie, productInput({ name: 'Odd Jeans', sizeSet: 'rings', sizes: ['5'] }));
    expect(invalidFields(unknown.json())).toEqual(['sizeSet']);

    // Without a set, a product takes the first that holds its sizes.
    const tee = await createProduct(t.app, admin.cookie, productInput({ name: 'Plain Tee', sizes: ['xl', 's'] }));
    expect(tee.json().product).toMatchObject({ sizeSet: 'letters', sizes: ['s', 'xl'] });
    const nowhere = await createProduct(t.app, admin.cookie, productInput({ name: 'Odd Tee', sizes: ['xxxs'] }));
    expect(invalidFields(nowhere.json())).toEqual(['sizes']);

    // A new set for the product's sizes must hold them.
    const moved = await call('PATCH', `/api/products/update-product/${jeans.json().product._id}`, { sizeSet: 'shoe' });
    expect(moved.status).toBe(400);
    expect(invalidFields(moved.body)).toEqual(['sizes']);
  });

  it('are added, renamed (their products follow) and given sizes in a new order, which their products follow', async () => {
    expect((await call('POST', '/api/size-sets', { name: 'Rings', handle: 'rings', sizes: ['5'] }, shopper.cookie)).status).toBe(403);
    const added = await call('POST', '/api/size-sets', { name: 'Rings', handle: 'rings', sizes: ['5', '6', '7', '8'] });
    expect(added).toMatchObject({
      status: 201,
      body: { message: 'Size set added.', sizeSet: { handle: 'rings', position: 4, products: 0 } },
    });
    const twice = await call('POST', '/api/size-sets', { name: 'Rings', handle: 'rings', sizes: ['5', '5'] });
    expect(invalidFields(twice.body)).toEqual(['sizes']);
    const taken = await call('POST', '/api/size-sets', { name: 'More rings', handle: 'rings', sizes: ['9'] });
    expect(invalidFields(taken.body)).toEqual(['handle']);

    const ring = (await createProduct(t.app, admin.cookie, productInput({ name: 'Band', sizeSet: 'rings', sizes: ['7', '5'] }))).json()
      .product;
    expect(ring.sizes).toEqual(['5', '7']);
    const id = added.body.sizeSet._id;
    const renamed = await call('PATCH', `/api/size-sets/${id}`, { handle: 'ring-sizes', sizes: ['8', '7', '6', '5'] });
    expect(renamed.body.sizeSet).toMatchObject({ handle: 'ring-sizes', sizes: ['8', '7', '6', '5'], products: 1 });
    expect(await productRow(ring._id)).toMatchObject({ sizeSet: 'ring-sizes', sizes: ['7', '5'] });
    expect((await call('GET', `/api/products/${ring._id}`, undefined, '')).body.product.sizes).toEqual(['7', '5']);

    const dropping = await call('PATCH', `/api/size-sets/${id}`, { sizes: ['8', '6', '5'] });
    expect(dropping.status).toBe(400);
    expect(invalidFields(dropping.body)).toEqual(['sizes']);
    expect(dropping.body.errors[0].message).toMatch(/^Products of this set come in 7/);
    expect(await audits('size-set.update')).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ handle: 'rings' }),
        after: expect.objectContaining({ handle: 'ring-sizes' }),
      }),
    ]);
  });

  it('are deleted only once their products move to a set holding their sizes', async () => {
    const id = await setId('ring-sizes');
    expect((await call('DELETE', `/api/size-sets/${id}`)).body.message).toBe(
      '1 product uses this size set: choose the set they move to first.',
    );
    const lacking = await call('DELETE', `/api/size-sets/${id}?moveTo=letters`);
    expect(lacking.status).toBe(400);
    expect(invalidFields(lacking.body)).toEqual(['moveTo']);
    expect(lacking.body.errors[0].message).toBe("'Letters' lacks 5, 7, which these products come in: add them to it first.");

    const bigger = await call('POST', '/api/size-sets', { name: 'All rings', handle: 'all-rings', sizes: ['4', '5', '6', '7', '8', '9'] });
    const deleted = await call('DELETE', `/api/size-sets/${id}?moveTo=all-rings`);
    expect(deleted).toEqual({ status: 200, body: { message: "Size set 'Rings' deleted; 1 product moved to 'All rings'." } });
    expect((await managedSets()).find((set) => set.handle === 'all-rings')).toMatchObject({ _id: bigger.body.sizeSet._id, products: 1 });
    expect(await audits('size-set.delete')).toEqual([
      expect.objectContaining({ entityId: id, details: { name: 'Rings', movedTo: 'all-rings', moved: 1 } }),
    ]);

    const before = (await managedSets()).map((set) => set._id);
    const ordered = await call('PUT', '/api/size-sets/order', { ids: [...before].reverse() });
    expect(ordered.body.sizeSets.map((set: Managed) => set._id)).toEqual([...before].reverse());
    await call('PUT', '/api/size-sets/order', { ids: before });
  });
});

describe('an import', () => {
  it('lists the colours and sizes the shop has not got, and adds them with its products', async () => {
    const csv =
      'name,category,colors,sizes,price,oldPrice,description,stock,finalSale\n' +
      'Mustard Knit,mens,mustard|black,xxs|s,40,,Warm.,,false\n' +
      'Waist Chinos,mens,black,30|34,50,,Cotton.,,false\n';
    const importCsv = (dryRun: boolean) =>
      t.app.inject({ method: 'POST', url: `/api/products/import?dryRun=${dryRun}`, payload: { csv }, headers: { cookie: admin.cookie } });
    const preview = await importCsv(true);
    expect(preview.json()).toMatchObject({ dryRun: true, newColors: ['mustard'], newSizes: ['xxs'], created: 0 });
    expect((await managedColors()).map((color) => color.handle)).not.toContain('mustard');

    const done = await importCsv(false);
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json()).toMatchObject({ created: 2, newColors: ['mustard'], newSizes: ['xxs'] });
    expect((await managedColors()).find((color) => color.handle === 'mustard')).toMatchObject({ name: 'Mustard', products: 1 });
    expect((await managedSets()).find((set) => set.handle === 'letters')!.sizes!.at(-1)).toBe('xxs');
    expect(await audits('color.create')).toContainEqual(expect.objectContaining({ details: { name: 'Mustard', imported: true } }));
    const imported = await t.database.db
      .select({ name: products.name, sizes: products.sizes, sizeSet: products.sizeSet })
      .from(products)
      .where(inArray(products.name, ['Mustard Knit', 'Waist Chinos']));
    expect(imported).toEqual(
      expect.arrayContaining([
        { name: 'Mustard Knit', sizes: ['s', 'xxs'], sizeSet: 'letters' },
        { name: 'Waist Chinos', sizes: ['30', '34'], sizeSet: 'waist' },
      ]),
    );
  });
});

describe("the storefront's filter", () => {
  it('lists colours with their names in the shop’s order, and sizes in their sets’ order', async () => {
    const { body } = await call('GET', '/api/products?category=mens', undefined, '');
    const sizes = body.facets.sizes.map((facet: { value: string }) => facet.value);
    // Letters' sizes first (the storefront's four always), then Waist's, in each set's order.
    expect(sizes.slice(0, 4)).toEqual(['s', 'm', 'l', 'xl']);
    expect(sizes.indexOf('30')).toBeGreaterThan(sizes.indexOf('xxs'));
    expect(sizes.indexOf('34')).toBeGreaterThan(sizes.indexOf('30'));
    expect(sizes.indexOf('32')).toBeGreaterThan(sizes.indexOf('30'));
    expect(sizes.indexOf('34')).toBeGreaterThan(sizes.indexOf('32'));
    const colors = body.facets.colors as { value: string; name: string; count: number }[];
    expect(colors.slice(0, 5).map((facet) => facet.value)).toEqual(['black', 'red', 'blue', 'green', 'pink']);
    expect(colors.find((facet) => facet.value === 'navy')).toMatchObject({ name: 'Navy', count: 1 });
    expect(colors.findIndex((facet) => facet.value === 'mustard')).toBeGreaterThan(colors.findIndex((facet) => facet.value === 'navy'));

    // A colour's new name is the filter's at once.
    await call('PATCH', `/api/colors/${await colorId('navy')}`, { name: 'Midnight' });
    const after = (await call('GET', '/api/products?category=mens', undefined, '')).body.facets.colors;
    expect(after.find((facet: { value: string }) => facet.value === 'navy').name).toBe('Midnight');
  });
});
