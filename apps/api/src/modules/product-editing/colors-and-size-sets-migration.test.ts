/**
 * The migration that makes colours and size sets the shop's own rows: products keep their
 * colours, sizes and variants; every colour a product carries becomes a colour; every product
 * gets a size set holding all of its sizes, and its sizes in that set's order.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows-of';
import { migratedUntil } from '../../test/migrated-until';

describe('the migration to colours and size sets', () => {
  let opened: Awaited<ReturnType<typeof migratedUntil>>;
  afterAll(() => opened?.drop());

  it('keeps every product its colours, sizes and variants, and gives each a set', async () => {
    opened = await migratedUntil('0020_addresses');
    const { db } = opened.database;
    const [tee, tote, jeans, odd] = await rowsOf<{ id: string }>(
      db,
      sql`insert into products (name, description, category, colors, sizes, price_cents, track_stock) values
        ('Field Tee', 'Heavy cotton.', 'mens', '{black,navy}', '{xl,s,m}', 3000, true),
        ('Canvas Tote', 'Canvas.', 'accessories', '{beige}', '{one-size}', 2500, false),
        ('Raw Jeans', 'Denim.', 'mens', '{blue}', '{34,30,32}', 9000, false),
        ('Odd Hat', 'Felt.', 'accessories', '{mustard-yellow}', '{s,xxs}', 4000, false) returning id`,
    );
    await db.execute(
      sql`update product_variants set stock = 4, sku = 'TEE-NAVY-M', price_cents = 3200 where product_id = ${tee!.id} and color = 'navy' and size = 'm'`,
    );
    const variantsBefore = await rowsOf<{ product_id: string }>(db, sql`select * from product_variants order by product_id, color, size`);
    const cellsBefore = await rowsOf(db, sql`select * from catalogue_facet_cells order by category, color, size, bucket`);

    await opened.migrateRest();

    const colors = await rowsOf<{ handle: string; name: string; hex: string | null; image: string; position: number }>(
      db,
      sql`select handle, name, hex, image, position from colors order by position`,
    );
    expect(colors).toEqual([
      { handle: 'black', name: 'Black', hex: '#1f1b17', image: '', position: 0 },
      { handle: 'red', name: 'Red', hex: '#b3261e', image: '', position: 1 },
      { handle: 'blue', name: 'Blue', hex: '#2f5d9e', image: '', position: 2 },
      { handle: 'green', name: 'Green', hex: '#3f7a4a', image: '', position: 3 },
      { handle: 'pink', name: 'Pink', hex: '#e7a1b4', image: '', position: 4 },
      { handle: 'gold', name: 'Gold', hex: '#c9a227', image: '', position: 5 },
      { handle: 'silver', name: 'Silver', hex: '#b9bcc0', image: '', position: 6 },
      { handle: 'beige', name: 'Beige', hex: '#e3d5bd', image: '', position: 7 },
      { handle: 'mustard-yellow', name: 'Mustard yellow', hex: null, image: '', position: 8 },
      { handle: 'navy', name: 'Navy', hex: '#1f2f52', image: '', position: 9 },
    ]);

    const sets = await rowsOf<{ handle: string; name: string; sizes: string[]; position: number }>(
      db,
      sql`select handle, name, sizes, position from size_sets order by position`,
    );
    expect(sets).toEqual([
      // The odd hat's 'xxs' was in no set: Letters holds it now, after its own.
      { handle: 'letters', name: 'Letters', sizes: ['xs', 's', 'm', 'l', 'xl', '2xl', '3xl', 'xxs'], position: 0 },
      { handle: 'waist', name: 'Waist', sizes: ['28', '29', '30', '31', '32', '33', '34', '36', '38', '40'], position: 1 },
      { handle: 'shoe', name: 'Shoe', sizes: ['36', '37', '38', '39', '40', '41', '42', '43', '44', '45', '46'], position: 2 },
      { handle: 'one-size', name: 'One size', sizes: ['one-size'], position: 3 },
    ]);

    const products = await rowsOf<{ id: string; colors: string[]; sizes: string[]; size_set: string | null }>(
      db,
      sql`select id, colors, sizes, size_set from products`,
    );
    const byId = new Map(products.map((row) => [row.id, row]));
    expect(byId.get(tee!.id)).toMatchObject({ colors: ['black', 'navy'], sizes: ['s', 'm', 'xl'], size_set: 'letters' });
    expect(byId.get(tote!.id)).toMatchObject({ colors: ['beige'], sizes: ['one-size'], size_set: 'one-size' });
    expect(byId.get(jeans!.id)).toMatchObject({ colors: ['blue'], sizes: ['30', '32', '34'], size_set: 'waist' });
    expect(byId.get(odd!.id)).toMatchObject({ colors: ['mustard-yellow'], sizes: ['s', 'xxs'], size_set: 'letters' });

    // Variants (with their SKUs, stock and prices) and the facet counts are as they were; the
    // untracked products' variants count no stock (migration 0024).
    const untracked = new Set([tote!.id, jeans!.id, odd!.id]);
    expect(await rowsOf(db, sql`select * from product_variants order by product_id, color, size`)).toEqual(
      variantsBefore.map((row) => (untracked.has(row.product_id) ? { ...row, stock: null } : row)),
    );
    // (Later migrations may add cells of their own, across categories: '*'.)
    expect(await rowsOf(db, sql`select * from catalogue_facet_cells where category <> '*' order by category, color, size, bucket`)).toEqual(
      cellsBefore,
    );
  });

  it('keeps a product written later in its set, in the set’s order, and follows a set put in another order', async () => {
    const { db } = opened.database;
    const [shoe] = await rowsOf<{ sizes: string[]; size_set: string }>(
      db,
      sql`insert into products (name, description, category, colors, sizes, size_set, price_cents) values
        ('Trail Shoe', 'Leather.', 'mens', '{black}', '{42,38,40}', 'shoe', 12000) returning sizes, size_set`,
    );
    expect(shoe).toEqual({ sizes: ['38', '40', '42'], size_set: 'shoe' });
    await db.execute(sql`update size_sets set sizes = '{46,45,44,43,42,41,40,39,38,37,36}' where handle = 'shoe'`);
    const [after] = await rowsOf<{ sizes: string[] }>(db, sql`select sizes from products where name = 'Trail Shoe'`);
    expect(after!.sizes).toEqual(['42', '40', '38']);
    // Without a set, a product gets the first that holds its sizes.
    const [cap] = await rowsOf<{ size_set: string }>(
      db,
      sql`insert into products (name, description, category, colors, sizes, price_cents) values
        ('Wool Cap', 'Wool.', 'accessories', '{red}', '{one-size}', 2000) returning size_set`,
    );
    expect(cap!.size_set).toBe('one-size');
  });
});
