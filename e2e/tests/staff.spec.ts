/**
 * The staff behind the counter: an owner invites a packer by email with the Fulfilment role; the
 * packer joins, turns on two-factor sign-in before anything else, fulfils an order, and is
 * refused a refund and the staff page. Then the packer's phone is lost: a recovery code signs
 * them in once, and fails the second time.
 */
import { expect, test, waitUntilInteractive } from '../support/test';
import { apiClient, buyInTestMode, newCustomer, newProduct, ok, uniqueId } from '../support/api';
import { DEMO_ADMIN, linkIn, mailTo, signIn } from '../support/shop';
import { nextCode } from '../support/totp';

test('an owner invites a packer, who joins with two-factor sign-in, fulfils an order and is refused refunds and the staff page', async ({
  page,
  browser,
}) => {
  test.slow();
  const packerEmail = `packer-${uniqueId()}@example.com`;
  const packerPassword = `string and tape ${uniqueId()}`;

  // A paid order waiting to be packed.
  const product = await newProduct('Packing Tee');
  const customer = await newCustomer('Parcel');
  const order = await buyInTestMode(customer.api, [{ _id: product._id, color: 'black', size: 'm', quantity: 1 }]);
  await customer.api.dispose();

  // 1. The owner invites the packer from the Staff page.
  await signIn(page, DEMO_ADMIN);
  await page.goto('/dashboard/staff');
  await page.getByRole('button', { name: 'Invite' }).click();
  const invite = page.getByRole('dialog');
  await invite.getByLabel('Email').fill(packerEmail);
  await invite.getByLabel('Role').selectOption('fulfilment');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`An invitation is on its way to ${packerEmail}.`)).toBeVisible();

  // 2. The packer follows the mailed link, chooses a name and a password, and signs in.
  const mail = await mailTo(packerEmail, /invited to join the staff/);
  const packer = await (await browser.newContext()).newPage();
  await packer.goto(linkIn(mail.text, '/join-staff'));
  await waitUntilInteractive(packer);
  await expect(packer.getByText(/join as Fulfilment/)).toBeVisible();
  await packer.getByLabel('User name').fill('Pat Packer');
  await packer.getByLabel('Password', { exact: true }).fill(packerPassword);
  await packer.getByLabel('Confirm password').fill(packerPassword);
  await packer.getByRole('button', { name: 'Join the staff' }).click();
  await expect(packer).toHaveURL(/\/login/);
  await signIn(packer, { email: packerEmail, password: packerPassword });

  // 3. Nothing of the dashboard opens before two-factor sign-in is on: the profile turns it on.
  await packer.goto('/dashboard/manage-orders');
  await expect(packer.getByText('Turn on two-factor sign-in').first()).toBeVisible();
  await packer.goto('/dashboard/profile');
  await waitUntilInteractive(packer);
  await packer.getByRole('button', { name: 'Turn on' }).click();
  const setup = packer.getByRole('dialog');
  await setup.getByLabel('Password').fill(packerPassword);
  await setup.getByRole('button', { name: 'Continue' }).click();
  await expect(setup.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await setup.locator('code').first().innerText()).replace(/\s/g, '');
  await setup.getByLabel('Code').fill(await nextCode(secret));
  await setup.getByRole('button', { name: 'Turn on' }).click();
  const shown = setup.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(shown).toHaveCount(10);
  const codes = await shown.allInnerTexts();
  await setup.getByRole('button', { name: 'Done' }).click();

  // 4. The packer fulfils the order: shipped from Manage Orders.
  await packer.goto(`/dashboard/manage-orders?search=${order.orderId}`);
  const row = packer.getByRole('row').filter({ hasText: order.orderId });
  await row.getByRole('button', { name: `Edit ${order.orderId}` }).click();
  const status = packer.getByRole('dialog', { name: 'Edit order status' });
  await status.getByLabel('Status').selectOption('processing');
  await status.getByRole('button', { name: 'Save' }).click();
  await expect(packer.getByText('Order status updated successfully')).toBeVisible();
  await expect(row).toContainText('processing');

  // 5. No refund: the order page offers none, and the API refuses it.
  await packer.goto(`/dashboard/orders/${order._id}`);
  await expect(packer.getByRole('heading', { name: new RegExp(order.orderId) })).toBeVisible();
  await expect(packer.getByRole('button', { name: /Refund/ })).toHaveCount(0);
  const refund = await packer.request.post(`/api/orders/${order._id}/refund`, {
    data: { reason: 'Trying', requestId: uniqueId(), amount: 1 },
    headers: { origin: new URL(packer.url()).origin },
  });
  expect(refund.status()).toBe(403);
  expect((await refund.json()).message).toMatch(/needs the permission 'refunds'/);

  // 6. Nor the staff page: turned away to the dashboard.
  await packer.goto('/dashboard/staff');
  await expect(packer.getByText('You are not authorized to access this page!')).toBeVisible();
  await expect(packer).toHaveURL(/\/dashboard\/admin$/);

  // 7. The phone is lost: a recovery code signs in once; the same code then fails.
  await packer.context().clearCookies();
  for (const attempt of ['works', 'fails'] as const) {
    await packer.goto('/login');
    await waitUntilInteractive(packer);
    await packer.getByLabel('Email').fill(packerEmail);
    await packer.getByLabel('Password').fill(packerPassword);
    await packer.getByRole('button', { name: 'Login' }).click();
    await packer.getByLabel('Code').fill(codes[0]!);
    await packer.getByRole('button', { name: 'Verify' }).click();
    if (attempt === 'works') {
      await expect(packer.getByText('Login successful!')).toBeVisible();
      await packer.context().clearCookies();
    } else {
      await expect(packer.getByText('That code is not right. Type the six digits your app shows, or a recovery code.')).toBeVisible();
    }
  }
  const used = await mailTo(packerEmail, /a recovery code was used/);
  expect(used.text).toContain('recovery codes');

  // The owner's audit log shows who did what, with their role.
  const owner = await apiClient(DEMO_ADMIN);
  const { entries } = await ok<{ entries: { action: string; entityId: string; details: { email?: string } | null }[] }>(
    owner.get('/api/audit?entity=auth&limit=100'),
  );
  const packerEntries = entries.filter((entry) => entry.details?.email === packerEmail).map((entry) => entry.action);
  expect(packerEntries).toEqual(expect.arrayContaining(['auth.two-factor-on', 'auth.recovery-code-used', 'auth.sign-in']));
  await owner.dispose();
});
