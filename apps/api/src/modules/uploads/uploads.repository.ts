import { and, asc, eq, inArray, lt, not, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, orderLines, products, reviewPhotos, siteContent, testCheckoutSessions, uploads, users } from '../../db/schema/index';

/** A stored upload that nothing points at, with its files' addresses. */
export interface UnreferencedUpload {
  id: string;
  name: string;
  renditions: { width: number; url: string }[];
}

/**
 * Whether any column that keeps an image's address holds one of this upload's renditions
 * (`/uploads/<name>-<width>.webp`): a product's picture, widths and gallery, a category's
 * picture, an account's profile picture, an order line's snapshot, a test-mode checkout's lines, a review's photo, and
 * the home page's hero picture (site content).
 */
function referenced(): SQL {
  const needle = sql`'/uploads/' || ${uploads.name} || '-'`;
  const holds = (text: SQL) => sql`strpos(${text}, ${needle}) > 0`;
  return sql`(
    exists (select 1 from ${products} where ${holds(sql`${products.image} || coalesce(${products.imageSet}::text, '') || ${products.gallery}::text`)})
    or exists (select 1 from ${categories} where ${holds(sql`${categories.image}`)})
    or exists (select 1 from ${users} where ${holds(sql`coalesce(${users.profileImage}, '')`)})
    or exists (select 1 from ${orderLines} where ${holds(sql`${orderLines.image}`)})
    or exists (select 1 from ${testCheckoutSessions} where ${holds(sql`${testCheckoutSessions.lines}::text`)})
    or exists (select 1 from ${reviewPhotos} where ${holds(sql`${reviewPhotos.images}::text`)})
    or exists (select 1 from ${siteContent} where ${holds(sql`${siteContent.value}::text`)})
  )`;
}

export function createUploadsRepository(db: Db) {
  return {
    async insert(upload: typeof uploads.$inferInsert): Promise<void> {
      await db.insert(uploads).values(upload);
    },

    /** Whether the account has proved its email address. */
    async isVerified(userId: string): Promise<boolean> {
      const [row] = await db.select({ verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
      return Boolean(row?.verifiedAt);
    },

    /**
     * Claims up to `limit` uploads made before `before` that nothing references, hands them to
     * `remove` (which deletes their files) and then deletes their rows, in one transaction. Rows
     * another instance is removing are skipped (SKIP LOCKED), so instances never share one; a
     * failed `remove` keeps the rows for the next round. Answers how many were removed.
     */
    async removeUnreferenced(before: Date, limit: number, remove: (upload: UnreferencedUpload) => Promise<void>): Promise<number> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: uploads.id, name: uploads.name, renditions: uploads.renditions })
          .from(uploads)
          .where(and(lt(uploads.createdAt, before), not(referenced())))
          .orderBy(asc(uploads.createdAt))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (rows.length === 0) return 0;
        for (const row of rows) await remove(row);
        await tx.delete(uploads).where(
          inArray(
            uploads.id,
            rows.map((row) => row.id),
          ),
        );
        return rows.length;
      });
    },
  };
}

export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
