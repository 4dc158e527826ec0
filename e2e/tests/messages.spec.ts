import { uniqueId } from '../support/api';
import { expect, test } from '../support/test';
import { DEMO_ADMIN, mailTo, signIn } from '../support/shop';

test.describe("the admin's messages", () => {
  test('a message sent on /contact is mailed to the shop with Reply-To, reaches the admin as new, and stays read once opened', async ({
    page,
  }) => {
    const tag = uniqueId();
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

    // The sidebar's unread count is the whole shop's, which other journeys' messages change
    // at any moment; messages-page.test.tsx proves that opening one counts one fewer.
    const card = page.getByRole('article', { name: sender.name });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: sender.email })).toHaveAttribute('href', `mailto:${sender.email}`);
    await expect(card.getByText('New', { exact: true })).toBeVisible();

    await card.getByRole('button', { name: `Open message from ${sender.name}` }).click();
    await expect(card.getByText(sender.message)).toBeVisible();
    await expect(card.getByText('New', { exact: true })).toBeHidden();

    // Read stays read: after a reload the message is no longer new.
    await page.reload();
    await expect(page.getByRole('article', { name: sender.name }).getByText('New', { exact: true })).toBeHidden();
  });
});
