/**
 * Gift cards and store credit, from the dashboard to a paid order: the owner issues a gift card;
 * the friend is mailed its code, checks its balance on the public page (which names no owner) and
 * spends it whole on an order it pays in full, with no card. A customer's store credit pays half
 * of an order, and the test payment page the rest.
 */
import type { Page } from '@playwright/test';
import { newAdmin, newCustomer, newProduct, send, uniqueId } from '../support/api';
import { chooseVariant } from '../support/choose-variant';
import { fillShippingAddress, mailTo, signIn } from '../support/shop';
import { expect, test, waitUntilInteractive } from '../support/test';

const definitionOf = (scope: Page | ReturnType<Page['locator']>, term: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${term.replace(/[()$]/g, '\\$&')}$`) }).locator('xpath=following-sibling::dd[1]');

/** Puts one of the product in the bag and opens it: answers the bag's order summary. */
async function bagWith(page: Page, productId: string) {
  await page.goto(`/shop/${productId}`);
  await chooseVariant(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('bag-count')).toHaveText('1');
  await page.getByRole('button', { name: /^Open bag/ }).click();
  return page.getByRole('dialog', { name: 'Your Bag' }).getByRole('region', { name: 'Order Summary' });
}

test('the owner issues a gift card to a friend, who receives its code by mail, checks its balance and spends it whole', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const friend = `friend-${uniqueId()}@example.com`;
  // $20.00 and 6 % tax: the card pays all of $21.20.
  const product = await newProduct('Gift Tee', { price: 20 });
  const { account: owner, api } = await newAdmin('Gift Owner');
  await api.dispose();

  await signIn(page, owner);
  await page.goto('/dashboard/credits');
  await page.getByRole('button', { name: 'Issue a gift card or credit' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Issue a gift card or credit' });
  await dialog.getByRole('radio', { name: 'Gift card' }).check();
  await dialog.getByRole('textbox', { name: "Recipient's email" }).fill(friend);
  await dialog.getByRole('textbox', { name: 'Amount ($)' }).fill('21.20');
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Happy birthday!');
  await dialog.getByRole('button', { name: 'Issue' }).click();
  await expect(page.getByText('Gift card issued.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Gift cards and credit' }).getByRole('row').filter({ hasText: friend })).toContainText(
    '$21.20 of $21.20',
  );

  const mail = await mailTo(friend, /a gift card of \$21\.20 for you/);
  expect(mail.text).toContain('Happy birthday!');
  const code = /GC-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec(mail.text)![0];

  // The friend, signed in nowhere, checks it...
  const visitor = await browser.newContext();
  const friendPage = await visitor.newPage();
  await friendPage.goto('/gift-cards');
  await waitUntilInteractive(friendPage);
  await friendPage.getByRole('textbox', { name: 'Gift card or credit code' }).fill(code.toLowerCase());
  await friendPage.getByRole('button', { name: 'Check balance' }).click();
  const answer = friendPage.getByRole('region', { name: `Gift card ${code}` });
  await expect(answer).toContainText('$21.20');
  await expect(answer).not.toContainText(friend);

  // ...and spends it whole: it pays the order in full, so no card is asked for.
  const summary = await bagWith(friendPage, product._id);
  await summary.getByRole('button', { name: 'Have a gift card or store credit?' }).click();
  await summary.getByLabel('Gift card or store credit').fill(code);
  await summary.getByRole('button', { name: 'Redeem' }).click();
  await expect(summary.getByRole('status')).toContainText(`${code} pays $21.20.`);
  await expect(definitionOf(summary, 'To pay')).toHaveText('$0.00');
  await summary.getByLabel('Email for your receipt').fill(friend);
  await summary.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(friendPage.getByRole('heading', { name: 'Where should we send it?' })).toBeVisible();
  await expect(definitionOf(friendPage, 'Total due')).toHaveText('$0.00');
  await fillShippingAddress(friendPage);
  await friendPage.getByRole('button', { name: 'Place order' }).click();
  await expect(friendPage.getByRole('heading', { level: 1, name: 'Payment paid' })).toBeVisible();
  const orderId = (await definitionOf(friendPage, 'Order Id').textContent())?.trim() ?? '';
  const receipt = await mailTo(friend, new RegExp(`order ${orderId} confirmed`));
  expect(receipt.text).toContain('Paid by gift card or store credit: $21.20');
  expect(receipt.text).toContain('Paid by card: $0.00');

  await friendPage.goto('/gift-cards');
  await waitUntilInteractive(friendPage);
  await friendPage.getByRole('textbox', { name: 'Gift card or credit code' }).fill(code);
  await friendPage.getByRole('button', { name: 'Check balance' }).click();
  await expect(friendPage.getByRole('region', { name: `Gift card ${code}` })).toContainText('$0.00');
  await visitor.close();
});

test('a customer’s store credit pays half of an order, and the test payment page the rest', async ({ page }) => {
  test.setTimeout(90_000);
  // $50.00 and 6 % tax: $53.00, of which the credit pays $26.50.
  const product = await newProduct('Half Tee', { price: 50 });
  const { account: customer, api: customerApi } = await newCustomer('Credited Shopper');
  await customerApi.dispose();
  const { api: ownerApi } = await newAdmin('Credit Owner');
  await send(ownerApi, 'post', '/api/credits', {
    kind: 'store-credit',
    email: customer.email,
    amount: 26.5,
    note: 'Return RR-2026-000001',
  });
  await ownerApi.dispose();

  await signIn(page, customer);
  const summary = await bagWith(page, product._id);
  await summary.getByRole('checkbox', { name: 'Use my store credit and gift cards ($26.50)' }).check();
  await expect(definitionOf(summary, 'Gift card or store credit')).toHaveText('−$26.50');
  await expect(definitionOf(summary, 'To pay')).toHaveText('$26.50');
  await summary.getByRole('button', { name: 'Proceed to Checkout' }).click();

  await expect(page).toHaveURL(/\/checkout\/cs_test_[\w-]+$/);
  await expect(definitionOf(page, 'Total')).toHaveText('$53.00');
  await expect(definitionOf(page, 'Gift card or store credit')).toHaveText('−$26.50');
  await fillShippingAddress(page);
  await page.getByRole('button', { name: 'Pay $26.50' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment paid' })).toBeVisible();

  const orderId = (await definitionOf(page, 'Order Id').textContent())?.trim() ?? '';

  // The credit is spent on that order, and the order says who paid what.
  await page.goto('/dashboard/credit');
  await expect(page.getByRole('region', { name: 'Your balance' })).toContainText('$0.00');
  await expect(page.getByRole('main')).toContainText(`Spent · Order ${orderId}`);
  await page.goto(`/orders/${orderId}`);
  await expect(definitionOf(page, 'Paid by card')).toHaveText('$26.50');
});

test('a shopper buys a gift card for a friend on its page: no address is asked for, and the friend is mailed its code', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const friend = `gifted-${uniqueId()}@example.com`;
  const product = await newProduct('Gift Card', {
    sizes: ['one-size'],
    price: 25,
    giftCard: { amounts: [25, 50, 100], customMin: 10, customMax: 500 },
  });
  const { account: giver, api } = await newCustomer('Generous Shopper');
  await api.dispose();

  await signIn(page, giver);
  await page.goto(`/shop/${product._id}`);
  await page.getByRole('radio', { name: '$50.00' }).check();
  await page.getByRole('textbox', { name: "Recipient's email" }).fill(friend);
  await page.getByRole('textbox', { name: "Recipient's name (optional)" }).fill('Sam');
  await page.getByRole('textbox', { name: 'Your name (optional)' }).fill('Ada');
  await page.getByRole('textbox', { name: 'Message (optional)' }).fill('For the winter <coat>.');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('bag-count')).toHaveText('1');
  await page.getByRole('button', { name: /^Open bag/ }).click();
  const bag = page.getByRole('dialog', { name: 'Your Bag' });
  await expect(bag.getByText(`Gift card for Sam (${friend})`)).toBeVisible();
  // No shipping and no tax on a gift card.
  await expect(definitionOf(bag, 'Grand Total')).toHaveText('$50.00');
  await bag.getByRole('button', { name: 'Proceed to Checkout' }).click();

  await expect(page.getByText('Nothing on this order is shipped: gift cards are sent by email.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Pay $50.00' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment paid' })).toBeVisible();

  const mail = await mailTo(friend, /Ada sent you a gift card of \$50\.00/);
  expect(mail.text).toContain('Sam, you have a gift card of $50.00.');
  expect(mail.text).toContain('For the winter <coat>.');
  expect(mail.text).toMatch(/Your code is GC-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}\./);
});
