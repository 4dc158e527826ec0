import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Which other features a web feature may import (enforced with the layers, below). Features stand
 * alone (bulletproof-react): each exception says why, and the list must stay acyclic.
 * NOTE: import-x/no-cycle cannot stand in for it: two features can import each other through
 * different files without any module importing itself back (cart and orders did, catalogue and
 * reviews too).
 */
/** Every feature may use these, each one also those before it: the shop's settings (its name is in every title), then who is signed in. */
const FOUNDATION_FEATURES = ['settings', 'auth'];
const FEATURE_IMPORTS = {
  // The admin edits the catalogue: its labels, swatches, images and fixtures, and its categories; and uploads images.
  // The dashboard says when the shop's mail is not delivered.
  // The product's page sets its variants' own prices in the currencies the shop presents.
  admin: ['catalogue', 'categories', 'uploads', 'mail', 'currencies'],
  // A category's picture is an uploaded image.
  categories: ['uploads'],
  // A discount code may apply to some categories: the admin's page names and offers them. It applies to what a
  // sale may, with the same fields and product picker, and is deleted or paused as a sale is.
  discounts: ['categories', 'sales'],
  // A sale may apply to some categories: the admin's page names and offers them.
  sales: ['categories'],
  // The colours' and size sets' pages paint the catalogue's swatches, name handles as categories do, and upload a print's picture.
  'shop-options': ['catalogue', 'categories', 'uploads'],
  // A bag line says when its product is final sale (it cannot be exchanged). The bag is priced in the shopper's currency.
  cart: ['exchanges', 'currencies'],
  // The product card and page put products in the bag; the product page shows their reviews; both say 'Final sale';
  // both save products to the wishlist. Both show prices in the shopper's currency.
  catalogue: ['cart', 'reviews', 'exchanges', 'wishlist', 'currencies'],
  // The wishlist's page puts its items in the bag, and shows their prices in the shopper's currency.
  wishlist: ['cart', 'currencies'],
  // The payment's return page empties the bag; the payments page shows the total spent, from the dashboard's stats;
  // the order page offers an exchange and a return and shows the order's exchanges and returns; the checkout offers the
  // customer's saved addresses.
  orders: ['addresses', 'cart', 'dashboard', 'exchanges', 'returns'],
  // A return names its items as an exchange does, says 'Final sale' the same way and, once asked for, makes what the
  // order's exchange form offers refetch.
  returns: ['exchanges'],
  // The store credit page stands alone: what it shows comes from its own API.
  credit: [],
  // The profile picture is an uploaded image; the profile lists the waiting lists ('Back-in-stock alerts') the account is on,
  // and holds the account's own data: its copy to download, and deleting the account; and a staff member's API tokens;
  // and its email preferences (turning restock alerts off leaves the waiting lists it shows).
  profile: ['uploads', 'waitlist', 'privacy', 'api-tokens', 'consents'],
  // An unsubscribe link's page shows the address's email preferences, and asks for them again once it stopped something.
  mail: ['consents'],
  // Manage Users deletes a customer's account at their request as the profile's own deletion does.
  users: ['privacy'],
  // The Staff page lists everyone's API tokens, which each staff member makes in their profile.
  staff: ['api-tokens'],
  // The home page shows its featured products as the catalogue's cards (in the shopper's currency), and reads the site
  // content the owner edits.
  home: ['catalogue', 'site-content', 'currencies'],
  // The storefront's editor uploads the hero's picture, and finds products and takes moments as a sale's form does.
  'site-content': ['uploads', 'sales'],
  // The waiting lists name their colours as the catalogue does.
  waitlist: ['catalogue'],
  // A page handle nobody wrote shows the shop's 404 page.
  content: ['not-found'],
};
/**
 * Which other modules an API module may import, each only through its public file (`index.ts`);
 * the composition root (services.ts, app.ts) wires them together. Tests arrange data as they need.
 * The same rules as the web's features: each exception says why, and the list stays acyclic.
 */
