/**
 * What a phone's browser actually fetches of the shop's JavaScript on each storefront page,
 * until the network goes quiet: every script response, counted by its compressed bytes on the
 * wire (their compressed bodies), the parts that load after hydration (the product page's reviews) included. The build's
 * own count of the entry chunks (`npm run size`) cannot see those.
 */
import type { Browser } from '@playwright/test';
import { devices } from '@playwright/test';
import { demoProduct } from '../support/api';
import { expect, test, waitUntilInteractive } from '../support/test';

const BUDGET_KB = 120;

/**
 * The scripts a first visit to `path` fetched (path and compressed body bytes), from its
 * navigation to network idle, in a browser of its own (nothing cached). Headers are left out:
 * behind an HTTP/2 proxy they are compressed away, and here they would be most of a small chunk.
 */
async function scriptsFetched(browser: Browser, path: string): Promise<{ path: string; bytes: number }[]> {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  const sizes: Promise<{ path: string; bytes: number }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    sizes.push(request.sizes().then(({ responseBodySize }) => ({ path: new URL(request.url()).pathname, bytes: responseBodySize })));
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await waitUntilInteractive(page);
  await page.waitForLoadState('networkidle');
  const fetched = await Promise.all(sizes);
  await context.close();
  return fetched;
}

// A phone's screen and user agent (the browser stays the project's Chromium).
const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7'];

test.describe('JavaScript a phone fetches', () => {
  test(`each storefront page, up to the network going quiet: at most ${BUDGET_KB} KB`, async ({ browser, request }) => {
    // Seven fresh browsers, each waiting for the network to go quiet: slow on a busy machine.
    test.slow();
    const product = await demoProduct(request, 'Tidal Wave Tee');
    const pages = ['/', '/shop', `/shop/${product._id}`, '/search?q=tee', '/contact', '/about', '/help'];
    const over: string[] = [];
    for (const path of pages) {
      const fetched = await scriptsFetched(browser, path);
      const kb = fetched.reduce((sum, script) => sum + script.bytes, 0) / 1024;
      test.info().annotations.push({ type: 'JavaScript fetched', description: `${path}: ${kb.toFixed(1)} KB in ${fetched.length} files` });
      expect(fetched.length, `${path} fetched its scripts`).toBeGreaterThan(0);
      if (kb > BUDGET_KB)
        over.push(`${path}: ${kb.toFixed(1)} KB (${fetched.map((script) => `${script.path} ${script.bytes}`).join(', ')})`);
    }
    expect(over).toEqual([]);
  });
});
