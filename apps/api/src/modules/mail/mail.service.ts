/**
 * The outbox. A change that sends mail queues it in its own transaction (`queue`); nothing is
 * sent inside a request. The worker, in every instance of the shop, claims due messages
 * (SKIP LOCKED, so instances never share one), sends them, and retries a failure with
 * exponential backoff up to a limit, then marks it failed for an admin to resend. A claim is a
 * lease: the messages of an instance that stops mid-send are claimed again when it runs out.
 */
import { OUTBOX_STATUSES, type OutboxPage, type OutboxStatus } from '@shop/shared/mail.schema';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import { createMailRepository, type MailRepository, type OutgoingEmail } from './mail.repository';
import { DeliveryError, type MailTransport } from './transports';

export type { OutgoingEmail } from './mail.repository';

export interface MailerOptions {
  repository: MailRepository;
  transport: MailTransport;
  log: FastifyBaseLogger;
  /** Attempts before a message is marked failed. */
  maxAttempts: number;
  /** The wait after the first failure; each later one doubles it, up to `maxRetryDelayMs`. */
  retryBaseMs: number;
  maxRetryDelayMs?: number;
  /** How long a claim holds before another worker may take the message: longer than a send may take. */
  leaseMs?: number;
  /** How often the worker looks for due messages when nothing nudges it. */
  pollMs?: number;
  /** Sent and failed messages are deleted this long after they were queued. */
  retentionMs?: number;
  /** How often a round also deletes the messages past `retentionMs` (the first round always does). */
  purgeEveryMs?: number;
  batchSize?: number;
}

export interface Mailer {
  /** Where mail goes, whether it is delivered at all (the log transport is not), and whether a mailed link reaches anyone. */
  transport: Pick<MailTransport, 'kind' | 'delivers' | 'carriesLinks'>;
  /** Stores the message, in the caller's transaction when given; false when it was already queued. */
  queue(message: OutgoingEmail, tx?: Db): Promise<boolean>;
  /** Asks the worker to look at the outbox soon (after the transaction that queued mail has committed). */
  nudge(): void;
  /**
   * The way a change sends mail: `change` runs its transaction, queueing each message with the
   * `queue` it is handed (in that transaction); once it has committed, the worker is asked to
   * send what was queued. A change that throws sends nothing.
   */
  sendAfter<T>(change: (queue: (message: OutgoingEmail, tx: Db) => Promise<boolean>) => Promise<T>): Promise<T>;
  /** One round: claims the due messages and tries each once. Answers how many were sent. */
  deliverDue(): Promise<number>;
  /** Puts a failed message back in the queue (an admin's Resend). */
  resend(id: string): Promise<void>;
  /** The admin's view of the outbox: one page, newest first, and the count of each status. */
  outbox(query: { status?: OutboxStatus; page: number; limit: number }): Promise<OutboxPage & { total: number }>;
  start(): void;
  /** Stops the worker and waits for the round in progress. */
  stop(): Promise<void>;
}

export function createMailer(options: MailerOptions): Mailer {
  const { repository, transport, log, maxAttempts, retryBaseMs } = options;
  const maxRetryDelayMs = options.maxRetryDelayMs ?? 3_600_000;
  const leaseMs = options.leaseMs ?? 120_000;
  const pollMs = options.pollMs ?? 5_000;
  const batchSize = options.batchSize ?? 10;
  const retentionMs = options.retentionMs ?? 30 * 86_400_000;
  const purgeEveryMs = options.purgeEveryMs ?? 3_600_000;
  let purgedAt = -Infinity;

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  /** The worker runs in the background (between start and stop). */
  let started = false;
  /** Set by stop: a round in progress ends after its batch. */
  let stopping = false;

  const retryDelay = (attempt: number, error: unknown) => {
    const backoff = Math.min(maxRetryDelayMs, retryBaseMs * 2 ** (attempt - 1));
    // A server that says when to come back (429 Retry-After) is taken at its word.
    return error instanceof DeliveryError && error.retryAfterMs !== undefined ? Math.max(error.retryAfterMs, 1000) : backoff;
  };

  /** Old messages leave the outbox (and the log transport's files) once the retention has passed. */
  async function purgeIfDue() {
    if (performance.now() - purgedAt < purgeEveryMs) return;
    purgedAt = performance.now();
    const purged = await repository.purgeOlderThan(retentionMs);
    await transport.forget?.(new Date(Date.now() - retentionMs));
    if (purged > 0) log.info({ purged }, 'old messages deleted from the outbox');
  }

  async function deliverDue(): Promise<number> {
    await purgeIfDue();
    let sent = 0;
    for (;;) {
      const claimed = await repository.claimDue(batchSize, leaseMs);
      for (const message of claimed) {
        try {
          await transport.send({
            dedupeKey: message.dedupeKey,
            to: message.to,
            replyTo: message.replyTo ?? undefined,
            subject: message.subject,
            text: message.text,
            html: message.html ?? undefined,
            headers: message.headers ?? undefined,
          });
          await repository.markSent(message.id);
          sent += 1;
        } catch (error) {
          const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
          const last = message.attempts >= maxAttempts;
          // Recorded first: a process killed right after this line leaves the message queued.
          await repository.markFailed(message.id, reason, last ? null : retryDelay(message.attempts, error));
          log.error({ err: error, emailId: message.id, attempt: message.attempts, final: last }, 'email delivery failed');
        }
      }
      if (claimed.length < batchSize || stopping) return sent;
    }
  }

  /** One round at a time per instance; a nudge during a round asks for another after it. */
  function round(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = deliverDue()
      .catch((error: unknown) => {
        log.error({ err: error }, 'the mail worker could not read the outbox');
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again && started) {
          again = false;
          void round();
        }
      });
    return running;
  }

  const nudge = () => {
    if (started) setImmediate(() => void round());
  };

  const queue = (message: OutgoingEmail, tx?: Db) => (tx ? createMailRepository(tx) : repository).insert(message);

  return {
    transport: { kind: transport.kind, delivers: transport.delivers, carriesLinks: transport.carriesLinks },
    queue,
    nudge,
    async sendAfter(change) {
      let queued = false;
      const result = await change(async (message, tx) => {
        const added = await queue(message, tx);
        queued ||= added;
        return added;
      });
      if (queued) nudge();
      return result;
    },
    deliverDue: round,
    async resend(id) {
      if (await repository.requeueFailed(id)) return nudge();
      if (await repository.find(id)) throw conflict('Only a failed message can be sent again');
      throw notFound('No such message');
    },
    async outbox({ status, page, limit }) {
      const { rows, counts } = await repository.page({ status, offset: (page - 1) * limit, limit });
      const all = Object.fromEntries(OUTBOX_STATUSES.map((name) => [name, counts[name] ?? 0])) as OutboxPage['counts'];
      return {
        messages: rows.map((row) => ({
          _id: row.id,
          to: row.to,
          subject: row.subject,
          status: row.status,
          attempts: row.attempts,
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sentAt?.toISOString() ?? null,
          nextAttemptAt: row.status === 'queued' ? row.nextAttemptAt.toISOString() : null,
          lastError: row.error,
        })),
        counts: all,
        total: status ? all[status] : Object.values(all).reduce((sum, count) => sum + count, 0),
        transport: transport.kind,
      };
    },
    start() {
      if (started) return;
      started = true;
      stopping = false;
      timer = setInterval(() => void round(), pollMs);
      timer.unref();
      void round();
    },
    async stop() {
      started = false;
      stopping = true;
      clearInterval(timer);
      await running;
    },
  };
}
