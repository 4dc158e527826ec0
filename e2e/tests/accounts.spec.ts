import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { apiClient, signUp } from '../support/api';
import { expect, test } from '../support/test';
import { DEMO_ADMIN as ADMIN, DEMO_CUSTOMER as CUSTOMER, expectNoAxeViolations, linkIn, mailTo, signIn, solidPng } from '../support/shop';

async function openAccountMenu(page: Page) {
  const button = page.getByRole('button', { name: 'Your account' });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return page.getByRole('menu', { name: 'Your account' });
}

test.describe('accounts', () => {
  test('register, sign in, see the dashboard, edit the profile and log out @phone', async ({ page }) => {
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

    await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(page.getByText('You must be logged in!')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

    // The session really ended on the server.
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  });

  test('a failed login says so and keeps the email', async ({ page }) => {
    // An account of the journey's own: failed sign-ins count against the account.
    const api = await apiClient();
    const account = await signUp(api, 'Forgetful');
    await api.dispose();
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toContainText('Please provide a valid email and password');
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
  });

  test('registering a taken email says Registration failed, with the reason', async ({ page }) => {
    // An account of the journey's own: sign-up attempts count against the email.
    const api = await apiClient();
    const account = await signUp(api, 'Taken');
    await api.dispose();
    await page.goto('/register');
    await page.getByLabel('User Name').fill('someone');
    await page.getByLabel('Email Address').fill(account.email);
    await page.getByLabel('Password').fill('long enough password');
    await page.getByRole('button', { name: 'Register' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Registration failed');
    await expect(alert).toContainText('An account with this email already exists.');
    await expect(page).toHaveURL(/\/register$/);
  });

  test('a signed-out visitor is sent to sign in and brought back to the page @phone', async ({ page }) => {
    await page.goto('/dashboard/profile');
    await expect(page.getByText('You must be logged in!')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, CUSTOMER, { navigate: false });
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  });

  test('a user opening an admin page is turned away', async ({ page }) => {
    await signIn(page, CUSTOMER);
    await page.goto('/dashboard/admin');
    await expect(page.getByText('You are not authorized to access this page!')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an admin manages users from the dashboard @phone', async ({ page }) => {
    await signIn(page, ADMIN);

    const menu = await openAccountMenu(page);
    await expect(menu.getByRole('menuitem')).toHaveText(['Dashboard', 'Manage Items', 'All Orders', 'Add Product', 'Logout']);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    // Found by search: the list comes newest first, and other journeys add accounts meanwhile.
    await page.goto('/dashboard/users?search=drip.test');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Users' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Users' });
    await expect(table.getByText(ADMIN.email)).toBeVisible();
    await expect(table.getByText(CUSTOMER.email)).toBeVisible();

    // Demoting oneself is refused by the server, and the reason shows.
    await page.getByRole('button', { name: `Edit role of ${ADMIN.email}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit role' });
    await dialog.getByLabel('Role').selectOption('user');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('You cannot remove your own admin role.')).toBeVisible();
    await expect(page.getByText('Updated role successfully!')).toHaveCount(0);
  });

  test('the account pages have no detectable accessibility violations', async ({ page }) => {
    for (const path of ['/login', '/register']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, path);
    }
    await signIn(page, CUSTOMER);
    await page.goto('/dashboard/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Profile' })).toBeVisible();
    await expectNoAxeViolations(page, 'profile');
  });
});
