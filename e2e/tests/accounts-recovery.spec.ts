import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations, linkIn, mailTo, signIn, type Account } from '../support/shop';
import { expect, test } from '../support/test';

/** A password no dictionary holds, as the server asks of a new one. */
const freshPassword = () => `Quince-${randomUUID().slice(0, 8)}-lantern-${randomUUID().slice(0, 4)}`;

async function newSignedInPage(browser: Browser, account: Account) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account);
  return { context, page };
}

/** A page whose session the server ended: the next dashboard visit finds out and goes to /login. */
async function expectSignedOut(page: Page) {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
}

test.describe('account recovery', () => {
  test.describe.configure({ mode: 'serial' });

  const id = randomUUID().slice(0, 8);
  const username = `recover-${id}`;
  const account: Account = { email: `recover-${id}@example.com`, password: freshPassword() };

  test('a new account verifies its email from the mail it was sent, and the dashboard stops asking', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('User Name').fill(username);
    await page.getByLabel('Email Address').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Registration successful!')).toBeVisible();

    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Login successful!')).toBeVisible();
    await page.goto('/dashboard');
    const notice = page.getByRole('region', { name: 'Verify your email' });
    await expect(notice).toContainText(`We sent a link to ${account.email}.`);

    const mail = await mailTo(account.email, /verify your email/i);
    await page.goto(linkIn(mail.text, '/verify-email'));
    await expect(page.getByRole('status')).toHaveText('Your email is verified.');
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${username}!` })).toBeVisible();
    await expect(page.getByText('Verify your email')).toHaveCount(0);

    // The link works once.
    await page.goto(linkIn(mail.text, '/verify-email'));
    await expect(page.getByRole('alert')).toHaveText('This link is invalid or has expired.');
  });

  test('a forgotten password is reset from the mailed link, which ends every session', async ({ page, browser }) => {
    const elsewhere = await newSignedInPage(browser, account);
    const oldPassword = account.password;
    const newPassword = freshPassword();

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot password?' })).toBeVisible();
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toContainText('If an account exists for this email');

    const mail = await mailTo(account.email, /reset your password/i);
    await page.goto(linkIn(mail.text, '/reset-password'));
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(`${newPassword}!`);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status')).toHaveText('Password updated. Please sign in.');

    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(oldPassword);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toContainText('Please provide a valid email and password');

    account.password = newPassword;
    await signIn(page, account);

    await expectSignedOut(elsewhere.page);
    await elsewhere.context.close();

    // The link works once.
    await page.goto(linkIn(mail.text, '/reset-password'));
    await page.getByLabel('New password', { exact: true }).fill(freshPassword());
    await page.getByLabel('Confirm new password').fill(await page.getByLabel('New password', { exact: true }).inputValue());
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert')).toHaveText('This link is invalid or has expired.');
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  test("changing the password in the profile ends the other browser's session and keeps this one", async ({ page, browser }) => {
    const elsewhere = await newSignedInPage(browser, account);
    const newPassword = freshPassword();

    await signIn(page, account);
    await page.goto('/dashboard/profile');
    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel('Current password').fill('not the password at all');
    await dialog.getByLabel('New password', { exact: true }).fill(newPassword);
    await dialog.getByLabel('Confirm new password').fill(newPassword);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByText('Current password is incorrect')).toBeVisible();

    await dialog.getByLabel('Current password').fill(account.password);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed. Your other sessions have been signed out.')).toBeVisible();
    await expect(dialog).toBeHidden();
    account.password = newPassword;

    await expectSignedOut(elsewhere.page);
    await elsewhere.context.close();

    // This browser is still signed in.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    expect((await page.request.get('/api/auth/me')).status()).toBe(200);
  });

  test('the recovery pages, the verification notice and the password dialog have no detectable accessibility violations', async ({
    page,
  }) => {
    for (const path of ['/forgot-password', '/reset-password?token=abc', '/reset-password', '/verify-email']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, path);
    }

    const id = randomUUID().slice(0, 8);
    const unverified: Account = { email: `unverified-${id}@example.com`, password: freshPassword() };
    const registered = await page.request.post('/api/auth/register', { data: { username: `unverified-${id}`, ...unverified } });
    expect(registered.status()).toBe(201);
    await signIn(page, unverified);
    await page.goto('/dashboard/profile');
    await expect(page.getByRole('region', { name: 'Verify your email' })).toBeVisible();
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('dialog', { name: 'Change password' })).toBeVisible();
    await expectNoAxeViolations(page, 'profile');
  });
});
