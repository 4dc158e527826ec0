import type { Browser, Page } from '@playwright/test';
import { apiClient, newProduct, signUp, type ShopProduct } from '../support/api';
import { expect, test, waitUntilInteractive } from '../support/test';
import { signIn, type Account } from '../support/shop';
import { chooseVariant } from '../support/choose-variant';

async function newBrowser(browser: Browser, account: Account) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account);
  return { context, page };
}

/** Adds the product to the bag from its page. */
async function addToBag(page: Page, product: ShopProduct) {
  await page.goto(`/shop/${product._id}`);
  // A page of its own context: the journeys' page fixture would wait for this itself.
  await waitUntilInteractive(page);
  await chooseVariant(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Item added to cart')).toBeVisible();
}

test.describe('the bag follows the account', () => {
  test('a bag filled in one browser is there in another; signing out empties this browser’s bag', async ({ browser }) => {
    const product = await newProduct('Travelling Tee');
    const api = await apiClient();
    const account = await signUp(api, 'Bag');
    await api.dispose();

    const phone = await newBrowser(browser, account);
    const laptop = await newBrowser(browser, account);
    // The phone saves its bag to the account a moment after the change.
    const saved = phone.page.waitForResponse((response) => response.url().endsWith('/api/bag') && response.request().method() === 'PUT');
    await addToBag(phone.page, product);
    await expect(phone.page.getByTestId('bag-count')).toHaveText('1');
    expect((await saved).ok()).toBe(true);

    // The laptop reads the account's bag when it opens the shop again.
    await laptop.page.goto('/shop');
    await expect(laptop.page.getByTestId('bag-count')).toHaveText('1');
    await laptop.page.getByRole('button', { name: /^Open bag/ }).click();
    await expect(laptop.page.getByRole('dialog', { name: 'Your Bag' })).toContainText(product.name);
    await laptop.page.keyboard.press('Escape');

    // Signing out leaves an empty bag for whoever uses this browser next.
    await laptop.page.getByRole('button', { name: 'Your account' }).click();
    await laptop.page.getByRole('menu', { name: 'Your account' }).getByRole('menuitem', { name: 'Logout' }).click();
    await expect(laptop.page.getByTestId('bag-count')).toHaveText('0');
    await laptop.page.reload();
    await expect(laptop.page.getByTestId('bag-count')).toHaveText('0');

    // And signing in again brings it back.
    await signIn(laptop.page, account);
    await expect(laptop.page.getByTestId('bag-count')).toHaveText('1');
    await phone.context.close();
    await laptop.context.close();
  });
});
