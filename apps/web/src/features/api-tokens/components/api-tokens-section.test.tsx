import type { ApiToken, CreateApiTokenInput } from '@shop/shared/api-token.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/format';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';
import { signIn, testAdmin, testStaff, testUser } from '@/test/users';

const SECRET = 'shop_pat_Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56Qr78St90Uv1';

/** A token of the signed-in owner's, active and never used, unless told otherwise. */
function aToken(overrides: Partial<ApiToken> = {}): ApiToken {
  return {
    _id: 't1',
    name: 'Warehouse sync',
    prefix: 'shop_pat_Zx9Yw8',
    scopes: ['orders.view', 'stock'],
    status: 'active',
    createdAt: '2025-03-01T10:00:00.000Z',
    expiresAt: '2025-03-31T10:00:00.000Z',
    lastUsedAt: null,
    revokedAt: null,
    owner: { _id: testAdmin._id, username: testAdmin.username, email: testAdmin.email },
    ...overrides,
  };
}

/** The tokens on the server, as the API lists, makes and revokes them; `everyone` is what owners see besides. */
function tokensApi(start: ApiToken[], everyone: ApiToken[] = []): ApiHandler {
  let tokens = start;
  const page = (list: ApiToken[]) => Response.json({ tokens: list, total: list.length, page: 1, limit: 25, totalPages: 1 });
  return ({ method, path, body }) => {
    if (method === 'GET' && path === '/auth/api-tokens') return page(tokens);
    if (method === 'GET' && path === '/staff/api-tokens') return page([...tokens, ...everyone]);
    if (method === 'POST' && path === '/auth/api-tokens') {
      const input = body as CreateApiTokenInput;
      const token = aToken({ _id: 't2', name: input.name, prefix: SECRET.slice(0, 15), scopes: input.scopes });
      tokens = [token, ...tokens];
      return Response.json({ message: `API token ${input.name} created.`, token, secret: SECRET }, { status: 201 });
    }
    const revoked = method === 'DELETE' ? [...tokens, ...everyone].find((token) => path === `/auth/api-tokens/${token._id}`) : undefined;
    if (revoked) {
      const after = { ...revoked, status: 'revoked' as const, revokedAt: '2025-03-15T10:00:00.000Z' };
      tokens = tokens.map((token) => (token === revoked ? after : token));
      everyone = everyone.map((token) => (token === revoked ? after : token));
      return Response.json({ message: `API token ${revoked.name} revoked.`, token: after });
    }
    return undefined;
  };
}

async function renderProfile(api: ApiHandler, user = testAdmin) {
  signIn(user);
  const view = await renderApp('/dashboard/profile', { api });
  return { ...view, section: await screen.findByRole('region', { name: 'API tokens' }) };
}

const rowsOf = (list: HTMLElement) => within(list).getAllByRole('listitem');

