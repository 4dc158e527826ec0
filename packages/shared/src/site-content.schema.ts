/**
 * The storefront's words and choices the owner edits from the dashboard: the home page's hero,
 * tiles and featured products, the announcement bar and the footer. The answers (what is stored
 * and shown) and the inputs (what the dashboard sends, checked here on both sides, each message
 * naming its field). Defaults and the link rule are in site-content.ts, which the storefront reads
 * without zod.
 */
import { z } from 'zod';
import { EmailSchema, IdSchema, ONE_LINE, optionalQuery, requiredLine } from './common.schema';
import { CurrencyCodeSchema } from './currency.schema';
import { ProductSchema, UPLOADED_IMAGE } from './product.schema';
import { LanguageQuerySchema } from './translation.schema';
import {
  ANNOUNCEMENT_MAX,
  CATEGORY_TILES,
  isSiteLink,
  MAX_FEATURED_PRODUCTS,
  SITE_CONTENT_BLOCKS,
  STUDIO_TILES,
  TILE_LABELS,
  type CategoryTile,
  type StudioTile,
} from './site-content';

// ---- What is stored and answered ----

export const HeroSchema = z.object({
  /** The small line above the headline; empty for none. */
  eyebrow: z.string(),
  headline: z.string(),
  buttonText: z.string(),
  /** An uploaded picture (/uploads/...), or '' for the shop's own. */
  image: z.string(),
  /** What the uploaded picture shows, for those who cannot see it. */
  imageAlt: z.string(),
});
export type Hero = z.infer<typeof HeroSchema>;

const tileSchema = <Ids extends readonly [string, ...string[]]>(ids: Ids) => z.object({ id: z.enum(ids), shown: z.boolean() });

export const HomeContentSchema = z.object({
  hero: HeroSchema,
  /** In the order shown; a hidden tile keeps its place for when it is shown again. */
  categoryTiles: z.array(tileSchema(CATEGORY_TILES)),
  studioTiles: z.array(tileSchema(STUDIO_TILES)),
  /** Product ids, in the order shown; one no longer sold is left out of the page. */
  featured: z.array(z.string()),
});
export type HomeContent = z.infer<typeof HomeContentSchema>;

export const AnnouncementContentSchema = z.object({
  text: z.string(),
  /** A path of the shop or an https address; null for none. */
  link: z.string().nullable(),
  /** Shown from then on; null for at once. */
  startsAt: z.string().nullable(),
  /** Shown until then; null for until it is removed. */
  endsAt: z.string().nullable(),
});
export type AnnouncementContent = z.infer<typeof AnnouncementContentSchema>;

export const FooterLinkSchema = z.object({ label: z.string(), to: z.string() });
export type FooterLink = z.infer<typeof FooterLinkSchema>;

export const FooterContentSchema = z.object({
  /** The words under the shop's name. */
  blurb: z.string(),
  columns: z.array(z.object({ title: z.string(), links: z.array(FooterLinkSchema) })),
  /** Each empty one is the shop's own setting (SHOP_NAME, SHOP_EMAIL, SHOP_PHONE, SHOP_CITY and SHOP_STATE). */
  details: z.object({ name: z.string(), email: z.string(), phone: z.string(), location: z.string() }),
});
export type FooterContent = z.infer<typeof FooterContentSchema>;

/** GET /api/site-content: what every storefront page shows. */
export const SiteContentSchema = z.object({
  /** The announcement running now, unless this visitor closed it; null for none. */
  announcement: z
    .object({
      /** Names these words: a visitor who closed one sees the next. */
      id: z.string(),
      text: z.string(),
      link: z.string().nullable(),
    })
    .nullable(),
  footer: FooterContentSchema,
});
export type SiteContent = z.infer<typeof SiteContentSchema>;

/** GET /api/site-content/home: the home page's blocks, its shown tiles in order and its featured products still sold. */
export const HomePageContentSchema = z.object({
  hero: HeroSchema.extend({
    /** The uploaded picture's stored widths, smallest first, for `srcset`; empty for the shop's own picture. */
    images: z.array(z.object({ width: z.number().int(), url: z.string() })),
  }),
  categoryTiles: z.array(z.enum(CATEGORY_TILES)),
  studioTiles: z.array(z.enum(STUDIO_TILES)),
  featured: z.array(ProductSchema),
});
export type HomePageContent = z.infer<typeof HomePageContentSchema>;

/** GET /api/site-content/home: the featured products' prices in this currency too (`presented`), as the catalogue's lists give them. */
export const HomePageQuerySchema = z.object({
  currency: optionalQuery(CurrencyCodeSchema),
  /** The featured products' names (and their categories') in this language, where the shop has them. */
  ...LanguageQuerySchema.shape,
});

const SavedSchema = z.object({ at: z.string(), by: z.string().nullable() }).nullable();

/** GET /api/site-content/manage: every block as saved (or its default), who saved it when, and the featured products' names. */
export const ManagedSiteContentSchema = z.object({
  home: HomeContentSchema,
  /** Null: no announcement. */
  announcement: AnnouncementContentSchema.nullable(),
  footer: FooterContentSchema,
  /** Null for a block never saved (or reset): it is the shop's default. */
  saved: z.object({ home: SavedSchema, announcement: SavedSchema, footer: SavedSchema }),
  /** The featured products still sold, for the picker to name them. */
  featuredProducts: z.array(z.object({ _id: z.string(), name: z.string(), image: z.string() })),
});
export type ManagedSiteContent = z.infer<typeof ManagedSiteContentSchema>;

