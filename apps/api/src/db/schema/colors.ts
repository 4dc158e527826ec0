import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

/**
 * The shop's colours, which the admin keeps: each value of a product's `colors` (and of its
 * variants' `color`) is one of their handles. A colour shows as its hex, or as a small picture
 * for a print; with neither, the storefront shows a neutral chip. The handle never changes once
 * a colour is made (products, variants, bags and orders hold it: docs/decisions/026).
 */
export const colors = pgTable(
  'colors',
  {
    id: id(),
    /** The value in products' `colors` and in the shop's addresses (`/shop?color=navy`): lower case (ColorHandleSchema). */
    handle: text('handle').notNull(),
    name: text('name').notNull(),
    /** '#rrggbb' in lower case, or null for a colour shown by its picture (or by the neutral chip). */
    hex: text('hex'),
    /** An uploaded picture of a print (/uploads/...), or empty. */
    image: text('image').notNull().default(''),
    /** The admin's order, smallest first. */
    position: integer('position').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('colors_handle_idx').on(t.handle), check('colors_hex_format', sql`${t.hex} is null or ${t.hex} ~ '^#[0-9a-f]{6}$'`)],
);
