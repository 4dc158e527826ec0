import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/test';
import { DEMO_ADMIN, expectNoAxeViolations, signIn, solidPng } from '../support/shop';

test.describe('the admin screens', () => {
  test('an admin sees the totals, adds a product with an image, finds it, changes its price and deletes it', async ({ page }) => {
    const name = `Canvas Tote ${randomUUID().slice(0, 8)}`;
    await signIn(page, DEMO_ADMIN);

    await page.goto('/dashboard/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByText(/^Welcome back, /)).toBeVisible();
    for (const label of ['Total Earning', 'All Orders', 'All Users', 'Total Products']) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('Total Earning', { exact: true }).locator('xpath=following-sibling::p')).toHaveText(/^\$[\d,]+\.\d{2}$/);
    await expect(page.getByText('All Users', { exact: true }).locator('xpath=following-sibling::p')).toHaveText(/^[1-9][\d,]*$/);
    await expect(page.getByRole('figure', { name: /^Pie chart: \d+ orders, \d+ products, \d+ reviews, \d+ users$/ })).toBeVisible();
    await expect(
      page.getByRole('figure', { name: /^Line chart of the earnings of each month/ }).locator('.recharts-surface'),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Add Product' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add Product' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByRole('alert')).toContainText('Please fill all the required fields');
    await expectNoAxeViolations(page);

    await page.getByLabel('Product Name').fill(name);
    await page.getByLabel('Category').selectOption('accessories');
    await page.getByLabel('Color', { exact: true }).selectOption('beige');
    await page.getByLabel('Price', { exact: true }).fill('42.50');
    await page.getByLabel('Description').fill('A sturdy canvas tote for the market run.');
    await expect(page.getByText('Please fill all the required fields')).toHaveCount(0);

    await page.getByLabel('Choose image').setInputFiles({ name: 'tote.png', mimeType: 'image/png', buffer: solidPng(64, [200, 180, 140]) });
    await expect(page.getByText('Image uploaded successfully')).toBeVisible();
    const preview = page.getByRole('img', { name: 'Preview of the product image' });
    await expect(preview).toHaveAttribute('src', /^\/uploads\//);
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByText('Product added successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/shop$/);

    await page.goto('/search');
    await page.getByRole('searchbox', { name: 'Search products' }).fill(name);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText(name).first()).toBeVisible();

    await page.goto('/dashboard/manage-products');
    await expect(page.getByText(/^Showing 1 to \d+ of \d+ products$/)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search products' }).fill(name);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('Showing 1 to 1 of 1 products')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('$42.50');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(page).toHaveURL(/\/dashboard\/update-product\/[^/]+$/);
    await expect(page.getByLabel('Price', { exact: true })).toHaveValue('42.50');
    await expect(page.getByLabel('Category')).toHaveValue('accessories');
    await page.getByLabel('Price', { exact: true }).fill('39');
    await page.getByRole('button', { name: 'Update Product' }).click();
    await expect(page.getByText('Product updated successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/manage-products$/);
    // The newest product comes first, and the list is the one after the change.
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('$39.00');

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete product?' });
    await expect(dialog).toContainText(name);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Product deleted successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);

    const search = await page.request.get(`/api/products?search=${encodeURIComponent(name)}`);
    expect((await search.json()).products.map((product: { name: string }) => product.name)).not.toContain(name);
  });

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
    // The stock grid of every colour and size fits the screen too.
    await page.getByRole('switch', { name: 'Track stock per colour and size' }).check();
    await expect(page.getByRole('table', { name: 'Stock per colour and size' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
