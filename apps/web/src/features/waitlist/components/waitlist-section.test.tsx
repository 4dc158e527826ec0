import type { WaitlistEntry } from '@shop/shared/waitlist.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heldAnswer } from '@/test/api-answers';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';
import { signIn, testUser } from '@/test/users';

const WAITLIST_HEADING = 'Back-in-stock alerts';
const NO_WAITLISTS = 'You are not waiting for anything to come back.';

const entry = (id: string, fields: Partial<WaitlistEntry> & Pick<WaitlistEntry, 'productId' | 'name'>): WaitlistEntry => ({
  _id: id,
  handle: fields.productId,
  image: `/uploads/${fields.productId}-800.webp`,
  color: 'black',
  size: 'm',
  email: testUser.email,
  createdAt: '2026-10-01T10:00:00.000Z',
  ...fields,
});

const TEE = entry('w1', { productId: 'p1', handle: 'field-tee', name: 'Field Tee', color: 'black', size: 'l' });
const CAP = entry('w2', {
  productId: 'p2',
  name: 'Washed Cap',
  color: 'blue',
  size: 'one-size',
  image: '',
  createdAt: '2026-09-12T10:00:00.000Z',
});

/** The account's waiting lists over an in-memory list: leaving one answers the lists left. */
function waitlistApi(initial: WaitlistEntry[]): ApiHandler {
  let entries = [...initial];
  return ({ method, path }) => {
    if (method === 'GET' && path === '/waitlist') return Response.json({ entries });
    const leaving = /^\/waitlist\/([^/]+)$/.exec(path)?.[1];
    if (method === 'DELETE' && leaving) {
      entries = entries.filter((line) => line._id !== leaving);
      return Response.json({ entries });
    }
    return undefined;
  };
}

async function renderProfile(api: ApiHandler) {
  signIn(testUser);
  const view = await renderApp('/dashboard/profile', { api });
  return { ...view, section: () => screen.getByRole('region', { name: WAITLIST_HEADING }) };
}

describe("the profile's back-in-stock alerts", () => {
  it('lists each waiting list with its product’s page in that colour and size, since when, and a way to leave it', async () => {
    const { user, fetchMock, section } = await renderProfile(waitlistApi([TEE, CAP]));
    const list = await within(section()).findByRole('list', { name: 'Your back-in-stock alerts' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Field Tee' })).toHaveAttribute('href', '/shop/field-tee?color=black&size=l');
    expect(rows[0]).toHaveTextContent('Black, L · since Oct 1, 2026');
    expect(rows[0]!.querySelector('img')).toHaveAttribute('src', '/uploads/p1-800.webp');
    expect(within(rows[1]!).getByRole('link', { name: 'Washed Cap' })).toHaveAttribute('href', '/shop/p2?color=blue&size=one-size');
    expect(rows[1]).toHaveTextContent('Blue, One size · since Sep 12, 2026');
    // A drawn product has no picture: a plain tile stands in.
    expect(rows[1]!.querySelector('img')).toBeNull();

    await user.click(within(rows[0]!).getByRole('button', { name: 'Leave the list of Field Tee, Black, L' }));
    await waitFor(() => expect(within(section()).getAllByRole('listitem')).toHaveLength(1));
    expect(callsTo(fetchMock, 'DELETE', '/waitlist/w1')).toHaveLength(1);
    expect(within(section()).queryByText('Field Tee')).not.toBeInTheDocument();

    await user.click(within(section()).getByRole('button', { name: 'Leave the list of Washed Cap, Blue, One size' }));
    expect(await within(section()).findByText(NO_WAITLISTS)).toBeInTheDocument();
    expect(within(section()).queryByRole('list')).not.toBeInTheDocument();
  });

  it('says so when the account waits for nothing', async () => {
    const { section } = await renderProfile(waitlistApi([]));
    expect(await within(section()).findByText(NO_WAITLISTS)).toBeInTheDocument();
  });

  it('shows a skeleton while the lists load', async () => {
    const held = heldAnswer(({ path }) => path === '/waitlist', waitlistApi([TEE]));
    const { section } = await renderProfile(held.api);
    expect(within(section()).getByRole('status', { name: 'Loading your back-in-stock alerts' })).toBeInTheDocument();
    held.release();
    expect(await within(section()).findByRole('link', { name: 'Field Tee' })).toBeInTheDocument();
  });

  it('says when the lists cannot be loaded, and tries again on request', async () => {
    let down = true;
    const api = waitlistApi([TEE]);
    const { user, section } = await renderProfile((call) =>
      down && call.path === '/waitlist' ? Response.json({ message: 'Internal Server Error' }, { status: 500 }) : api(call),
    );
    const failed = await within(section()).findByRole('alert');
    expect(failed).toHaveTextContent('Could not load your back-in-stock alerts.');
    down = false;
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await within(section()).findByRole('link', { name: 'Field Tee' })).toBeInTheDocument();
  });

  it('keeps the list and says so when leaving fails', async () => {
    const api = waitlistApi([TEE]);
    const { user, section } = await renderProfile((call) =>
      call.method === 'DELETE' ? Response.json({ message: 'No such waiting list' }, { status: 404 }) : api(call),
    );
    await user.click(await within(section()).findByRole('button', { name: 'Leave the list of Field Tee, Black, L' }));
    expect(await screen.findByText('No such waiting list')).toBeInTheDocument();
    expect(within(section()).getByRole('link', { name: 'Field Tee' })).toBeInTheDocument();
  });
});
