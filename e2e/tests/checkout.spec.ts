import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { apiClient, newCustomer, newProduct, signUp, uniqueId, type ShopProduct } from '../support/api';
import { DEMO_ADMIN as ADMIN, fillShippingAddress, mailTo, signIn, type Account } from '../support/shop';
import { chooseVariant } from '../support/choose-variant';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
const cents = (amount: number) => Math.round(amount * 100);

/** Opens the product page (unless it is open), picks the first size that can be bought and adds it to the bag. */
async function addToBag(page: Page, product: ShopProduct, expectedCount: number, { navigate = true } = {}) {
  if (navigate) await page.goto(`/shop/${product._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await chooseVariant(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('bag-count')).toHaveText(String(expectedCount));
}

async function openBag(page: Page) {
  await page.getByRole('button', { name: /^Open bag/ }).click();
  const bag = page.getByRole('dialog', { name: 'Your Bag' });
  await expect(bag).toBeVisible();
  return bag;
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * `add` puts a tee in the bag, and the bag opens while its toast is still up: the toast covers
 * neither the bag's first line (its name and price) nor its Close button, on this wide screen
 * and on a phone's 390 px. The page's clock stands still from the toast on, so that it stays.
 */
async function expectToastClearOfBag(page: Page, add: () => Promise<void>) {
  await page.clock.install();
  await add();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Item added to cart' });
  await expect(toast).toBeVisible();
  await page.clock.pauseAt(Date.now() + 250);
  const bag = await openBag(page);
  const firstLine = bag.getByRole('listitem').first();
  const close = bag.getByRole('button', { name: 'Close' });
  const wide = page.viewportSize()!;
  for (const viewport of [wide, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    await bag.evaluate((panel) => Promise.all(panel.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    await expect(toast).toBeVisible();
    const [toastBox, lineBox, closeBox] = await Promise.all([toast.boundingBox(), firstLine.boundingBox(), close.boundingBox()]);
    expect(
      overlaps(toastBox!, lineBox!),
      `at ${viewport.width} px the toast ${JSON.stringify(toastBox)} covers the first line ${JSON.stringify(lineBox)}`,
    ).toBe(false);
    expect(overlaps(toastBox!, closeBox!), `at ${viewport.width} px the toast covers the Close button`).toBe(false);
  }
  await page.setViewportSize(wide);
  await page.clock.resume();
  await page.keyboard.press('Escape');
  await expect(toast).toBeHidden();
}

/** The definition of a term in a <dl>: the <dd> right after the <dt>. */
const definitionOf = (scope: Page | ReturnType<Page['locator']>, term: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${term.replace(/[()]/g, '\\$&')}$`) }).locator('xpath=following-sibling::dd[1]');

async function newSignedInPage(browser: Browser, account: Account) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account);
  return { context, page };
}

