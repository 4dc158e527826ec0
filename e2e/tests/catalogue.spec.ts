import type { Page } from '@playwright/test';
import { chooseVariant } from '../support/choose-variant';
import { expect, test } from '../support/test';

/** The radio of a filter choice by its exact name ('L' must not match 'Black' or 'XL'). */
const option = (page: Page, group: string, name: string) =>
  page.getByRole('group', { name: group }).getByRole('radio', { name, exact: true });

/** The chosen filter of a group: its radio is checked. */
const expectChosen = (page: Page, group: string, name: string) => expect(option(page, group, name)).toBeChecked();

const productLinks = (page: Page) => page.locator('main article h3 a');

test.describe('the catalogue', () => {
  test('filter, page, open a product, add it to the bag, and come back to the same filtered page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: /^Mens/i }).first().click();
    await expect(page).toHaveURL(/\/shop\?category=mens$/);
    await expectChosen(page, 'Category', 'Mens');
    await expect(page.getByText(/^\d+ items on stock$/)).toBeVisible();

    // Black and L leave more than one page of mens tees in the demo catalogue.
    await option(page, 'Color', 'Black').click();
    await expect(page).toHaveURL(/\/shop\?category=mens&color=black$/);
    await expectChosen(page, 'Color', 'Black');
    // A client-side navigation: the page is not sent back to the top (the browser may nudge
    // it when options above change), and the radio keeps focus and stays in view.
    const sizeL = option(page, 'Size', 'L');
    await sizeL.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await sizeL.click();
    await expect(page).toHaveURL(/\/shop\?category=mens&color=black&size=l$/);
    await expectChosen(page, 'Size', 'L');
    await expect(sizeL).toBeFocused();
    await expect(sizeL).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await expect(page.getByText('Showing 1-4')).toBeVisible();
    const total = Number((await page.getByText(/^\d+ items on stock$/).textContent())?.split(' ')[0]);
    expect(total).toBeGreaterThan(4);

    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByRole('link', { name: 'Previous' })).toBeDisabled();
    await pagination.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/shop\?category=mens&color=black&size=l&page=2$/);
    await expect(page.getByText(`Showing 5-${Math.min(8, total)}`)).toBeVisible();

    const first = productLinks(page).first();
    const name = (await first.textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/shop\/[^/?]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page).toHaveTitle(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`));

    const addToCart = page.getByRole('button', { name: 'Add to Cart' });
    await expect(addToCart).toBeDisabled();
    await chooseVariant(page);
    await expect(addToCart).toBeEnabled();
    await addToCart.click();
    await expect(page.getByText('Item added to cart')).toBeVisible();
    await expect(page.getByTestId('bag-count')).toHaveText('1');

    // Back: the filtered page 2, its filters chosen; Back again: its page 1, still filtered.
    await page.goBack();
    await expect(page).toHaveURL(/\/shop\?category=mens&color=black&size=l&page=2$/);
    await expect(page.getByText(`Showing 5-${Math.min(8, total)}`)).toBeVisible();
    await expectChosen(page, 'Category', 'Mens');
    await expectChosen(page, 'Color', 'Black');
    await expectChosen(page, 'Size', 'L');
    await expect(productLinks(page).first()).toHaveText(name);

    await page.goBack();
    await expect(page).toHaveURL(/\/shop\?category=mens&color=black&size=l$/);
    await expect(page.getByText('Showing 1-4')).toBeVisible();
    await expectChosen(page, 'Color', 'Black');
    await expect(page.getByTestId('bag-count')).toHaveText('1');
  });

  test('on a phone the filters open with Show Filters and close with Hide Filters @phone', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the filters are always shown on wide screens');
    await page.goto('/shop');
    await expect(page.getByText('Showing 1-4')).toBeVisible();
    await expect(option(page, 'Category', 'Kids')).toBeHidden();
    await page.getByRole('button', { name: 'Show Filters' }).click();
    await option(page, 'Category', 'Kids').click();
    await expect(page).toHaveURL(/\/shop\?category=kids$/);
    await page.getByRole('button', { name: 'Hide Filters' }).click();
    await expect(option(page, 'Category', 'Kids')).toBeHidden();
    await expect(productLinks(page).first()).toBeVisible();
  });

  test('the arrow keys move through a filter group, each choice applied with the focus kept on it', async ({ page }) => {
    await page.goto('/shop?category=mens');
    await expect(page.getByText('Showing 1-4')).toBeVisible();
    await option(page, 'Size', 'M').check();
    await expect(page).toHaveURL(/\/shop\?category=mens&size=m$/);
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/\/shop\?category=mens&size=l$/);
    await expectChosen(page, 'Size', 'L');
    await expect(option(page, 'Size', 'L')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(page).toHaveURL(/\/shop\?category=mens&size=m$/);
    await expect(option(page, 'Size', 'M')).toBeFocused();
  });

  test('without JavaScript the filters, the pages and the sort still work as forms and links', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/shop?category=mens');
    await expectChosen(page, 'Category', 'Mens');
    await option(page, 'Color', 'Black').check();
    await option(page, 'Price range', '$50 - $100').check();
    await page.getByRole('button', { name: 'Apply' }).click();
    // The server answers what the form sent ('size=all', 'price=50-100') at the tidy address.
    await expect(page).toHaveURL(/\/shop\?category=mens&color=black&minPrice=50&maxPrice=100$/);
    await expectChosen(page, 'Color', 'Black');
    await expectChosen(page, 'Category', 'Mens');
    await expectChosen(page, 'Price range', '$50 - $100');
    await option(page, 'Price range', 'Any price').check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/shop\?category=mens&color=black$/);

    await page.getByLabel('Sort by').selectOption('price-asc');
    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    await expect(page).toHaveURL(/\/shop\?category=mens&color=black&sort=price-asc$/);
    await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
    // Each card's price (the first figure: a reduced one comes before its old price), lowest first.
    const prices = (await page.locator('main article p.tabular-nums > span:first-child').allInnerTexts()).map((price) =>
      Number(price.replace(/[^\d.]/g, '')),
    );
    expect(prices).toHaveLength(4);
    expect(prices).toEqual(prices.toSorted((a, b) => a - b));

    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/shop\?category=mens&color=black&sort=price-asc&page=2$/);
    await expect(page.getByText(/^Showing 5-/)).toBeVisible();

    await page.goto('/shop?category=mens&page=99');
    await page.getByRole('link', { name: 'Go to the last page' }).click();
    await expect(page).toHaveURL(/\/shop\?category=mens&page=\d+$/);
    await expect(page.getByText(/^Showing \d+-\d+$/)).toBeVisible();

    await page.getByRole('link', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expectChosen(page, 'Category', 'All');
    await context.close();
  });

  test('without JavaScript a phone shows the filters, since nothing could open them @phone', async ({ browser, isMobile }) => {
    test.skip(!isMobile, 'the filters are always shown on wide screens');
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/shop');
    await expect(page.getByRole('button', { name: 'Show Filters' })).toBeHidden();
    await option(page, 'Category', 'Kids').check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/shop\?category=kids$/);
    await expectChosen(page, 'Category', 'Kids');
    await context.close();
  });
});
