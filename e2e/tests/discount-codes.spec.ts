import type { Page } from '@playwright/test';
import { newAdmin, newCustomer, newProduct, uniqueId } from '../support/api';
import { chooseVariant } from '../support/choose-variant';
import { fillShippingAddress, mailTo, signIn } from '../support/shop';
import { expect, test } from '../support/test';

const definitionOf = (scope: Page | ReturnType<Page['locator']>, term: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${term.replace(/[()$]/g, '\\$&')}$`) }).locator('xpath=following-sibling::dd[1]');

test.describe('a discount code, from the dashboard to the receipt', () => {
  test('the owner adds a $10 code with a $50 minimum; a shopper is told what is missing, applies it and pays the discounted total', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const code = `WELCOME-${uniqueId()}`.toUpperCase();
    const product = await newProduct('Code Tee', { price: 30 });

    // 1. The owner adds the code.
    const { account: owner, api: ownerApi } = await newAdmin('Owner');
    await ownerApi.dispose();
    await signIn(page, owner);
    await page.goto('/dashboard/discounts');
    await page.getByRole('button', { name: 'New code' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
    await dialog.getByLabel('Kind').selectOption('amount');
    await dialog.getByLabel('Amount off ($)').fill('10');
    await dialog.getByLabel('Minimum subtotal ($, optional)').fill('50');
    await dialog.getByRole('button', { name: 'Add code' }).click();
    await expect(page.getByText(`Discount code ${code} created`)).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: code });
    await expect(row).toContainText('$10.00 off');

    // 2. A shopper with one $30 tee is told what is missing; with two, the code applies.
    const shopperContext = await browser.newContext();
    const shopperPage = await shopperContext.newPage();
    const { account: shopper, api: shopperApi } = await newCustomer('Coded Shopper');
    await shopperApi.dispose();
    await signIn(shopperPage, shopper);
    await shopperPage.goto(`/shop/${product._id}`);
    await chooseVariant(shopperPage);
    await shopperPage.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(shopperPage.getByTestId('bag-count')).toHaveText('1');
    await shopperPage.getByRole('button', { name: /^Open bag/ }).click();
    const bag = shopperPage.getByRole('dialog', { name: 'Your Bag' });
    await bag.getByLabel('Discount code').fill(` ${code.toLowerCase()} `);
    await bag.getByRole('button', { name: 'Apply' }).click();
    await expect(bag.getByText('Add $20.00 more to use this code.')).toBeVisible();
    await bag
      .getByRole('button', { name: /^Increase quantity|^Increase/ })
      .first()
      .click();
    const summary = bag.getByRole('region', { name: 'Order Summary' });
    await expect(definitionOf(summary, `Discount (${code})`)).toHaveText(/−?-?\$10\.00/);
    // $60.00 less $10.00, and 6 % of $50.00.
    await expect(definitionOf(summary, 'Grand Total')).toHaveText('$53.00');

    // 3. The test checkout charges the discounted total.
    await bag.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(shopperPage).toHaveURL(/\/checkout\/cs_test_[\w-]+$/);
    await expect(definitionOf(shopperPage, `Discount (${code})`)).toHaveText(/\$10\.00/);
    await fillShippingAddress(shopperPage);
    await shopperPage.getByRole('button', { name: 'Pay $53.00' }).click();
    await expect(shopperPage.getByRole('heading', { level: 1, name: 'Payment paid' })).toBeVisible();
    const orderId = (await definitionOf(shopperPage, 'Order Id').textContent())?.trim() ?? '';
    const mail = await mailTo(shopper.email, new RegExp(`order ${orderId} confirmed`));
    expect(mail.text).toContain(`Discount (${code}): -$10.00`);
    expect(mail.text).toContain('Total: $53.00');

    // 4. The owner sees the use and the revenue it brought.
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: code })).toContainText('$53.00');
    await shopperContext.close();
  });
});
