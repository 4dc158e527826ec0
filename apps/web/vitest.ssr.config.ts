import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { SERVER_RENDER_TESTS } from './vitest.config.ts';

/**
 * The server render's tests, each file with modules of its own: rendering on the server sets
 * what the whole app's modules share (the API client's fetch, the pages already loaded).
 */
export default mergeConfig(
  viteConfig({ command: 'serve', mode: 'test' }),
  defineProject({
    test: {
      name: 'web (server render)',
      environment: 'jsdom',
      include: [SERVER_RENDER_TESTS],
      setupFiles: ['./src/test/setup.ts'],
    },
  }),
);
