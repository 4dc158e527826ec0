/**
 * The pages the shop owner writes in Markdown (About, Terms, Help, the Refund and Privacy
 * policies, and pages of their own at /pages/{handle}), with every saved version. The API
 * renders a page's Markdown to sanitised HTML (page-content-render.ts); the storefront only
 * shows that HTML.
 */
import { z } from 'zod';
import { requiredLine } from './common.schema';
import { MAX_SEO_DESCRIPTION_LENGTH } from './handle';
import { paths } from './routes';
import { TranslationLanguageSchema, translatedText } from './translation.schema';

/** The five pages every shop has: their handles never change and they cannot be deleted or unpublished. */
export const BUILT_IN_PAGES = ['about', 'terms', 'help', 'refund-policy', 'privacy'] as const;
export type BuiltInPage = (typeof BUILT_IN_PAGES)[number];
export const isBuiltInPage = (handle: string): handle is BuiltInPage => (BUILT_IN_PAGES as readonly string[]).includes(handle);

/**
 * Where visitors read a page: About, Terms and Help at their own addresses (Terms holding the
 * Refund and Privacy policies as its #refund and #privacy sections), every page also at
 * /pages/{handle}. The sitemap lists only the first of these.
 */
const OWN_ADDRESSES: Partial<Record<string, string>> = { about: paths.about, terms: paths.terms, help: paths.help };
export const pageAddress = (handle: string): string => OWN_ADDRESSES[handle] ?? paths.contentPage(handle);

export const MAX_PAGE_MARKDOWN_LENGTH = 100_000;
export const MAX_PAGE_TITLE_LENGTH = 120;
export const MAX_PAGE_HANDLE_LENGTH = 60;
/** Taken by the dashboard's own address for a new page (/dashboard/pages/new). */
export const RESERVED_PAGE_HANDLES = ['new'] as const;

/**
 * What `{{name}}` in a page's Markdown becomes when the page is shown: the shop's settings and
 * the retention periods it is configured with, so that a policy quotes the live values. A name
 * not in this table stays as it is written.
 */
export const PAGE_PLACEHOLDERS = {
  shopName: "The shop's name",
  shopEmail: "The shop's email address",
  shopPhone: "The shop's phone number",
  shopCity: "The shop's city",
  shopState: "The shop's state",
  establishedYear: 'The year the shop was established',
  sizes: 'The sizes the shop sells, as "S, M, L, XL"',
  taxPercent: 'The sales tax rate, in percent',
  taxLabel: 'The name of the tax line in the bag',
  exchangeWindowDays: 'How many days after purchase an exchange can be asked for',
  outboxRetentionDays: 'How many days sent mail is kept in the outbox (OUTBOX_RETENTION_DAYS)',
  analyticsRetentionDays: "How many days the shop's own analytics keep raw events (ANALYTICS_RETENTION_DAYS)",
  sessionCookieName: 'The name of the session cookie',
  sessionIdleDays: 'How many days unused a sign-in lasts (SESSION_IDLE_DAYS)',
  sessionMaxDays: 'How many days a sign-in lasts at most (SESSION_MAX_DAYS)',
} as const;
export type PagePlaceholder = keyof typeof PAGE_PLACEHOLDERS;
export type PagePlaceholderValues = Record<PagePlaceholder, string>;

