/**
 * The storefront's words the owner edits: the home page's hero, tiles and featured products, the
 * announcement bar and the footer. Each block is one row, saved whole and audited; a block with no
 * row is the shop's default (packages/shared/src/site-content.ts), so a shop nobody has edited
 * looks as it ships.
 *
 * Every storefront page reads the announcement and the footer, so the blocks are kept in this
 * process: forgotten when a block is saved here, and read again after MAX_AGE_MS at the latest,
 * so that another instance's save shows within that time. An announcement's start and end need
 * no reading: the window is checked against the clock on every answer.
 */
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { CurrencyCode } from '@shop/shared/currency';
import type { Product } from '@shop/shared/product.schema';
import { announcementStateAt, DEFAULT_HOME, SITE_CONTENT_BLOCK_NAMES, type SiteContentBlock } from '@shop/shared/site-content';
import { DEFAULT_FOOTER } from '@shop/shared/site-footer';
import {
  AnnouncementInputSchema,
  FooterContentInputSchema,
  HomeContentInputSchema,
  type AnnouncementContent,
  type FooterContent,
  type HomeContent,
  type HomePageContent,
  type ManagedSiteContent,
  type SiteContent,
} from '@shop/shared/site-content.schema';
import type { AuthUser } from '../../lib/guards';
import { badRequest } from '../../lib/http-errors';
import { changedFields, recordAudit } from '../audit';
import type { SiteContentRepository, SiteContentRow } from './site-content.repository';

/** How long the blocks are kept before they are read again, at the latest. */
export const MAX_AGE_MS = 30_000;

const NOT_UPLOADED = 'Picture is not an image uploaded to the shop: upload it first';

/** An announcement as kept: with the id that names its words. */
type KeptAnnouncement = AnnouncementContent & { id: string };

interface Blocks {
  home: HomeContent;
  announcement: AnnouncementContent | null;
  footer: FooterContent;
}

interface Kept extends Omit<Blocks, 'announcement'> {
  announcement: KeptAnnouncement | null;
  heroImages: HomePageContent['hero']['images'];
}

/**
 * Names an announcement's words: a visitor who closed it is not shown it again, but is shown
 * the next one (other words, or another link), even with the same dates.
 */
export function announcementId({ text, link }: Pick<AnnouncementContent, 'text' | 'link'>): string {
  return createHash('sha256')
    .update(JSON.stringify([text, link]))
    .digest('base64url')
    .slice(0, 16);
}

/** The stored base name of an uploaded image (`/uploads/<name>-1200.webp`), or undefined for any other address. */
const uploadName = (image: string) => /^\/uploads\/(.+?)(?:-\d+)?\.webp$/.exec(image)?.[1];

/** An ISO moment in UTC, as every answer of the API writes it. */
const utc = (moment: string | null) => (moment === null ? null : new Date(moment).toISOString());

const asFields = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

export interface SiteContentServiceDeps {
  repository: SiteContentRepository;
  /**
   * The live products of these ids, as lists show them, in that order (unknown and archived ones
   * left out), with their prices in `currency` too when given (a 400 for one the shop does not present),
   * and their words in `lang` where the shop has them.
   */
  productCards: (ids: string[], options?: { currency?: CurrencyCode; lang?: string }) => Promise<Product[]>;
  log: FastifyBaseLogger;
  /** The clock, for the announcement's window and the kept copy's age. */
  now?: () => Date;
}

