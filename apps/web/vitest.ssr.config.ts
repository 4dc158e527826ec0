import { SERVER_RENDER_TESTS, webTests } from './vitest.config.ts';

/**
 * The server render's tests, each file with modules of its own: rendering on the server sets
 * what the whole app's modules share (the API client's fetch, the pages already loaded).
 */
export default webTests({ name: 'web (server render)', include: [SERVER_RENDER_TESTS] });