// ---- What the dashboard sends ----

/** Text that may be left empty: trimmed, on one line, at most `max` characters. */
const optionalLine = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .regex(ONE_LINE, `${label} must be on one line`)
    .default('');

const LINK_RULE = 'must start with / or https://';
/** `isSiteLink` as far as a pattern can say it, for the OpenAPI document: a path of the shop, or https. */
// NOTE: without a lookahead, which the fuzzer's generators (and some validators) do not take.
const SITE_LINK = /^(\/|\/[^/\s\\][^\s\\]*|https:\/\/[^/\s\\][^\s\\]*)$/;

/** A link the owner writes: a path of the shop or an https address (isSiteLink). */
const siteLink = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(2048, `${label} must be at most 2048 characters`)
    .regex(SITE_LINK, { message: `${label} ${LINK_RULE}`, abort: true })
    .refine(isSiteLink, `${label} ${LINK_RULE}`);

const tilesInput = <Ids extends readonly [string, ...string[]]>(ids: Ids, label: string) =>
  z
    .array(tileSchema(ids), { message: `${label} must be a list` })
    .refine(
      (tiles) => tiles.length === ids.length && ids.every((id) => tiles.some((tile) => tile.id === id)),
      `${label} must list ${(ids as readonly (CategoryTile | StudioTile)[]).map((id) => TILE_LABELS[id]).join(', ')} once each`,
    );

/** PUT /api/site-content/manage/home */
export const HomeContentInputSchema = z.object({
  hero: z.object({
    eyebrow: optionalLine('Eyebrow', 60),
    headline: requiredLine('Headline', 160),
    buttonText: requiredLine('Button text', 50),
    image: z
      .string()
      .trim()
      .max(2048)
      .regex(new RegExp(`^$|${UPLOADED_IMAGE.source}`), 'Picture must be an image uploaded to the shop (/uploads/...)')
      .default(''),
    imageAlt: optionalLine('Picture description', 200),
  }),
  categoryTiles: tilesInput(CATEGORY_TILES, 'Category tiles'),
  studioTiles: tilesInput(STUDIO_TILES, 'Studio tiles'),
  featured: z
    .array(IdSchema, { message: 'Featured products must be a list of product ids' })
    .max(MAX_FEATURED_PRODUCTS, `At most ${MAX_FEATURED_PRODUCTS} featured products`)
    .refine((ids) => new Set(ids).size === ids.length, 'A product is featured twice')
    .default([]),
}) satisfies z.ZodType<HomeContent, unknown>;
export type HomeContentInput = z.input<typeof HomeContentInputSchema>;

const optionalMoment = (label: string) =>
  z.iso
    .datetime({ offset: true, message: `${label} must be a date and time` })
    .nullish()
    .transform((value) => value ?? null);

/** PUT /api/site-content/manage/announcement */
export const AnnouncementInputSchema = z
  .object({
    text: requiredLine('Announcement text', ANNOUNCEMENT_MAX),
    link: z
      .string({ message: 'Link must be text' })
      .trim()
      .max(2048, 'Link must be at most 2048 characters')
      .regex(new RegExp(`^$|${SITE_LINK.source}`), { message: `Link ${LINK_RULE}`, abort: true })
      .refine((value) => value === '' || isSiteLink(value), `Link ${LINK_RULE}`)
      .nullish()
      .transform((value) => value || null),
    startsAt: optionalMoment('Start'),
    endsAt: optionalMoment('End'),
  })
  .refine((input) => !input.startsAt || !input.endsAt || Date.parse(input.endsAt) > Date.parse(input.startsAt), {
    path: ['endsAt'],
    message: 'End must be after the start',
  }) satisfies z.ZodType<AnnouncementContent, unknown>;
export type AnnouncementInput = z.input<typeof AnnouncementInputSchema>;

/** PUT /api/site-content/manage/footer */
export const FooterContentInputSchema = z.object({
  blurb: z.string().trim().max(300, 'Description must be at most 300 characters').default(''),
  columns: z
    .array(
      z.object({
        title: requiredLine('Column title', 60),
        links: z.array(z.object({ label: requiredLine('Link label', 60), to: siteLink('Link') })).max(12, 'A column has at most 12 links'),
      }),
    )
    .max(4, 'The footer has at most 4 columns'),
  details: z.object({
    name: optionalLine('Company name', 80),
    email: z
      .string({ message: 'Email must be text' })
      .trim()
      .toLowerCase()
      .refine((value) => value === '' || EmailSchema.safeParse(value).success, 'Email must be an email address, or empty')
      .default('')
      // Empty, or an email address, as the OpenAPI document shows it.
      .meta({
        anyOf: [
          { type: 'string', maxLength: 0 },
          { type: 'string', format: 'email', maxLength: 254 },
        ],
      }),
    phone: z
      .string({ message: 'Phone must be text' })
      .trim()
      .max(40, 'Phone must be at most 40 characters')
      .regex(/^(\+?[\d \t().-]+)?$/, 'Phone may use digits, spaces, +, (, ), . and -')
      .default(''),
    location: optionalLine('Location', 80),
  }),
}) satisfies z.ZodType<FooterContent, unknown>;
export type FooterContentInput = z.input<typeof FooterContentInputSchema>;

/** DELETE /api/site-content/manage/{block}: back to the shop's default. */
export const SiteContentBlockParamsSchema = z.object({
  block: z.enum(SITE_CONTENT_BLOCKS, { message: `block must be one of ${SITE_CONTENT_BLOCKS.join(', ')}` }),
});
