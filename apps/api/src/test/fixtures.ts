import { sql } from 'drizzle-orm';
import { fullyTracked } from '@shop/shared/testing/products';
import type { Db } from '../db/client';
import { products, productVariants } from '../db/schema/index';

let counter = 0;

export type ProductFixture = Partial<typeof products.$inferInsert> & {
  /** Stock (and any own facts) per colour x size; the other variants the database adds bare. */
  variants?: ({ color: string; size: string; stock: number } & Partial<
    Pick<typeof productVariants.$inferInsert, 'sku' | 'barcode' | 'weightGrams' | 'priceCents' | 'compareAtCents'>
  >)[];
};

/**
 * The colours, sizes and variant rows of a stock-tracked product fixture, all from units by
 * `colour/size`, so that a fixture does not write its colours and sizes twice:
 * `{ name: 'Tee', ...trackedStock({ 'black/m': 3, 'red/m': 0 }) }` comes in black and red, size m.
 */
export function trackedStock(
  unitsByVariant: Parameters<typeof fullyTracked>[0],
): Required<Pick<ProductFixture, 'colors' | 'sizes' | 'variants'>> {
  const { color, sizes, stock } = fullyTracked(unitsByVariant);
  return { colors: color, sizes, variants: stock };
}

/** Inserts products in one statement; fields not given get plain defaults. */
export async function insertProducts(db: Db, fixtures: ProductFixture[]) {
  const rows = await db
    .insert(products)
    .values(
      fixtures.map(({ variants, ...fixture }) => {
        counter += 1;
        return {
          name: `Product ${counter}`,
          description: 'A soft cotton tee.',
          category: 'mens',
          colors: ['black'],
          sizes: ['m'],
          priceCents: 2500,
          image: `/uploads/p${counter}-800.webp`,
          trackStock: Boolean(variants),
          ...fixture,
        };
      }),
    )
    .returning();
  const variantRows = fixtures.flatMap((fixture, index) =>
    (fixture.variants ?? []).map((variant) => ({ ...variant, productId: rows[index]!.id })),
  );
  // The database has added every colour x size already (with no stock): the fixture's stock goes on them.
  if (variantRows.length)
    await db
      .insert(productVariants)
      .values(variantRows)
      .onConflictDoUpdate({
        target: [productVariants.productId, productVariants.color, productVariants.size],
        set: {
          stock: sql`excluded.stock`,
          sku: sql`excluded.sku`,
          barcode: sql`excluded.barcode`,
          weightGrams: sql`excluded.weight_grams`,
          priceCents: sql`excluded.price_cents`,
          compareAtCents: sql`excluded.compare_at_cents`,
        },
      });
  return rows;
}

const ADJECTIVES = [
  'Classic',
  'Washed',
  'Heavy',
  'Light',
  'Relaxed',
  'Slim',
  'Cropped',
  'Oversized',
  'Organic',
  'Vintage',
  'Ribbed',
  'Boxy',
];
const GARMENTS = [
  'Crew Tee',
  'V-Neck Tee',
  'Hoodie',
  'Sweater',
  'Cardigan',
  'Tank',
  'Polo',
  'Jacket',
  'Dress',
  'Cap',
  'Scarf',
  'Jogger',
  'Shorts',
  'Shirt',
  'Blouse',
  'Skirt',
  'Beanie',
  'Necklace',
  'Earrings',
  'Serum',
];
const CATALOGUE_COLORS = ['black', 'red', 'blue', 'green', 'pink', 'gold', 'silver', 'beige'];
const CATALOGUE_CATEGORIES = ['womens', 'mens', 'kids', 'accessories'];

/** `count` varied products (names, colours, categories, prices), for statements that must hold at scale. */
export async function insertCatalogue(db: Db, count: number) {
  const fixtures: ProductFixture[] = Array.from({ length: count }, (_, index) => {
    const color = CATALOGUE_COLORS[index % CATALOGUE_COLORS.length]!;
    const garment = GARMENTS[Math.floor(index / CATALOGUE_COLORS.length) % GARMENTS.length]!;
    const adjective = ADJECTIVES[index % ADJECTIVES.length]!;
    return {
      name: `${adjective} ${color[0]!.toUpperCase()}${color.slice(1)} ${garment} ${index}`,
      description: `A ${adjective.toLowerCase()} ${garment.toLowerCase()} in ${color}, cut and sewn in small runs.`,
      category: CATALOGUE_CATEGORIES[index % CATALOGUE_CATEGORIES.length]!,
      colors: [color],
      sizes: ['s', 'm', 'l'],
      priceCents: 1500 + ((index * 37) % 25_000),
    };
  });
  // A few dozen a statement: each product adds its variants and facet cells through triggers, and a
  // test of a busy database gives each statement little time.
  for (let start = 0; start < fixtures.length; start += 40) await insertProducts(db, fixtures.slice(start, start + 40));
}
