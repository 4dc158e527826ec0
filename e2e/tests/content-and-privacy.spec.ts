/**
 * A customer's own data, end to end: the customer downloads the copy of their data from the
 * 'ready' mail's link, then deletes the account, and the admin still finds the order's lines and
 * totals without the person (docs/decisions/039). The owner's edits of the shop's words are
 * journeyed in shop-wide/owner-edits-words.spec.ts.
 */
import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import type { Order } from '@shop/shared/order.schema';
import { ACCOUNT_DELETED_MESSAGE, DELETED_CUSTOMER_NAME } from '@shop/shared/privacy.schema';
import { apiClient, newProduct, ok, send, signUp } from '../support/api';
import { chooseVariant } from '../support/choose-variant';
import { DEMO_ADMIN, fillShippingAddress, mailTo, SHIPPING_ADDRESS, signIn } from '../support/shop';
import { expect, test, waitUntilInteractive } from '../support/test';

const dollars = (amount: number) => `$${amount.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

/** The definition of a term in a <dl>: the <dd> right after the <dt>. */
const definitionOf = (scope: Page | Locator, term: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${term.replace(/[()]/g, '\\$&')}$`) }).locator('xpath=following-sibling::dd[1]');

/** The text of a file the browser downloaded. */
async function textOf(download: Download): Promise<string> {
  return readFile(await download.path(), 'utf8');
}