export function createSiteContentService({ repository, productCards, log, now = () => new Date() }: SiteContentServiceDeps) {
  /**
   * The blocks of the rows, each checked again by its schema: a value that no longer passes (a
   * rule tightened since it was saved) gives way to the default rather than breaking every page.
   */
  function blocksOf(rows: SiteContentRow[]): Blocks {
    const valueOf = <T>(
      key: SiteContentBlock,
      schema: { safeParse: (value: unknown) => { success: boolean; data?: T } },
      fallback: T,
    ): T => {
      const row = rows.find((one) => one.key === key);
      if (!row) return fallback;
      const parsed = schema.safeParse(row.value);
      if (parsed.success) return parsed.data as T;
      log.warn({ block: key }, 'a saved storefront block no longer passes its schema; showing the default');
      return fallback;
    };
    return {
      home: valueOf<HomeContent>('home', HomeContentInputSchema, DEFAULT_HOME),
      announcement: valueOf<AnnouncementContent | null>('announcement', AnnouncementInputSchema, null),
      footer: valueOf<FooterContent>('footer', FooterContentInputSchema, DEFAULT_FOOTER),
    };
  }

  async function read(): Promise<Kept> {
    const { home, announcement, footer } = blocksOf(await repository.all());
    const name = uploadName(home.hero.image);
    const heroImages = (name && (await repository.uploadRenditions(name))) || [];
    return { home, footer, heroImages, announcement: announcement && { ...announcement, id: announcementId(announcement) } };
  }

  let kept: { at: number; blocks: Promise<Kept> } | undefined;

  function current(): Promise<Kept> {
    const at = now().getTime();
    if (!kept || at - kept.at > MAX_AGE_MS) {
      const blocks = read();
      const reading = { at, blocks };
      kept = reading;
      // A failed read is not kept: the next request tries again.
      blocks.catch(() => {
        if (kept === reading) kept = undefined;
      });
    }
    return kept.blocks;
  }

  /** Saves a block (or, with null, forgets it) and audits the change, in one transaction; then forgets the kept copy. */
  async function write(actor: AuthUser, block: SiteContentBlock, value: object | null, fallback: object | null) {
    await repository.transaction(async (tx, queries) => {
      const stored = await queries.lock(block);
      if (value === null) await queries.remove(block);
      else await queries.save(block, value, actor.id);
      const { before, after } = changedFields(asFields(stored ?? fallback), asFields(value ?? fallback));
      await recordAudit(tx, {
        actorId: actor.id,
        action: value === null ? 'site-content.reset' : 'site-content.update',
        entityId: block,
        details: { name: SITE_CONTENT_BLOCK_NAMES[block] },
        before,
        after,
      });
    });
    kept = undefined;
  }

  return {
    /** What every storefront page shows: the announcement in its window (unless this visitor closed it) and the footer. */
    async siteContent(closedAnnouncement?: string): Promise<SiteContent> {
      const { announcement, footer } = await current();
      const shown =
        announcement && announcement.id !== closedAnnouncement && announcementStateAt(announcement, now()) === 'showing'
          ? { id: announcement.id, text: announcement.text, link: announcement.link }
          : null;
      return { announcement: shown, footer };
    },

    /**
     * The home page's blocks: its hero, the tiles shown in order, and the featured products still
     * sold (priced in `currency` too, named in `lang`).
     */
    async homePage({ currency, lang }: { currency?: CurrencyCode; lang?: string } = {}): Promise<HomePageContent> {
      const { home, heroImages } = await current();
      const shown = <Id>(tiles: { id: Id; shown: boolean }[]) => tiles.filter((tile) => tile.shown).map((tile) => tile.id);
      return {
        hero: { ...home.hero, images: heroImages },
        categoryTiles: shown(home.categoryTiles),
        studioTiles: shown(home.studioTiles),
        featured: home.featured.length ? await productCards(home.featured, { currency, lang }) : [],
      };
    },

    /** Every block as saved now (not the kept copy), who saved it when, and the featured products' names. */
    async manage(): Promise<ManagedSiteContent> {
      const rows = await repository.all();
      const blocks = blocksOf(rows);
      const savedOf = (key: SiteContentBlock) => {
        const row = rows.find((one) => one.key === key);
        return row ? { at: row.updatedAt.toISOString(), by: row.updatedBy } : null;
      };
      const products = blocks.home.featured.length ? await productCards(blocks.home.featured) : [];
      return {
        ...blocks,
        saved: { home: savedOf('home'), announcement: savedOf('announcement'), footer: savedOf('footer') },
        featuredProducts: products.map((product) => ({ _id: product._id, name: product.name, image: product.image })),
      };
    },

    async saveHome(actor: AuthUser, input: HomeContent): Promise<{ message: string }> {
      if (input.hero.image) {
        const name = uploadName(input.hero.image);
        if (!name || !(await repository.uploadRenditions(name)))
          throw badRequest(NOT_UPLOADED, [{ path: 'hero.image', message: NOT_UPLOADED }]);
      }
      await write(actor, 'home', input, DEFAULT_HOME);
      return { message: 'Home page saved' };
    },

    async saveAnnouncement(actor: AuthUser, input: AnnouncementContent): Promise<{ message: string }> {
      await write(actor, 'announcement', { ...input, startsAt: utc(input.startsAt), endsAt: utc(input.endsAt) }, null);
      return { message: 'Announcement saved' };
    },

    async saveFooter(actor: AuthUser, input: FooterContent): Promise<{ message: string }> {
      await write(actor, 'footer', input, DEFAULT_FOOTER);
      return { message: 'Footer saved' };
    },

    /** Takes a block back to the shop's default (for the announcement: none). */
    async reset(actor: AuthUser, block: SiteContentBlock): Promise<{ message: string }> {
      const fallback = { home: DEFAULT_HOME, announcement: null, footer: DEFAULT_FOOTER }[block];
      await write(actor, block, null, fallback);
      return { message: block === 'announcement' ? 'Announcement removed' : `${SITE_CONTENT_BLOCK_NAMES[block]} reset to the default` };
    },
  };
}

export type SiteContentService = ReturnType<typeof createSiteContentService>;
