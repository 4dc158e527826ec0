import { WRONG_CODE_MESSAGE, type User } from '@shop/shared/auth.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';
import { signIn, testAdmin, testUser } from '@/test/users';

const SECRET = 'JBSWY3DPEHPK3PXP';
const QR_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M4 4h7v7H4z"/></svg>';
const CODES = Array.from({ length: 10 }, (_, index) => `k7m2p-9xq${index}r`);
const NEW_CODES = CODES.map((code) => code.replace('k7m2p', 'z3w8n'));

/**
 * The two-factor API for one account, which starts as `start`: the password 'correct horse', the
 * code '123456'. Each change shows in the next GET /auth/me, as on the server.
 */
function twoFactorApi(start: User): ApiHandler {
  let me = start;
  return ({ method, path, body }) => {
    if (method === 'GET' && path === '/auth/me') return Response.json({ user: me });
    if (method !== 'POST' || !path.startsWith('/auth/two-factor/')) return undefined;
    const { password, code } = body as { password?: string; code?: string };
    if (password !== undefined && password !== 'correct horse') {
      return Response.json({ message: 'Your password is not right.' }, { status: 400 });
    }
    if (path === '/auth/two-factor/setup') {
      return Response.json({ secret: SECRET, otpauthUrl: `otpauth://totp/Test%20Threads:ada?secret=${SECRET}`, qrSvg: QR_SVG });
    }
    if (code !== undefined && code !== '123456') return Response.json({ message: WRONG_CODE_MESSAGE }, { status: 400 });
    if (path === '/auth/two-factor/enable') {
      me = { ...me, twoFactorEnabled: true, twoFactorDue: false };
      return Response.json({
        message: 'Two-factor sign-in is on. Keep these recovery codes somewhere safe: each works once.',
        recoveryCodes: CODES,
      });
    }
    if (path === '/auth/two-factor/disable') {
      me = { ...me, twoFactorEnabled: false };
      return Response.json({ message: 'Two-factor sign-in is off.' });
    }
    if (path === '/auth/two-factor/recovery-codes') {
      return Response.json({ message: 'New recovery codes: the earlier ones no longer work.', recoveryCodes: NEW_CODES });
    }
    return undefined;
  };
}

/** jsdom makes no Blob URLs: each file 'Download' would save is kept, for the test to read. */
function stubBlobUrls() {
  const saved = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  const createObjectURL = vi.fn((_blob: Blob) => `blob:recovery-codes-${createObjectURL.mock.calls.length}`);
  const revokeObjectURL = vi.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  onTestFinished(() => void Object.assign(URL, saved));
  return { createObjectURL, revokeObjectURL };
}

/** What the section says beside its heading: 'On' or 'Off'. */
const statusOf = (section: HTMLElement) => within(section).getByRole('heading', { name: 'Two-factor sign-in' }).nextElementSibling;

async function renderProfile(account: User) {
  signIn(account);
  const rendered = await renderApp('/dashboard/profile', { api: twoFactorApi(account) });
  return { ...rendered, section: screen.getByRole('region', { name: 'Two-factor sign-in' }) };
}

