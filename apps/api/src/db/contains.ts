import { sql, type SQLWrapper } from 'drizzle-orm';

/**
 * `value` holds `text` anywhere, in any case: an admin's search box. `%` and `_` are matched
 * as themselves, not as LIKE's wildcards.
 */
export function contains(value: SQLWrapper, text: string) {
  const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return sql`${value} ilike ${pattern} escape '\\'`;
}
