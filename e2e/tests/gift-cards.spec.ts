/**
 * A gift card, from the dashboard to a friend's inbox: the owner issues one with a note; the
 * friend is mailed its code and checks its balance on the public page, which names no owner.
 */
import { newAdmin, uniqueId } from '../support/api';
import { mailTo, signIn } from '../support/shop';
import { expect, test, waitUntilInteractive } from '../support/test';

test('the owner issues a $25 gift card to a friend, who receives its code by mail and checks its balance', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const friend = `friend-${uniqueId()}@example.com`;
  const { account: owner, api } = await newAdmin('Gift Owner');
  await api.dispose();

  await signIn(page, owner);
  await page.goto('/dashboard/credits');
  await page.getByRole('button', { name: 'Issue a gift card or credit' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Issue a gift card or credit' });
  await dialog.getByRole('radio', { name: 'Gift card' }).check();
  await dialog.getByRole('textbox', { name: "Recipient's email" }).fill(friend);
  await dialog.getByRole('textbox', { name: 'Amount ($)' }).fill('25');
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Happy birthday!');
  await dialog.getByRole('button', { name: 'Issue' }).click();
  await expect(page.getByText('Gift card issued.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Gift cards and credit' }).getByRole('row').filter({ hasText: friend })).toContainText(
    '$25.00 of $25.00',
  );

  const mail = await mailTo(friend, /a gift card of \$25\.00 for you/);
  expect(mail.text).toContain('Happy birthday!');
  const code = /GC-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec(mail.text)![0];

  // The friend, signed in nowhere, checks it.
  const visitor = await browser.newContext();
  const friendPage = await visitor.newPage();
  await friendPage.goto('/gift-cards');
  await waitUntilInteractive(friendPage);
  await friendPage.getByRole('textbox', { name: 'Gift card or credit code' }).fill(code.toLowerCase());
  await friendPage.getByRole('button', { name: 'Check balance' }).click();
  const answer = friendPage.getByRole('region', { name: `Gift card ${code}` });
  await expect(answer).toContainText('$25.00');
  await expect(answer).not.toContainText(friend);
  await visitor.close();
});
