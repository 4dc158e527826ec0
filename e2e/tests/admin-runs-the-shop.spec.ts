import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { DEMO_ADMIN, DEMO_CUSTOMER, SHIPPING_ADDRESS, signIn, solidPng } from '../support/shop';

/** A figure of the admin dashboard, by its label ('All Orders'), as a number. */
async function dashboardFigure(page: Page, label: string): Promise<number> {
  const text = await page.getByText(label, { exact: true }).locator('xpath=following-sibling::p').innerText();
  return Number(text.replace(/[$,]/g, ''));
}

test.describe('a shop owner runs the shop from the dashboard alone', () => {
  test('a product with a picture per colour and stock, a price change, an order moved on, the totals and the audit log', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const name = `Harbour Tee ${randomUUID().slice(0, 8)}`;
    await signIn(page, DEMO_ADMIN);

    await page.goto('/dashboard/admin');
    await expect(page.getByText('All Orders', { exact: true })).toBeVisible();
    // A shop in test mode counts its test orders, so a test payment moves the totals.
    await expect(page.getByText('Including test orders.')).toBeVisible();
    const ordersBefore = await dashboardFigure(page, 'All Orders');
    const earningsBefore = await dashboardFigure(page, 'Total Earning');

    // 1. A product in black and blue, a picture for each colour, and stock per variant.
    await page.goto('/dashboard/add-product');
    await page.getByLabel('Product Name').fill(name);
    await page.getByLabel('Category').selectOption('mens');
    await page.getByLabel('Color', { exact: true }).selectOption('black');
    await page.getByRole('checkbox', { name: 'Blue' }).check();
    await page.getByRole('checkbox', { name: 'Size M' }).check();
    await page.getByLabel('Price', { exact: true }).fill('30');
    await page.getByLabel('Description').fill('A heavy tee for harbour mornings.');
    await page.getByLabel('Choose image').setInputFiles([
      { name: 'black.png', mimeType: 'image/png', buffer: solidPng(64, [20, 20, 20]) },
      { name: 'blue.png', mimeType: 'image/png', buffer: solidPng(64, [40, 80, 200]) },
    ]);
    const second = page.getByRole('img', { name: 'Preview of picture 2' });
    await expect(second).toHaveAttribute('src', /^\/uploads\//);
    const bluePicture = (await second.getAttribute('src'))!;
    await page.getByLabel('Colour of picture 1').selectOption('black');
    await page.getByLabel('Colour of picture 2').selectOption('blue');
    await page.getByRole('switch', { name: 'Track stock per colour and size' }).check();
    await page.getByLabel('Black M in stock').fill('5');
    await page.getByLabel('Blue M in stock').fill('4');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByText('Product added successfully')).toBeVisible();

    // 2. It is in the shop; choosing blue shows the blue picture.
    const { products } = (await (await page.request.get(`/api/products?search=${encodeURIComponent(name)}`)).json()) as {
      products: { _id: string; name: string }[];
    };
    const product = products.find((candidate) => candidate.name === name)!;
    await page.goto('/shop?category=mens');
    await expect(page.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible();
    await page.goto(`/shop/${product._id}`);
    const picture = page.getByRole('img', { name: new RegExp(`^${name}`) }).first();
    await expect(page.getByRole('button', { name: 'Show picture 2 of 2' })).toHaveAttribute('aria-pressed', 'false');
    await expect(picture).not.toHaveAttribute('src', bluePicture);
    await page.getByLabel('Color', { exact: true }).selectOption('blue');
    await expect(picture).toHaveAttribute('src', bluePicture);
    await expect(picture).toHaveAccessibleName(`${name} in Blue`);
    await expect(page.getByRole('button', { name: 'Show picture 2 of 2' })).toHaveAttribute('aria-pressed', 'true');

    // 3. The owner changes its price.
    await page.goto(`/dashboard/update-product/${product._id}`);
    await expect(page.getByLabel('Price', { exact: true })).toHaveValue('30.00');
    await page.getByLabel('Price', { exact: true }).fill('27.50');
    await page.getByRole('button', { name: 'Update Product' }).click();
    await expect(page.getByText('Product updated successfully')).toBeVisible();

    // A customer buys it (in test mode), in their own browser.
    const customer = await browser.newContext();
    const shopper = await customer.newPage();
    await signIn(shopper, DEMO_CUSTOMER);
    const created = await shopper.request.post('/api/orders/create-checkout-session', {
      data: { products: [{ _id: product._id, color: 'blue', size: 'm', quantity: 2 }] },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { id: sessionId } = (await created.json()) as { id: string };
    const paid = await shopper.request.post(`/api/orders/test-checkout/${sessionId}/pay`, {
      data: { shippingAddress: { ...SHIPPING_ADDRESS, country: 'US' } },
    });
    expect(paid.ok(), await paid.text()).toBe(true);
    const confirmed = await shopper.request.post('/api/orders/confirm-payment', { data: { session_id: sessionId } });
    const { order } = (await confirmed.json()) as { order: { orderId: string; amount: number } };
    await customer.close();

    // 4. In Manage Orders, the new order moves to processing.
    await page.goto(`/dashboard/manage-orders?search=${order.orderId}`);
    const row = page.getByRole('row').filter({ hasText: order.orderId });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: `Edit ${order.orderId}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit order status' });
    await dialog.getByLabel('Status').selectOption('processing');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Order status updated successfully')).toBeVisible();
    await expect(row).toContainText('processing');

    // The blue M stock went down by the two sold.
    await page.goto(`/dashboard/update-product/${product._id}`);
    await expect(page.getByLabel('Blue M in stock')).toHaveValue('2');

    // 5. The totals count the new paid order.
    await page.goto('/dashboard/admin');
    await expect.poll(() => dashboardFigure(page, 'All Orders')).toBe(ordersBefore + 1);
    expect(await dashboardFigure(page, 'Total Earning')).toBeCloseTo(earningsBefore + order.amount, 2);

    // 6. The audit log lists each change, with who made it.
    await page.goto('/dashboard/audit');
    const log = page.getByRole('table', { name: 'Audit log' });
    const added = log.getByRole('row').filter({ hasText: 'Added a product' }).filter({ hasText: name });
    await expect(added).toHaveCount(1);
    const edited = log.getByRole('row').filter({ hasText: 'Edited a product' }).filter({ hasText: name });
    await expect(edited).toHaveCount(1);
    await expect(edited).toContainText('30.00');
    await expect(edited).toContainText('27.50');
    const moved = log.getByRole('row').filter({ hasText: 'Moved an order' }).filter({ hasText: order.orderId });
    await expect(moved).toContainText('processing');
    await expect(moved).toContainText('Admin');
  });
});
