import { count, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** Which rows of a list a page holds. */
export interface RowsPage {
  offset: number;
  limit: number;
}

/** A list as a page reads it: its rows' query, and the table whose rows passing `where` it counts. */
export interface PagedList<Query extends PgSelect> {
  /** Selected, joined and ordered, in drizzle's dynamic mode (`.$dynamic()`); `where` is applied here. */
  rows: Query;
  table: PgTable;
  where?: SQL;
}

/**
 * One page of a list and how many rows it holds in all, read in parallel. The same `where`
 * filters the rows and the count, so that the total always counts what the pages show.
 */
export async function readPage<Query extends PgSelect>(db: Db, list: PagedList<Query>, page: RowsPage) {
  const [rows, [total]] = await Promise.all([
    list.rows.where(list.where).offset(page.offset).limit(page.limit),
    db.select({ value: count() }).from(list.table).where(list.where),
  ]);
  return { rows: rows as Awaited<Query>, total: total?.value ?? 0 };
}
