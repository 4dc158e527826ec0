import { sql } from 'drizzle-orm';
import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

/**
 * The shop's size sets (Letters, Waist, Shoe, One size), which the admin keeps: a product names
 * its set by handle (`products.size_set`, ON UPDATE CASCADE) and offers sizes of it only. A
 * product's sizes are kept in its set's order by a trigger (migration 0021), so every answer
 * lists them as the set does.
 */
export const sizeSets = pgTable(
  'size_sets',
  {
    id: id(),
    /** Lower case (SizeSetHandleSchema). */
    handle: text('handle').notNull(),
    name: text('name').notNull(),
    /** The set's sizes in the order the shop shows them ('xs', 's', … or '28', '29', …). */
    sizes: text('sizes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The admin's order, smallest first: the storefront's size filter lists the sets' sizes in it. */
    position: integer('position').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('size_sets_handle_idx').on(t.handle)],
);
