/**
 * The pages the shop owner writes in Markdown: visitors read a published page as sanitised
 * HTML; staff list, edit, preview, restore and delete them, each save a new version, audited.
 *
 * NOTE: the HTML is rendered when a page is read, not stored when it is saved, and kept in
 * memory by page version. Rendering on read means the placeholders quote the settings the shop
 * runs with now (a restart with another OUTBOX_RETENTION_DAYS changes the Privacy page without
 * a save), the migration's first versions need only their Markdown, and a tightening of the
 * sanitiser reaches every stored page at once; the cache makes a version cost one render per
 * process, and a save changes the version, so no instance can show stale words.
 */
import { createHash } from 'node:crypto';
import {
  isBuiltInPage,
  type ManagedPage,
  type ManagedPageResponse,
  type PageCreateParsed,
  type PagePlaceholderValues,
  type PageSummary,
  type PageTranslation,
  type PageTranslationInputParsed,
  type PageUpdateParsed,
  type PageVersion,
  type PageVersionSummary,
  type PublicPage,
} from '@shop/shared/page-content.schema';
import { renderPageMarkdown } from '@shop/shared/page-content-render';
import { translatedLanguage, translatedOr } from '@shop/shared/translation.schema';
import type { AuthUser } from '../../lib/guards';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { changedFields, recordAudit } from '../audit';
import type {
  ContentPagesRepository,
  PageAuthor,
  PageTranslationRow,
  PageVersionRow,
  PageWithAuthor,
  PageWords,
} from './content-pages.repository';

export const NO_SUCH_PAGE = 'No such page';
const RENDER_CACHE_SIZE = 200;

const authorOf = (user: PageAuthor) => (user ? { _id: user.id, username: user.username } : null);

const summaryOf = (page: PageWithAuthor): PageSummary => ({
  _id: page.id,
  handle: page.handle,
  title: page.title,
  builtIn: page.builtIn,
  published: page.published,
  version: page.version,
  updatedAt: page.updatedAt.toISOString(),
  updatedBy: authorOf(page.updatedByUser),
});

const versionSummaryOf = (version: Omit<PageVersionRow, 'markdown' | 'seoDescription'>): PageVersionSummary => ({
  number: version.number,
  title: version.title,
  createdAt: version.createdAt.toISOString(),
  author: authorOf(version.author),
  restoredFrom: version.restoredFrom,
});

const translationOf = (row: PageTranslationRow): PageTranslation => ({
  language: row.language as PageTranslation['language'],
  title: row.title,
  markdown: row.markdown,
  seoDescription: row.seoDescription,
  updatedAt: row.updatedAt.toISOString(),
});

/** What an audit entry keeps of a page: not its words (its versions keep them), but what they are. */
const audited = (page: { title: string; seoDescription: string | null; published: boolean; version: number }) => ({
  title: page.title,
  seoDescription: page.seoDescription ?? '',
  published: page.published,
  version: page.version,
});

export interface ContentPagesOptions {
  repository: ContentPagesRepository;
  /** What `{{name}}` in a page becomes: the shop's settings and configuration, fixed for the process's life. */
  placeholders: PagePlaceholderValues;
}

