import { sql, type SQL } from 'drizzle-orm';
import { productTranslations } from './schema/index';

/**
 * A column for a select from `products`: the product's name in `language` where the brand gave
 * one, else null (and null for no language, without a subquery). The caller shows it before the
 * product's own name.
 */
export function productNameIn(language: string | null): SQL<string | null> {
  // NOTE: drizzle may write a column unqualified, which inside the subquery could mean the
  // translation's own `name`; the correlation is spelled out instead.
  return language
    ? sql<string | null>`(select nullif(t.name, '') from ${productTranslations} t
        where t.product_id = "products"."id" and t.language = ${language})`
    : sql<null>`null`;
}
