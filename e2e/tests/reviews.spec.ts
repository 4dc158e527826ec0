import type { APIRequestContext, Page } from '@playwright/test';
import { variantStock } from '@shop/shared/testing/products';
import {
  apiClient,
  buyInTestMode,
  demoProduct,
  newProduct,
  ok,
  send,
  signInThrough,
  signUp,
  uniqueId,
  type NewAccount,
  type ShopProduct,
} from '../support/api';
import { expect, test } from '../support/test';
import { DEMO_ADMIN, signIn } from '../support/shop';

/** A new account, signed in on `request`. */
async function newAccount(request: APIRequestContext, name: string): Promise<NewAccount> {
  const account = await signUp(request, name);
  await signInThrough(request, account);
  return account;
}

/** A new account, signed in through the login form, as a shopper would. */
async function newShopper(page: Page, name: string) {
  const account = await newAccount(page.request, name);
  await signIn(page, account);
  return account;
}

/** A tee of the journey's own, stock-tracked, without a review yet. */
const newTee = (name: string) => newProduct(name, { stock: variantStock({ 'black/m': 5, 'black/l': 5 }) });

const reviewsSection = (page: Page) => page.locator('section#reviews');
const reviewOf = (page: Page, text: string) => reviewsSection(page).getByRole('listitem').filter({ hasText: text });

