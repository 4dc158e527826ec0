import type { UnsubscribeInfo } from '@shop/shared/waitlist.schema';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heldAnswer } from '@/test/api-answers';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';

const UNSUBSCRIBED_MESSAGE = "Done. You're unsubscribed.";
const ALREADY_UNSUBSCRIBED_MESSAGE = 'Already done: there is nothing more to stop.';

const TOKEN = 'w.abc123.sig';
const PATH = `/unsubscribe/${TOKEN}`;
/** The API's path of the link (`/api/unsubscribe/{token}`), as the test API sees it. */
const API_PATH = PATH;

const waitlist: UnsubscribeInfo = {
  kind: 'waitlist',
  title: 'Stop the back-in-stock email for Heavy Cotton Tee',
  detail: 'We will not email you when Heavy Cotton Tee in Black, M is back in stock.',
  done: false,
};

const INVALID_LINK = 'This unsubscribe link is not valid. Use the link in your latest email, or sign in to change what we send you.';

/** The API of one link: what it stops, and stopping it (answered `done`). */
function linkApi(info: UnsubscribeInfo, post: () => Response = () => Response.json({ ...info, done: true })): ApiHandler {
  return ({ method, path }) => {
    if (path !== API_PATH) return undefined;
    if (method === 'GET') return Response.json(info);
    if (method === 'POST') return post();
    return undefined;
  };
}

describe('the unsubscribe page', () => {
  it('says what the link stops without stopping it, and stops it on the press of Unsubscribe', async () => {
    // StrictMode runs every effect twice: opening the link must still send nothing.
    const { user, fetchMock } = await renderApp(PATH, { api: linkApi(waitlist), strict: true });
    expect(await screen.findByRole('heading', { level: 1, name: waitlist.title })).toBeInTheDocument();
    expect(screen.getByText(waitlist.detail)).toBeInTheDocument();
    expect(document.title).toBe(`${waitlist.title} | Test Threads`);
    expect(callsTo(fetchMock, 'POST', API_PATH)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(UNSUBSCRIBED_MESSAGE);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/shop');
    expect(callsTo(fetchMock, 'POST', API_PATH)).toHaveLength(1);
  });

  it('keeps the button disabled while the request is on its way, and says so when it fails', async () => {
    let fail = true;
    const held = heldAnswer(
      ({ method }) => method === 'POST',
      linkApi(waitlist, () =>
        fail ? Response.json({ message: 'Internal Server Error' }, { status: 500 }) : Response.json({ ...waitlist, done: true }),
      ),
    );
    const { user, fetchMock } = await renderApp(PATH, { api: held.api });
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('button', { name: 'Unsubscribing…' })).toBeDisabled();
    held.release();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not unsubscribe you.');

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    held.release();
    expect(await screen.findByText(UNSUBSCRIBED_MESSAGE)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', API_PATH)).toHaveLength(2);
  });

  it('says when there is nothing left to stop, with no button', async () => {
    const optedOut: UnsubscribeInfo = {
      kind: 'checkout-reminders',
      title: 'Stop checkout reminders',
      detail: 'We will not remind you of a checkout you left.',
      done: true,
    };
    const { fetchMock } = await renderApp(PATH, { api: linkApi(optedOut) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Stop checkout reminders' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(ALREADY_UNSUBSCRIBED_MESSAGE);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', API_PATH)).toHaveLength(0);
  });

  it("shows the server's word on a bad link, with a way to the shop", async () => {
    const { fetchMock } = await renderApp(PATH, {
      api: ({ path }) => (path === API_PATH ? Response.json({ message: INVALID_LINK }, { status: 404 }) : undefined),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_LINK);
    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/shop');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    // A 404 is not tried again.
    expect(callsTo(fetchMock, 'GET', API_PATH)).toHaveLength(1);
  });

  it('shows that it is loading, and offers to try again when the server cannot be reached', async () => {
    let down = true;
    const held = heldAnswer(
      ({ method }) => method === 'GET',
      (call) =>
        down && call.path === API_PATH ? Response.json({ message: 'Internal Server Error' }, { status: 500 }) : linkApi(waitlist)(call),
    );
    const { user } = await renderApp(PATH, { api: (call) => (call.path === API_PATH ? held.api(call) : undefined) });
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Loading what this link stops…');
    held.release();
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('We could not load this link.');

    down = false;
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    held.release();
    expect(await screen.findByRole('heading', { level: 1, name: waitlist.title })).toBeInTheDocument();
  });
});
