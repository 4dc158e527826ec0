import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { fillShippingAddress, linkIn, mailTo, solidPng } from '../support/shop';

async function openAccountMenu(page: Page) {
  const button = page.getByRole('button', { name: 'Your account' });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return page.getByRole('menu', { name: 'Your account' });
}

test.describe('accounts', () => {
  test('register, sign in, see the dashboard, edit the profile and log out @phone', async ({ page }) => {
    // A long journey (a dozen pages, two forms, an address): on a busy machine it outgrew 30 s.
    test.slow();
    const id = randomUUID().slice(0, 8);
    const username = `shopper-${id}`;
    const email = `shopper-${id}@example.com`;
    const password = `correct horse ${id}`;

    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
    await page.getByLabel('User Name').fill(username);
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Registration successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Email')).toHaveValue(email);

    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Login successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null')?.email)).toBe(email);
    // A picture of one's own is for a verified address: the link in the welcome mail.
    await page.goto(linkIn((await mailTo(email, /verify your email/i)).text, '/verify-email'));
    await expect(page.getByText('Your email is verified.')).toBeVisible();
    await page.goto('/');

    const menu = await openAccountMenu(page);
    await expect(menu.getByRole('menuitem')).toHaveText(['Dashboard', 'Profile', 'Payments', 'Orders', 'Logout']);
    await menu.getByRole('menuitem', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${username}!` })).toBeVisible();
    await expect(page.getByText('Total Payments')).toBeVisible();
    await expect(page.getByText('$0.00')).toBeVisible();

    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(page.getByText('N/A')).toHaveCount(2);

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Upload image').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(64, [122, 70, 48]) });
    await expect(page.getByText('Image uploaded successfully')).toBeVisible();
    await dialog.getByLabel('Bio').fill('I like heavy cotton.');
    await dialog.getByLabel('Profession').fill('Pattern cutter');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();

    const profile = page.getByRole('region', { name: 'Your profile' });
    await expect(profile.getByText('Pattern cutter')).toBeVisible();
    await expect(profile.getByText('I like heavy cotton.')).toBeVisible();
    const avatar = profile.getByRole('img', { name: username });
    await expect(avatar).toHaveAttribute('src', /^\/uploads\//);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // The server kept it: a fresh load shows the same profile, still signed in.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Your profile' }).getByText('Pattern cutter')).toBeVisible();

    // The address book: the first address saved is the default, kept by the server.
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Addresses' }).click();
    await expect(page.getByText('No addresses yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Add address' }).click();
    const addressForm = page.getByRole('dialog', { name: 'Add address' });
    await addressForm.getByLabel('Label (optional)').fill('Studio');
    await fillShippingAddress(page);
    await addressForm.getByRole('button', { name: 'Add address' }).click();
    await expect(page.getByText('Address saved as your default.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('listitem', { name: 'Studio, default' })).toContainText('1 Congress Ave');

    await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(page.getByText('You must be logged in!')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

    // The session really ended on the server.
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  });
});
