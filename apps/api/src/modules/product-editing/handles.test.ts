/**
 * Product handles: made from the name by the migration and for every new product, unique,
 * editable, and refused with a 400 when another product has it.
 */
import { handleFrom } from '@shop/shared/handle';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows-of';
import { signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { insertProducts } from '../../test/fixtures';
import { migratedUntil } from '../../test/migrated-until';
import { createProduct, productInput } from '../../test/shop-helpers';
import { useTestApp } from '../../test/test-app';

describe('the migration to product handles', () => {
  let opened: Awaited<ReturnType<typeof migratedUntil>>;
  afterAll(() => opened?.drop());

  it('gives every product a free handle from its name, the oldest the plain one, as handleFrom makes it', async () => {
    opened = await migratedUntil('0021_colors_and_size_sets');
    const { db } = opened.database;
    await db.execute(sql`insert into products (name, description, category, colors, sizes, price_cents, created_at) values
      ('Field Tee', 'a', 'mens', '{black}', '{m}', 3000, now() - interval '2 days'),
      ('Field Tee', 'b', 'mens', '{black}', '{m}', 3000, now() - interval '1 day'),
      ('Crème Brûlée Tee (2025)', 'c', 'mens', '{black}', '{m}', 3000, now()),
      ('!!!', 'd', 'mens', '{black}', '{m}', 3000, now())`);
    await opened.migrateRest();
    const rows = await rowsOf<{ description: string; handle: string }>(
      db,
      sql`select description, handle from products order by description`,
    );
    expect(rows).toEqual([
      { description: 'a', handle: 'field-tee' },
      { description: 'b', handle: 'field-tee-2' },
      { description: 'c', handle: 'creme-brulee-tee-2025' },
      { description: 'd', handle: 'product' },
    ]);
    expect(['Field Tee', 'Crème Brûlée Tee (2025)', '!!!'].map(handleFrom)).toEqual(['field-tee', 'creme-brulee-tee-2025', 'product']);
  });
});

describe('handles through the admin API', () => {
  const t = useTestApp();
  let admin: SignedInUser;
  beforeAll(async () => {
    admin = await signedInUser(t, 'admin');
  });

  it('makes a free handle from the name, takes one given, and refuses one another product has', async () => {
    const [first, second] = await Promise.all(
      ['Linen Shirt', 'Linen Shirt'].map(async (name) => (await createProduct(t.app, admin.cookie, productInput({ name }))).json().product),
    );
    expect([first.handle, second.handle].sort()).toEqual(['linen-shirt', 'linen-shirt-2']);
    const given = await createProduct(t.app, admin.cookie, productInput({ name: 'Shirt', handle: 'The-Best-Shirt' }));
    expect(given.json().product.handle).toBe('the-best-shirt');

    const taken = await createProduct(t.app, admin.cookie, productInput({ name: 'Other', handle: 'linen-shirt' }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual([{ path: 'handle', message: "Another product has the handle 'linen-shirt': choose another." }]);
    const bad = await createProduct(t.app, admin.cookie, productInput({ name: 'Other', handle: 'two  spaces' }));
    expect(bad.json().errors).toEqual([{ path: 'handle', message: 'handle may use letters, digits and single dashes between them' }]);
    const long = await createProduct(t.app, admin.cookie, productInput({ name: 'Other', seoTitle: 'x'.repeat(121) }));
    expect(long.json().errors).toEqual([{ path: 'seoTitle', message: 'seoTitle must be at most 120 characters' }]);
  });

  it('gives products written any other way (an import, the seed) a handle too', async () => {
    const [row] = await insertProducts(t.database.db, [{ name: 'Imported Cap' }]);
    expect(row!.handle).toBe('imported-cap');
  });
});
