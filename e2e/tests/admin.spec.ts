import { expect, test } from '../support/test';
import { DEMO_ADMIN, signIn } from '../support/shop';

test.describe('the admin screens', () => {
  test('an admin manages products on a phone @phone', async ({ page }) => {
    await signIn(page, DEMO_ADMIN);
    // Oldest first: the demo catalogue, which no journey changes, before what journeys add.
    await page.goto('/dashboard/manage-products?sort=oldest');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Items' })).toBeVisible();
    await expect(page.getByText(/^Showing 1 to 12 of \d+ products$/)).toBeVisible();
    // Cards, not a table too wide for the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByRole('navigation', { name: 'Product pages' }).getByRole('button', { name: 'Page 2' }).click();
    await expect(page.getByText(/^Showing 13 to 24 of \d+ products$/)).toBeVisible();
    await expect(page).toHaveURL(/\?sort=oldest&page=2$/);

    await page
      .getByRole('link', { name: /^Edit / })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Update Product' })).toBeVisible();
    await expect(page.getByLabel('Product Name')).not.toHaveValue('');
    // The variant table of every colour and size scrolls within its box: the page fits the screen.
    await page.getByRole('switch', { name: 'Track stock per colour and size' }).check();
    await expect(page.getByRole('table', { name: /^Variants: stock, SKU, price/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
