import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withTransactions } from '../../db/client';
import { amountGroups, inBaseCentsOfGroups, parsedGroups, type ForeignAmounts } from '../../db/kept-currency';
import { updateById } from '../../db/update-by-id';
import { discountCodes, discountCodeUses, orders } from '../../db/schema/index';

export type DiscountRow = typeof discountCodes.$inferSelect;
export type DiscountValues = Omit<typeof discountCodes.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** A code with what it has done: uses by paid orders, uses held by open checkouts, and the paid orders' totals. */
export interface DiscountWithUses extends DiscountRow {
  uses: number;
  held: number;
  revenueCents: number;
  discountedCents: number;
}

/** The paid orders a code was used by, with the use (`u`) and the order (`o`). */
const usedBy = sql`${discountCodeUses} u join ${orders} o on o.id = u.order_id
  where u.code_id = ${sql.raw('"discount_codes"."id"')} and u.status = 'used'`;

const usesColumns = {
  uses: sql<number>`(select count(*)::int from ${discountCodeUses} u where u.code_id = ${sql.raw('"discount_codes"."id"')} and u.status = 'used')`,
  held: sql<number>`(select count(*)::int from ${discountCodeUses} u where u.code_id = ${sql.raw('"discount_codes"."id"')} and u.status = 'held')`,
  // In the orders' currencies, each converted at its order's rate below.
  revenue: amountGroups(usedBy, sql`o.total_cents`),
  discounted: amountGroups(usedBy, sql`u.discount_cents`),
};

/** A code's row with its figures, in the base currency. */
function withFigures({ revenue, discounted, ...row }: DiscountRow & { uses: number; held: number; revenue: unknown; discounted: unknown }) {
  return {
    ...row,
    revenueCents: inBaseCentsOfGroups(parsedGroups(revenue as ForeignAmounts[])),
    discountedCents: inBaseCentsOfGroups(parsedGroups(discounted as ForeignAmounts[])),
  };
}

function discountQueries(db: Db) {
  return {
    /** Every code, newest first, with its uses and revenue. */
    async list(): Promise<DiscountWithUses[]> {
      const rows = await db
        .select({ ...getTableColumns(discountCodes), ...usesColumns })
        .from(discountCodes)
        .orderBy(sql`${discountCodes.createdAt} desc`, asc(discountCodes.id));
      return rows.map(withFigures);
    },

    async find(id: string): Promise<DiscountWithUses | undefined> {
      const [row] = await db
        .select({ ...getTableColumns(discountCodes), ...usesColumns })
        .from(discountCodes)
        .where(eq(discountCodes.id, id));
      return row && withFigures(row);
    },

    /** The code by its text, as the shop keeps it (capitals, no surrounding spaces). */
    async findByCode(code: string): Promise<DiscountRow | undefined> {
      const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code));
      return row;
    },

    async insert(values: DiscountValues): Promise<DiscountRow> {
      const [row] = await db.insert(discountCodes).values(values).returning();
      return row!;
    },

    async update(id: string, values: Partial<DiscountValues>): Promise<DiscountRow | undefined> {
      return updateById(db, discountCodes, id, values);
    },

    async remove(id: string): Promise<DiscountRow | undefined> {
      const [row] = await db.delete(discountCodes).where(eq(discountCodes.id, id)).returning();
      return row;
    },

    /**
     * Locks the code until the transaction ends, and counts its uses (held and paid) in all and
     * by this customer: of two checkouts racing for its last use, the second waits and counts
     * the first's.
     */
    async lockAndCount(id: string, customer: string): Promise<{ row: DiscountRow; total: number; byCustomer: number } | undefined> {
      const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, id)).for('update');
      if (!row) return undefined;
      const counts = await this.count(id, customer);
      return { row, ...counts };
    },

    /** Uses (held and paid) in all, and by this customer. */
    async count(id: string, customer: string): Promise<{ total: number; byCustomer: number }> {
      const [counts] = await db
        .select({
          total: sql<number>`count(*)::int`,
          byCustomer: sql<number>`(count(*) filter (where ${discountCodeUses.customer} = ${customer}))::int`,
        })
        .from(discountCodeUses)
        .where(eq(discountCodeUses.codeId, id));
      return counts ?? { total: 0, byCustomer: 0 };
    },

    /** Holds a use for an order's open checkout; the order's payment counts it, its expiry gives it back (migration 0026). */
    async hold(use: { orderId: string; codeId: string; customer: string; discountCents: number }): Promise<void> {
      await db.insert(discountCodeUses).values(use);
    },
  };
}

export function createDiscountsRepository(db: Db) {
  return withTransactions(db, discountQueries);
}

export type DiscountQueries = ReturnType<typeof discountQueries>;
export type DiscountsRepository = ReturnType<typeof createDiscountsRepository>;
export { discountQueries };
