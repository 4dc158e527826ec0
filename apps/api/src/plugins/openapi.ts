/**
 * The OpenAPI document at /api/docs/json and, with API_DOCS=true, its browser at /api/docs, built from each route's
 * one schema. `npm run check` lints it with Redocly's recommended rules (redocly.yaml).
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import { COOKIE_AUTH } from '../lib/openapi';
import { sessionCookieName } from '../modules/auth/session-cookie';

const TAGS = [
  { name: 'health', description: 'Whether the API and its database are up' },
  { name: 'settings', description: "The shop's public name and contact details" },
  { name: 'auth', description: 'Sign up, sign in and out, and the signed-in profile' },
  { name: 'users', description: 'Accounts and their roles (admin)' },
  { name: 'addresses', description: "The signed-in customer's address book" },
  { name: 'stats', description: "A customer's totals and the shop's (admin)" },
  { name: 'analytics', description: "The shop's own analytics: the storefront's events, and the report of them (admin)" },
  { name: 'uploads', description: 'Images for products and profiles' },
  { name: 'reviews', description: 'Reviews of products' },
  { name: 'contact', description: 'Messages to the shop' },
  { name: 'mail', description: "The shop's outgoing mail: the outbox and resending (admin)" },
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
  { name: 'bag', description: "The signed-in shopper's bag, the same on every device" },
  { name: 'wishlist', description: "The signed-in shopper's wishlist, at today's prices (in cents) and stock" },
  { name: 'orders', description: 'Checkout, payment, and orders' },
  { name: 'shipments', description: 'The parcels an order ships in: carriers, tracking numbers and links' },
  { name: 'exchanges', description: 'Exchanges of shipped items for other sizes or colours, and their handling (admin)' },
  { name: 'returns', description: 'Returns of shipped items for a refund or store credit, the return policy, and their handling (admin)' },
  { name: 'credits', description: "Store credit and gift cards: a customer's balances and their movements" },
  { name: 'waitlist', description: "'Email me when it's back': a sold-out colour and size's waiting list, and an account's lists" },
  { name: 'unsubscribe', description: "A mail's unsubscribe link: what it stops, and the one-click POST of RFC 8058" },
  { name: 'audit', description: "Every admin's changes, before and after (admin, read-only)" },
  { name: 'staff', description: 'The staff, their roles and permissions, and suspensions (owners)' },
];

const DESCRIPTION = [
  'Prices are dollars with two decimals. Every error answers `{ message, errors? }`: `errors` lists `{ path, message }` for each bad field.',
  'A POST, PUT, PATCH or DELETE sent from another site (its Origin header) is refused with 403.',
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
