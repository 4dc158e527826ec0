import { randomUUID } from 'node:crypto';
import { apiClient, signUp } from '../support/api';
import { linkIn, mailTo, signIn } from '../support/shop';
import { expect, test } from '../support/test';

/** A password no dictionary holds, as the server asks of a new one. */
const freshPassword = () => `Quince-${randomUUID().slice(0, 8)}-lantern-${randomUUID().slice(0, 4)}`;

test.describe('account recovery', () => {
  test('a forgotten password is reset from the mailed link, and the new one signs in', async ({ page }) => {
    const api = await apiClient();
    const account = await signUp(api, 'Recover');
    await api.dispose();
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
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status')).toHaveText('Password updated. Please sign in.');
    await signIn(page, { email: account.email, password: newPassword });
  });
});
