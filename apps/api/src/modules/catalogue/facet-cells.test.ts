/**
 * The facet cells a trigger keeps give the same counts as counting the live products one by one,
 * for every filter combination the storefront sends, through inserts, edits, archiving and
 * deletes (migration 0017), with products in several categories (migration 0023).
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRICE_RANGES } from '@shop/shared/constants';
import { toCents } from '@shop/shared/money';
import { rowsOf } from '../../db/rows-of';
import { insertProducts } from '../../test/fixtures';
import { useTestApp } from '../../test/test-app';
import { createCatalogueRepository, type FacetRow, type ProductFilters } from './catalogue.repository';

const t = useTestApp();
const BUCKETS = PRICE_RANGES.map((range) => ({ min: toCents(range.min), max: range.max === null ? null : toCents(range.max) }));
const CATEGORIES = ['mens', 'womens', 'kids'];
const COLORS = ['black', 'blue', 'red', 'sage'];
const SIZES = ['s', 'm', 'l', '28'];
// Each side of every range's bounds.
const PRICES = [1, 4999, 5000, 9999, 10000, 19999, 20000, 150000];

/** Some of the other categories than the main one, as a product's further ones. */
const furtherThan = (main: string) => some(CATEGORIES.filter((category) => category !== main));

/** A small deterministic generator, so that a failure is the same on the next run. */
function pseudoRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}
const random = pseudoRandom(29);
const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
const some = <T>(values: readonly T[]) => values.filter(() => random() < 0.5);

interface Live {
  category: string;
  more_categories: string[];
  colors: string[];
  sizes: string[];
  /** The lowest price over its variants, by which the facets count it. */
  min_price_cents: number;
}

