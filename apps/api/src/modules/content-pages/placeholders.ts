import { ESTABLISHED_YEAR, EXCHANGE_WINDOW_DAYS, SIZES, TAX_LABEL, TAX_PERCENT } from '@shop/shared/constants';
import type { PagePlaceholderValues } from '@shop/shared/page-content.schema';

const DAY_MS = 86_400_000;

/** What the pages quote of the shop's configuration, as the composition root reads it. */
export interface PagePlaceholderSources {
  shop: { name: string; email: string; phone: string; city: string; state: string };
  outboxRetentionMs: number;
  analyticsRetentionDays: number;
  sessionCookieName: string;
  sessionIdleMs: number;
  sessionMaxMs: number;
}

/** A number of days as a page says it: '30', or '0.5' for a setting given in part of a day. */
const days = (ms: number) => String(Math.round((ms / DAY_MS) * 100) / 100);

/** The values of the placeholders a page may use (PAGE_PLACEHOLDERS), from the live settings. */
export function pagePlaceholders(sources: PagePlaceholderSources): PagePlaceholderValues {
  return {
    shopName: sources.shop.name,
    shopEmail: sources.shop.email,
    shopPhone: sources.shop.phone,
    shopCity: sources.shop.city,
    shopState: sources.shop.state,
    establishedYear: String(ESTABLISHED_YEAR),
    sizes: SIZES.map((size) => size.toUpperCase()).join(', '),
    taxPercent: String(TAX_PERCENT),
    taxLabel: TAX_LABEL,
    exchangeWindowDays: String(EXCHANGE_WINDOW_DAYS),
    outboxRetentionDays: days(sources.outboxRetentionMs),
    analyticsRetentionDays: String(sources.analyticsRetentionDays),
    sessionCookieName: sources.sessionCookieName,
    sessionIdleDays: days(sources.sessionIdleMs),
    sessionMaxDays: days(sources.sessionMaxMs),
  };
}
