/**
 * An owner adds a passkey in their profile and signs in with it alone, on Chromium's virtual
 * authenticator (a platform authenticator that verifies its user), through the WebAuthn
 * DevTools domain. A passkey belongs to a domain, never to an IP address: the journey opens the
 * shop at `localhost`, the name of the loopback address the other journeys use.
 */
import { expect, test } from '../support/test';
import { apiClient, newAdmin, ok, shopURL } from '../support/api';
import { signIn } from '../support/shop';

const atLocalhost = (path: string) => `${shopURL().replace('127.0.0.1', 'localhost')}${path}`;

test('an owner adds a passkey and signs in with it alone, on a virtual authenticator', async ({ page }) => {
  test.slow();
  const { account: owner, api } = await newAdmin('Passkey Owner');
  await api.dispose();

  const devtools = await page.context().newCDPSession(page);
  await devtools.send('WebAuthn.enable');
  const { authenticatorId } = await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  // 1. Signed in with the password and a code, the owner adds a passkey in the profile.
  await page.goto(atLocalhost('/login'));
  await signIn(page, owner, { navigate: false });
  await page.goto(atLocalhost('/dashboard/profile'));
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await expect(passkeys.getByText('No passkeys yet.')).toBeVisible();
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
  await dialog.getByLabel('Name').fill('Journey laptop');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Your passkey is added: you can sign in with it.')).toBeVisible();
  await expect(passkeys.getByRole('list', { name: 'Your passkeys' })).toContainText('Journey laptop');
  const { credentials } = await devtools.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);

  // 2. Signed out, the owner signs in with the passkey alone: no email, password or code.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(atLocalhost('/login'));
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await page.goto(atLocalhost('/dashboard/manage-orders'));
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Orders' })).toBeVisible();
  const [used] = (await devtools.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
  expect(used!.signCount).toBeGreaterThan(0);

  // The audit log says how the owner signed in (this client's own sign-in, with the password, comes after).
  const audit = await apiClient(owner);
  const log = await ok<{ entries: { action: string; details: { method?: string } }[] }>(
    audit.get(`/api/audit?actorId=${owner._id}&entity=auth&limit=10`),
  );
  const signIns = log.entries.filter((entry) => entry.action === 'auth.sign-in').map((entry) => entry.details.method);
  expect(signIns).toEqual(['password', 'passkey', 'password', 'password']);
  await audit.dispose();
});
