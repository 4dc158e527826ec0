/** What several journeys need: the demo accounts, signing in, an image to upload, mail. */
import { expect, type Page } from '@playwright/test';
import { rgbPng } from '@shop/shared/testing/png';
import type { CaughtMail } from './mail-catcher';
import { nextCode } from './totp';
import { waitUntilInteractive } from './test';

export interface Account {
  email: string;
  password: string;
  /** A staff member's TOTP secret: signing in then asks for a code of it. */
  totpSecret?: string;
}

/**
 * The demo accounts every fresh install gets (README, quick start), with the passwords this run
 * gave the shop (playwright.config.ts).
 */
export const DEMO_ADMIN: Account = { email: 'admin@drip.test', password: process.env.E2E_DEMO_ADMIN_PASSWORD ?? '' };
export const DEMO_CUSTOMER: Account = { email: 'customer@drip.test', password: process.env.E2E_DEMO_CUSTOMER_PASSWORD ?? '' };

/**
 * Signs in through the login form and waits for the success toast. With `navigate: false`
 * it fills the form the page already shows (after a guard sent the visitor to /login).
 */
export async function signIn(page: Page, account: Account, { navigate = true } = {}) {
  if (navigate) {
    await page.goto('/login');
    await waitUntilInteractive(page);
  }
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  if (account.totpSecret) {
    await page.getByLabel('Code').fill(await nextCode(account.totpSecret));
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await expect(page.getByText('Login successful!')).toBeVisible();
}

/** Where journeys ship their parcels. */
export const SHIPPING_ADDRESS = { name: 'Ada Buyer', line1: '1 Congress Ave', city: 'Austin', postalCode: '78701' };

/** Fills the TEST MODE checkout page's address form. */
export async function fillShippingAddress(page: Page, address = SHIPPING_ADDRESS) {
  await page.getByLabel('Full name').fill(address.name);
  await page.getByLabel('Address line 1').fill(address.line1);
  await page.getByLabel('City').fill(address.city);
  await page.getByLabel('Postal code').fill(address.postalCode);
}

/** A small solid-colour PNG, so journeys need no fixture file. */
export function solidPng(size: number, [r, g, b]: [number, number, number]): Buffer {
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat())]);
  return rgbPng(size, size, Buffer.concat(Array.from({ length: size }, () => row)));
}

/** The single-use link a mail carries to `page` (/verify-email or /reset-password). */
export function linkIn(text: string, page: string): string {
  const link = new RegExp(`https?://\\S+${page}\\?token=[\\w-]+`).exec(text)?.[0];
  expect(link, `a ${page} link in the mail`).toBeTruthy();
  return link!;
}

/**
 * The first message to `to` whose subject matches, once it has arrived at the journeys' mail
 * relay (the shop sends a moment after the change that caused it).
 */
export async function mailTo(to: string, subject: RegExp, { timeout = 15_000 } = {}): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`http://127.0.0.1:${process.env.E2E_MAIL_PORT}/messages`);
        const messages = (await response.json()) as CaughtMail[];
        found = messages.find((message) => message.to.includes(to.toLowerCase()) && subject.test(message.subject));
        return found !== undefined;
      },
      { message: `a mail to ${to} with a subject like ${subject}`, timeout },
    )
    .toBe(true);
  return found!;
}
