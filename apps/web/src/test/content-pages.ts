import { ESTABLISHED_YEAR, EXCHANGE_WINDOW_DAYS, SIZES, TAX_LABEL, TAX_PERCENT } from '@shop/shared/constants';
import { renderPageMarkdown } from '@shop/shared/page-content-render';
import { isBuiltInPage, type PagePlaceholderValues, type PublicPage } from '@shop/shared/page-content.schema';
import type { ShopSettings } from '@shop/shared/settings.schema';
import { FIRST_PAGES, PRIVACY_SECOND_VERSION } from '@shop/shared/testing/first-pages';

/** What the API fills the pages' placeholders with, for a shop of these settings and the default configuration. */
export function testPlaceholders(settings: Pick<ShopSettings, 'name' | 'email' | 'phone' | 'city' | 'state'>): PagePlaceholderValues {
  return {
    shopName: settings.name,
    shopEmail: settings.email,
    shopPhone: settings.phone,
    shopCity: settings.city,
    shopState: settings.state,
    establishedYear: String(ESTABLISHED_YEAR),
    sizes: SIZES.map((size) => size.toUpperCase()).join(', '),
    taxPercent: String(TAX_PERCENT),
    taxLabel: TAX_LABEL,
    exchangeWindowDays: String(EXCHANGE_WINDOW_DAYS),
    outboxRetentionDays: '30',
    analyticsRetentionDays: '30',
    sessionCookieName: 'shop_session',
    sessionIdleDays: '7',
    sessionMaxDays: '30',
  };
}

/**
 * A built-in page as `GET /api/pages/{handle}` answers it on a new shop: its first words
 * (migration 0043; the Privacy page's second, of 0055), rendered by the API's own renderer.
 * Undefined for any other handle.
 */
export function firstPageAnswer(handle: string, settings: Parameters<typeof testPlaceholders>[0]): PublicPage | undefined {
  if (!isBuiltInPage(handle)) return undefined;
  const page = handle === 'privacy' ? PRIVACY_SECOND_VERSION : FIRST_PAGES[handle];
  return {
    handle,
    title: page.title,
    html: renderPageMarkdown(page.markdown, testPlaceholders(settings)),
    seoDescription: page.seoDescription,
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}
