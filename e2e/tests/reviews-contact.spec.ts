import { apiClient, newProduct, signUp, uniqueId } from '../support/api';
import { expect, test } from '../support/test';
import { expectNoAxeViolations, signIn } from '../support/shop';

const CONTACT_SUCCESS_MESSAGE = 'Thank you for your message! We will get back to you soon.';

test.describe('reviews', () => {
  test('a customer posts a review from the product page and finds it under their reviews', async ({ page }) => {
    const product = await newProduct('Review Tee');
    const comment = `Soft and heavy, washes well (${uniqueId()})`;
    const api = await apiClient();
    const customer = await signUp(api, 'Reviewer');
    await api.dispose();

    await signIn(page, customer);
    await page.goto(`/shop/${product._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);

    await page.getByRole('button', { name: 'Add A Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Post A Review' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, 'review modal');
    await dialog.getByRole('radio', { name: '4 stars' }).check();
    await dialog.getByRole('textbox', { name: 'Comment' }).fill(comment);
    await dialog.getByRole('button', { name: 'Submit' }).click();

    await expect(page.getByText('Comment posted successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    const reviews = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'All comments' }) });
    const posted = reviews.getByRole('listitem').filter({ hasText: comment });
    await expect(posted).toBeVisible();
    await expect(posted.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();

    await page.goto('/dashboard/reviews');
    await expect(page.getByRole('heading', { level: 1, name: 'Your given Reviews' })).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: comment });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: product.name })).toHaveAttribute('href', `/shop/${product._id}`);
    await expect(card.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add New Review' })).toHaveAttribute('href', '/shop');
  });
});

test.describe('contact', () => {
  test('the contact form shows its errors, then sends and clears @phone', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();

    await page.getByRole('button', { name: 'SEND' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Message is required')).toBeVisible();
    await expectNoAxeViolations(page, 'contact');

    const name = page.getByRole('textbox', { name: 'NAME' });
    const email = page.getByRole('textbox', { name: 'EMAIL' });
    const message = page.getByRole('textbox', { name: 'MESSAGE' });
    await name.fill('Ada Lovelace');
    await email.fill('ada@example.com');
    await message.fill('Do the heavy tees come in XXL?');
    await page.getByRole('button', { name: 'SEND' }).click();

    await expect(page.getByText(CONTACT_SUCCESS_MESSAGE)).toBeVisible();
    await expect(name).toHaveValue('');
    await expect(email).toHaveValue('');
    await expect(message).toHaveValue('');
    await expect(page.getByText('Name is required')).toBeHidden();
  });
});
