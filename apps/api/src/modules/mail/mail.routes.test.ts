import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emails } from '../../db/schema/index';
import { createUser, signIn } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';

// No SMTP_URL or EmailJS: the shop logs its mail, and says so to the admin.
const t = useTestApp();

describe('the outbox, for the admin', () => {
  it('lists the mail newest first, with each status counted, the last error, the transport, and a resend for a failed one', async () => {
    const admin = await signIn(t.app, await createUser(t.database.db, 'admin'));
    const customer = await signIn(t.app, await createUser(t.database.db, 'user'));
    const old = new Date(Date.now() - 60_000);
    const [failed] = await t.database.db
      .insert(emails)
      .values([
        {
          dedupeKey: 'a',
          to: 'ada@example.com',
          subject: 'First',
          text: 'x',
          status: 'failed',
          attempts: 8,
          error: 'SMTP: 451 busy',
          createdAt: old,
        },
        { dedupeKey: 'b', to: 'bo@example.com', subject: 'Second', text: 'y', status: 'sent', attempts: 1, sentAt: new Date() },
      ])
      .returning();
    const outbox = (query = '', cookie = admin) => t.app.inject({ url: `/api/mail/outbox${query}`, headers: { cookie } });

    expect((await outbox('', customer)).statusCode).toBe(403);
    const listed = await outbox();
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['x-total-count']).toBe('2');
    expect(listed.json()).toMatchObject({
      transport: 'log',
      counts: { queued: 0, sending: 0, sent: 1, failed: 1 },
      messages: [
        { subject: 'Second', status: 'sent', attempts: 1, lastError: null },
        {
          _id: failed!.id,
          subject: 'First',
          status: 'failed',
          attempts: 8,
          lastError: 'SMTP: 451 busy',
          sentAt: null,
          nextAttemptAt: null,
        },
      ],
    });
    const onlyFailed = await outbox('?status=failed');
    expect(onlyFailed.headers['x-total-count']).toBe('1');
    expect(onlyFailed.json().messages.map((message: { subject: string }) => message.subject)).toEqual(['First']);
    expect((await outbox('?status=lost')).statusCode).toBe(400);

    const resend = (id: string) => t.app.inject({ method: 'POST', url: `/api/mail/outbox/${id}/resend`, headers: { cookie: admin } });
    expect((await resend(failed!.id)).json()).toEqual({ message: 'The message is queued again.' });
    // The worker (started with the app) takes it at once; the log transport "sends" it.
    await expect.poll(async () => (await outbox('?status=sent')).headers['x-total-count'], { timeout: 5000 }).toBe('2');
    // Sent, it has no body left, and the outbox still says who it was for, what and when.
    const [row] = await t.database.db.select().from(emails).where(eq(emails.id, failed!.id));
    expect(row).toMatchObject({ status: 'sent', text: '', html: null });
    expect((await outbox('?status=sent')).json().messages).toContainEqual(
      expect.objectContaining({ _id: failed!.id, to: 'ada@example.com', subject: 'First', status: 'sent', sentAt: expect.any(String) }),
    );
    expect((await resend(failed!.id)).statusCode).toBe(409);
    expect((await resend('not-an-id')).statusCode).toBe(400);
  });
});