export function createContentPagesService({ repository, placeholders }: ContentPagesOptions) {
  const rendered = new Map<string, string>();

  /** The HTML of a page's version, rendered once per process (see the NOTE above). */
  function htmlOf(key: string, markdown: string): string {
    const kept = rendered.get(key);
    if (kept !== undefined) {
      // Used again: it moves to the end, the last to be forgotten.
      rendered.delete(key);
      rendered.set(key, kept);
      return kept;
    }
    const html = renderPageMarkdown(markdown, placeholders);
    rendered.set(key, html);
    if (rendered.size > RENDER_CACHE_SIZE) rendered.delete(rendered.keys().next().value!);
    return html;
  }

  async function pageOf(handle: string): Promise<PageWithAuthor> {
    const page = await repository.byHandle(handle);
    if (!page) throw notFound(NO_SUCH_PAGE);
    return page;
  }

  async function managed(page: PageWithAuthor): Promise<ManagedPage> {
    const [versions, translations] = await Promise.all([repository.versions(page.id), repository.translations(page.id)]);
    return {
      ...summaryOf(page),
      markdown: page.markdown,
      seoDescription: page.seoDescription ?? '',
      versions: versions.map(versionSummaryOf),
      translations: translations.map(translationOf),
    };
  }

  async function managedByHandle(handle: string, message?: string): Promise<ManagedPageResponse> {
    return { ...(message ? { message } : {}), page: await managed(await pageOf(handle)) };
  }

  return {
    /**
     * A published page as visitors read it, in `language` where it has words in it, field by field
     * (docs/decisions/046): its translated Markdown is rendered and sanitised as its own is.
     */
    async show(handle: string, language?: string): Promise<PublicPage> {
      const translated = translatedLanguage(language);
      const found = translated ? await repository.publishedIn(handle, translated) : undefined;
      const page = found ? found.page : translated ? undefined : await repository.published(handle);
      if (!page) throw notFound(NO_SUCH_PAGE);
      const translation = found?.translation ?? null;
      const ownHtml = () => htmlOf(`${page.id}:${page.version}`, page.markdown);
      const updatedAt = translation && translation.updatedAt > page.updatedAt ? translation.updatedAt : page.updatedAt;
      return {
        handle: page.handle,
        title: translatedOr(translation?.title, page.title),
        html: translation?.markdown ? htmlOf(`${page.id}:${translation.language}:${translation.version}`, translation.markdown) : ownHtml(),
        seoDescription: translatedOr(translation?.seoDescription, page.seoDescription ?? ''),
        updatedAt: updatedAt.toISOString(),
      };
    },

    /** The published pages for the sitemap. */
    sitemapPages: () => repository.publishedHandles(),

    /** Markdown as visitors would get it: the same renderer and sanitiser, the same placeholders. */
    preview(markdown: string): { html: string } {
      return { html: renderPageMarkdown(markdown, placeholders) };
    },

    async list(): Promise<{ pages: PageSummary[] }> {
      return { pages: (await repository.list()).map(summaryOf) };
    },

    get: (handle: string) => managedByHandle(handle),

    async version(handle: string, number: number): Promise<{ version: PageVersion }> {
      const page = await pageOf(handle);
      const version = await repository.version(page.id, number);
      if (!version) throw notFound('No such version of this page');
      return {
        version: {
          ...versionSummaryOf(version),
          markdown: version.markdown,
          seoDescription: version.seoDescription ?? '',
          html: htmlOf(`${page.id}:v${version.number}`, version.markdown),
        },
      };
    },

    async create(actor: AuthUser, input: PageCreateParsed): Promise<ManagedPageResponse> {
      const words: PageWords = { title: input.title, markdown: input.markdown, seoDescription: input.seoDescription ?? '' };
      const published = input.published ?? true;
      const page = await repository.transaction(async (tx, queries) => {
        const created = await queries.create(input.handle, words, published, actor.id);
        if (!created) throw conflict(`A page with the handle ${input.handle} already exists: choose another`);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'page.create',
          entityId: created.id,
          details: { handle: created.handle, title: created.title },
          after: audited(created),
        });
        return created;
      });
      return managedByHandle(page.handle, 'Page created');
    },

    /** Saves the page's words as its next version (nothing is saved when nothing changed). */
    async update(actor: AuthUser, handle: string, input: PageUpdateParsed): Promise<ManagedPageResponse> {
      const page = await pageOf(handle);
      if (page.builtIn && input.published === false) throw badRequest('The built-in pages are always published');
      const words: PageWords = {
        title: input.title,
        markdown: input.markdown,
        seoDescription: input.seoDescription ?? page.seoDescription ?? '',
      };
      const published = input.published ?? page.published;
      const unchanged =
        words.title === page.title &&
        words.markdown === page.markdown &&
        words.seoDescription === (page.seoDescription ?? '') &&
        published === page.published;
      if (unchanged) return managedByHandle(handle, 'Nothing to save: the page is as it was');
      await repository.transaction(async (tx, queries) => {
        const saved = await queries.saveVersion(page.id, words, { published, authorId: actor.id });
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'page.update',
          entityId: page.id,
          details: { handle, version: saved.version },
          ...changedFields(audited(page), audited(saved)),
        });
      });
      return managedByHandle(handle, 'Page saved');
    },

    /** An earlier version's words become the page's, as a new version. */
    async restore(actor: AuthUser, handle: string, number: number): Promise<ManagedPageResponse> {
      const page = await pageOf(handle);
      const version = await repository.version(page.id, number);
      if (!version) throw notFound('No such version of this page');
      await repository.transaction(async (tx, queries) => {
        const saved = await queries.saveVersion(
          page.id,
          { title: version.title, markdown: version.markdown, seoDescription: version.seoDescription ?? '' },
          { authorId: actor.id, restoredFrom: number },
        );
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'page.restore',
          entityId: page.id,
          details: { handle, version: saved.version, restoredFrom: number },
          ...changedFields(audited(page), audited(saved)),
        });
      });
      return managedByHandle(handle, `Version ${number} restored`);
    },

    /**
     * Saves the page's words in another language, as a whole (not versioned: the audit log keeps
     * what changed but the Markdown, as it does for the page's own saves); all empty removes them.
     */
    async translate(actor: AuthUser, handle: string, input: PageTranslationInputParsed): Promise<ManagedPageResponse> {
      const page = await pageOf(handle);
      const words: PageWords = { title: input.title ?? '', markdown: input.markdown ?? '', seoDescription: input.seoDescription ?? '' };
      const saved = (await repository.translations(page.id)).find((row) => row.language === input.language);
      const unchanged =
        words.title === (saved?.title ?? '') &&
        words.markdown === (saved?.markdown ?? '') &&
        words.seoDescription === (saved?.seoDescription ?? '');
      if (unchanged) return managedByHandle(handle, 'Nothing to save: the translation is as it was');
      const audited = (row: PageWords) => ({
        title: row.title,
        seoDescription: row.seoDescription,
        // The words themselves are long: the entry says how many characters, and a fingerprint that any change alters.
        markdown: row.markdown
          ? `${row.markdown.length.toLocaleString('en-US')} characters (${createHash('sha256').update(row.markdown).digest('hex').slice(0, 8)})`
          : '',
      });
      await repository.transaction(async (tx, queries) => {
        await queries.saveTranslation(page.id, input.language, words, actor.id);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'page.translate',
          entityId: page.id,
          details: { handle, language: input.language },
          ...changedFields(audited(saved ?? { title: '', markdown: '', seoDescription: '' }), audited(words)),
        });
      });
      return managedByHandle(handle, 'Translation saved');
    },

    async remove(actor: AuthUser, handle: string): Promise<{ message: string }> {
      const page = await pageOf(handle);
      if (page.builtIn || isBuiltInPage(page.handle)) throw badRequest('The built-in pages cannot be deleted');
      await repository.transaction(async (tx, queries) => {
        await queries.remove(page.id);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'page.delete',
          entityId: page.id,
          details: { handle: page.handle, title: page.title, versions: page.version },
          before: audited(page),
        });
      });
      return { message: 'Page deleted' };
    },
  };
}

export type ContentPagesService = ReturnType<typeof createContentPagesService>;