/** Checks the step that shows `codes` once: two columns, Copy, Download, the warning and Done. */
async function expectCodesShown(dialog: HTMLElement, codes: string[], fileUrl: string) {
  const list = within(dialog).getByRole('list', { name: 'Recovery codes' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(codes);
  expect(list).toHaveClass('grid-cols-2', 'font-mono');
  expect(dialog).toHaveTextContent('Each code works once, if you lose your phone. They are shown only now.');
  expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  const download = within(dialog).getByRole('link', { name: 'Download' });
  expect(download).toHaveAttribute('href', fileUrl);
  expect(download).toHaveAttribute('download', 'recovery-codes.txt');
  expect(within(dialog).getByRole('button', { name: 'Done' })).toBeInTheDocument();
}

describe("the profile's two-factor sign-in", () => {
  it("says 'Off' and turns it on: password, then the QR code and key, then a code, then ten recovery codes", async () => {
    const blobs = stubBlobUrls();
    const { user, section, fetchMock } = await renderProfile(testUser);
    expect(statusOf(section)).toHaveTextContent(/^Off$/);
    expect(within(section).queryByRole('button', { name: 'Turn off' })).not.toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Turn on' }));
    let dialog = screen.getByRole('dialog', { name: 'Confirm your password' });
    expect(within(dialog).getByLabelText('Password')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('Password'), 'correct horse');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    dialog = await screen.findByRole('dialog', { name: 'Scan this QR code with your authenticator app' });
    const qr = within(dialog).getByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr).toHaveAttribute('src', `data:image/svg+xml;charset=utf-8,${encodeURIComponent(QR_SVG)}`);
    // The server's SVG is an image's source, never part of the page.
    expect(document.querySelector('path[d="M4 4h7v7H4z"]')).toBeNull();
    expect(dialog).toHaveTextContent(`Or type this key: ${SECRET}`);
    expect(within(dialog).getByText(SECRET).tagName).toBe('CODE');
    expect(within(dialog).getByLabelText('Code')).toHaveFocus();
    expect(within(dialog).getByLabelText('Code')).toHaveAttribute('autocomplete', 'one-time-code');

    await user.type(within(dialog).getByLabelText('Code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));

    dialog = await screen.findByRole('dialog', { name: 'Save your recovery codes' });
    await expectCodesShown(dialog, CODES, 'blob:recovery-codes-1');
    expect(await blobs.createObjectURL.mock.calls[0]![0].text()).toBe(
      ['Recovery codes for ada@example.com', 'Each code works once, if you lose your phone.', '', ...CODES, ''].join('\n'),
    );
    expect(callsTo(fetchMock, 'POST', '/auth/two-factor/setup')[0]?.body).toEqual({ password: 'correct horse' });
    expect(callsTo(fetchMock, 'POST', '/auth/two-factor/enable')[0]?.body).toEqual({ code: '123456' });
    // The user is asked for again: the section already says 'On' behind the dialog.
    await waitFor(() => expect(statusOf(section)).toHaveTextContent(/^On$/));

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Recovery codes copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(CODES.join('\n'));

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(blobs.revokeObjectURL).toHaveBeenCalledWith('blob:recovery-codes-1');
    expect(within(section).getByRole('button', { name: 'New recovery codes' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Turn off' })).toBeInTheDocument();
  });

  it('says why when the password or the code is not right, keeping the step', async () => {
    const { user, section } = await renderProfile(testUser);
    await user.click(within(section).getByRole('button', { name: 'Turn on' }));
    let dialog = screen.getByRole('dialog', { name: 'Confirm your password' });
    await user.type(within(dialog).getByLabelText('Password'), 'wrong horse');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your password is not right.');

    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'correct horse');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    dialog = await screen.findByRole('dialog', { name: 'Scan this QR code with your authenticator app' });
    await user.type(within(dialog).getByLabelText('Code'), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(WRONG_CODE_MESSAGE);
    expect(within(dialog).getByLabelText('Code')).toHaveValue('654321');
    expect(statusOf(section)).toHaveTextContent(/^Off$/);
  });

  it('turns it off for the password and a code', async () => {
    const { user, section, fetchMock } = await renderProfile({ ...testUser, twoFactorEnabled: true });
    expect(statusOf(section)).toHaveTextContent(/^On$/);
    await user.click(within(section).getByRole('button', { name: 'Turn off' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn off two-factor sign-in' });
    expect(within(dialog).getByLabelText('Password')).toHaveFocus();
    expect(within(dialog).getByLabelText('Code')).toHaveAttribute('inputmode', 'text');

    await user.type(within(dialog).getByLabelText('Password'), 'correct horse');
    await user.type(within(dialog).getByLabelText('Code'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(WRONG_CODE_MESSAGE);

    await user.clear(within(dialog).getByLabelText('Code'));
    await user.type(within(dialog).getByLabelText('Code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-factor sign-in is off.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST', '/auth/two-factor/disable').at(-1)?.body).toEqual({ password: 'correct horse', code: '123456' });
    expect(statusOf(section)).toHaveTextContent(/^Off$/);
    expect(within(section).getByRole('button', { name: 'Turn on' })).toBeInTheDocument();
  });

  it('makes new recovery codes for the password and shows them the same way', async () => {
    stubBlobUrls();
    const { user, section, fetchMock } = await renderProfile({ ...testUser, twoFactorEnabled: true });
    await user.click(within(section).getByRole('button', { name: 'New recovery codes' }));
    let dialog = screen.getByRole('dialog', { name: 'New recovery codes' });
    await user.type(within(dialog).getByLabelText('Password'), 'correct horse');
    await user.click(within(dialog).getByRole('button', { name: 'Make new codes' }));

    dialog = await screen.findByRole('dialog', { name: 'Save your recovery codes' });
    await expectCodesShown(dialog, NEW_CODES, 'blob:recovery-codes-1');
    expect(await screen.findByText('New recovery codes: the earlier ones no longer work.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/auth/two-factor/recovery-codes')[0]?.body).toEqual({ password: 'correct horse' });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps it on for staff while the shop requires it, and lets them turn it off when the shop does not', async () => {
    const required = await renderProfile({ ...testAdmin, twoFactorEnabled: true });
    expect(within(required.section).queryByRole('button', { name: 'Turn off' })).not.toBeInTheDocument();
    expect(required.section).toHaveTextContent('Staff keep two-factor sign-in on.');
    expect(within(required.section).getByRole('button', { name: 'New recovery codes' })).toBeInTheDocument();
    required.unmount();

    const optional = await renderProfile({ ...testAdmin, twoFactorEnabled: true, staffTwoFactorOptional: true });
    expect(within(optional.section).getByRole('button', { name: 'Turn off' })).toBeInTheDocument();
    expect(optional.section).not.toHaveTextContent('Staff keep two-factor sign-in on.');
  });
});