describe("the profile's API tokens", () => {
  it('lists each token with its state, the start of its secret, its permissions, and when it was made, expires and was used', async () => {
    const { section } = await renderProfile(
      tokensApi([aToken(), aToken({ _id: 't0', name: 'Old report', status: 'expired', lastUsedAt: '2025-02-01T09:30:00.000Z' })]),
    );
    const [active, expired] = rowsOf(await within(section).findByRole('list', { name: 'Your API tokens' }));
    expect(active).toHaveTextContent('Warehouse sync Active');
    expect(active).toHaveTextContent('shop_pat_Zx9Yw8… · Permissions: orders.view, stock');
    expect(active).toHaveTextContent(
      `Made ${formatDate('2025-03-01T10:00:00.000Z', 'localDate')} · Expires ${formatDate('2025-03-31T10:00:00.000Z', 'localDate')} · Never used`,
    );
    expect(within(active!).getByRole('button', { name: 'Revoke Warehouse sync' })).toBeInTheDocument();
    expect(expired).toHaveTextContent('Old report Expired');
    expect(expired).toHaveTextContent(`Last used ${formatDate('2025-02-01T09:30:00.000Z', 'localDateTime')}`);
    // A token that no longer works has nothing to revoke.
    expect(within(expired!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('makes a token with some of the maker’s own permissions, and shows its secret once, with a way to copy it', async () => {
    const packer = testStaff('fulfilment');
    const { section, user, fetchMock } = await renderProfile(tokensApi([]), packer);
    expect(await within(section).findByText('No API tokens yet.')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'New token' }));
    let dialog = screen.getByRole('dialog', { name: 'New API token' });
    // Only what the maker's role holds is offered.
    const offered = within(dialog)
      .getAllByRole('checkbox')
      .map((box) => (box as HTMLInputElement).value);
    expect(offered.sort()).toEqual([...packer.permissions].sort());

    // Nothing chosen: the form says what is missing.
    await user.click(within(dialog).getByRole('button', { name: 'Make token' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one permission')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Name'), 'Label printer');
    await user.click(within(dialog).getByRole('checkbox', { name: 'See orders' }));
    await user.selectOptions(within(dialog).getByLabelText('Expires'), 'In 90 days');
    await user.click(within(dialog).getByRole('button', { name: 'Make token' }));

    dialog = await screen.findByRole('dialog', { name: 'Copy your new token' });
    expect(callsTo(fetchMock, 'POST', '/auth/api-tokens')[0]?.body).toEqual({
      name: 'Label printer',
      scopes: ['orders.view'],
      expiresInDays: 90,
    });
    expect(within(dialog).getByRole('note')).toHaveTextContent('This is the only time the token is shown.');
    expect(within(dialog).getByLabelText('Label printer')).toHaveValue(SECRET);
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Token copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(SECRET);

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The list shows the new token by its start, never its secret again.
    const list = await within(section).findByRole('list', { name: 'Your API tokens' });
    expect(list).toHaveTextContent('Label printer Active');
    expect(document.body).not.toHaveTextContent(SECRET);
  });

  it('takes an expiry day chosen, as the days until its end', async () => {
    const { section, user, fetchMock } = await renderProfile(tokensApi([]));
    await user.click(within(section).getByRole('button', { name: 'New token' }));
    const dialog = screen.getByRole('dialog', { name: 'New API token' });
    await user.type(within(dialog).getByLabelText('Name'), 'Nightly export');
    await user.click(within(dialog).getByRole('checkbox', { name: 'See sales figures' }));
    await user.selectOptions(within(dialog).getByLabelText('Expires'), 'On a day you choose');
    const inTenDays = new Date(Date.now() + 10 * 86_400_000);
    const day = `${inTenDays.getFullYear()}-${String(inTenDays.getMonth() + 1).padStart(2, '0')}-${String(inTenDays.getDate()).padStart(2, '0')}`;
    await user.type(within(dialog).getByLabelText('Expiry day'), day);
    await user.click(within(dialog).getByRole('button', { name: 'Make token' }));
    await screen.findByRole('dialog', { name: 'Copy your new token' });
    expect(callsTo(fetchMock, 'POST', '/auth/api-tokens')[0]?.body).toMatchObject({ scopes: ['reports'], expiresInDays: 11 });
  });

  it('revokes a token in one click, says so, and keeps the keyboard focus on its row', async () => {
    const { section, user, fetchMock } = await renderProfile(tokensApi([aToken(), aToken({ _id: 't0', name: 'Old report' })]));
    const list = await within(section).findByRole('list', { name: 'Your API tokens' });
    // By the keyboard: to the button, then Enter.
    within(list).getByRole('button', { name: 'Revoke Warehouse sync' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await screen.findByText('API token Warehouse sync revoked.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/auth/api-tokens/t1')).toHaveLength(1);
    await waitFor(() => expect(rowsOf(list)[0]).toHaveTextContent('Warehouse sync Revoked'));
    expect(within(list).queryByRole('button', { name: 'Revoke Warehouse sync' })).not.toBeInTheDocument();
    // The button is gone; the focus is on the token's name, not lost to the page's start.
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Warehouse sync Revoked'));
    expect(rowsOf(list)[0]).toContainElement(document.activeElement as HTMLElement);
    // The other token is untouched.
    expect(callsTo(fetchMock, 'DELETE', '/auth/api-tokens/t0')).toHaveLength(0);
    expect(within(list).getByRole('button', { name: 'Revoke Old report' })).toBeInTheDocument();
  });

  it('says so when a token could not be revoked, and leaves it listed as it was', async () => {
    const api = tokensApi([aToken()]);
    const { section, user } = await renderProfile((call) =>
      call.method === 'DELETE' && call.path === '/auth/api-tokens/t1'
        ? Response.json({ message: 'This token is not yours to revoke.' }, { status: 403 })
        : api(call),
    );
    const list = await within(section).findByRole('list', { name: 'Your API tokens' });
    await user.click(within(list).getByRole('button', { name: 'Revoke Warehouse sync' }));
    expect(await screen.findByText('This token is not yours to revoke.')).toBeInTheDocument();
    expect(list).toHaveTextContent('Warehouse sync Active');
    expect(within(list).getByRole('button', { name: 'Revoke Warehouse sync' })).toBeInTheDocument();
  });

  it('is not in a customer’s profile', async () => {
    signIn(testUser);
    await renderApp('/dashboard/profile', { api: tokensApi([]) });
    expect(screen.queryByRole('region', { name: 'API tokens' })).not.toBeInTheDocument();
  });
});

describe("the Staff page's API tokens", () => {
  it("lists every staff member's tokens with whose each is, and lets the owner revoke any", async () => {
    signIn(testAdmin);
    const theirs = aToken({
      _id: 't9',
      name: 'Packing station',
      owner: { _id: 'staff-fulfilment', username: 'frank', email: 'fulfilment@example.com' },
    });
    const { user, fetchMock } = await renderApp('/dashboard/staff', { api: tokensApi([aToken()], [theirs]) });
    const list = await screen.findByRole('list', { name: 'Staff API tokens' });
    const rows = rowsOf(list);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('Packing station Active');
    expect(rows[1]).toHaveTextContent('Whose: frank (fulfilment@example.com)');

    await user.click(within(rows[1]!).getByRole('button', { name: 'Revoke Packing station' }));
    expect(await screen.findByText('API token Packing station revoked.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/auth/api-tokens/t9')).toHaveLength(1);
    await waitFor(() => expect(rowsOf(list)[1]).toHaveTextContent('Packing station Revoked'));
  });
});
