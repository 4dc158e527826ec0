import { eq } from 'drizzle-orm';
import type { SiteContentBlock } from '@shop/shared/site-content';
import { withTransactions, type Db } from '../../db/client';
import { siteContent, uploads, users, type ImageWidth } from '../../db/schema/index';

/** A saved block: its value as stored (checked by the service), when and by whom. */
export interface SiteContentRow {
  key: string;
  value: unknown;
  updatedAt: Date;
  /** The username of who saved it; null once that account is gone. */
  updatedBy: string | null;
}

function siteContentQueries(db: Db) {
  return {
    /** Every saved block; a block with no row is the shop's default. */
    async all(): Promise<SiteContentRow[]> {
      return db
        .select({ key: siteContent.key, value: siteContent.value, updatedAt: siteContent.updatedAt, updatedBy: users.username })
        .from(siteContent)
        .leftJoin(users, eq(users.id, siteContent.updatedBy));
    },

    /** A block's stored value, its row held until the transaction ends (so two saves record their befores in turn). */
    async lock(key: SiteContentBlock): Promise<unknown> {
      const [row] = await db.select({ value: siteContent.value }).from(siteContent).where(eq(siteContent.key, key)).for('update');
      return row?.value;
    },

    async save(key: SiteContentBlock, value: unknown, actorId: string): Promise<void> {
      await db
        .insert(siteContent)
        .values({ key, value, updatedBy: actorId })
        .onConflictDoUpdate({ target: siteContent.key, set: { value, updatedBy: actorId, updatedAt: new Date() } });
    },

    /** Forgets a block: it is the default again. Answers whether there was one. */
    async remove(key: SiteContentBlock): Promise<boolean> {
      const rows = await db.delete(siteContent).where(eq(siteContent.key, key)).returning({ key: siteContent.key });
      return rows.length > 0;
    },

    /** The stored widths of an upload, by its stored name; undefined when the shop holds no such upload. */
    async uploadRenditions(name: string): Promise<ImageWidth[] | undefined> {
      const [row] = await db.select({ renditions: uploads.renditions }).from(uploads).where(eq(uploads.name, name)).limit(1);
      return row?.renditions;
    },
  };
}

export function createSiteContentRepository(db: Db) {
  return withTransactions(db, siteContentQueries);
}

export type SiteContentRepository = ReturnType<typeof createSiteContentRepository>;
