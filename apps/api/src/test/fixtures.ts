import type { Db } from '../db/client';
import { products, productVariants } from '../db/schema/index';

let counter = 0;

export type ProductFixture = Partial<typeof products.$inferInsert> & {
  variants?: { color: string; size: string; stock: number }[];
};

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
  if (variantRows.length) await db.insert(productVariants).values(variantRows);
  return rows;
}
