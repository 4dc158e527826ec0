/**
 * A typed client of the shop's API for scripts: openapi-fetch over the types generated from the
 * OpenAPI document (`schema.d.ts`), sending a staff member's personal API token with every call.
 *
 *   const shop = createShopClient({ baseUrl: 'https://shop.example', token: process.env.SHOP_TOKEN! });
 *   const { data, error } = await shop.GET('/api/orders', { params: { query: { status: 'processing' } } });
 */
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema';

export type ShopClient = Client<paths>;

export interface ShopClientOptions {
  /** The shop's address, as its OpenAPI document's server names it (https://shop.example). */
  baseUrl: string;
  /** A personal API token (`shop_pat_...`), made in the dashboard's API tokens page. */
  token: string;
  /** Another fetch than the global one (a proxy's, a test's). */
  fetch?: (request: Request) => Promise<Response>;
}

export function createShopClient({ baseUrl, token, fetch }: ShopClientOptions): ShopClient {
  return createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${token}` }, ...(fetch ? { fetch } : {}) });
}
