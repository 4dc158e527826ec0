import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { colorTranslations, colors, sizeSets } from '../../db/schema/index';

/** What the shop offers products in: its colours (with their swatches) and its size sets, each in the admin's order. */
export function shopOptionQueries(db: Db) {
  return {
    /** The colours, each named in `language` where it has a name there (the default language's otherwise). */
    async colors(language?: string): Promise<{ handle: string; name: string; hex: string | null; image: string }[]> {
      const columns = { handle: colors.handle, name: colors.name, hex: colors.hex, image: colors.image };
      if (!language) return db.select(columns).from(colors).orderBy(asc(colors.position), asc(colors.name));
      return db
        .select({ ...columns, name: sql<string>`coalesce(nullif(${colorTranslations.name}, ''), ${colors.name})` })
        .from(colors)
        .leftJoin(colorTranslations, and(eq(colorTranslations.colorId, colors.id), eq(colorTranslations.language, language)))
        .orderBy(asc(colors.position), asc(colors.name));
    },

    async sizeSets(): Promise<{ handle: string; sizes: string[] }[]> {
      return db
        .select({ handle: sizeSets.handle, sizes: sizeSets.sizes })
        .from(sizeSets)
        .orderBy(asc(sizeSets.position), asc(sizeSets.name));
    },
  };
}