const MODULE_IMPORTS = {
  // Signing in, accounts and their recovery mail; guest orders claimed at sign-up are audited.
  // A new customer's account queues its webhook.
  auth: ['audit', 'mail', 'users', 'webhooks'],
  // Contact messages are mailed to the shop.
  contact: ['mail'],
  // The product page shows its first reviews.
  catalogue: ['reviews'],
  // An exchange reads its order, takes and returns stock, mails the customer, is audited and queues a webhook at each step.
  exchanges: ['audit', 'mail', 'orders', 'product-editing', 'webhooks'],
  // Discount codes are audited.
  discounts: ['audit'],
  // Every change to a page of the shop's (a save, a restore, a delete) is audited.
  'content-pages': ['audit'],
  // Store credit and gift cards: every movement is audited; a code given is mailed to its owner.
  credits: ['audit', 'mail'],
  // A return reads its order, refunds it through the orders module or gives store credit,
  // puts items back on the shelf, mails the customer, is audited and queues a webhook at each step.
  returns: ['audit', 'credits', 'mail', 'orders', 'product-editing', 'webhooks'],
  // Shipping zones and methods are audited.
  shipping: ['audit'],
  // An order takes stock, applies and holds a discount code, is paid in part or whole by gift
  // cards and store credit, mails the customer and is audited
  // (a refund's effect on exchanges is handed in); its payment, fulfilment, refunds and cancellation queue webhooks.
  orders: ['audit', 'credits', 'discounts', 'mail', 'product-editing', 'webhooks'],
  // A change is audited, answered as the catalogue shows it and forgets the catalogue's cache;
  // a product saved without a picture gets its garment's placeholder from uploads.
  // Each product's change queues its webhook (created, updated, deleted, stock fallen low).
  'product-editing': ['audit', 'catalogue', 'uploads', 'webhooks'],
  // Reviews are audited; their photos go through the uploads' checks and store.
  reviews: ['audit', 'uploads'],
  // Sales are audited.
  sales: ['audit'],
  // Saves of the storefront's blocks are audited.
  'site-content': ['audit'],
  // The sitemap and the pages' meta read the catalogue.
  seo: ['catalogue'],
  // The product feeds price each variant with the catalogue's sale prices, and answer revalidations with its ETag test.
  feeds: ['catalogue'],
  // A shipment reads its order and who may see it, moves it to shipped with the order's own
  // shipped mail (the tracking added), and is audited.
  shipments: ['audit', 'mail', 'orders'],
  // The dashboard counts orders and accounts.
  stats: ['orders', 'users'],
  // Changes to the tax table are audited.
  tax: ['audit'],
  // The currencies presented and the variants' own prices in them are audited; a product's prices
  // saved queue its product.updated webhook, as the product editor's saves do.
  currencies: ['audit', 'product-editing'],
  // Deleting an account deletes its reviews (ratings recomputed) and keeps its orders; changes are audited.
  users: ['audit', 'orders', 'reviews'],
  // Staff roles, suspensions and invitations are audited and invitations mailed; the last owner's rule is the users module's.
  staff: ['audit', 'mail', 'users'],
  // The wishlist shows its products as the catalogue does: their variants' prices, sale prices and
  // stock; its alerts are a consent of the account's and go through the outbox with their unsubscribe links.
  wishlist: ['catalogue', 'consents', 'mail'],
  // A waiting list's confirmation and restock mails go through the outbox, with their unsubscribe links.
  waitlist: ['mail'],
  // A customer's own data: the 'ready' mail goes through the outbox; deleting an account is audited
  // and recomputes the ratings of the reviews it deleted or kept under no name.
  privacy: ['audit', 'mail', 'reviews'],
  // Changes to webhook endpoints are audited; an endpoint turned off is mailed to the owners.
  webhooks: ['audit', 'mail'],
  // Personal API tokens made and revoked are audited.
  'api-tokens': ['audit'],
};
const apiModules = readdirSync(new URL('./apps/api/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const moduleImports = (module) => MODULE_IMPORTS[module] ?? [];
/** The files of apps/web/src/ssr that pages and components use (the zones below). */
const SSR_PAGE_PIECES = ['document-head.ts', 'late-hydration.ts', 'lazy-part.tsx'];
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureImports = (feature) =>
  FOUNDATION_FEATURES.includes(feature)
    ? FOUNDATION_FEATURES.slice(0, FOUNDATION_FEATURES.indexOf(feature))
    : [...FOUNDATION_FEATURES, ...(FEATURE_IMPORTS[feature] ?? [])];

/** Linting stops on a feature the list names that does not exist, or on a cycle (two features that are one). */
function assertFeatureList(features, importsOf) {
  for (const feature of features) {
    const unknown = importsOf(feature).filter((name) => !features.includes(name));
    if (unknown.length > 0) throw new Error(`eslint.config.js: nothing named ${unknown.join(', ')} (allowed for ${feature})`);
  }
  const done = new Set();
  const visit = (feature, path) => {
    if (path.includes(feature))
      throw new Error(`eslint.config.js: these import each other: ${[...path.slice(path.indexOf(feature)), feature].join(' -> ')}`);
    if (done.has(feature)) return;
    for (const next of importsOf(feature)) visit(next, [...path, feature]);
    done.add(feature);
  };
  for (const feature of features) visit(feature, []);
}
assertFeatureList(webFeatures, featureImports);
assertFeatureList(apiModules, moduleImports);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
      // Type-aware rules read each file's own tsconfig.
      parserOptions: {
        projectService: { allowDefaultProject: ['eslint.config.js', 'vitest.config.ts', 'scripts/*.mjs', 'scripts/*.d.mts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          tsconfig: { configFile: './apps/web/tsconfig.json' },
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
      // NOTE: JSX handlers may return a promise (react-hook-form's `handleSubmit` does, and
      // handles its own errors); everywhere else a promise where none is expected is an error.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings in apps/api/src/config.ts only.' },
      ],
    },
  },
  {
    // Settings are read in one place; tests and tooling configure themselves.
    files: ['apps/api/src/config.ts', '**/*.test.ts', 'apps/api/src/test/**', '**/*.config.ts', 'e2e/**', 'bench/**', '.ci/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // Page paths come from the one table in packages/shared/src/routes.ts (`paths`), which the router and the server read too.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'JSXAttribute[name.name=/^(to|href|action)$/] > Literal[value=/^\\//]',
          'JSXAttribute[name.name=/^(to|href|action)$/] TemplateLiteral > TemplateElement:first-child[value.raw=/^\\//]',
          'Property[key.name="to"] > Literal[value=/^\\//]',
          'CallExpression[callee.name="navigate"] > Literal[value=/^\\//]',
        ].map((selector) => ({ selector, message: "Take a page's path from `paths` in @shop/shared/routes." })),
      ],
    },
  },
  {
    // The pages the owner writes reach the browser as HTML the server rendered and sanitised: the web app never
    // renders Markdown (one sanitiser, and the storefront's first-load budget). Its tests render the same HTML.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['@shop/shared/page-content-render', 'markdown-it', 'sanitize-html'].map((name) => ({
            name,
            message: 'The server renders and sanitises the pages: show the HTML it sends.',
          })),
        },
      ],
    },
  },
  {
    // Routes map HTTP and services hold rules; only repositories touch the database (immich).
    files: ['apps/api/src/**/*.routes.ts', 'apps/api/src/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'Query the database in a *.repository.ts and call it from the service.' }],
          patterns: [
            { group: ['drizzle-orm/*'], message: 'Query the database in a *.repository.ts and call it from the service.' },
            {
              group: ['**/db/schema', '**/db/schema/*', '**/db/schema*'],
              message: 'Tables belong to repositories: query them in a *.repository.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // The API's layers, in one rule (a later block would replace an earlier one's zones):
    // - start-up (setup/: opening, migrating and seeding the database, the first admin) runs from
    //   server.ts and the scripts, and the app's own code never depends on it;
    // - the garment drawings (garment-art/) are drawn by the db:demo-images script, never at run time;
    // - the database layer (db/: the client, the schema, the migrations, query helpers) sits below every module;
    // - a module imports only the modules MODULE_IMPORTS allows it, and only through their public index.ts.
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      'apps/api/src/server.ts',
      'apps/api/src/setup/**',
      'apps/api/src/scripts/**',
      'apps/api/src/garment-art/**',
      'apps/api/src/test/**',
      '**/*.test.ts',
    ],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/api/src',
              from: './apps/api/src/setup',
              message: 'Only server.ts and the scripts start the shop: runtime code must not import setup/ (the demo seed).',
            },
            {
              target: './apps/api/src',
              from: './apps/api/src/garment-art',
              message: 'The garments are drawn by the db:demo-images script; at run time the shop uses the committed placeholders.',
            },
            {
              target: './apps/api/src/db',
              from: ['./apps/api/src/modules', './apps/api/src/plugins', './apps/api/src/payments', './apps/api/src/app.ts'],
              message: 'The database layer sits below the modules: move code that needs a module to setup/ or to the module.',
            },
            ...apiModules.map((module) => ({
              target: `./apps/api/src/modules/${module}`,
              from: './apps/api/src/modules',
              except: [`./${module}`, ...moduleImports(module).map((allowed) => `./${allowed}/index.ts`)],
              message: `The ${module} module may import only ${
                moduleImports(module)
                  .map((allowed) => `${allowed}/index.ts`)
                  .join(', ') || 'no other module'
              } (the list is in eslint.config.js).`,
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Imports flow one way: shared -> features -> app (bulletproof-react).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            { target: './apps/web/src/components', from: ['./apps/web/src/features', './apps/web/src/app'] },
            { target: './apps/web/src/lib', from: ['./apps/web/src/features', './apps/web/src/app'] },
            // src/ssr holds the server render and the browser's hydration (its README.md) in one
            // place, across the layers: its entries render the whole app, above app/; the few
            // pieces a page itself uses (its <head>, a part that hydrates late) sit below the
            // features. Only those pieces may be imported from below app/, and they import no
            // feature and nothing of app/.
            {
              target: ['./apps/web/src/features', './apps/web/src/components', './apps/web/src/lib'],
              from: './apps/web/src/ssr',
              except: SSR_PAGE_PIECES.map((piece) => `./${piece}`),
              message: `Below app/, only the pieces a page uses may come from src/ssr: ${SSR_PAGE_PIECES.join(', ')}.`,
            },
            {
              target: SSR_PAGE_PIECES.map((piece) => `./apps/web/src/ssr/${piece}`),
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'The pieces of src/ssr that pages use sit below the features: they import neither a feature nor app/.',
            },
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [feature, ...featureImports(feature)].map((allowed) => `./${allowed}`),
              message: `The ${feature} feature may import only ${featureImports(feature).join(', ') || 'no other feature'} (the list is in eslint.config.js).`,
            })),
          ],
        },
      ],
    },
  },
);
