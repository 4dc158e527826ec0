import { defineConfig } from 'vitest/config';

/**
 * The API files whose outcome depends on the database engine: raw SQL (full-text search, the
 * filters' counts, aggregates, jsonb), locks and transactions (stock, exchanges, the mail
 * outbox's claims), cascades and timeouts. With TEST_DATABASE_URL set they run on PostgreSQL and
 * again on PGlite, since the shop runs on either.
 */
const ENGINE_SENSITIVE = [
  // The access test generated from the contract: every staff operation, for every built-in role, on both engines.
  'src/lib/admin-only-operations.test.ts',
  // The address book's lock on the account, its one-default index and its cascade with the account.
  'src/modules/addresses/addresses.test.ts',
  // The analytics' days added up in raw SQL (distinct visitors, orders' lines, ON CONFLICT) and the retention's delete.
  'src/modules/analytics/analytics.test.ts',
  // The day's amounts of orders in another currency, grouped by their exact numeric rates in raw SQL and converted in the app.
  'src/modules/analytics/analytics-currency.test.ts',
  'src/db/errors.test.ts',
  'src/modules/audit/audit.test.ts',
  // A code's row lock in the race for its last use, and the trigger that counts or gives back a use with the payment.
  'src/modules/discounts/discounts.test.ts',
  'src/modules/catalogue/catalogue.test.ts',
  'src/modules/catalogue/catalogue-list.test.ts',
  // The feeds' reads in raw SQL (each variant's facts and the gallery as JSON, slices by id) and the categories' feed mapping's migration.
  'src/modules/feeds/feeds.test.ts',
  // The trigger that keeps the facet cells, products in several categories, and a category's rename into them.
  'src/modules/catalogue/facet-cells.test.ts',
  'src/modules/exchanges/exchanges.test.ts',
  // The order's lock and the conditional stock take of two changes racing for the last of a size.
  'src/modules/exchanges/line-change.test.ts',
  'src/modules/mail/mail.test.ts',
  // The webhook deliveries' SKIP LOCKED claims timed by the database's clock, the endpoints' event arrays, and events queued in the change's transaction.
  'src/modules/webhooks/webhook-delivery.test.ts',
  // The trigger that notes a restock, and the waiting lists' SKIP LOCKED claims.
  'src/modules/waitlist/waitlist.test.ts',
  // A consent and what it turns (waiting lists left, an opt-out) in one transaction: on PGlite's one connection, a query beside it would wait forever.
  'src/modules/consents/consents.test.ts',
  // A copy of an account's data claimed with SKIP LOCKED and timed by the database's clock; deleting an
  // account in one transaction (its cascades, the orders' JSON scrubbed in SQL, reviews kept under no name).
  'src/modules/privacy/data-export.test.ts',
  'src/modules/privacy/account-deletion.test.ts',
  'src/modules/orders/selling.test.ts',
  // The categories' migration, their handle's cascade into products and the foreign key's refusals.
  'src/modules/product-editing/categories.test.ts',
  // The colours' and size sets' migration, and the triggers that keep a product's sizes in its set's order.
  'src/modules/product-editing/colors-and-size-sets-migration.test.ts',
  // Moving a colour's variants and a set's products, and the handle's cascade into products.
  'src/modules/product-editing/colors-and-size-sets.test.ts',
  'src/modules/product-editing/product-editing.test.ts',
  // Translations read through left joins and JSON aggregates, their triggers that move the catalogue's version on, and their cascades.
  'src/modules/product-editing/translations.test.ts',
  // A page's versions (numbered under a lock, restored as a new one) and the sanitiser, as each engine stores them.
  'src/modules/content-pages/content-pages.test.ts',
  'src/modules/content-pages/page-translations.test.ts',
  'src/modules/product-editing/products-import.test.ts',
  // The variants' migration and the triggers that keep a variant per colour x size, with its SKU.
  'src/modules/product-editing/variants.test.ts',
  // Stock set on its own: the one statement that writes the lines given and leaves the other variants' counts.
  'src/modules/product-editing/product-stock.test.ts',
  // The handles' migration, and the triggers that give each product a free one and keep former ones.
  'src/modules/product-editing/handles.test.ts',
  // Products in several categories: the triggers that rename and guard further categories, and their facet cells.
  'src/modules/product-editing/more-categories.test.ts',
  'src/modules/reviews/reviews.test.ts',
  'src/modules/seo/sitemap.test.ts',
  // The storefront's blocks as jsonb, each save's row lock and audit entry, and the uploads' clean-up that keeps the hero's picture.
  'src/modules/site-content/site-content.test.ts',
  // The rates as exact numerics, and the variants' own prices that follow their variant and currency (composite foreign keys' cascades).
  'src/modules/currencies/currencies.test.ts',
  // The order's lock that keeps two parcels from both sending the last items, and the sums of what has shipped.
  'src/modules/shipments/shipments.test.ts',
  'src/modules/stats/admin-stats.test.ts',
  'src/modules/stats/stats.test.ts',
  // Orders in other currencies grouped by their exact numeric rates in raw SQL, each converted in the app.
  'src/modules/stats/currency-stats.test.ts',
  // An order kept in its currency at its exact numeric rate, beside its pricing's jsonb.
  'src/modules/orders/shopper-currency.test.ts',
  // The trigger that moves the catalogue's version on with a variant's own price in another currency.
  'src/modules/catalogue/presented-prices.test.ts',
  'src/modules/users/users.test.ts',
  // The wishlist's lock on the account against its cap, its unique items (ON CONFLICT) and its cascades.
  'src/modules/wishlist/wishlist.test.ts',
  // API tokens: the owner's role read with the token, the once-a-minute write timed by the database's clock,
  // and the audit entries marked inside each module's own transaction.
  'src/modules/api-tokens/api-tokens.test.ts',
];