/** The counts, worked out here from every live product, as the facets promise them. */
function expected(live: Live[], filters: ProductFilters): FacetRow[] {
  const bucketOf = (cents: number) => BUCKETS.findIndex((bucket) => cents >= bucket.min && (bucket.max === null || cents < bucket.max));
  const passes = (product: Live) => ({
    category: !filters.category || product.category === filters.category || product.more_categories.includes(filters.category),
    color: !filters.color || product.colors.includes(filters.color),
    size: !filters.size || product.sizes.includes(filters.size),
    price:
      (filters.minPriceCents === undefined || product.min_price_cents >= filters.minPriceCents) &&
      (filters.maxPriceCents === undefined || product.min_price_cents < filters.maxPriceCents),
  });
  const rows: FacetRow[] = [];
  const counted = (facet: FacetRow['facet'], values: (product: Live) => string[], others: (keyof ReturnType<typeof passes>)[]) => {
    const counts = new Map<string, number>();
    for (const product of live) {
      const passed = passes(product);
      if (!others.every((other) => passed[other])) continue;
      for (const value of new Set(values(product))) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    for (const [value, count] of counts) rows.push({ facet, value, count });
  };
  rows.push({
    facet: 'total',
    value: '',
    count: live.filter((product) => Object.values(passes(product)).every(Boolean)).length,
  });
  counted('category', (product) => [product.category, ...product.more_categories], ['color', 'size', 'price']);
  counted('color', (product) => product.colors, ['category', 'size', 'price']);
  counted('size', (product) => product.sizes, ['category', 'color', 'price']);
  counted('price', (product) => [String(bucketOf(product.min_price_cents))], ['category', 'color', 'size']);
  return rows;
}

const sorted = (rows: FacetRow[]) =>
  [...rows].sort((a, b) => `${a.facet}|${a.value}`.localeCompare(`${b.facet}|${b.value}`)).map((row) => ({ ...row }));

/**
 * Every combination of one value or none per filter, and each price range or none. The last
 * range's bounds fall inside ranges, so its counts come from the pass over the products.
 */
function combinations(): ProductFilters[] {
  const ranges = [undefined, ...BUCKETS, { min: BUCKETS[1]!.min, max: BUCKETS[2]!.max }, { min: 3000, max: 12000 }];
  const all: ProductFilters[] = [];
  for (const category of [undefined, ...CATEGORIES.slice(0, 2)])
    for (const color of [undefined, ...COLORS.slice(0, 2)])
      for (const size of [undefined, ...SIZES.slice(1, 3)])
        for (const range of ranges) all.push({ category, color, size, minPriceCents: range?.min, maxPriceCents: range?.max ?? undefined });
  return all;
}

async function expectCellsMatch() {
  const repository = createCatalogueRepository(t.database.db);
  const live = await rowsOf<Live>(
    t.database.db,
    sql`select category, more_categories, colors, sizes, min_price_cents from products where archived_at is null`,
  );
  // Every product's lowest price is what its variants say.
  const lowest = await rowsOf<{ kept: number; worked_out: number }>(
    t.database.db,
    sql`select p.min_price_cents as kept, coalesce(min(coalesce(v.price_cents, p.price_cents)), p.price_cents) as worked_out
      from products p left join product_variants v on v.product_id = p.id group by p.id`,
  );
  expect(lowest.filter((row) => row.kept !== row.worked_out)).toEqual([]);
  for (const filters of combinations()) {
    expect(sorted(await repository.facets(filters, BUCKETS)), JSON.stringify(filters)).toEqual(sorted(expected(live, filters)));
  }
}

describe('facet cells', () => {
  beforeAll(async () => {
    await insertProducts(
      t.database.db,
      Array.from({ length: 60 }, (_, index) => {
        const category = pick(CATEGORIES);
        return {
          name: `Cell Tee ${index}`,
          category,
          moreCategories: furtherThan(category),
          colors: some(COLORS),
          sizes: some(SIZES),
          priceCents: pick(PRICES),
          archivedAt: random() < 0.1 ? new Date() : null,
        };
      }),
    );
  });

  it('count what a pass over the live products counts, for every filter combination', async () => {
    await expectCellsMatch();
  });

  it('stay equal through edits of categories, colours, sizes and price, archiving, restoring and deletes', async () => {
    const ids = (await rowsOf<{ id: string }>(t.database.db, sql`select id from products order by name`)).map((row) => row.id);
    for (const [index, id] of ids.entries()) {
      const change = index % 7;
      if (change === 0) {
        const category = pick(CATEGORIES);
        await t.database.db.execute(
          sql`update products set category = ${category}, more_categories = ${sql.param(furtherThan(category))}::text[] where id = ${id}`,
        );
      }
      if (change === 6) {
        await t.database.db.execute(
          sql`update products set more_categories = array_remove(${sql.param(some(CATEGORIES))}::text[], category) where id = ${id}`,
        );
      }
      if (change === 1) await t.database.db.execute(sql`update products set colors = ${sql.param(some(COLORS))}::text[] where id = ${id}`);
      if (change === 2) await t.database.db.execute(sql`update products set sizes = ${sql.param(some(SIZES))}::text[] where id = ${id}`);
      if (change === 3) {
        await t.database.db.execute(sql`update products set price_cents = ${pick(PRICES)} where id = ${id}`);
        // A variant priced under (or over) its product moves it by its lowest price.
        if (random() < 0.5)
          await t.database.db.execute(
            sql`update product_variants set price_cents = ${pick(PRICES)} where product_id = ${id} and color = (select colors[1] from products where id = ${id})`,
          );
      }
      if (change === 4) {
        const archived = random() < 0.5 ? sql`now()` : sql`null`;
        await t.database.db.execute(sql`update products set archived_at = ${archived} where id = ${id}`);
      }
      if (change === 5) await t.database.db.execute(sql`delete from products where id = ${id}`);
    }
    // A change that touches none of the counted columns leaves the cells alone.
    await t.database.db.execute(sql`update products set rating = 4.5`);
    await expectCellsMatch();
  });

  it('stay equal when a category is renamed in every product that has it as a further one', async () => {
    await t.database.db.execute(sql`insert into categories (handle, name, position) values ('cell-extra', 'Cell extra', 99)`);
    await t.database.db.execute(
      sql`update products set more_categories = more_categories || '{cell-extra}'::text[] where name like 'Cell Tee 1%'`,
    );
    await expectCellsMatch();
    await t.database.db.execute(sql`update categories set handle = 'cell-more' where handle = 'cell-extra'`);
    const renamed = await rowsOf<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from products where more_categories @> '{cell-more}' and not more_categories @> '{cell-extra}'`,
    );
    expect(renamed[0]!.count).toBeGreaterThan(0);
    await expectCellsMatch();
    const cells = await rowsOf<{ category: string }>(t.database.db, sql`select distinct category from catalogue_facet_cells`);
    expect(cells.map((cell) => cell.category)).not.toContain('cell-extra');
  });
});
