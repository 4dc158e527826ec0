import { defineConfig } from 'vitest/config';

/**
 * Every unit, API and component test. The API tests run once on an in-memory PGlite and,
 * when TEST_DATABASE_URL is set, once more on PostgreSQL (each file in its own database).
 */
const apiProject = (name: string, kind: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: './apps/api',
    include: ['src/**/*.test.ts'],
    // The fuzzing (1,000 cases for each operation) runs once: on PostgreSQL when it is there.
    exclude: ['**/node_modules/**', ...(kind === 'pglite' && process.env.TEST_DATABASE_URL ? ['src/fuzz.test.ts'] : [])],
    environment: 'node',
    env: { TEST_DB_KIND: kind },
    ...(kind === 'pglite' ? { globalSetup: ['./src/test/global-setup.ts'] } : {}),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: './packages/shared', include: ['src/**/*.test.ts'], environment: 'node' } },
      './apps/web/vitest.config.ts',
      apiProject('api (PGlite)', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api (PostgreSQL)', 'postgres')] : []),
    ],
  },
});