/**
 * The embedded database's own behaviour (its template, its data directory, the first start's
 * seed), and the Node-version checks, which CI runs again on each supported Node on PGlite.
 */
const PGLITE_ONLY = [
  'src/db/pglite-template.test.ts',
  'src/node-support.test.ts',
  'src/scripts/user-create.test.ts',
  'src/server.test.ts',
  'src/setup/prepare.test.ts',
  'src/setup/seed/seed.test.ts',
];

/**
 * Files that replace one of the app's modules (vi.mock): they need modules of their own, so they
 * run in a project of their own where every file is isolated, on PGlite.
 */
const MOCKS_A_MODULE: string[] = [
  // Watches the password check, to prove an unknown email costs a full hash verification too.
  'src/modules/auth/auth-decoy-hash.test.ts',
];

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Every API test runs on an in-memory PGlite when there is no PostgreSQL. With TEST_DATABASE_URL
 * set (as CI sets it), every API test runs on PostgreSQL (each file in its own database), the
 * database a shop in production runs on, and PGlite runs again only what depends on the engine
 * (ENGINE_SENSITIVE) and what is its own (PGLITE_ONLY): the rest (HTTP, validation, rules in
 * code, mail, uploads) would prove the same thing twice.
 * The files of a worker share one module graph (isolate off): each file builds its own app on its
 * own database, and the app's modules keep nothing between apps. That saves importing the whole
 * server again for every file, about five seconds of CPU each on a busy machine (on PGlite, 265
 * of the 657 s its 52 files took when each was isolated). Only the files that replace a module
 * (MOCKS_A_MODULE) are isolated, in a project of their own. Where every API file runs on PGlite
 * (no PostgreSQL), each file stays isolated: sharing, a worker grew to 2 GB over those 146
 * files, too much for a laptop.
 */
const apiProject = (name: string, kind: 'pglite' | 'postgres', mocks = false) => ({
  test: {
    name,
    root: './apps/api',
    include: mocks ? MOCKS_A_MODULE : kind === 'pglite' && withPostgres ? [...ENGINE_SENSITIVE, ...PGLITE_ONLY] : ['src/**/*.test.ts'],
    exclude: [
      '**/node_modules/**',
      // The fuzzing (100 cases for each operation, test/fuzz-suite.ts) runs once: on PostgreSQL when it is there.
      ...(kind === 'pglite' && withPostgres ? ['src/fuzz-*.test.ts'] : []),
      ...(mocks ? [] : MOCKS_A_MODULE),
    ],
    isolate: mocks || (kind === 'pglite' && !withPostgres),
    environment: 'node',
    env: { TEST_DB_KIND: kind },
    ...(kind === 'pglite' ? { globalSetup: ['./src/test/global-setup.ts'] } : {}),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. The API
    // files wait on the database more than they compute, so three side by side keep both cores
    // busy (CI on 2 cores: the API suite on PostgreSQL in 250 s against 410 s with one).
    maxWorkers: 3,
    projects: [
      { test: { name: 'shared', root: './packages/shared', include: ['src/**/*.test.ts'], environment: 'node' } },
      './apps/web/vitest.config.ts',
      './apps/web/vitest.ssr.config.ts',
      apiProject('api (PGlite)', 'pglite'),
      apiProject('api (module mocks)', 'pglite', true),
      ...(withPostgres ? [apiProject('api (PostgreSQL)', 'postgres')] : []),
    ],
  },
});
