import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/**
 * The rows of a raw SQL statement, typed by the caller. Drizzle types `execute` by driver (pg
 * answers a QueryResult, PGlite its Results); both carry `rows`, which is all the shop reads.
 */
export async function rowsOf<Row>(db: Db, statement: SQL): Promise<Row[]> {
  const result = (await db.execute(statement)) as unknown as { rows: Row[] };
  return result.rows;
}
