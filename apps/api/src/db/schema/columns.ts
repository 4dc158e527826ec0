import { timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const id = () => uuid('id').primaryKey().defaultRandom();
/** Every moment is stored with its time zone. */
export const moment = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => moment('created_at').notNull().defaultNow();
export const updatedAt = () =>
  moment('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** The row this one belongs to: required, and this row is deleted with it. */
export const parentRef = (name: string, parent: () => AnyPgColumn) => uuid(name).notNull().references(parent, { onDelete: 'cascade' });
/** A row this one mentions: it may go, and then the link is cleared while this row (an order, a log entry) stays. */
export const weakRef = (name: string, target: () => AnyPgColumn) => uuid(name).references(target, { onDelete: 'set null' });
