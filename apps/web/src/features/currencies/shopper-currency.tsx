/**
 * The currency the storefront shows prices in (docs/decisions/045): the shopper's choice, kept
 * in the `currency` cookie so that the server renders every page in it; else the page's
 * language's (French pages in euros), while the shop presents it; else the base currency. The
 * list of presented currencies comes from `GET /api/currencies` (the server prefetches it for
 * every page): no currency table ships with the storefront.
 *
 * The choice is made by the picker's form (the server keeps it in the cookie and sends the page
 * again, in it), and read here as a query of its own: the server renders with the request's
 * cookie (`keepCurrencyChoice`), the browser hydrates from it, and reads the cookie again when the
 * page comes back into view (a page from the history, a choice made in another tab).
 */
import { BASE_CURRENCY, type CurrencyCode } from '@shop/shared/currency';
import type { ShopCurrencies } from '@shop/shared/currency.schema';
import { shopperCurrency } from '@shop/shared/shopper-currency';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useLanguage } from '@/i18n/i18n';
import { api } from '@/lib/api-client';

/** The base currency and those the shop presents (the staff's changes refresh it: `currencyKeys.shop()`). */
export const shopCurrenciesQueryOptions = queryOptions({
  queryKey: ['currencies', 'shop'],
  queryFn: ({ signal }) => api.get<ShopCurrencies>('/currencies', { signal }),
  // The API lets browsers keep it a minute too.
  staleTime: 60_000,
});

const CHOICE_KEY = ['currency-choice'];
/** The code the `currency` cookie (CURRENCY_COOKIE) holds: what the shopper chose, or null. */
const cookieChoice = () => (typeof document === 'undefined' ? null : (/(?:^|; *)currency=([A-Z]{3})/.exec(document.cookie)?.[1] ?? null));

/** The server render's choice: the request's cookie, handed to the browser with the page's queries. */
export const keepCurrencyChoice = (queryClient: QueryClient, chosen: string | null) => queryClient.setQueryData(CHOICE_KEY, chosen);

export interface ShopperCurrency {
  /** The currency prices are shown in. */
  code: CurrencyCode;
  /** The shop's base currency: the one its price filter counts in. */
  base: CurrencyCode;
  /** What the catalogue's and the bag's requests ask for: the code, or undefined in the base currency (asked for without one). */
  param: CurrencyCode | undefined;
  /** Every currency the shop presents, the base first; the base alone until the list is known. */
  codes: CurrencyCode[];
}

/** The shopper's currency; `suggested` is the bag's destination's, offered to a shopper who never chose. */
export function useShopperCurrency(suggested?: CurrencyCode): ShopperCurrency {
  const chosen = useQuery({ queryKey: CHOICE_KEY, queryFn: cookieChoice, initialData: cookieChoice }).data;
  const shop = useQuery(shopCurrenciesQueryOptions).data;
  const base = shop?.base ?? BASE_CURRENCY;
  const language = useLanguage().code;
  const code = shop ? shopperCurrency(shop, chosen, language, suggested) : base;
  return {
    code,
    base,
    param: code === base ? undefined : code,
    codes: shop?.currencies.map((currency) => currency.code) ?? [base],
  };
}
