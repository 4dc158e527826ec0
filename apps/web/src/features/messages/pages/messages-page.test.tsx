import type { InboxMessage } from '@shop/shared/contact.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';
import { signIn, testAdmin, testUser } from '@/test/users';
import { lastQueryTo, skeletonThenEmpty, tryAgainAfterOutage, turnToSecondPage } from '@/test/list-page';
import { listApi, withTotalCount } from '@/test/list-api';

/** Messages a minute apart: the last one is the newest; the first `read` of them are read. */
function someMessages(count: number, read = 0): InboxMessage[] {
  return Array.from({ length: count }, (_, index) => ({
    _id: `m${index + 1}`,
    name: `Sender ${index + 1}`,
    email: `sender${index + 1}@example.com`,
    message: `Question number ${index + 1}`,
    createdAt: new Date(Date.UTC(2026, 0, 10, 9, index)).toISOString(),
    readAt: index < read ? '2026-01-11T08:00:00.000Z' : null,
  }));
}

/** A tiny messages API over an in-memory list, newest first and paged as the server pages it. */
function messagesApi(initial: InboxMessage[], refuse?: 'GET' | 'PATCH'): ApiHandler {
  return listApi(initial, {
    path: '/contact/messages',
    sort: (a, b) => b.createdAt.localeCompare(a.createdAt),
    limit: 10,
    answer: ({ rows, total, all }) =>
      withTotalCount({ messages: rows, unread: all.filter((message) => message.readAt === null).length }, total),
    rowPath: /^\/contact\/messages\/(.+)\/read$/,
    writes: {
      PATCH: ({ id }, messages) => messages.update(id, (message) => ({ ...message, readAt: message.readAt ?? '2026-01-12T10:00:00.000Z' })),
    },
    refuse: refuse && { method: refuse },
  });
}

const renderMessages = (api: ApiHandler) => renderApp('/dashboard/messages', { api });
const messageList = () => screen.findByRole('list', { name: 'Messages' });
const cardOf = (name: string) => screen.getByRole('article', { name: new RegExp(`^${name}\\b`) });
const sidebar = () => screen.getByRole('navigation', { name: 'Dashboard' });