export const PageHandleSchema = z
  .string({ message: 'Handle is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Handle is required')
  .max(MAX_PAGE_HANDLE_LENGTH, `Handle must be at most ${MAX_PAGE_HANDLE_LENGTH} characters`)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Handle may use lower-case letters, digits and single dashes between them (about-us)')
  .refine((handle) => !(RESERVED_PAGE_HANDLES as readonly string[]).includes(handle), 'That handle is reserved: choose another');

export const PageHandleParamsSchema = z.object({
  handle: z.string().trim().toLowerCase().min(1).max(MAX_PAGE_HANDLE_LENGTH, 'No such page'),
});

export const PageMarkdownSchema = z
  .string({ message: 'The page text must be text' })
  .max(MAX_PAGE_MARKDOWN_LENGTH, `The page text is too long: at most ${MAX_PAGE_MARKDOWN_LENGTH.toLocaleString('en-US')} characters`);

const PageTitleSchema = requiredLine('Title', MAX_PAGE_TITLE_LENGTH);
const PageSeoDescriptionSchema = z.preprocess(
  (value) => (value === null ? '' : value),
  z
    .string({ message: 'SEO description must be text' })
    .trim()
    .max(MAX_SEO_DESCRIPTION_LENGTH, `SEO description must be at most ${MAX_SEO_DESCRIPTION_LENGTH} characters`)
    .refine((text) => !/[\r\n]/.test(text), 'SEO description must be on one line'),
);

/** POST /api/pages: a page of the owner's own. */
export const PageCreateSchema = z.object({
  handle: PageHandleSchema,
  title: PageTitleSchema,
  markdown: PageMarkdownSchema,
  seoDescription: PageSeoDescriptionSchema.optional(),
  published: z.boolean().optional(),
});
export type PageCreate = z.input<typeof PageCreateSchema>;
export type PageCreateParsed = z.output<typeof PageCreateSchema>;

/** PUT /api/pages/{handle}: saves a new version (a built-in page keeps its handle and stays published). */
export const PageUpdateSchema = z.object({
  title: PageTitleSchema,
  markdown: PageMarkdownSchema,
  seoDescription: PageSeoDescriptionSchema.optional(),
  published: z.boolean().optional(),
});
export type PageUpdate = z.input<typeof PageUpdateSchema>;
export type PageUpdateParsed = z.output<typeof PageUpdateSchema>;

/** POST /api/pages/preview: Markdown in, the HTML visitors would get out. */
export const PagePreviewSchema = z.object({ markdown: PageMarkdownSchema });
export const PagePreviewResponseSchema = z.object({ html: z.string() });

export const PageVersionParamsSchema = z.object({
  handle: PageHandleParamsSchema.shape.handle,
  number: z.coerce
    .number({ message: 'No such version' })
    .int('No such version')
    .min(1, 'No such version')
    .max(2_147_483_647, 'No such version'),
});

/** GET /api/pages/{handle}: a published page as visitors read it. */
export const PublicPageSchema = z.object({
  handle: z.string(),
  title: z.string(),
  /** Sanitised HTML, placeholders filled in. */
  html: z.string(),
  seoDescription: z.string(),
  updatedAt: z.string(),
});
export type PublicPage = z.infer<typeof PublicPageSchema>;

/** Who saved a version: a staff member, or null for the shop's own first words. */
const PageAuthorSchema = z.object({ _id: z.string(), username: z.string() }).nullable();

export const PageSummarySchema = z.object({
  _id: z.string(),
  handle: z.string(),
  title: z.string(),
  builtIn: z.boolean(),
  published: z.boolean(),
  version: z.number(),
  updatedAt: z.string(),
  updatedBy: PageAuthorSchema,
});
export type PageSummary = z.infer<typeof PageSummarySchema>;
export const PageListSchema = z.object({ pages: z.array(PageSummarySchema) });

export const PageVersionSummarySchema = z.object({
  number: z.number(),
  title: z.string(),
  createdAt: z.string(),
  author: PageAuthorSchema,
  /** The version this one brought back, when it was made by "Restore". */
  restoredFrom: z.number().nullable(),
});
export type PageVersionSummary = z.infer<typeof PageVersionSummarySchema>;

/**
 * A page's words in another language (docs/decisions/046), rendered and sanitised as its own are;
 * each empty field shows the default language's. Not versioned: a save replaces them (audited).
 */
export const PageTranslationSchema = z.object({
  language: TranslationLanguageSchema,
  title: z.string(),
  markdown: z.string(),
  seoDescription: z.string(),
  updatedAt: z.string(),
});
export type PageTranslation = z.infer<typeof PageTranslationSchema>;

/** PUT /api/pages/{handle}/translations: a language's words, as a whole; every field empty removes the translation. */
export const PageTranslationInputSchema = z.object({
  language: TranslationLanguageSchema,
  title: translatedText('Title', MAX_PAGE_TITLE_LENGTH),
  markdown: z.preprocess((value) => (value === null ? '' : value), PageMarkdownSchema.optional()),
  seoDescription: translatedText('SEO description', MAX_SEO_DESCRIPTION_LENGTH),
});
export type PageTranslationInput = z.input<typeof PageTranslationInputSchema>;
export type PageTranslationInputParsed = z.output<typeof PageTranslationInputSchema>;

/** A page as the editor opens it: its current words and every version, newest first, and its words in the other languages. */
export const ManagedPageSchema = PageSummarySchema.extend({
  markdown: z.string(),
  seoDescription: z.string(),
  versions: z.array(PageVersionSummarySchema),
  translations: z.array(PageTranslationSchema),
});
export type ManagedPage = z.infer<typeof ManagedPageSchema>;
export const ManagedPageResponseSchema = z.object({ message: z.string().optional(), page: ManagedPageSchema });
export type ManagedPageResponse = z.infer<typeof ManagedPageResponseSchema>;

/** One earlier version, whole, with its HTML as it would be shown. */
export const PageVersionSchema = PageVersionSummarySchema.extend({ markdown: z.string(), seoDescription: z.string(), html: z.string() });
export type PageVersion = z.infer<typeof PageVersionSchema>;
export const PageVersionResponseSchema = z.object({ version: PageVersionSchema });
