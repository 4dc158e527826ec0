/**
 * The OpenAPI document at /api/docs/json and, with API_DOCS=true, its browser at /api/docs, built from each route's
 * one schema. `npm run check` lints it with Redocly's recommended rules (redocly.yaml).
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import { BEARER_AUTH, COOKIE_AUTH } from '../lib/openapi';
import { sessionCookieName } from '../modules/auth/session-cookie';

const TAGS = [
  { name: 'health', description: 'Whether the API and its database are up' },
  { name: 'settings', description: "The shop's public name and contact details" },
  {
    name: 'site-content',
    description:
      "The storefront's words the owner edits: the home page's hero, tiles and featured products, the announcement bar, the footer",
  },
  { name: 'auth', description: 'Sign up, sign in and out, and the signed-in profile' },
  { name: 'users', description: 'Accounts and their roles (admin)' },
  { name: 'addresses', description: "The signed-in customer's address book" },
  { name: 'stats', description: "A customer's totals and the shop's (admin)" },
  { name: 'analytics', description: "The shop's own analytics: the storefront's events, and the report of them (admin)" },
  { name: 'uploads', description: 'Images for products and profiles' },
  { name: 'reviews', description: 'Reviews of products' },
  { name: 'contact', description: 'Messages to the shop' },
  { name: 'mail', description: "The shop's outgoing mail: the outbox and resending (admin)" },
  { name: 'webhooks', description: 'The endpoints the shop posts its events to, signed (Standard Webhooks), and their deliveries (admin)' },
  { name: 'products', description: 'The catalogue: lists, search, details, and changes (admin)' },
  { name: 'categories', description: "The shop's categories: the storefront's list, and keeping them (admin)" },
  { name: 'colors', description: "The shop's colours and their swatches: the storefront's list, and keeping them (admin)" },
  { name: 'size-sets', description: "The shop's size sets, each with its sizes in order: the storefront's list, and keeping them (admin)" },
  {
    name: 'discounts',
    description: 'Discount codes: a percentage, an amount or free shipping, with their windows, limits and uses (admin)',
  },
  { name: 'shipping', description: 'Shipping zones and their methods (admin), and the methods that ship to a place, for the bag' },
  {
    name: 'sales',
    description: 'Automatic sales: a percentage or an amount off between a start and an end, with what they brought (admin)',
  },
  { name: 'tax', description: 'The tax table: rates by place and tax class, and whether prices include tax (admin)' },
  {
    name: 'currencies',
    description: "The currencies prices are shown in besides the base: their rates and rounding, and variants' own prices in them (admin)",
  },
  { name: 'pages', description: "The shop's pages in Markdown: a page's sanitised HTML, and editing with versions (admin)" },
  { name: 'bag', description: "The signed-in shopper's bag, the same on every device" },
  { name: 'wishlist', description: "The signed-in shopper's wishlist, at today's prices (in cents) and stock" },
  { name: 'orders', description: 'Checkout, payment, and orders' },
  { name: 'shipments', description: 'The parcels an order ships in: carriers, tracking numbers and links' },
  { name: 'exchanges', description: 'Exchanges of shipped items for other sizes or colours, and their handling (admin)' },
  { name: 'returns', description: 'Returns of shipped items for a refund or store credit, the return policy, and their handling (admin)' },
  { name: 'credits', description: "Store credit and gift cards: a customer's balances and their movements" },
  { name: 'waitlist', description: "'Email me when it's back': a sold-out colour and size's waiting list, and an account's lists" },
  {
    name: 'privacy',
    description: "A customer's own data: a copy to download, and deleting the account (by them, or by staff at their request)",
  },
  {
    name: 'consents',
    description: "The signed-in account's email preferences: news and offers, restock alerts, wishlist alerts, checkout reminders",
  },
  {
    name: 'unsubscribe',
    description: "A mail's unsubscribe link: what it stops, the one-click POST of RFC 8058, and the address's email preferences",
  },
  { name: 'audit', description: "Every admin's changes, before and after (admin, read-only)" },
  { name: 'staff', description: 'The staff, their roles and permissions, and suspensions (owners)' },
  {
    name: 'api-tokens',
    description: "Staff members' personal API tokens, sent as `Authorization: Bearer`: making, listing and revoking them",
  },
];

const DESCRIPTION = [
  'Prices are dollars with two decimals. Every error answers `{ message, errors? }`: `errors` lists `{ path, message }` for each bad field.',
  'A POST, PUT, PATCH or DELETE sent from another site (its Origin header) is refused with 403, unless it carries an API token and no cookie.',
  'Staff operations take the session cookie or a personal API token (`Authorization: Bearer shop_pat_...`), never both in one request (401). ' +
    'A token acts as its owner with those of its scopes the owner still holds, and cannot do what asks for a fresh proof (`x-reauth`): 403, `code: "session-required"`.',
  'A known path called with a method it does not take answers 405 with an Allow header naming those it takes.',
  'Text never holds the NUL character or an unpaired UTF-16 surrogate (400). Lengths count UTF-16 code units, as JavaScript does: a character beyond the Basic Multilingual Plane (an emoji) counts twice. Text is trimmed before its length is checked.',
  'Any route that reads the database may answer 503 with a Retry-After header when the database is too busy.',
].join('\n\n');

export async function registerOpenApi(app: FastifyInstance, config: Config) {
  await app.register(swagger, {
    openapi: {
      info: { title: `${config.shop.name} API`, version: '1.0.0', description: DESCRIPTION },
      servers: [{ url: config.publicUrl }],
      tags: TAGS,
      components: {
        securitySchemes: {
          [COOKIE_AUTH]: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookieName(config),
            description: 'The session cookie that POST /api/auth/login sets (HttpOnly).',
          },
          [BEARER_AUTH]: {
            type: 'http',
            scheme: 'bearer',
            description:
              "A staff member's personal API token (`shop_pat_...`), made with POST /api/auth/api-tokens; it expires, and may be revoked.",
          },
        },
      },
    },
    // The document is the JSON API's: pages, robots.txt and the sitemap are for browsers and crawlers.
    transform: (route) => (route.url.startsWith('/api/') ? jsonSchemaTransform(route) : { schema: { hide: true }, url: route.url }),
    // Adds the named schemas (the error answer) to the document's components.
    transformObject: jsonSchemaTransformObject,
  });
  // The browser is a large surface of third-party pages: served only when the shop asks for it.
  if (config.apiDocs) {
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    return;
  }
  app.get('/api/docs/json', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').send(app.swagger()),
  );
}