describe('the messages page', () => {
  it('lists the messages newest first with the name, a mailto link, the date and the text', async () => {
    signIn(testAdmin);
    await renderApp('/dashboard/messages', { api: messagesApi(someMessages(3)) });
    expect(document.title).toMatch(/^Messages \|/);
    const items = within(await messageList()).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Sender 3 New',
      'Sender 2 New',
      'Sender 1 New',
    ]);
    const newest = cardOf('Sender 3');
    expect(within(newest).getByRole('link', { name: 'sender3@example.com' })).toHaveAttribute('href', 'mailto:sender3@example.com');
    expect(within(newest).getByText('Question number 3')).toBeInTheDocument();
    expect(within(newest).getByText(/Jan 10, 2026/)).toHaveAttribute('datetime', '2026-01-10T09:02:00.000Z');
    expect(screen.getByText('3 messages, 3 unread')).toBeInTheDocument();
  });

  it("marks the unread messages 'New', and not the read ones", async () => {
    signIn(testAdmin);
    await renderApp('/dashboard/messages', { api: messagesApi(someMessages(3, 1)) });
    await messageList();
    expect(within(cardOf('Sender 3')).getByText('New')).toBeInTheDocument();
    expect(within(cardOf('Sender 2')).getByText('New')).toBeInTheDocument();
    expect(within(cardOf('Sender 1')).queryByText('New')).not.toBeInTheDocument();
    expect(screen.getByText('3 messages, 2 unread')).toBeInTheDocument();
  });

  it('opens a message to its full text, marks it read, and counts one unread fewer in the sidebar', async () => {
    signIn(testAdmin);
    const { user, fetchMock } = await renderApp('/dashboard/messages', { api: messagesApi(someMessages(3)) });
    await messageList();
    expect(await within(sidebar()).findByRole('link', { name: 'Messages, 3 unread' })).toHaveAttribute('href', '/dashboard/messages');

    const open = within(cardOf('Sender 2')).getByRole('button', { name: 'Open message from Sender 2' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);

    const close = within(cardOf('Sender 2')).getByRole('button', { name: 'Close message from Sender 2' });
    expect(close).toHaveAttribute('aria-expanded', 'true');
    expect(callsTo(fetchMock, 'PATCH', '/contact/messages/m2/read')).toHaveLength(1);
    await waitFor(() => expect(within(cardOf('Sender 2')).queryByText('New')).not.toBeInTheDocument());
    expect(within(cardOf('Sender 3')).getByText('New')).toBeInTheDocument();
    expect(await within(sidebar()).findByRole('link', { name: 'Messages, 2 unread' })).toBeInTheDocument();
    expect(screen.getByText('3 messages, 2 unread')).toBeInTheDocument();

    // Closing and opening a read message again asks nothing more of the server.
    await user.click(close);
    await user.click(within(cardOf('Sender 2')).getByRole('button', { name: 'Open message from Sender 2' }));
    expect(callsTo(fetchMock, 'PATCH', '/contact/messages/m2/read')).toHaveLength(1);
  });

  it('shows no count in the sidebar once every message is read', async () => {
    signIn(testAdmin);
    await renderApp('/dashboard/messages', { api: messagesApi(someMessages(2, 2)) });
    await messageList();
    expect(screen.getByText('2 messages, 0 unread')).toBeInTheDocument();
    expect(within(sidebar()).getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
  });

  it('says so when marking a message read fails', async () => {
    signIn(testAdmin);
    const { user } = await renderApp('/dashboard/messages', { api: messagesApi(someMessages(1), 'PATCH') });
    await messageList();
    await user.click(screen.getByRole('button', { name: 'Open message from Sender 1' }));
    expect(await screen.findByText('Could not mark the message read.')).toBeInTheDocument();
    expect(within(cardOf('Sender 1')).getByText('New')).toBeInTheDocument();
  });

  it('pages ten at a time with the shared pagination, keeping the page in the URL', async () => {
    signIn(testAdmin);
    const { user, fetchMock, router } = await renderApp('/dashboard/messages', { api: messagesApi(someMessages(13)) });
    expect(await screen.findByText('Showing 1 to 10 of 13 messages')).toBeInTheDocument();
    expect(within(await messageList()).getAllByRole('listitem')).toHaveLength(10);

    await turnToSecondPage(user, router, { pages: 'Messages pages', showing: 'Showing 11 to 13 of 13 messages' });
    expect(lastQueryTo(fetchMock, '/contact/messages')).toMatchObject({ page: '2', limit: '10' });
    expect(
      within(await messageList())
        .getAllByRole('listitem')
        .map((item) => within(item).getByRole('heading').textContent),
    ).toEqual(['Sender 3 New', 'Sender 2 New', 'Sender 1 New']);
  });

  it("says 'No messages yet.' when there are none, after a skeleton while loading", async () => {
    signIn(testAdmin);
    // Only the page's list waits: the sidebar's unread count asks for the same path with its own limit.
    await skeletonThenEmpty(renderMessages, {
      holds: (call) => call.path === '/contact/messages' && call.url.searchParams.get('limit') === '10',
      api: messagesApi([]),
      loading: 'Loading messages',
      empty: 'No messages yet.',
      pages: 'Messages pages',
    });
  });

  it('shows an error with a way to try again', async () => {
    signIn(testAdmin);
    await tryAgainAfterOutage(renderMessages, {
      path: '/contact/messages',
      api: messagesApi(someMessages(1)),
      message: 'Error loading messages.',
    });
    expect(await messageList()).toBeInTheDocument();
    expect(screen.getByText('Question number 1')).toBeInTheDocument();
  });

  it('is for admins only', async () => {
    signIn(testUser);
    const { router } = await renderApp('/dashboard/messages', { api: messagesApi(someMessages(1)) });
    await screen.findByText('You are not authorized to access this page!');
    expect(router.state.location.pathname).toBe('/login');
  });

  it("never asks for the unread count on a customer's dashboard", async () => {
    signIn(testUser);
    const { fetchMock } = await renderApp('/dashboard/orders', { api: messagesApi(someMessages(1)) });
    expect(within(sidebar()).queryByRole('link', { name: /Messages/ })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/contact/messages')).toHaveLength(0);
  });
});
