import { DATA_EXPORT_TOO_SOON, type DataExportStatus } from '@shop/shared/privacy.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';
import { signIn, testUser } from '@/test/users';
import { YOUR_DATA_ANCHOR } from './your-data-section';

const YOUR_DATA_HEADING = 'Your data';

const NONE: DataExportStatus = {
  state: 'none',
  _id: null,
  requestedAt: null,
  readyAt: null,
  expiresAt: null,
  downloaded: { json: null, csv: null },
};
const PREPARING: DataExportStatus = { ...NONE, state: 'preparing', _id: 'e1', requestedAt: '2026-11-30T10:00:00.000Z' };
const READY: DataExportStatus = {
  ...PREPARING,
  state: 'ready',
  readyAt: '2026-11-30T10:01:00.000Z',
  expiresAt: '2026-12-01T10:01:00.000Z',
};

/** The copy's state, over one value that asking and downloading change as the server does. */
function dataApi(initial: DataExportStatus, { refuseAsking = false } = {}): ApiHandler {
  let status = initial;
  return ({ method, path }) => {
    if (path !== '/privacy/data-export' && !path.startsWith('/privacy/data-export/')) return undefined;
    if (method === 'GET' && path === '/privacy/data-export') return Response.json(status);
    if (method === 'POST' && path === '/privacy/data-export') {
      if (refuseAsking) return Response.json({ message: DATA_EXPORT_TOO_SOON }, { status: 429 });
      status = PREPARING;
      return Response.json(status, { status: 202 });
    }
    const file = /^\/privacy\/data-export\/e1\/(json|csv)$/.exec(path)?.[1] as 'json' | 'csv' | undefined;
    if (method === 'GET' && file) {
      if (status.downloaded[file]) return Response.json({ message: 'This file was already downloaded' }, { status: 409 });
      status = { ...status, downloaded: { ...status.downloaded, [file]: '2026-11-30T11:00:00.000Z' } };
      const bothTaken = status.downloaded.json && status.downloaded.csv;
      if (bothTaken) status = { ...status, state: 'downloaded' };
      return file === 'json'
        ? Response.json(
            { account: { email: testUser.email } },
            { headers: { 'Content-Disposition': 'attachment; filename="my-data-2026-11-30.json"' } },
          )
        : new Response('order,placed_at\r\nORD-1,2026-11-01\r\n', {
            headers: {
              'Content-Type': 'text/csv; charset=utf-8',
              'Content-Disposition': 'attachment; filename="my-orders-2026-11-30.csv"',
            },
          });
    }
    return undefined;
  };
}

async function renderProfile(api: ApiHandler) {
  signIn(testUser);
  const view = await renderApp('/dashboard/profile', { api });
  return { ...view, section: () => screen.getByRole('region', { name: YOUR_DATA_HEADING }) };
}

describe("the profile's data section", () => {
  it('says none was asked for, and asks for one: then it is being prepared', async () => {
    const { user, fetchMock, section } = await renderProfile(dataApi(NONE));
    expect(section()).toHaveAttribute('id', YOUR_DATA_ANCHOR);
    expect(section()).toHaveTextContent('Each file downloads once, while you are signed in, within 24 hours');
    expect(await within(section()).findByText('You have not asked for a copy of your data.')).toBeInTheDocument();

    await user.click(within(section()).getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('We are preparing your data, and will email you when it is ready.')).toBeInTheDocument();
    expect(within(section()).getByRole('status')).toHaveTextContent(/^Being prepared since .+ We will email you when it is ready/);
    expect(callsTo(fetchMock, 'POST', '/privacy/data-export')).toHaveLength(1);
    expect(within(section()).queryByRole('button')).not.toBeInTheDocument();
  });

  it("shows the server's refusal when asked again within the hour", async () => {
    const { user, section } = await renderProfile(dataApi({ ...READY, state: 'downloaded' }, { refuseAsking: true }));
    expect(await within(section()).findByText('Downloaded. The copy is deleted from the shop.')).toBeInTheDocument();
    await user.click(within(section()).getByRole('button', { name: 'Ask for a new copy' }));
    expect(await screen.findByText(DATA_EXPORT_TOO_SOON)).toBeInTheDocument();
  });

  it('offers each file of a ready copy once, and says when both are downloaded', async () => {
    const saved = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:data');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    onTestFinished(() => void Object.assign(URL, saved));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    onTestFinished(() => click.mockRestore());

    const { user, fetchMock, section } = await renderProfile(dataApi(READY));
    const files = await within(section()).findByRole('list', { name: "Your data's files" });
    expect(section()).toHaveTextContent(/Ready until .+\. Each file downloads once\./);

    await user.click(within(files).getByRole('button', { name: 'Everything (JSON)' }));
    await waitFor(() => expect(within(files).getByRole('button', { name: 'Everything (JSON): downloaded' })).toBeDisabled());
    expect(JSON.parse(await createObjectURL.mock.calls[0]![0].text())).toEqual({ account: { email: testUser.email } });
    expect(within(files).getByRole('button', { name: 'Orders (CSV)' })).toBeEnabled();

    await user.click(within(files).getByRole('button', { name: 'Orders (CSV)' }));
    expect(await within(section()).findByText('Downloaded. The copy is deleted from the shop.')).toBeInTheDocument();
    expect(await createObjectURL.mock.calls[1]![0].text()).toBe('order,placed_at\r\nORD-1,2026-11-01\r\n');
    expect(click).toHaveBeenCalledTimes(2);
    expect(callsTo(fetchMock, 'GET', '/privacy/data-export/e1/json')).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET', '/privacy/data-export/e1/csv')).toHaveLength(1);
  });

  it('says when the last copy expired, and offers a new one', async () => {
    const { section } = await renderProfile(dataApi({ ...READY, state: 'expired' }));
    expect(await within(section()).findByText(/^Your last copy expired on .+ and is deleted\.$/)).toBeInTheDocument();
    expect(within(section()).getByRole('button', { name: 'Ask for a new copy' })).toBeEnabled();
  });

  it('says when its state cannot be loaded', async () => {
    const { section } = await renderProfile(({ path }) =>
      path === '/privacy/data-export' ? Response.json({ message: 'Down' }, { status: 500 }) : undefined,
    );
    expect(await within(section()).findByText('Could not load the state of your data.')).toBeInTheDocument();
  });
});
