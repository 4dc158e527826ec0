import type { Page } from '@playwright/test';
import { variantStock } from '@shop/shared/testing/products';
import { buyInTestMode, demoProduct, newProduct, signUp, uniqueId } from '../support/api';
import { expect, test } from '../support/test';
import { signIn } from '../support/shop';

/** A new account, signed in through the login form, as a shopper would. */
async function newShopper(page: Page, name: string) {
  const account = await signUp(page.request, name);
  await signIn(page, account);
  return account;
}

/** A tee of the journey's own, stock-tracked, without a review yet. */
const newTee = (name: string) => newProduct(name, { stock: variantStock({ 'black/m': 5, 'black/l': 5 }) });

const reviewsSection = (page: Page) => page.locator('section#reviews');
const reviewOf = (page: Page, text: string) => reviewsSection(page).getByRole('listitem').filter({ hasText: text });

/** Posts a review through the 'Post A Review' modal of the product page the page shows. */
async function postReview(page: Page, review: { stars: number; fit: string; comment: string }) {
  await reviewsSection(page).getByRole('button', { name: 'Add A Review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Post A Review' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: `${review.stars} stars` }).check();
  await dialog.getByRole('radio', { name: review.fit }).check();
  await dialog.getByRole('textbox', { name: 'Comment' }).fill(review.comment);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('reviews that help people choose', () => {
  test("a buyer posts a review with a fit and is shown as a 'Verified buyer'", async ({ page }) => {
    const product = await newTee('Tidal Tee');
    await newShopper(page, 'Buyer');
    await buyInTestMode(page.request, [{ _id: product._id, color: 'black', size: 'm', quantity: 1 }]);

    await page.goto(`/shop/${product._id}`);
    const comment = `Heavy cotton, keeps its shape (${uniqueId()})`;
    await postReview(page, { stars: 5, fit: 'True to size', comment });
    await expect(page.getByText('Comment posted successfully!')).toBeVisible();

    const review = reviewOf(page, comment);
    await expect(review).toContainText('Verified buyer');
    await expect(review).toContainText('True to size');
    await expect(review.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    // Their own review offers no vote, but an edit and a delete.
    await expect(review.getByRole('button', { name: /Helpful/ })).toHaveCount(0);
    await expect(review.getByRole('button', { name: /Edit/ })).toBeVisible();

    // 'Verified buyers only' keeps it.
    await reviewsSection(page).getByRole('checkbox', { name: 'Verified buyers only' }).check();
    await expect(reviewOf(page, comment)).toBeVisible();
  });

  test('on a slow connection the page counts as interactive only once its reviews answer', async ({ page }) => {
    const product = await demoProduct(page.request, 'Tidal Wave Tee');
    // The reviews' code arrives well after the rest of the page.
    await page.route(/\/assets\/reviews-section-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`/shop/${product._id}`);
    // Signed out, 'Add A Review' leads to sign-in and back: it works at the first click.
    await reviewsSection(page).getByRole('button', { name: 'Add A Review' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
