import { CHECKOUT_REMINDERS_WORDING, RESTOCK_ALERTS_WORDING } from '@shop/shared/consent.schema';
import { newCustomer, newProduct, send, uniqueId } from '../support/api';
import { chooseVariant } from '../support/choose-variant';
import { DEMO_ADMIN, mailTo, signIn } from '../support/shop';
import { expect, test, waitUntilInteractive } from '../support/test';

test.describe('bringing shoppers back', () => {
  test("a shopper joins a sold-out L's waiting list; the admin restocks it; the mail links straight to it", async ({ browser, page }) => {
    // The restock is mailed by the shop's worker (every few seconds), then through the outbox.
    test.slow();
    const product = await newProduct('Waitlist Tee', {
      stock: [
        { color: 'black', size: 'm', stock: 4 },
        { color: 'black', size: 'l', stock: 0 },
      ],
    });
    const email = `waiting-${uniqueId()}@example.com`;

    // A guest finds L sold out and asks to be told.
    const shopper = await browser.newContext();
    const shopperPage = await shopper.newPage();
    await shopperPage.goto(`/shop/${product._id}`);
    await waitUntilInteractive(shopperPage);
    await expect(shopperPage.getByLabel('Size', { exact: true }).locator('option[value="l"]')).toHaveText(/sold out/);
    await shopperPage.getByRole('button', { name: "Email me when it's back" }).click();
    await expect(shopperPage.getByLabel('Sold-out size')).toHaveValue('l');
    await shopperPage.getByRole('textbox', { name: 'Email' }).fill(email);
    await expect(shopperPage.getByText("We'll send one email to this address when it's back in stock")).toBeVisible();
    await shopperPage.getByRole('button', { name: 'Notify me' }).click();
    await expect(shopperPage.getByText("You're on the list. We'll email you when it's back.")).toBeVisible();
    const joined = await mailTo(email, /^You're on the list/);
    expect(joined.text).toMatch(/\/unsubscribe\/w\./);

    // The admin puts two L back on the shelf.
    await signIn(page, DEMO_ADMIN);
    await page.goto(`/dashboard/update-product/${product._id}`);
    await expect(page.getByText('1 waiting')).toBeVisible();
    await page.getByLabel('Black L in stock').fill('2');
    await page.getByRole('button', { name: 'Update Product' }).click();
    await expect(page.getByText('Product updated successfully')).toBeVisible();

    // The mail arrives, and its link opens the product with black L chosen.
    const back = await mailTo(email, /^Back in stock:/, { timeout: 60_000 });
    expect(back.subject).toBe(`Back in stock: ${product.name} (black, L)`);
    const link = /https?:\/\/\S+\/shop\/\S+\?color=black&size=l/.exec(back.text)?.[0];
    expect(link, 'a link to the variant in the mail').toBeTruthy();
    await shopperPage.goto(new URL(link!).pathname + new URL(link!).search);
    await expect(shopperPage.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(shopperPage.getByLabel('Size', { exact: true })).toHaveValue('l');
    await expect(shopperPage.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    await shopper.close();
  });

  test('a checkout left unpaid gets its one reminder, and its link puts the bag back', async ({ browser, page }) => {
    // A reminder goes at the shop's next sweep (every half minute), then through the outbox.
    test.slow();
    const product = await newProduct('Reminder Tee');
    const email = `leaver-${uniqueId()}@example.com`;

    // A guest adds a tee, asks for a reminder, starts the checkout and walks away from it.
    await page.goto(`/shop/${product._id}`);
    await chooseVariant(page);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByTestId('bag-count')).toHaveText('1');
    await page.getByRole('button', { name: /^Open bag/ }).click();
    const bag = page.getByRole('dialog', { name: 'Your Bag' });
    const box = bag.getByRole('checkbox', { name: /Email me one reminder if I don't finish this checkout/ });
    await expect(box).not.toBeChecked();
    await box.check();
    await bag.getByLabel('Email for your receipt').fill(email);
    await bag.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout\/cs_test_/);
    await page.getByRole('button', { name: 'Leave this checkout unpaid' }).click();
    await expect(page.getByText('This checkout has expired')).toBeVisible();

    // The reminder names the tee and the total, and links back to the bag.
    const reminder = await mailTo(email, /^You left something in your bag$/, { timeout: 90_000 });
    expect(reminder.text).toContain(`1 x ${product.name}`);
    expect(reminder.text).toMatch(/Total at checkout: \$\d+\.\d\d/);
    const link = /https?:\/\/\S+\/restore-bag\/[\w.-]+/.exec(reminder.text)?.[0];
    expect(link, 'a restore link in the reminder').toBeTruthy();

    // On another browser with an empty bag, the link puts the tee back and opens the bag.
    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await other.goto(new URL(link!).pathname);
    const restored = other.getByRole('dialog', { name: 'Your Bag' });
    await expect(restored).toBeVisible();
    await expect(restored.getByRole('listitem').filter({ hasText: product.name })).toHaveCount(1);
    await expect(other.getByTestId('bag-count')).toHaveText('1');
    await elsewhere.close();
  });

  test("a customer's email preferences: changed from a mail's link without signing in, and read back in the profile", async ({
    browser,
    page,
  }) => {
    const product = await newProduct('Preferences Tee', { stock: [{ color: 'black', size: 'm', stock: 0 }] });
    const { account, api } = await newCustomer('Preferring Shopper');
    // Joining a sold-out size's list sends the confirmation with its unsubscribe link.
    await send(api, 'post', '/api/waitlist', { productId: product._id, color: 'black', size: 'm' });
    const joined = await mailTo(account.email, /^You're on the list/);
    const link = /https?:\/\/\S+\/unsubscribe\/[\w.-]+/.exec(joined.text)?.[0];
    expect(link, 'an unsubscribe link in the mail').toBeTruthy();

    // The link opens the address's preferences in a browser that is not signed in.
    const mailbox = await browser.newContext();
    const linkPage = await mailbox.newPage();
    await linkPage.goto(new URL(link!).pathname);
    await waitUntilInteractive(linkPage);
    const preferences = linkPage.getByRole('region', { name: 'Your email preferences' });
    await expect(preferences.getByText(`For ${account.email} and its account.`, { exact: false })).toBeVisible();
    await expect(preferences.getByRole('switch', { name: RESTOCK_ALERTS_WORDING })).toBeChecked();
    const reminders = preferences.getByRole('switch', { name: CHECKOUT_REMINDERS_WORDING });
    await expect(reminders).not.toBeChecked();
    // A switch that follows the server: it turns once the change is on its way, not under the click itself.
    await reminders.click();
    await expect(preferences.getByText('Saved: checkout reminders on.')).toBeVisible();
    await expect(reminders).toBeChecked();
    await mailbox.close();

    // Signed in, the profile shows the same consent with the day it was given.
    await signIn(page, account);
    await page.goto('/dashboard/profile');
    const profile = page.getByRole('region', { name: 'Email preferences' });
    const agreed = profile.getByRole('switch', { name: CHECKOUT_REMINDERS_WORDING });
    await expect(agreed).toBeChecked();
    await expect(agreed).toHaveAccessibleDescription(/^Agreed on /);
    // Turning restock alerts off there leaves the waiting list.
    await expect(page.getByText(product.name).first()).toBeVisible();
    await profile.getByRole('switch', { name: RESTOCK_ALERTS_WORDING }).click();
    await expect(profile.getByRole('switch', { name: RESTOCK_ALERTS_WORDING })).not.toBeChecked();
    await expect(page.getByText(product.name)).toHaveCount(0);
  });
});
