import type { OutboxMessage, OutboxPage, OutboxStatus } from '@shop/shared/mail.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, renderApp, testSettings, type ApiHandler } from '@/test/render-app';
import { signIn, testAdmin } from '@/test/users';

const mail = (id: string, status: OutboxStatus, extra: Partial<OutboxMessage> = {}): OutboxMessage => ({
  _id: id,
  to: `buyer-${id}@example.com`,
  subject: `Order ${id} confirmed`,
  status,
  attempts: status === 'queued' ? 0 : 1,
  createdAt: '2026-03-14T10:00:00.000Z',
  sentAt: status === 'sent' ? '2026-03-14T10:00:05.000Z' : null,
  nextAttemptAt: null,
  lastError: null,
  ...extra,
});

/** The outbox API over a list: filtered and paged as the server does it, and a resend that queues again. */
function outboxApi(initial: OutboxMessage[], transport: OutboxPage['transport'] = 'smtp', refuse?: 'GET'): ApiHandler {
  const messages = [...initial];
  return ({ method, path, url }) => {
    if (method === 'GET' && path === '/mail/outbox') {
      if (refuse === 'GET') return Response.json({ message: 'Internal Server Error' }, { status: 500 });
      const status = url.searchParams.get('status');
      const shown = messages.filter((message) => !status || message.status === status);
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 10);
      const counts = { queued: 0, sending: 0, sent: 0, failed: 0 };
      for (const message of messages) counts[message.status] += 1;
      return Response.json(
        { messages: shown.slice((page - 1) * limit, page * limit), counts, transport },
        { headers: { 'X-Total-Count': String(shown.length) } },
      );
    }
    const match = /^\/mail\/outbox\/(.+)\/resend$/.exec(path);
    if (method !== 'POST' || !match) return undefined;
    const index = messages.findIndex((message) => message._id === match[1]);
    messages[index] = { ...messages[index]!, status: 'queued', attempts: 0 };
    return Response.json({ message: 'The message is queued again.' });
  };
}

const rows = async () =>
  within(await screen.findByRole('table', { name: 'Outbox' }))
    .getAllByRole('row')
    .slice(1);

describe('the outbox page', () => {
  it('lists the mail with its status, tries and last error, and counts each status', async () => {
    signIn(testAdmin);
    await renderApp('/dashboard/outbox', {
      api: outboxApi([
        mail('a', 'failed', { attempts: 8, lastError: 'SMTP: 451 Mailbox busy' }),
        mail('b', 'queued', { attempts: 2, lastError: 'EmailJS: 429 Too Many Requests', nextAttemptAt: '2026-03-14T10:05:00.000Z' }),
        mail('c', 'sent'),
      ]),
    });
    expect(document.title).toMatch(/^Outbox \|/);
    const [failed, queued, sent] = await rows();
    expect(failed).toHaveTextContent('buyer-a@example.com');
    expect(failed).toHaveTextContent('failed');
    expect(failed).toHaveTextContent('SMTP: 451 Mailbox busy');
    expect(queued).toHaveTextContent('EmailJS: 429 Too Many Requests');
    expect(queued).toHaveTextContent('Next try');
    expect(within(sent!).queryByRole('button', { name: /^Resend/ })).not.toBeInTheDocument();
    expect(screen.getByText('1 message sent, 1 waiting, 1 failed')).toBeInTheDocument();
    // Mail goes out: nothing to warn about.
    expect(screen.queryByRole('heading', { name: 'Mail is not being delivered' })).not.toBeInTheDocument();
  });

  it('sends a failed message again, says so, and shows it queued', async () => {
    signIn(testAdmin);
    const { user, fetchMock } = await renderApp('/dashboard/outbox', { api: outboxApi([mail('a', 'failed', { lastError: 'SMTP: 451' })]) });
    await user.click(await screen.findByRole('button', { name: 'Resend “Order a confirmed” to buyer-a@example.com' }));
    expect(await screen.findByText('“Order a confirmed” is queued again.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/mail/outbox/a/resend')).toHaveLength(1);
    await waitFor(async () => expect((await rows())[0]).toHaveTextContent('queued'));
  });

  it('filters by status through the URL', async () => {
    signIn(testAdmin);
    const { user, router, fetchMock } = await renderApp('/dashboard/outbox', { api: outboxApi([mail('a', 'failed'), mail('c', 'sent')]) });
    await rows();
    await user.selectOptions(screen.getByLabelText('Filter by status'), 'failed');
    await waitFor(() => expect(router.state.location.search).toBe('?status=failed'));
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(callsTo(fetchMock, 'GET', '/mail/outbox').at(-1)?.url.searchParams.get('status')).toBe('failed');
  });

  it('says that mail reaches no one, nor reset links, and which settings fix it, when no transport delivers', async () => {
    signIn(testAdmin);
    await renderApp('/dashboard/outbox', { api: outboxApi([], 'log') });
    const warning = await screen.findByRole('region', { name: 'Mail is not being delivered' });
    expect(warning).toHaveTextContent('customers cannot get a password reset or verification link');
    expect(warning).toHaveTextContent('Set SMTP_URL, or EMAILJS_PUBLIC_KEY, EMAILJS_SERVICE_ID and EMAILJS_TEMPLATE_ID');
    expect(screen.getByText('No mail yet')).toBeInTheDocument();
  });

  it('shows an error with a way to try again', async () => {
    signIn(testAdmin);
    await renderApp('/dashboard/outbox', { api: outboxApi([], 'smtp', 'GET') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading the outbox.');
  });
});

describe("the admin dashboard's mail warning", () => {
  it('appears only while mail is not delivered, with a way to the outbox', async () => {
    signIn(testAdmin);
    const { unmount } = await renderApp('/dashboard/admin', { settings: { ...testSettings, mailDelivers: false } });
    const warning = await screen.findByRole('region', { name: 'Mail is not being delivered' });
    expect(within(warning).getByRole('link', { name: 'See the outbox' })).toHaveAttribute('href', '/dashboard/outbox');
    unmount();

    await renderApp('/dashboard/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Mail is not being delivered' })).not.toBeInTheDocument();
  });
});
