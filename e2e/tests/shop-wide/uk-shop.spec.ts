/**
 * A shop selling in the UK, from the dashboard to the parcel: the owner sets a 20 % VAT table
 * with prices including it, a UK zone with two methods and a WELCOME10 code; a shopper sees the
 * bag priced for the UK, applies the code, chooses express shipping and pays in test mode; the
 * order page, the mail and the packing slip show each figure; the owner ships it with Royal Mail
 * and the customer's order page links to the parcel.
 *
 * It changes the shop's own pricing, which every other journey reads: it runs in a project of
 * its own after them (playwright.config.ts), and puts the shop back as it found it.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { newAdmin, newCustomer, newProduct, send } from '../../support/api';
import { chooseVariant } from '../../support/choose-variant';
import { mailTo, signIn } from '../../support/shop';
import { expect, test } from '../../support/test';

const definitionOf = (scope: Page | ReturnType<Page['locator']>, term: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${term.replace(/[()$.]/g, '\\$&')}$`) }).locator('xpath=following-sibling::dd[1]');

const US_SHOP = {
  pricesIncludeTax: false,
  taxShipping: false,
  homeCountry: 'US',
  rates: [{ country: '*', taxClass: 'standard', rate: 6, label: 'Tax' }],
};

let ownerApi: APIRequestContext | undefined;
let zoneId: string | undefined;
let codeId: string | undefined;

test.afterAll(async () => {
  if (!ownerApi) return;
  // The shop as every other journey knows it: 6 % added anywhere, no zones, the code paused.
  await send(ownerApi, 'put', '/api/tax', US_SHOP);
  if (zoneId) await send(ownerApi, 'delete', `/api/shipping/zones/${zoneId}`);
  if (codeId) await send(ownerApi, 'patch', `/api/discounts/${codeId}`, { paused: true });
  await ownerApi.dispose();
});

test('a UK shop: VAT in the prices, a code, express shipping, paid, shipped with Royal Mail and tracked', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const product = await newProduct('UK Tee', { price: 30 });
  const owner = await newAdmin('UK Owner');
  ownerApi = owner.api;

  // 1. The owner sets the tax table on its page: UK VAT at 20 %, included in the prices.
  await signIn(page, owner.account);
  await page.goto('/dashboard/tax');
  await page.getByRole('switch', { name: /Prices include tax/ }).check();
  await page.getByRole('combobox', { name: 'Home country' }).selectOption('GB');
  await page.getByRole('combobox', { name: 'Country of row 1 (anywhere)' }).selectOption('GB');
  await page.getByRole('textbox', { name: 'Rate of row 1 (United Kingdom), percent' }).fill('20');
  await page.getByRole('textbox', { name: 'Label of row 1 (United Kingdom)' }).fill('VAT');
  await page.getByRole('button', { name: 'Save tax table' }).click();
  await expect(page.getByText('Tax settings saved')).toBeVisible();

  // A UK zone with two methods, and the code.
  const { zone } = await send<{ zone: { _id: string } }>(owner.api, 'post', '/api/shipping/zones', {
    name: 'United Kingdom',
    places: ['GB'],
  });
  zoneId = zone._id;
  for (const method of [
    { name: 'Standard', estimate: '3–5 business days', kind: 'flat', rate: 3.99 },
    { name: 'Express', estimate: '1–2 business days', kind: 'flat', rate: 9.99 },
  ])
    await send(owner.api, 'post', `/api/shipping/zones/${zoneId}/methods`, method);
  const { discount } = await send<{ discount: { _id: string } }>(owner.api, 'post', '/api/discounts', {
    code: 'WELCOME10',
    kind: 'percent',
    value: 10,
  });
  codeId = discount._id;

  // 2. A shopper's bag is priced for the UK: two $30.00 tees, the code, express shipping.
  const shopperContext = await browser.newContext();
  const shopperPage = await shopperContext.newPage();
  const shopper = await newCustomer('UK Shopper');
  await shopper.api.dispose();
  await signIn(shopperPage, shopper.account);
  await shopperPage.goto(`/shop/${product._id}`);
  // The account's bag is read as the page arrives: the tee goes in after that.
  await shopperPage.waitForLoadState('networkidle');
  await chooseVariant(shopperPage);
  await shopperPage.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(shopperPage.getByTestId('bag-count')).toHaveText('1');
  await shopperPage.getByRole('button', { name: /^Open bag/ }).click();
  const bag = shopperPage.getByRole('dialog', { name: 'Your Bag' });
  await bag
    .getByRole('button', { name: /^Increase quantity/ })
    .first()
    .click();
  await expect(bag.getByRole('combobox', { name: 'Ship to' })).toHaveValue('GB');
  await bag.getByRole('radio', { name: /Express/ }).check();
  await bag.getByLabel('Discount code').fill('welcome10');
  await bag.getByRole('button', { name: 'Apply' }).click();
  const summary = bag.getByRole('region', { name: 'Order Summary' });
  await expect(definitionOf(summary, 'Discount (WELCOME10)')).toHaveText(/\$6\.00/);
  await expect(definitionOf(summary, 'Shipping: Express')).toHaveText('$9.99');
  // $60.00 less $6.00, with $9.99 express: $63.99, of which VAT is a sixth of $54.00.
  await expect(definitionOf(summary, 'Grand Total')).toHaveText('$63.99');
  await expect(definitionOf(summary, 'incl. VAT')).toHaveText('$9.00');

  // 3. The test-mode checkout takes a UK address and charges the same.
  await bag.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(shopperPage).toHaveURL(/\/checkout\/cs_test_[\w-]+$/);
  await expect(definitionOf(shopperPage, 'incl. VAT')).toHaveText('$9.00');
  await shopperPage.getByLabel('Full name').fill('Ada Buyer');
  await shopperPage.getByLabel('Address line 1').fill('10 Downing Street');
  await shopperPage.getByLabel('City').fill('London');
  await shopperPage.getByLabel('Postal code').fill('SW1A 2AA');
  await shopperPage.getByRole('button', { name: 'Pay $63.99' }).click();
  await expect(shopperPage.getByRole('heading', { level: 1, name: 'Payment paid' })).toBeVisible();
  const orderRef = (await definitionOf(shopperPage, 'Order Id').textContent())?.trim() ?? '';

  // The mail shows each figure.
  const mail = await mailTo(shopper.account.email, new RegExp(`order ${orderRef} confirmed`));
  for (const line of ['Subtotal: $60.00', 'Discount (WELCOME10): -$6.00', 'Shipping: Express: $9.99', 'Total: $63.99', 'incl. VAT: $9.00'])
    expect(mail.text).toContain(line);

  // 4. The owner's order page (and its packing slip) shows them; the owner ships it with Royal Mail.
  const orderId = ((await (await owner.api.get(`/api/orders/order/${orderRef}`)).json()) as { _id: string })._id;
  await page.goto(`/dashboard/orders/${orderId}`);
  // Printed only: hidden on screen.
  const slip = page.locator('section[aria-label="Packing slip"]');
  await expect(definitionOf(slip, 'Shipping: Express (1–2 business days)')).toHaveText('$9.99', { useInnerText: false });
  await expect(definitionOf(slip, 'incl. VAT')).toHaveText('$9.00', { useInnerText: false });
  await page.getByRole('button', { name: 'Ship', exact: true }).click();
  const ship = page.getByRole('dialog');
  await ship.getByLabel('Carrier').selectOption('royal-mail');
  await ship.getByLabel('Tracking number').fill('AB123456789GB');
  await ship.getByRole('button', { name: 'Ship' }).click();
  await expect(page.getByText('Shipped with Royal Mail: AB123456789GB')).toBeVisible();

  // The customer's order page links to the parcel.
  await shopperPage.goto(`/orders/${orderRef}`);
  await expect(shopperPage.getByRole('link', { name: /AB123456789GB/ })).toHaveAttribute(
    'href',
    'https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB',
  );
  await shopperContext.close();
});
