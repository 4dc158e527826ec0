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
  // The admin edits the catalogue: its labels, swatches, images and fixtures; and uploads images.
  // The dashboard says when the shop's mail is not delivered.
  admin: ['catalogue', 'uploads', 'mail'],
  // A bag line says when its product is final sale (it cannot be exchanged).
  cart: ['exchanges'],
  // The product card and page put products in the bag; the product page shows their reviews; both say 'Final sale'.
  catalogue: ['cart', 'reviews', 'exchanges'],
  // The payment's return page empties the bag; the payments page shows the total spent, from the dashboard's stats;
  // the order page offers an exchange and shows the order's exchanges.
  orders: ['cart', 'dashboard', 'exchanges'],
  // The profile picture is an uploaded image.
  profile: ['uploads'],
};
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
    if (unknown.length > 0) throw new Error(`eslint.config.js: no feature named ${unknown.join(', ')} (allowed for ${feature})`);
  }
  const done = new Set();
  const visit = (feature, path) => {
    if (path.includes(feature))
      throw new Error(`eslint.config.js: features import each other: ${[...path.slice(path.indexOf(feature)), feature].join(' -> ')}`);
    if (done.has(feature)) return;
    for (const next of importsOf(feature)) visit(next, [...path, feature]);
    done.add(feature);
  };
  for (const feature of features) visit(feature, []);
}
assertFeatureList(webFeatures, featureImports);

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
        projectService: { allowDefaultProject: ['eslint.config.js', 'vitest.config.ts'] },
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
    // Start-up (setup/: opening, migrating and seeding the database, the first admin) runs from
    // server.ts and the scripts; the app's own code never depends on it. The database layer
    // (db/: the client, the schema, the migrations, query helpers) sits below every module.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/server.ts', 'apps/api/src/setup/**', 'apps/api/src/scripts/**', 'apps/api/src/test/**', '**/*.test.ts'],
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
              target: './apps/api/src/db',
              from: ['./apps/api/src/modules', './apps/api/src/plugins', './apps/api/src/payments', './apps/api/src/app.ts'],
              message: 'The database layer sits below the modules: move code that needs a module to setup/ or to the module.',
            },
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
