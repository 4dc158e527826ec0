import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, moment, parentRef, weakRef } from './columns';
import { users } from './users';

/**
 * A page the shop owner writes in Markdown (About, Terms, Help, Refund policy, Privacy, and any
 * page of their own), shown at /pages/{handle}. The row holds the current version's words; every
 * save is also a row of `content_page_versions`, so an earlier one can be shown and restored.
 * The HTML is not stored: it is rendered and sanitised on read, cached by version (content-pages
 * module), so a fix to the sanitiser reaches every page at once.
 */
export const contentPages = pgTable(
  'content_pages',
  {
    id: id(),
    /** Lower-case letters, digits and dashes; a built-in page's never changes. */
    handle: text('handle').notNull(),
    title: text('title').notNull(),
    markdown: text('markdown').notNull(),
    seoDescription: text('seo_description'),
    /** One of the five pages the shop comes with: it cannot be deleted, renamed or unpublished. */
    builtIn: boolean('built_in').notNull().default(false),
    published: boolean('published').notNull().default(true),
    /** The number of the version these words are. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
    /** Who saved the current version; null is the shop itself (the words it came with). */
    updatedBy: weakRef('updated_by', () => users.id),
  },
  (t) => [
    uniqueIndex('content_pages_handle_key').on(t.handle),
    check('content_pages_handle_format', sql`${t.handle} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('content_pages_built_in_published', sql`not ${t.builtIn} or ${t.published}`),
  ],
);

/** Every saved version of a page, the first (author null: the shop) included. */
export const contentPageVersions = pgTable(
  'content_page_versions',
  {
    id: id(),
    pageId: parentRef('page_id', () => contentPages.id),
    number: integer('number').notNull(),
    title: text('title').notNull(),
    markdown: text('markdown').notNull(),
    seoDescription: text('seo_description'),
    /** The staff member who saved it; null for the shop's own first version. */
    authorId: weakRef('author_id', () => users.id),
    /** The version this one restored, when it was made by "Restore". */
    restoredFrom: integer('restored_from'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('content_page_versions_number_key').on(t.pageId, t.number), index('content_page_versions_author_idx').on(t.authorId)],
);
