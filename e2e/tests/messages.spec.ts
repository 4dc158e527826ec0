import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/test';
import { DEMO_ADMIN, expectNoAxeViolations, mailTo, signIn } from '../support/shop';

test.describe("the admin's messages", () => {
  test('a message sent on /contact is mailed to the shop with Reply-To, reaches the admin unread, and opening it counts one unread fewer', async ({
    page,
  }) => {
    const tag = randomUUID().slice(0, 8);
    const sender = {
      name: `Grace Hopper ${tag}`,
      email: `grace-${tag}@example.com`,
      message: `Will the linen shirt be back in M? (${tag})`,
    };

    await page.goto('/contact');
    await page.getByRole('textbox', { name: 'NAME' }).fill(sender.name);
    await page.getByRole('textbox', { name: 'EMAIL' }).fill(sender.email);
    await page.getByRole('textbox', { name: 'MESSAGE' }).fill(sender.message);
    await page.getByRole('button', { name: 'SEND' }).click();
    await expect(page.getByText('Thank you for your message!')).toBeVisible();

    // The shop's mail relay receives it, and a reply goes straight to the sender.
    const mail = await mailTo('hello@dripstudio.example', new RegExp(`message from ${sender.name}$`));
    expect(mail.replyTo).toBe(sender.email);
    expect(mail.text).toContain(sender.message);

    await signIn(page, DEMO_ADMIN);
    await page.goto('/dashboard/messages');
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();

    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    const counted = sidebar.getByRole('link', { name: /^Messages, \d+ unread$/ });
    await expect(counted).toBeVisible();
    const unreadBefore = Number(/(\d+) unread/.exec((await counted.getAttribute('aria-label')) ?? '')?.[1]);
    expect(unreadBefore).toBeGreaterThanOrEqual(1);

    const card = page.getByRole('article', { name: sender.name });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: sender.email })).toHaveAttribute('href', `mailto:${sender.email}`);
    await expect(card.getByText('New', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'messages');

    await card.getByRole('button', { name: `Open message from ${sender.name}` }).click();
    await expect(card.getByText(sender.message)).toBeVisible();
    await expect(card.getByText('New', { exact: true })).toBeHidden();
    const unreadAfter = unreadBefore - 1;
    await expect(
      sidebar.getByRole('link', { name: unreadAfter > 0 ? `Messages, ${unreadAfter} unread` : 'Messages', exact: true }),
    ).toBeVisible();

    // Read stays read: after a reload the message is no longer new.
    await page.reload();
    await expect(page.getByRole('article', { name: sender.name }).getByText('New', { exact: true })).toBeHidden();
  });
});
