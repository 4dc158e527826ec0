/**
 * A shop that takes returns: the owner switches them on with a store credit bonus; a customer
 * returns one of the two lines of a shipped order for credit; the owner approves it, receives it
 * and gives the credit; the customer is mailed each step and finds the credit in their dashboard.
 *
 * It changes the shop's return policy, which the exchange journeys read: it runs in a project
 * of its own after them (playwright.config.ts), and puts the shop back as it found it.
 */
import type { APIRequestContext } from '@playwright/test';
import { buyInTestMode, newAdmin, newCustomer, newProduct, send } from '../../support/api';
import { mailTo, signIn } from '../../support/shop';
import { expect, test } from '../../support/test';

let ownerApi: APIRequestContext | undefined;

test.afterAll(async () => {
  if (!ownerApi) return;
  // Exchange-only again, as every other journey knows the shop.
  await send(ownerApi, 'put', '/api/return-policy', { enabled: false, windowDays: 30, withdrawalRight: false, creditBonusPercent: 0 });
  await ownerApi.dispose();
});

test('a customer returns one of two lines for store credit, with the shop’s 10 % bonus', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const tee = await newProduct('Return Tee', { price: 30 });
  const cap = await newProduct('Kept Cap', { price: 20 });
  const owner = await newAdmin('Returns Owner');
  ownerApi = owner.api;

  // 1. The owner takes returns, with 10 % more for store credit.
  await signIn(page, owner.account);
  await page.goto('/dashboard/returns');
  const policy = page.getByRole('form', { name: 'Return policy' });
  await policy.getByRole('switch', { name: 'Take returns' }).check();
  await policy.getByRole('spinbutton', { name: 'Store credit bonus (%)' }).fill('10');
  await policy.getByRole('button', { name: 'Save return policy' }).click();
  await expect(page.getByText('Return policy saved.')).toBeVisible();

  // 2. A customer's order of a tee and a cap, shipped.
  const { account: customer, api: customerApi } = await newCustomer('Returning Shopper');
  const order = await buyInTestMode(customerApi, [
    { _id: tee._id, color: 'black', size: 'm', quantity: 1 },
    { _id: cap._id, color: 'black', size: 'm', quantity: 1 },
  ]);
  await customerApi.dispose();
  await send(owner.api, 'patch', `/api/orders/update-order-status/${order._id}`, { status: 'shipped' });

  // 3. The customer asks to return the tee for store credit.
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await signIn(shopper, customer);
  await shopper.goto(`/orders/${order.orderId}`);
  await shopper.getByRole('button', { name: 'Request a return' }).click();
  const form = shopper.getByRole('form', { name: 'Request a return' });
  await form.getByRole('combobox', { name: new RegExp(`^Quantity to return: ${tee.name}`) }).selectOption('1');
  await form.getByRole('textbox', { name: 'Reason' }).fill('The fit is not for me');
  await form.getByRole('radio', { name: 'Store credit (+10 %)' }).check();
  await form.getByRole('checkbox', { name: 'I accept these conditions' }).check();
  await form.getByRole('button', { name: 'Request the return' }).click();
  const confirmation = shopper.getByText(/^Your return number is RR-\d{4}-\d{6}/);
  await expect(confirmation).toBeVisible();
  const rma = /RR-\d{4}-\d{6}/.exec((await confirmation.textContent()) ?? '')![0];
  await mailTo(customer.email, new RegExp(`return ${rma} for order ${order.orderId}`));

  // 4. The owner approves it, receives it back into stock, and gives the credit.
  await page.reload();
  await page.getByRole('button', { name: `Approve ${rma}` }).click();
  await expect(page.getByText('Return approved.')).toBeVisible();
  await mailTo(customer.email, new RegExp(`return ${rma} is approved`));
  await page.getByRole('button', { name: `Mark received ${rma}` }).click();
  const received = page.getByRole('alertdialog', { name: `Mark ${rma} received?` });
  await received.getByRole('switch', { name: 'Put the items back in stock' }).check();
  await received.getByRole('button', { name: 'Mark received' }).click();
  await expect(page.getByText('Returned items received.')).toBeVisible();
  await page.getByRole('button', { name: `Give store credit ${rma}` }).click();
  await page
    .getByRole('alertdialog', { name: `Give store credit for ${rma}?` })
    .getByRole('button', { name: 'Give store credit' })
    .click();
  await expect(page.getByText('Return credited as store credit.')).toBeVisible();

  // 5. The customer is told, and finds the tee's $31.80 and 10 % more in their dashboard.
  const mail = await mailTo(customer.email, new RegExp(`return ${rma} is credited`));
  expect(mail.text).toContain('We have added $34.98 of store credit to your account.');
  await shopper.goto('/dashboard/credit');
  await expect(shopper.getByRole('region', { name: 'Your balance' })).toContainText('$34.98');
  await expect(shopper.getByRole('article', { name: /^Store credit SC-/ })).toContainText(`Return ${rma}`);
  // The order keeps its payment: store credit moves no money back.
  await shopper.goto(`/orders/${order.orderId}`);
  await expect(shopper.getByRole('article', { name: `Return ${rma}` })).toContainText('Credited: $34.98 of store credit');
  await shopperContext.close();
});
