/**
 * What the shop owner edits on the storefront (the home page's hero, tiles and featured products,
 * the announcement bar, the footer) as the shop ships it: the defaults the API answers until a
 * block is saved, and that the dashboard's "Reset to default" goes back to. Zod-free, so that the
 * storefront's first load does not carry a schema library; the schemas are in
 * site-content.schema.ts, the footer's default (which every page reads) in site-footer.ts.
 */
import type { HomeContent } from './site-content.schema';

/** The blocks the owner edits, one row each. */
export const SITE_CONTENT_BLOCKS = ['home', 'announcement', 'footer'] as const;
export type SiteContentBlock = (typeof SITE_CONTENT_BLOCKS)[number];

/** Each block as the dashboard and the audit log name it. */
export const SITE_CONTENT_BLOCK_NAMES: Record<SiteContentBlock, string> = {
  home: 'Home page',
  announcement: 'Announcement bar',
  footer: 'Footer',
};

/** The home page's category tiles: each opens the shop filtered to its category. */
export const CATEGORY_TILES = ['womens', 'mens', 'kids'] as const;
export type CategoryTile = (typeof CATEGORY_TILES)[number];

/** The home page's studio tiles: each opens its page. */
export const STUDIO_TILES = ['services', 'photography', 'design'] as const;
export type StudioTile = (typeof STUDIO_TILES)[number];

/** Each tile's name, as the specification gives it (the tiles' words and links are not editable, only shown or hidden and ordered). */
export const TILE_LABELS: Record<CategoryTile | StudioTile, string> = {
  womens: 'Womens',
  mens: 'Mens',
  kids: 'Kids',
  services: 'Web Services',
  photography: 'Photography',
  design: 'Design',
};

/** At most this many featured products on the home page. */
export const MAX_FEATURED_PRODUCTS = 8;
export const ANNOUNCEMENT_MAX = 140;

/**
 * Whether a link the owner wrote may be followed: a path of this shop ('/shop', not '//host',
 * which a browser reads as another site) or an https address. Nothing else (javascript:, data:,
 * http:, mailto:) is ever written into a page.
 */
export function isSiteLink(link: string): boolean {
  if (/[\s\\]/.test(link)) return false;
  if (link.startsWith('/')) return !link.startsWith('//');
  if (!link.startsWith('https://')) return false;
  try {
    return new URL(link).hostname !== '';
  } catch {
    return false;
  }
}

/** The home page as the shop ships it: today's hero, every tile in the specification's order, no featured products. */
export const DEFAULT_HOME: HomeContent = {
  hero: {
    eyebrow: 'Cotton essentials',
    headline: 'Providing you with the best material, the most updated fashion and the best service.',
    buttonText: 'Shop Now',
    image: '',
    imageAlt: '',
  },
  categoryTiles: [
    { id: 'womens', shown: true },
    { id: 'mens', shown: true },
    { id: 'kids', shown: true },
  ],
  studioTiles: [
    { id: 'services', shown: true },
    { id: 'photography', shown: true },
    { id: 'design', shown: true },
  ],
  featured: [],
};

/** The cookie that remembers the announcement a visitor closed (its id), read by the API so the page comes without it. */
export const ANNOUNCEMENT_COOKIE = 'shop_announcement_closed';
/** How long a closed announcement stays closed: a year. */
export const ANNOUNCEMENT_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** The query parameter of the announcement's close button, a GET form that works without JavaScript. */
export const CLOSE_ANNOUNCEMENT_PARAM = 'closeAnnouncement';

/** Where an announcement stands at a moment: before its start, in its window, or past its end. */
export function announcementStateAt(
  announcement: { startsAt: string | null; endsAt: string | null },
  now: Date,
): 'scheduled' | 'showing' | 'ended' {
  const at = now.getTime();
  if (announcement.endsAt && at >= Date.parse(announcement.endsAt)) return 'ended';
  if (announcement.startsAt && at < Date.parse(announcement.startsAt)) return 'scheduled';
  return 'showing';
}
