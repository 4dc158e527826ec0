import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';

test.describe('the shop shell', () => {
  test('home page shows the layout, the hero and the category tiles @phone', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Providing you with the best material, the most updated fashion and the best service.')).toBeVisible();
    const nav = page.getByRole('navigation').first();
    await expect(nav).toBeVisible();
    await expect(page.getByRole('link', { name: /Shop Now/i })).toHaveAttribute('href', '/shop');
    await expect(page.locator('footer')).toContainText('2025');
    await expect(page.locator('footer')).toContainText('Drip Studio');
    // Signed out: the profile icon is a login link.
    await expect(page.getByRole('link', { name: /log ?in|sign in/i }).first()).toHaveAttribute('href', '/login');
  });

  test('category tile leads to the filtered shop', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: /^Mens/i }).first().click();
    await expect(page).toHaveURL(/\/shop\?category=mens$/);
  });

  test('an unknown path shows the 404 page with HTTP 404 @phone', async ({ page }) => {
    const response = await page.goto('/this/does/not/exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Sorry, the page you are looking for doesn't exist or has been moved.")).toBeVisible();
    await page.getByRole('link', { name: 'Go Back Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the page scrolls to the top on every path change', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.locator('footer').getByRole('link', { name: 'About' }).first().click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the bag opens as a panel and closes with Escape', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /bag/i }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Your Bag' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Bag empty');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the demo catalogue is served by the API', async ({ request }) => {
    const res = await request.get('/api/products?limit=100');
    expect(res.ok()).toBe(true);
    const body = await res.json();
    expect(body.totalProducts).toBeGreaterThanOrEqual(30);
    const image = await request.get(body.products[0].image);
    expect(image.headers()['content-type']).toBe('image/webp');
  });

  test('the home page has no detectable accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Providing you with the best material', { exact: false })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