test.describe('checkout', () => {
  test('a tee added while the page still reads the stored bag back stays in the bag, and reaches the account', async ({ page }) => {
    const tee = await newProduct('Quick Tee', { price: 25 });
    const { account, api } = await newCustomer('Quick Shopper');
    await api.dispose();
    await signIn(page, account);
    // The stored bag's checks load slowly (as on a busy phone): the shopper adds meanwhile.
    await page.evaluate(() => window.localStorage.setItem('bag', JSON.stringify({ version: 1, state: { products: [] } })));
    await page.route('**/assets/stored-bag-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await addToBag(page, tee, 1);
    // Once the stored bag is read back and the account answered, the line is still there...
    await page.waitForResponse((response) => response.url().includes('/api/bag') && response.request().method() === 'PUT');
    await expect(page.getByTestId('bag-count')).toHaveText('1');
    // ...and the account has it, as a fresh page shows.
    await page.unroute('**/assets/stored-bag-*.js');
    await page.evaluate(() => window.localStorage.removeItem('bag'));
    await page.reload();
    await expect(page.getByTestId('bag-count')).toHaveText('1');
  });

  test('a customer buys two tees, follows the order, and sees the admin ship it', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const [first, second] = await Promise.all([newProduct('Pier Tee', { price: 28 }), newProduct('Ledger Tee', { price: 34.5 })]);
    const api = await apiClient();
    const customer = await signUp(api, 'Buyer');
    await api.dispose();

    await signIn(page, customer);
    await addToBag(page, first, 1);
    // A look in the bag from the second tee's page, which is where the shopper adds it.
    await page.goto(`/shop/${second._id}`);
    await expect(await openBag(page)).toContainText(first.name);
    await page.keyboard.press('Escape');
    await expectToastClearOfBag(page, () => addToBag(page, second, 2, { navigate: false }));

    // The bag: two lines, the total, Tax(6%) and the grand total.
    const bag = await openBag(page);
    await expect(bag.getByRole('listitem')).toHaveCount(2);
    const subtotal = cents(first.price) + cents(second.price);
    const tax = Math.round((subtotal * 6) / 100);
    const summary = bag.getByRole('region', { name: 'Order Summary' });
    await expect(definitionOf(summary, 'Total')).toHaveText(dollars(subtotal));
    await expect(definitionOf(summary, 'Tax(6%)')).toHaveText(dollars(tax));
    await expect(definitionOf(summary, 'Grand Total')).toHaveText(dollars(subtotal + tax));
    await expect(summary.getByRole('link', { name: 'Sign In' })).toHaveCount(0);

    // The TEST MODE hosted checkout: the customer's email is known; it asks where to ship.
    await bag.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout\/cs_test_[\w-]+$/);
    await expect(page.getByText('TEST MODE', { exact: true })).toBeVisible();
    await expect(page.getByText(customer.email)).toBeVisible();
    await fillShippingAddress(page);
    await page.getByRole('button', { name: `Pay ${dollars(subtotal + tax)}` }).click();

    // The confirmation: paid, with the order id; the bag is empty.
    await expect(page).toHaveURL(/\/success\?session_id=cs_test_/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment paid' })).toBeVisible();
    const orderId = (await definitionOf(page, 'Order Id').textContent())?.trim() ?? '';
    expect(orderId).toMatch(/^ORD-[A-Z0-9]{8}$/);
    await expect(page.getByTestId('bag-count')).toHaveText('0');
    await expect(page.getByRole('region', { name: 'Shipping address' })).toContainText('1 Congress Ave');

    // The confirmation mail, as the shop's SMTP relay received it: the order, the total and
    // where it ships.
    const confirmation = await mailTo(customer.email, new RegExp(`order ${orderId} confirmed`));
    expect(confirmation.text).toContain(`Total: ${dollars(subtotal + tax)}`);
    expect(confirmation.text).toMatch(/Shipping address:\s+Ada Buyer\s+1 Congress Ave/);

    // The orders list has it; its tracker shows 'pending' as the current step.
    await page.getByRole('link', { name: 'View your orders' }).click();
    await expect(page).toHaveURL(/\/dashboard\/orders$/);
    const row = page.getByRole('row').filter({ hasText: orderId });
    await expect(row).toContainText(dollars(subtotal + tax));
    await row.getByRole('link', { name: `view order ${orderId}` }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
    const tracker = page.getByRole('list', { name: 'Order tracker' });
    await expect(tracker.locator('[aria-current="step"]')).toContainText('pending');
    await expect(page.getByRole('region', { name: 'Shipping address' })).toContainText('Austin, 78701');

    // An admin, in another browser context, ships it.
    const admin = await newSignedInPage(browser, ADMIN);
    await admin.page.goto(`/dashboard/manage-orders?search=${orderId}`);
    const adminRow = admin.page.getByRole('row').filter({ hasText: orderId });
    await expect(adminRow).toContainText(customer.email);
    await adminRow.getByRole('button', { name: `Edit ${orderId}` }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Edit order status' });
    await dialog.getByLabel('Status').selectOption('shipped');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(admin.page.getByText('Order status updated successfully')).toBeVisible();
    await expect(adminRow).toContainText('shipped');

    // The customer's tracker follows.
    await page.reload();
    await expect(tracker.locator('[aria-current="step"]')).toContainText('shipped');
    await expect(tracker.locator('[data-state="complete"]')).toHaveCount(2);

    // The admin opens the order, sees where it ships, and refunds it.
    await adminRow.getByRole('link', { name: `View ${orderId}` }).click();
    await expect(admin.page.getByRole('heading', { level: 1, name: new RegExp(orderId) })).toBeVisible();
    await expect(admin.page.getByRole('region', { name: 'Shipping address' })).toContainText('1 Congress Ave');
    // Printed, the page is the packing slip alone: the lines and the address.
    await admin.page.emulateMedia({ media: 'print' });
    const slip = admin.page.getByRole('region', { name: 'Packing slip' });
    await expect(slip).toBeVisible();
    await expect(slip).toContainText(first.name);
    await expect(slip).toContainText(second.name);
    await expect(slip).toContainText('1 Congress Ave');
    await expect(admin.page.getByRole('button', { name: 'Refund' })).toBeHidden();
    await admin.page.emulateMedia({ media: 'screen' });
    await admin.page.getByRole('button', { name: 'Refund' }).click();
    await admin.page.getByRole('alertdialog').getByRole('button', { name: 'Refund' }).click();
    await expect(admin.page.getByText('Order refunded')).toBeVisible();
    await admin.context.close();

    // The customer's payments page shows it refunded, and the customer is told by mail.
    await page.goto('/dashboard/payments');
    await expect(page.getByRole('listitem').filter({ hasText: orderId })).toContainText(/refunded/i);
    await mailTo(customer.email, new RegExp(`order ${orderId} refunded`));
  });

  test('a guest checks out with an email and an address, Cancel keeps the bag, and the tracking link opens the order in a fresh browser', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const product = await newProduct('Guest Tee');
    await addToBag(page, product, 1);

    let bag = await openBag(page);
    await expect(bag.getByText('Please sign in to make a purchase.')).toBeVisible();
    await expect(bag.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    const email = bag.getByLabel('Email for your receipt');
    // No email: the bag asks for it under the field, and nothing is sent.
    await bag.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(email).toHaveAccessibleDescription('Enter the email for your receipt, or sign in.');
    await expect(page).not.toHaveURL(/\/checkout\//);
    const guest = `guest-${uniqueId()}@example.com`;
    await email.fill(guest);
    await bag.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout\/cs_test_/);
    await expect(page.getByText('TEST MODE', { exact: true })).toBeVisible();
    await expect(page.getByText(guest)).toBeVisible();

    // Cancel: back to the shop with the bag open and intact.
    await page.getByRole('link', { name: 'Cancel' }).click();
    bag = page.getByRole('dialog', { name: 'Your Bag' });
    await expect(bag).toBeVisible();
    await expect(page).not.toHaveURL(/bag=open/);
    await expect(bag.getByRole('listitem')).toHaveCount(1);
    await expect(bag).toContainText(product.name);

    await bag.getByLabel('Email for your receipt').fill(guest);
    await bag.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout\/cs_test_/);
    const pay = page.getByRole('button', { name: /^Pay \$/ });
    await pay.click();
    await expect(page.getByLabel('Full name')).toHaveAccessibleDescription('Full name is required');
    await fillShippingAddress(page);
    await pay.click();

    await expect(page).toHaveURL(/\/success\?session_id=cs_test_/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment paid' })).toBeVisible();
    await expect(definitionOf(page, 'Order Id')).toHaveText(/^ORD-[A-Z0-9]{8}$/);
    await expect(page.getByTestId('bag-count')).toHaveText('0');
    await expect(page.getByRole('region', { name: 'Shipping address' })).toContainText('Ada Buyer');

    // 'Track this order' opens the order in a browser that has never signed in.
    const tracking = (await page.getByRole('link', { name: 'Track this order' }).getAttribute('href')) ?? '';
    expect(tracking).toMatch(/^\/orders\/ORD-[A-Z0-9]{8}\?token=[\w-]+$/);
    // The confirmation mail carries the same link, and the address.
    const orderId = (await definitionOf(page, 'Order Id').textContent())?.trim() ?? '';
    const confirmation = await mailTo(guest, new RegExp(`order ${orderId} confirmed`));
    expect(confirmation.text).toContain(new URL(tracking, page.url()).href);
    expect(confirmation.text).toContain('1 Congress Ave');
    const fresh = await browser.newContext();
    const stranger = await fresh.newPage();
    await stranger.goto(tracking);
    await expect(stranger.getByRole('list', { name: 'Order tracker' })).toBeVisible();
    await expect(stranger.getByRole('region', { name: 'Shipping address' })).toContainText('1 Congress Ave');
    // A changed token shows nothing of it.
    await stranger.goto(tracking.replace(/token=.*/, 'token=not-the-right-one'));
    await expect(stranger.getByRole('alert')).toContainText('No orders!');
    await fresh.close();
  });
});