/** Posts a review through the 'Post A Review' modal of the product page the page shows. */
async function postReview(page: Page, review: { stars: number; fit?: string; comment: string }) {
  await reviewsSection(page).getByRole('button', { name: 'Add A Review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Post A Review' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: review.stars === 1 ? '1 star' : `${review.stars} stars` }).check();
  if (review.fit) await dialog.getByRole('radio', { name: review.fit }).check();
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

  test("three 'True to size' reviews make 'Most buyers say: true to size', and a helpful vote counts once", async ({ page }) => {
    const product = await newTee('Muscle Tank');
    // Two shoppers review it from their own browsers…
    const others: APIRequestContext[] = [];
    for (const name of ['Ines', 'Omar']) {
      const request = await apiClient();
      await newAccount(request, name);
      await send(request, 'post', '/api/reviews/post-review', {
        productId: product._id,
        rating: 4,
        fit: 'true',
        comment: `Fits as expected, says ${name}.`,
      });
      others.push(request);
    }
    await newShopper(page, 'Lea');
    await page.goto(`/shop/${product._id}`);
    // …two fits are not yet a majority…
    await expect(reviewsSection(page)).toContainText('True to size');
    await expect(page.getByText('Most buyers say: true to size')).toHaveCount(0);

    // …and the third, from this page, makes one.
    await postReview(page, { stars: 5, fit: 'True to size', comment: 'My usual size is perfect.' });
    await expect(page.getByText('Most buyers say: true to size')).toBeVisible();

    // A vote for Ines's review counts once, and a second press takes it back.
    const ines = reviewOf(page, 'says Ines');
    const helpful = ines.getByRole('button', { name: /Helpful/ });
    await expect(helpful).toHaveAttribute('aria-pressed', 'false');
    await helpful.click();
    await expect(helpful).toHaveAttribute('aria-pressed', 'true');
    await expect(helpful).toContainText('1');
    await page.reload();
    await expect(reviewOf(page, 'says Ines').getByRole('button', { name: /Helpful/ })).toHaveAttribute('aria-pressed', 'true');
    // 'Most helpful' puts it first.
    await expect(reviewsSection(page).getByRole('listitem').first()).toContainText('says Ines');
    await reviewOf(page, 'says Ines')
      .getByRole('button', { name: /Helpful/ })
      .click();
    await expect(reviewOf(page, 'says Ines').getByRole('button', { name: /Helpful/ })).toHaveAttribute('aria-pressed', 'false');
    for (const request of others) await request.dispose();
  });

  test('the author edits their review on the product page, then deletes it from their dashboard', async ({ page }) => {
    const product = await newTee('Long-Sleeve');
    await newShopper(page, 'Noor');
    await page.goto(`/shop/${product._id}`);
    await postReview(page, { stars: 2, fit: 'Runs small', comment: 'Tight across the shoulders.' });
    const mine = reviewOf(page, 'Tight across the shoulders.');
    await expect(mine).toContainText('Runs small');

    // Edit: more stars, another fit, the same words and more.
    await mine.getByRole('button', { name: /Edit/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Post A Review' });
    await expect(dialog.getByRole('textbox', { name: 'Comment' })).toHaveValue('Tight across the shoulders.');
    await dialog.getByRole('radio', { name: '4 stars' }).check();
    await dialog.getByRole('radio', { name: 'True to size' }).check();
    await dialog.getByRole('textbox', { name: 'Comment' }).fill('Tight at first, but it relaxed after a wash.');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Review updated.')).toBeVisible();
    const edited = reviewOf(page, 'relaxed after a wash');
    await expect(edited.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(edited).toContainText('True to size');
    await expect(reviewsSection(page).getByRole('listitem').filter({ hasText: 'Tight across the shoulders.' })).toHaveCount(0);

    // Delete, from the dashboard.
    await page.goto('/dashboard/reviews');
    const card = page.getByRole('article').filter({ hasText: 'relaxed after a wash' });
    await card.getByRole('button', { name: /Delete/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete review?' });
    await confirm.getByRole('button', { name: /Delete/ }).click();
    await expect(page.getByText('Review deleted.')).toBeVisible();
    await expect(card).toHaveCount(0);

    await page.goto(`/shop/${product._id}`);
    await expect(reviewsSection(page)).not.toContainText('relaxed after a wash');
    const { product: after } = await ok<{ product: ShopProduct }>(page.request.get(`/api/products/${product._id}`));
    expect(after.reviewCount).toBe(0);
    expect(after.fit).toEqual({ small: 0, true: 0, large: 0 });
  });

  test('review text is shown as text: nothing posted runs on the product page, in the dashboard or in the admin', async ({
    page,
    browser,
  }) => {
    const product = await newTee('Crew Sweatshirt');
    const payloads = [
      '<img src=x onerror="window.__reviewXss=1">',
      '<script>window.__reviewXss=2</script>',
      '"><svg onload="window.__reviewXss=3">',
    ];
    const author = await newShopper(page, 'Mallory');
    await send(page.request, 'post', '/api/reviews/post-review', {
      productId: product._id,
      rating: 3,
      fit: 'large',
      comment: payloads.join(' and '),
    });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const ran = (target: Page) => target.evaluate(() => (window as unknown as { __reviewXss?: number }).__reviewXss);

    // The server-rendered page holds the first page of reviews, escaped.
    const html = await (await page.request.get(`/shop/${product._id}`)).text();
    expect(html).toContain('&lt;img src=x onerror=');
    expect(html).not.toContain('<img src=x');

    await page.goto(`/shop/${product._id}`);
    await expect(reviewsSection(page)).toContainText(payloads[0]!);
    await expect(reviewsSection(page)).toContainText(payloads[1]!);
    expect(await ran(page)).toBeUndefined();

    await page.goto('/dashboard/reviews');
    await expect(page.getByRole('article').filter({ hasText: payloads[0]! })).toBeVisible();
    expect(await ran(page)).toBeUndefined();

    const context = await browser.newContext();
    const admin = await context.newPage();
    admin.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signIn(admin, DEMO_ADMIN);
    await admin.goto('/dashboard/manage-reviews');
    await expect(admin.getByText(payloads[1]!, { exact: false })).toBeVisible();
    expect(await ran(admin)).toBeUndefined();
    // The admin can remove it; the audit keeps who did.
    await admin.getByRole('button', { name: `Delete review by ${author.username}` }).click();
    await admin
      .getByRole('alertdialog', { name: 'Delete review?' })
      .getByRole('button', { name: /Delete/ })
      .click();
    await expect(admin.getByText('Review deleted.')).toBeVisible();
    await context.close();
    expect(dialogs).toEqual([]);
  });
});
