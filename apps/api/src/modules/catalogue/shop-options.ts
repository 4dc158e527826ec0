import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { colors, sizeSets } from '../../db/schema/index';

/** What the shop offers products in: its colours (with their swatches) and its size sets, each in the admin's order. */
export function shopOptionQueries(db: Db) {
  return {
    async colors(): Promise<{ handle: string; name: string; hex: string | null; image: string }[]> {
      return db
        .select({ handle: colors.handle, name: colors.name, hex: colors.hex, image: colors.image })
        .from(colors)
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
