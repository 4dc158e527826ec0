import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * Changes the row of `table` with this id, and answers it as it became (undefined for an
 * unknown id). `updated_at`, where the table has it, moves by itself (its `$onUpdate`).
 */
export async function updateById<Table extends PgTable & { id: AnyPgColumn }>(
  db: Db,
  table: Table,
  id: string,
  changes: PgUpdateSetSource<Table>,
): Promise<Table['$inferSelect'] | undefined> {
  const rows = await db.update(table).set(changes).where(eq(table.id, id)).returning();
  return (rows as Table['$inferSelect'][])[0];
}
