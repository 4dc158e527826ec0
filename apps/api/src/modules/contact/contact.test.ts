import type { InboxMessage } from '@shop/shared/contact.schema';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactMessages, emails } from '../../db/schema/index';
import { as, signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { useTestAppWithSmtp } from '../../test/test-app';

const { t, smtp } = useTestAppWithSmtp({ SHOP_EMAIL: 'studio@shop.test' });

const sendMessage = (payload: object) => t.app.inject({ method: 'POST', url: '/api/contact', payload });

it('stores a contact message and sends it to the shop', async () => {
  const res = await sendMessage({ name: 'Ana', email: 'ana@example.com', message: 'Do you ship to Canada?' });
  expect(res.statusCode).toBe(201);
  expect(res.json().message).toMatch(/Thank you/);
  const [stored] = await t.database.db.select().from(contactMessages);
  expect(stored).toMatchObject({ name: 'Ana', email: 'ana@example.com', message: 'Do you ship to Canada?' });
  const [mail] = await t.database.db.select().from(emails);
  expect(mail).toMatchObject({ to: 'studio@shop.test', subject: 'Drip Studio: message from Ana' });
  const arrived = await smtp.received((caught) => caught.subject === 'Drip Studio: message from Ana');
  expect(arrived.text).toContain('Do you ship to Canada?');
});

it('answers each missing or bad field with the form’s own messages', async () => {
  const res = await sendMessage({ name: ' ', email: 'nope', message: '' });
  expect(res.statusCode).toBe(400);
  expect(res.json().errors).toEqual(
    expect.arrayContaining([
      { path: 'name', message: 'Name is required' },
      { path: 'email', message: 'Invalid email address' },
      { path: 'message', message: 'Message is required' },
    ]),
  );
  const missing = await sendMessage({ name: 'A', message: 'x' });
  expect(missing.json().errors).toEqual([{ path: 'email', message: 'Email is required' }]);
});

describe("the admin's messages", () => {
  let admin: SignedInUser;
  let customer: SignedInUser;
  /** Twelve messages, a minute apart: `Sender 12` is the newest. */
  let ids: string[];

  beforeAll(async () => {
    admin = await signedInUser(t, 'admin');
    customer = await signedInUser(t, 'user');
  });

  beforeEach(async () => {
    const { db } = t.database;
    await db.delete(contactMessages).where(sql`true`);
    const start = Date.parse('2026-01-10T09:00:00Z');
    const rows = await db
      .insert(contactMessages)
      .values(
        Array.from({ length: 12 }, (_, index) => ({
          name: `Sender ${index + 1}`,
          email: `sender${index + 1}@example.com`,
          message: `Question number ${index + 1}`,
          createdAt: new Date(start + index * 60_000),
        })),
      )
      .returning({ id: contactMessages.id });
    ids = rows.map((row) => row.id);
  });

  const list = (query = '', cookie = admin.cookie) => t.app.inject(as(cookie, { method: 'GET', url: `/api/contact/messages${query}` }));
  const markRead = (id: string, cookie = admin.cookie) =>
    t.app.inject(as(cookie, { method: 'PATCH', url: `/api/contact/messages/${id}/read` }));

  it('answers 401 when signed out and 403 to a customer', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/contact/messages' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/contact/messages/${ids[0]}/read` })).statusCode).toBe(401);
    expect((await list('', customer.cookie)).statusCode).toBe(403);
    expect((await markRead(ids[0]!, customer.cookie)).statusCode).toBe(403);
    const [stored] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, ids[0]!));
    expect(stored?.readAt).toBeNull();
  });

  it('lists the messages newest first, a page at a time, with the total in X-Total-Count', async () => {
    const first = await list('?page=1&limit=5');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('12');
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json().messages.map((m: InboxMessage) => m.name)).toEqual(['Sender 12', 'Sender 11', 'Sender 10', 'Sender 9', 'Sender 8']);
    expect(first.json().messages[0]).toEqual({
      _id: ids[11],
      name: 'Sender 12',
      email: 'sender12@example.com',
      message: 'Question number 12',
      createdAt: '2026-01-10T09:11:00.000Z',
      readAt: null,
    });

    const last = await list('?page=3&limit=5');
    expect(last.json().messages.map((m: InboxMessage) => m.name)).toEqual(['Sender 2', 'Sender 1']);
    expect(last.headers['x-total-count']).toBe('12');

    const byDefault = await list();
    expect(byDefault.json().messages).toHaveLength(10);
    expect((await list('?page=9&limit=5')).json().messages).toEqual([]);
  });

  it('refuses a page or limit out of range', async () => {
    expect((await list('?page=0')).statusCode).toBe(400);
    expect((await list('?limit=0')).statusCode).toBe(400);
    expect((await list('?limit=101')).statusCode).toBe(400);
    expect((await list('?page=two')).statusCode).toBe(400);
  });

  it('counts the unread messages of every page', async () => {
    expect((await list('?limit=1')).json().unread).toBe(12);
    await markRead(ids[0]!);
    await markRead(ids[5]!);
    const res = await list('?limit=1');
    expect(res.json().unread).toBe(10);
    expect(res.json().messages).toHaveLength(1);
  });

  it('marks a message read once, keeping the first time it was read', async () => {
    const first = await markRead(ids[3]!);
    expect(first.statusCode).toBe(200);
    const message = first.json<InboxMessage>();
    expect(message).toMatchObject({ _id: ids[3], name: 'Sender 4', email: 'sender4@example.com', message: 'Question number 4' });
    expect(Date.parse(message.readAt!)).not.toBeNaN();

    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = await markRead(ids[3]!);
    expect(again.statusCode).toBe(200);
    expect(again.json().readAt).toBe(message.readAt);

    const listed = (await list('?limit=100')).json().messages.find((m: InboxMessage) => m._id === ids[3]);
    expect(listed.readAt).toBe(message.readAt);
    expect((await list()).json().unread).toBe(11);
  });

  it('answers 404 for an unknown message and 400 for a malformed id', async () => {
    const unknown = await markRead('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Message not found.');
    expect((await markRead('nope')).statusCode).toBe(400);
  });

  it('lists a message sent through the contact form as unread', async () => {
    const sent = await sendMessage({ name: 'Bea', email: 'Bea@Example.com', message: 'Is the linen shirt back soon?' });
    expect(sent.statusCode).toBe(201);
    const res = await list('?limit=1');
    expect(res.json().messages[0]).toMatchObject({
      name: 'Bea',
      email: 'bea@example.com',
      message: 'Is the linen shirt back soon?',
      readAt: null,
    });
    expect(res.json().unread).toBe(13);
  });
});