test.describe('content and privacy', () => {
  test("A customer downloads their data from the mail's link, then deletes the account; the admin's order still shows its lines and totals, with the personal fields scrubbed.", async ({
    page,
    browser,
  }) => {
    // The copy is prepared by the shop's worker, then mailed through the outbox.
    test.setTimeout(150_000);
    const product = await newProduct('Privacy Tee', { price: 30 });
    const signUpApi = await apiClient();
    const customer = await signUp(signUpApi, 'Leaving Shopper');
    await signUpApi.dispose();

    // 1. The customer buys the tee in test mode.
    await signIn(page, customer);
    await page.goto(`/shop/${product._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await chooseVariant(page);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByTestId('bag-count')).toHaveText('1');
    await page.getByRole('button', { name: /^Open bag/ }).click();
    await page.getByRole('dialog', { name: 'Your Bag' }).getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout\/cs_test_[\w-]+$/);
    await fillShippingAddress(page);
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment paid' })).toBeVisible();
    const orderId = (await definitionOf(page, 'Order Id').textContent())?.trim() ?? '';
    expect(orderId).toMatch(/^ORD-[A-Z0-9]{8}$/);
    const order = await ok<Order>(page.request.get(`/api/orders/order/${orderId}`));
    expect(order.products).toHaveLength(1);

    // 2. In the profile, the customer asks for a copy of their data; the worker prepares it and mails them.
    await page.goto('/dashboard/profile');
    const yourData = page.getByRole('region', { name: 'Your data' });
    await yourData.getByRole('button', { name: 'Download my data' }).click();
    await expect(page.getByText('We are preparing your data, and will email you when it is ready.')).toBeVisible();
    const ready = await mailTo(customer.email, /^Your data is ready to download$/, { timeout: 90_000 });
    const link = /https?:\/\/\S+\/dashboard\/profile#your-data/.exec(ready.text)?.[0];
    expect(link, "a link to the profile's data in the mail").toBeTruthy();

    // 3. The mail's link opens the profile at the copy, ready; each file downloads once.
    await page.goto(new URL(link!).pathname + new URL(link!).hash);
    const files = yourData.getByRole('list', { name: "Your data's files" });
    await expect(yourData).toContainText('Each file downloads once.');
    const [json] = await Promise.all([page.waitForEvent('download'), files.getByRole('button', { name: 'Everything (JSON)' }).click()]);
    expect(json.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const jsonText = await textOf(json);
    expect(jsonText).not.toContain(customer.password);
    const data = JSON.parse(jsonText) as {
      account: { email: string; username: string };
      orders: { orderId: string; totalCents: number; lines: { name: string; color: string; size: string; quantity: number }[] }[];
    };
    expect(data.account).toMatchObject({ email: customer.email, username: customer.username });
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({ orderId, totalCents: Math.round(order.amount * 100) });
    expect(data.orders[0]!.lines).toEqual([expect.objectContaining({ name: product.name, quantity: 1 })]);
    await expect(files.getByRole('button', { name: 'Everything (JSON): downloaded' })).toBeDisabled();

    const [csv] = await Promise.all([page.waitForEvent('download'), files.getByRole('button', { name: 'Orders (CSV)' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/^my-orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = (await textOf(csv)).trim().split(/\r?\n/);
    expect(rows[0]).toMatch(/^order,placed_at,status,payment_status,/);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(orderId);
    expect(rows[1]).toContain(product.name);
    await expect(yourData).toContainText('Downloaded. The copy is deleted from the shop.');

    // 4. Deleting the account waits for the paid order to ship: its address is still needed.
    await page.getByRole('region', { name: 'Delete account' }).getByRole('button', { name: 'Delete account…' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await dialog.getByRole('radio', { name: /^Keep the reviews, anonymised/ }).check();
    await dialog.getByLabel('Your password', { exact: true }).fill(customer.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('Your account was not deleted')).toBeVisible();
    await expect(dialog).toContainText('An order of yours has not shipped yet');

    // The shop ships it; the second try goes through and signs the customer out.
    const admin = await apiClient(DEMO_ADMIN);
    await send(admin, 'patch', `/api/orders/update-order-status/${order._id}`, { status: 'shipped' });
    await admin.dispose();
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByText(ACCOUNT_DELETED_MESSAGE)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await page.goto('/dashboard/profile');
    await expect(page).toHaveURL(/\/login$/);
    // The account is gone: its password opens nothing.
    const stranger = await apiClient();
    const signInAgain = await stranger.post('/api/auth/login', { data: { email: customer.email, password: customer.password } });
    expect(signInAgain.ok()).toBe(false);
    await stranger.dispose();

    // 5. The admin finds the order by its reference, not by the email, which is gone from it.
    const adminContext = await browser.newContext();
    try {
      const adminPage = await adminContext.newPage();
      await signIn(adminPage, DEMO_ADMIN);
      const scrubbedEmail = `deleted-${orderId.toLowerCase()}@invalid`;
      await adminPage.goto(`/dashboard/manage-orders?search=${encodeURIComponent(customer.email)}`);
      await waitUntilInteractive(adminPage);
      await expect(adminPage.getByText('No orders found')).toBeVisible();
      await adminPage.goto(`/dashboard/manage-orders?search=${orderId}`);
      await waitUntilInteractive(adminPage);
      const row = adminPage.getByRole('row').filter({ hasText: orderId });
      await expect(row).toContainText(scrubbedEmail);
      await row.getByRole('link', { name: `View ${orderId}` }).click();
      await expect(adminPage.getByRole('heading', { level: 1, name: new RegExp(orderId) })).toBeVisible();

      // Its line and totals, as paid.
      const items = adminPage.getByRole('region', { name: 'Items' });
      const line = order.products[0]!;
      await expect(items).toContainText(product.name);
      await expect(items).toContainText(`1 × ${dollars(line.price)}`);
      await expect(definitionOf(items, 'Subtotal')).toHaveText(dollars(order.subtotal));
      await expect(definitionOf(items, order.taxLabel)).toHaveText(dollars(order.tax));
      await expect(definitionOf(items, 'Total')).toHaveText(dollars(order.amount));

      // The person is gone: a made-up email, 'Deleted customer', no street or city; the postcode stays for tax.
      await expect(definitionOf(adminPage, 'Customer')).toHaveText(scrubbedEmail);
      const address = adminPage.getByRole('region', { name: 'Shipping address' });
      await expect(address).toContainText(DELETED_CUSTOMER_NAME);
      await expect(address).toContainText(SHIPPING_ADDRESS.postalCode);
      await expect(address).not.toContainText(SHIPPING_ADDRESS.name);
      await expect(address).not.toContainText(SHIPPING_ADDRESS.line1);
      await expect(address).not.toContainText(SHIPPING_ADDRESS.city);
      const shown = await adminPage.locator('main').innerText();
      expect(shown).not.toContain(customer.email);
      expect(shown).not.toContain(customer.username);
    } finally {
      await adminContext.close();
    }
  });
});
