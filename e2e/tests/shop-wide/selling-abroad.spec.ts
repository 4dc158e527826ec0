/**
 * Selling abroad: the owner presents the euro at a rate; a visitor of the French shop sees euro
 * prices from the first paint, adds a tee, and checks out and pays in euros in test mode; the
 * confirmation is in euros; the owner's order page shows the order in euros, and in US dollars at
 * the rate it was priced at.
 *
 * Presenting the euro puts every French page in euros, which other journeys read: it runs in the
 * project of the shop-wide journeys, after the others (playwright.config.ts), and stops presenting
 * it at the end.
 */
import type { APIRequestContext } from '@playwright/test';
import { newAdmin, newProduct, ok, send, uniqueId } from '../../support/api';
import { mailTo, signIn } from '../../support/shop';
import { expect, test } from '../../support/test';

let ownerApi: APIRequestContext | undefined;

test.afterAll(async () => {
  if (!ownerApi) return;
  // The shop as every other journey knows it: in US dollars alone.
  await send(ownerApi, 'delete', '/api/currencies/EUR');
  await ownerApi.dispose();
});

/** An amount as French writes it, whatever (no-break) space Intl puts before the sign. */
const french = (amount: string, sign: string) => new RegExp(`${amount.replace('.', ',')}\\s${sign}`);

test('a French visitor buys a tee in euros, and the owner sees the order in dollars at its rate', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const owner = await newAdmin('Abroad Owner');
  ownerApi = owner.api;
  // $30.00 at 0.92 is €27.60, rounded up to €27.99.
  await send(owner.api, 'put', '/api/currencies/EUR', { rate: 0.92, rounding: 'end-99' });
  const tee = await newProduct('Abroad Tee', { price: 30 });

  // 1. The French shop is in euros from its first paint: the server rendered it so.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const html = await (await visitor.request.get('/fr/shop')).text();
  expect(html).toMatch(/\d+,\d{2}\s€/);
  await visitor.goto('/fr/shop');
  await expect(visitor.locator('main article').first()).toContainText('€');
  await expect(visitor.locator('main article').first()).not.toContainText('$');
  await expect(visitor.getByRole('combobox', { name: 'Devise' })).toHaveValue('EUR');

  // 2. The tee's page, in euros; into the bag.
  await visitor.goto(`/fr/shop/${tee.handle}`);
  await expect(visitor.getByRole('heading', { level: 1, name: tee.name })).toBeVisible();
  await expect(visitor.locator('main').getByText(french('27.99', '€')).first()).toBeVisible();
  await visitor.getByLabel('Taille', { exact: true }).selectOption('m');
  await visitor.getByRole('button', { name: /Ajouter au panier/ }).click();
  await expect(visitor.getByTestId('bag-count')).toHaveText('1');

  // 3. The bag is priced in euros by the server: the line, and 6 % tax on €27.99 (€1.68).
  await visitor.getByRole('button', { name: /^Ouvrir le panier/ }).click();
  const bag = visitor.getByRole('dialog', { name: 'Votre panier' });
  await expect(bag.getByRole('listitem').first()).toContainText(french('27.99', '€'));
  await expect(bag).toContainText(french('29.67', '€'));
  await expect(bag).not.toContainText('$');
  const email = `abroad-${uniqueId()}@example.com`;
  await bag.getByLabel('E-mail pour votre reçu').fill(email);
  await bag.getByRole('button', { name: 'Passer au paiement' }).click();

  // 4. The TEST MODE checkout charges euros.
  await expect(visitor).toHaveURL(/\/checkout\/cs_test_[\w-]+$/);
  await visitor.locator('[name="shippingAddress.name"]').fill('Ada Buyer');
  await visitor.locator('[name="shippingAddress.line1"]').fill('1 Congress Ave');
  await visitor.locator('[name="shippingAddress.city"]').fill('Austin');
  await visitor.locator('[name="shippingAddress.postalCode"]').fill('78701');
  const pay = visitor.getByRole('button', { name: /29[.,]67/ });
  await expect(pay).toContainText('€');
  await pay.click();

  // 5. The confirmation, in euros.
  await expect(visitor).toHaveURL(/\/success\?session_id=cs_test_/);
  await expect(visitor.getByText(/29[.,]67\s?€|€29\.67/).first()).toBeVisible();

  // The confirmation mail, in French: the order in euros, written for France, its link under /fr.
  const mail = await mailTo(email, /commande ORD-[A-Z0-9]+ confirmée$/);
  expect(mail.text).toContain('Merci pour votre commande');
  expect(mail.text).toMatch(/^Total\s: 29,67\s€$/m);
  expect(mail.text).toMatch(/\/fr\/orders\/ORD-/);
  expect(mail.text).not.toContain('$');

  // 6. The order is kept in euros at the rate; the owner's page shows it in dollars at that rate too.
  const orders = await ok<{ _id: string; orderId: string; currency: string; amount: number }[]>(
    owner.api.get(`/api/orders?search=${encodeURIComponent(email)}`),
  );
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ currency: 'eur', amount: 29.67 });
  await signIn(page, owner.account);
  await page.goto(`/dashboard/orders/${orders[0]!._id}`);
  await expect(page.getByRole('heading', { level: 1, name: orders[0]!.orderId })).toBeVisible();
  // €29.67 at 0.92 euros to the dollar is $32.25, as the figures count it.
  const inDollars = page.getByText('In USD', { exact: true }).locator('xpath=..');
  await expect(inDollars).toContainText('$32.25');
  await expect(inDollars).toContainText('1 USD = 0.92 EUR');
  const items = page.getByRole('region', { name: 'Items' });
  await expect(items).toContainText('€27.99');
  await expect(items).toContainText('€29.67');
  await expect(items).not.toContainText('$');
  await visitorContext.close();
});
