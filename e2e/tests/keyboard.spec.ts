/**
 * A purchase with the keyboard alone: Tab, Shift+Tab, Enter, arrows and typing into the focused
 * field; no click, no fill. Every stop on the way shows its focus (a ring of at least 3:1, not
 * hidden), and every control of the product page, as a signed-out shopper sees it, can be reached.
 * The accessibility journey walks every other page with Tab, and opens every dialog (the bag and
 * the review dialog among them) from the keyboard: the focus kept inside, Esc, the focus given back.
 */
import type { Locator, Page } from '@playwright/test';
import { variantStock } from '@shop/shared/testing/products';
import { expectVisibleFocus, focusedDescription, pressTab, tabThroughPage, tabTo, waitUntilSettled } from '../support/a11y';
import { apiClient, newProduct, signUp } from '../support/api';
import { SHIPPING_ADDRESS } from '../support/shop';
import { expect, test, waitUntilInteractive } from '../support/test';

/** Moves a focused <select> with the arrow keys until it shows `value`. */
async function arrowTo(page: Page, select: Locator, value: string) {
  const options = await select.locator('option').evaluateAll((all) => all.map((option) => (option as HTMLOptionElement).value));
  for (let press = 0; press < options.length && (await select.inputValue()) !== value; press += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(select).toHaveValue(value);
}

test.describe('the keyboard alone', () => {
  test('finds a tee, picks colour and size, opens the bag, signs in from it, and pays', async ({ page }) => {
    test.setTimeout(240_000);
    // A tee in two colours, bought in the second (the arrow keys move past the first).
    const product = await newProduct('Keyboard Tee', {
      colors: ['black', 'blue'],
      stock: variantStock({ 'black/m': 3, 'black/l': 3, 'blue/m': 3, 'blue/l': 3 }),
    });
    const variant = { color: 'blue', size: 'l' };
    const api = await apiClient();
    const account = await signUp(api, 'Keys');
    await api.dispose();

    // The home page: the first stop is the skip link, shown when focused; it leads into the page's content.
    await page.goto('/');
    await waitUntilSettled(page);
    await pressTab(page);
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeInViewport();
    await page.keyboard.press('Enter');
    await pressTab(page);
    expect(await page.locator('main').evaluate((main) => main.contains(document.activeElement)), await focusedDescription(page)).toBe(true);

    // Search from the header: the box takes the focus on arrival.
    await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Search' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.type(product.name);
    await page.keyboard.press('Enter');
    const result = page.getByRole('main').getByRole('link', { name: product.name, exact: true });
    await expect(result).toBeVisible();
    await waitUntilSettled(page);
    await tabTo(page, result);
    await page.keyboard.press('Enter');

    // The product: every control reachable; colour and size with the arrow keys; Add to Cart.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(page.getByRole('heading', { name: 'All comments' })).toBeVisible();
    await waitUntilSettled(page);
    await tabThroughPage(page);
    const color = page.getByLabel('Color', { exact: true });
    const size = page.getByLabel('Size', { exact: true });
    await tabTo(page, color);
    await arrowTo(page, color, variant.color);
    await tabTo(page, size);
    await arrowTo(page, size, variant.size);
    const addToCart = page.getByRole('button', { name: 'Add to Cart' });
    await tabTo(page, addToCart);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('bag-count')).toHaveText('1');

    // The bag: back up to its button.
    const bagButton = page.getByRole('button', { name: /^Open bag/ });
    await tabTo(page, bagButton, { key: 'Shift+Tab' });
    await page.keyboard.press('Enter');
    const bag = page.getByRole('dialog', { name: 'Your Bag' });
    await expect(bag).toBeVisible();
    await expect(bag.getByRole('listitem')).toContainText(product.name);

    // Signing in from the bag brings the shopper back with the bag open.
    await tabTo(page, bag.getByRole('link', { name: 'Sign In' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login$/);
    await waitUntilSettled(page);
    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type(account.email);
    await tabTo(page, page.getByLabel('Password'));
    await page.keyboard.type(account.password);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Login successful!')).toBeVisible();
    // Back on the product, at its address (its handle).
    await expect(page).toHaveURL(new RegExp(`/shop/${product.handle}$`));
    await expect(bag).toBeVisible();
    await expect(bag.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await expect.poll(() => bag.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    // On to the checkout.
    await tabTo(page, bag.getByRole('button', { name: 'Proceed to Checkout' }));
    await page.keyboard.press('Enter');

    // The TEST MODE checkout: the address typed field by field, Pay.
    await expect(page).toHaveURL(/\/checkout\/cs_test_[\w-]+$/);
    await waitUntilInteractive(page);
    await expect(page.getByText(account.email)).toBeVisible();
    await waitUntilSettled(page);
    for (const [label, value] of [
      ['Full name', SHIPPING_ADDRESS.name],
      ['Address line 1', SHIPPING_ADDRESS.line1],
      ['City', SHIPPING_ADDRESS.city],
      ['Postal code', SHIPPING_ADDRESS.postalCode],
    ] as const) {
      const field = page.getByLabel(label);
      await tabTo(page, field);
      await page.keyboard.type(value);
      await expect(field).toHaveValue(value);
    }
    await tabTo(page, page.getByRole('button', { name: /^Pay / }));
    await page.keyboard.press('Enter');

    // The confirmation.
    await expect(page).toHaveURL(/\/success\?session_id=cs_test_/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment paid' })).toBeVisible();
    await expect(page.getByTestId('bag-count')).toHaveText('0');
  });
});
