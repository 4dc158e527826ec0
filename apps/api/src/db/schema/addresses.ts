import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, parentRef, updatedAt } from './columns';
import { users } from './users';

/**
 * A customer's address book: the places they ship to, deleted with their account. At most one
 * of an account's addresses is its default (the partial unique index), which the checkout
 * chooses first. An optional field left empty is an empty string, as on an order's address.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: parentRef('user_id', () => users.id),
    /** The customer's own short name for it ('Home', 'Work'), or empty. */
    label: text('label').notNull().default(''),
    name: text('name').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull().default(''),
    postalCode: text('postal_code').notNull(),
    /** ISO 3166-1 alpha-2, upper case. */
    country: text('country').notNull(),
    phone: text('phone').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_user_id_idx').on(t.userId, t.createdAt),
    uniqueIndex('addresses_one_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);
