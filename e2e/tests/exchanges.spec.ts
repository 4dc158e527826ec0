import type { APIRequestContext, Page } from '@playwright/test';
import { variantStock } from '@shop/shared/testing/products';
import { apiClient, buyInTestMode, newProduct, send, signUp } from '../support/api';
import { expect, test } from '../support/test';
import { DEMO_ADMIN, mailTo, signIn } from '../support/shop';

interface Variant {
  color: string;
  size: string;
  stock: number;
}

/** The stock of each of a product's variants, as the shop answers it ('black/m' → 3). */
async function stockOf(request: APIRequestContext, productId: string): Promise<Record<string, number>> {
  const { product } = (await (await request.get(`/api/products/${productId}`)).json()) as { product: { stock: Variant[] } };
  return Object.fromEntries(product.stock.map((variant) => [`${variant.color}/${variant.size}`, variant.stock]));
}

/** The exchange's current step on the customer's order page, after a reload. */
async function customerSees(page: Page, raNumber: string) {
  await page.reload();
  const exchange = page.getByRole('article', { name: `Exchange ${raNumber}` });
  await expect(exchange).toBeVisible();
  return exchange.locator('[aria-current="step"]');
}

test.describe('exchanges, as the policy promises', () => {
  test('a shipped order is exchanged M for L: the RA number, the email, the admin steps, the stock and the customer’s view at each', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);

    // A tee in black, M and L, 3 and 1 in stock.
    const product = await newProduct('Exchange Tee', { sizes: ['m', 'l'], stock: variantStock({ 'black/m': 3, 'black/l': 1 }) });
    const productId = product._id;

    // A customer buys one in M (test mode), and the admin ships it.
    const api = await apiClient();
    const customer = await signUp(api, 'Exa');
    await api.dispose();
    await signIn(page, customer);
    const order = await buyInTestMode(page.request, [{ _id: productId, color: 'black', size: 'm', quantity: 1 }]);
    // The admin's browser.
    const context = await browser.newContext();
    const admin = await context.newPage();
    await signIn(admin, DEMO_ADMIN);
    await send(admin.request, 'patch', `/api/orders/update-order-status/${order._id}`, { status: 'shipped' });
    expect(await stockOf(page.request, productId)).toEqual({ 'black/m': 2, 'black/l': 1 });

    // 1. The customer asks to exchange the M for an L.
    await page.goto(`/orders/${order.orderId}`);
    await page.getByRole('button', { name: 'Request an exchange' }).click();
    await page.getByRole('checkbox', { name: new RegExp(product.name) }).check();
    await page.getByLabel('Replace with').selectOption({ label: 'Size L, Black' });
    await page.getByLabel('Reason').fill('The M is tight across the shoulders.');
    await page.getByRole('checkbox', { name: 'I accept these conditions' }).check();
    await page.getByRole('button', { name: 'Request the exchange' }).click();

    // 2. The RA number is on screen, and the email with it arrives.
    const raText = await page.getByText(/Your return authorization number is/).innerText();
    const raNumber = /RA-\d{4}-\d{6}/.exec(raText)?.[0] ?? '';
    expect(raNumber).toMatch(new RegExp(`^RA-${new Date().getFullYear()}-\\d{6}$`));
    const mail = await mailTo(customer.email, new RegExp(raNumber));
    expect(mail.text).toContain(raNumber);
    // The L is set aside for the customer.
    expect(await stockOf(page.request, productId)).toEqual({ 'black/m': 2, 'black/l': 0 });
    await expect(await customerSees(page, raNumber)).toContainText('Requested');

    // 3. The admin approves, receives (in good condition), ships and closes it.
    const step = async (action: string) => {
      await admin.goto('/dashboard/exchanges');
      await admin.getByRole('button', { name: `${action} ${raNumber}` }).click();
    };
    await step('Approve');
    await expect.poll(async () => (await customerSees(page, raNumber)).innerText()).toContain('Approved');
    expect(await stockOf(page.request, productId)).toEqual({ 'black/m': 2, 'black/l': 0 });

    await step('Mark received');
    const received = admin.getByRole('alertdialog', { name: `Mark ${raNumber} received?` });
    await received.getByRole('checkbox').check();
    await received.getByRole('button', { name: 'Mark received' }).click();
    await expect(received).toBeHidden();
    // 4. The returned M is back in stock.
    await expect.poll(() => stockOf(page.request, productId)).toEqual({ 'black/m': 3, 'black/l': 0 });
    await expect(await customerSees(page, raNumber)).toContainText('Item received');

    await step('Mark shipped');
    await expect.poll(async () => (await customerSees(page, raNumber)).innerText()).toContain('Replacement shipped');

    await step('Close');
    // 5. The customer's order page shows each state; it ends closed.
    await expect.poll(async () => (await customerSees(page, raNumber)).innerText()).toContain('Closed');
    expect(await stockOf(page.request, productId)).toEqual({ 'black/m': 3, 'black/l': 0 });
    await context.close();
  });

  test('an order not shipped yet has its M changed to an L by its customer, in one step: the line, the stock and no exchange', async ({
    page,
  }) => {
    const product = await newProduct('Change Tee', { sizes: ['m', 'l'], stock: variantStock({ 'black/m': 3, 'black/l': 2 }) });
    const api = await apiClient();
    const customer = await signUp(api, 'Chan');
    await api.dispose();
    await signIn(page, customer);
    const order = await buyInTestMode(page.request, [{ _id: product._id, color: 'black', size: 'm', quantity: 1 }]);
    expect(await stockOf(page.request, product._id)).toEqual({ 'black/m': 2, 'black/l': 2 });

    await page.goto(`/orders/${order.orderId}`);
    const change = page.getByRole('region', { name: 'Change a size before it ships' });
    await change.getByLabel(`${product.name} (black, M) to`).selectOption({ label: 'black, L' });
    await change.getByRole('button', { name: 'Change' }).click();
    await expect(page.getByText(`Changed to ${product.name} in L.`)).toBeVisible();
    const items = page.getByRole('region', { name: 'Items' });
    await expect(items.getByRole('listitem').filter({ hasText: product.name })).toContainText(/black · L/i);
    // The L left the shelf and the M came back; no exchange was made.
    expect(await stockOf(page.request, product._id)).toEqual({ 'black/m': 3, 'black/l': 1 });
    await expect(page.getByRole('button', { name: 'Request an exchange' })).toHaveCount(0);
  });
});
