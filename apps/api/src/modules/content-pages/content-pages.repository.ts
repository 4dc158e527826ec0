import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withTransactions } from '../../db/client';
import { contentPages, contentPageTranslations, contentPageVersions, users } from '../../db/schema/index';

export type ContentPageRow = typeof contentPages.$inferSelect;
export type PageTranslationRow = typeof contentPageTranslations.$inferSelect;

/** Who saved a version: null for the shop's own first words, or an account since deleted. */
export type PageAuthor = { id: string; username: string } | null;

export type PageWithAuthor = ContentPageRow & { updatedByUser: PageAuthor };

export interface PageVersionRow {
  number: number;
  title: string;
  markdown: string;
  seoDescription: string | null;
  restoredFrom: number | null;
  createdAt: Date;
  author: PageAuthor;
}

/** The words of a version, as saved. */
export interface PageWords {
  title: string;
  markdown: string;
  seoDescription: string;
}

const author = (id: string | null, username: string | null): PageAuthor => (id && username !== null ? { id, username } : null);

function contentPageQueries(db: Db) {
  const pageColumns = { page: contentPages, updatedById: users.id, updatedByName: users.username };
  const withAuthor = ({
    page,
    updatedById,
    updatedByName,
  }: {
    page: ContentPageRow;
    updatedById: string | null;
    updatedByName: string | null;
  }) => ({
    ...page,
    updatedByUser: author(updatedById, updatedByName),
  });

  return {
    /** Every page, the built-in ones first, then by title. */
    async list(): Promise<PageWithAuthor[]> {
      const rows = await db
        .select(pageColumns)
        .from(contentPages)
        .leftJoin(users, eq(users.id, contentPages.updatedBy))
        .orderBy(desc(contentPages.builtIn), asc(contentPages.title), asc(contentPages.handle));
      return rows.map(withAuthor);
    },

    async byHandle(handle: string): Promise<PageWithAuthor | undefined> {
      const [row] = await db
        .select(pageColumns)
        .from(contentPages)
        .leftJoin(users, eq(users.id, contentPages.updatedBy))
        .where(eq(contentPages.handle, handle));
      return row && withAuthor(row);
    },

    /** A published page's words, as visitors read them. */
    async published(handle: string): Promise<ContentPageRow | undefined> {
      const [row] = await db
        .select()
        .from(contentPages)
        .where(and(eq(contentPages.handle, handle), eq(contentPages.published, true)));
      return row;
    },

    /** A published page's words with its words in `language`, if it has any (docs/decisions/046). */
    async publishedIn(
      handle: string,
      language: string,
    ): Promise<{ page: ContentPageRow; translation: PageTranslationRow | null } | undefined> {
      const [row] = await db
        .select({ page: contentPages, translation: contentPageTranslations })
        .from(contentPages)
        .leftJoin(
          contentPageTranslations,
          and(eq(contentPageTranslations.pageId, contentPages.id), eq(contentPageTranslations.language, language)),
        )
        .where(and(eq(contentPages.handle, handle), eq(contentPages.published, true)));
      return row;
    },

    /** The page's words in the shop's other languages, by language. */
    async translations(pageId: string): Promise<PageTranslationRow[]> {
      return db
        .select()
        .from(contentPageTranslations)
        .where(eq(contentPageTranslations.pageId, pageId))
        .orderBy(asc(contentPageTranslations.language));
    },

    /**
     * The page's words in `language` become `words`, counted as their next save; all empty removes
     * them (the default language's show).
     */
    async saveTranslation(pageId: string, language: string, words: PageWords, authorId: string): Promise<void> {
      if (!Object.values(words).some(Boolean)) {
        await db
          .delete(contentPageTranslations)
          .where(and(eq(contentPageTranslations.pageId, pageId), eq(contentPageTranslations.language, language)));
        return;
      }
      await db
        .insert(contentPageTranslations)
        .values({ pageId, language, ...words, updatedBy: authorId })
        .onConflictDoUpdate({
          target: [contentPageTranslations.pageId, contentPageTranslations.language],
          set: { ...words, version: sql`${contentPageTranslations.version} + 1`, updatedAt: new Date(), updatedBy: authorId },
        });
    },

    /** The published pages' addresses and when each last changed, for the sitemap. */
    async publishedHandles(): Promise<{ handle: string; updatedAt: Date }[]> {
      return db
        .select({ handle: contentPages.handle, updatedAt: contentPages.updatedAt })
        .from(contentPages)
        .where(eq(contentPages.published, true))
        .orderBy(asc(contentPages.handle));
    },

    /** A page's versions, newest first, without their words (the list the editor shows). */
    async versions(pageId: string): Promise<Omit<PageVersionRow, 'markdown' | 'seoDescription'>[]> {
      const rows = await db
        .select({
          number: contentPageVersions.number,
          title: contentPageVersions.title,
          restoredFrom: contentPageVersions.restoredFrom,
          createdAt: contentPageVersions.createdAt,
          authorId: users.id,
          authorName: users.username,
        })
        .from(contentPageVersions)
        .leftJoin(users, eq(users.id, contentPageVersions.authorId))
        .where(eq(contentPageVersions.pageId, pageId))
        .orderBy(desc(contentPageVersions.number));
      return rows.map(({ authorId, authorName, ...row }) => ({ ...row, author: author(authorId, authorName) }));
    },

    async version(pageId: string, number: number): Promise<PageVersionRow | undefined> {
      const [row] = await db
        .select({
          number: contentPageVersions.number,
          title: contentPageVersions.title,
          markdown: contentPageVersions.markdown,
          seoDescription: contentPageVersions.seoDescription,
          restoredFrom: contentPageVersions.restoredFrom,
          createdAt: contentPageVersions.createdAt,
          authorId: users.id,
          authorName: users.username,
        })
        .from(contentPageVersions)
        .leftJoin(users, eq(users.id, contentPageVersions.authorId))
        .where(and(eq(contentPageVersions.pageId, pageId), eq(contentPageVersions.number, number)));
      if (!row) return undefined;
      const { authorId, authorName, ...rest } = row;
      return { ...rest, author: author(authorId, authorName) };
    },

    /** A new page and its first version; undefined when the handle is taken. */
    async create(handle: string, words: PageWords, published: boolean, authorId: string): Promise<ContentPageRow | undefined> {
      const [page] = await db
        .insert(contentPages)
        .values({ handle, ...words, published, version: 1, updatedBy: authorId })
        .onConflictDoNothing({ target: contentPages.handle })
        .returning();
      if (!page) return undefined;
      await db.insert(contentPageVersions).values({ pageId: page.id, number: 1, ...words, authorId, createdAt: page.updatedAt });
      return page;
    },

    /**
     * The page's words become `words`, as its next version. The update takes the page's row lock,
     * so two saves at once are numbered one after the other.
     */
    async saveVersion(
      pageId: string,
      words: PageWords,
      changes: { published?: boolean; authorId: string; restoredFrom?: number },
    ): Promise<ContentPageRow> {
      const now = new Date();
      const [page] = await db
        .update(contentPages)
        .set({
          ...words,
          ...(changes.published === undefined ? {} : { published: changes.published }),
          version: sql`${contentPages.version} + 1`,
          updatedAt: now,
          updatedBy: changes.authorId,
        })
        .where(eq(contentPages.id, pageId))
        .returning();
      await db.insert(contentPageVersions).values({
        pageId,
        number: page!.version,
        ...words,
        authorId: changes.authorId,
        restoredFrom: changes.restoredFrom ?? null,
        createdAt: now,
      });
      return page!;
    },

    /** Deletes the page and its versions. */
    async remove(pageId: string): Promise<void> {
      await db.delete(contentPages).where(eq(contentPages.id, pageId));
    },
  };
}

export function createContentPagesRepository(db: Db) {
  return withTransactions(db, contentPageQueries);
}

export type ContentPagesRepository = ReturnType<typeof createContentPagesRepository>;
