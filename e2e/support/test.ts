/**
 * The journeys' `test`: a page that, after loading a document, waits until the app is
 * interactive. Storefront pages arrive as server-rendered HTML and are visible before React
 * has hydrated them; a shopper's tap in that moment is lost, and a journey's would be too.
 */
import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

export async function waitUntilInteractive(page: Page) {
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (response?.headers()['content-type']?.includes('text/html')) await waitUntilInteractive(page);
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      if (response?.headers()['content-type']?.includes('text/html')) await waitUntilInteractive(page);
      return response;
    };
    await use(page);
  },
});
