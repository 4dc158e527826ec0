import { randomBytes } from 'node:crypto';
import { expect, test, waitUntilInteractive } from '../support/test';
import { DEMO_ADMIN, signIn } from '../support/shop';

/** A desktop browser as visitors have them: the shop records no headless browser, as it records no bot. */
const DESKTOP_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

test.describe('the shop’s own analytics', () => {
  test('the admin sees a search with no results on the analytics page', async ({ browser, page }) => {
    const words = `glitter poncho ${randomBytes(3).toString('hex')}`;

    // A visitor searches for something the shop does not have.
    const visitorContext = await browser.newContext({ userAgent: DESKTOP_CHROME });
    const visitor = await visitorContext.newPage();
    await visitor.goto('/search');
    await waitUntilInteractive(visitor);
    await visitor.getByRole('searchbox', { name: 'Search products' }).fill(words);
    await visitor.getByRole('button', { name: 'Search' }).click();
    await expect(visitor.getByText('No results found.')).toBeVisible();

    // The admin opens the analytics: the search is there, under its own heading, once the visitor's browser has reported it.
    await signIn(page, DEMO_ADMIN);
    await page.goto('/dashboard/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expect(async () => {
      await page.reload();
      const searches = page.getByRole('region', { name: 'Searches with no results' });
      await expect(searches.getByRole('rowheader', { name: words })).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await visitorContext.close();
  });
});
