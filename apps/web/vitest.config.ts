import { defineProject, mergeConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** The server render's tests: see vitest.ssr.config.ts. */
export const SERVER_RENDER_TESTS = 'src/ssr/**/*.test.{ts,tsx}';

/** A project of the web app's tests in jsdom, with the app's Vite config and the test setup. */
export function webTests(test: NonNullable<TestProjectInlineConfiguration['test']> & { name: string }) {
  return mergeConfig(
    viteConfig({ command: 'serve', mode: 'test' }),
    defineProject({ test: { environment: 'jsdom', setupFiles: ['./src/test/setup.ts'], ...test } }),
  );
}

export default webTests({
  name: 'web',
  include: ['src/**/*.test.{ts,tsx}'],
  exclude: ['**/node_modules/**', SERVER_RENDER_TESTS],
  // The files of a worker share one module graph and one DOM: three times faster than a
  // fresh jsdom and a fresh import of React, the router and the pages for each file. The
  // setup file resets what modules keep (the stores, the toasts, storage, mocks and stubs)
  // around every test, and a module's own test puts back what it changes.
  isolate: false,
  // NOTE: the longest journeys through a page (the product editor's) take 3 s alone, and twice
  // that beside the API's files on two cores: Vitest's 5 s default failed them now and then.
  testTimeout: 15_000,
});
