/**
 * Outgoing webhooks, kept the way the mail outbox is. A change queues its event in its own
 * transaction (webhook-queue.ts); the worker, in every instance, claims due deliveries (SKIP
 * LOCKED, with a lease), posts each signed (Standard Webhooks), and retries a failure on a
 * schedule of about a day before marking it failed. An endpoint none of whose deliveries
 * succeeded for that day is turned off and the owners are mailed. Each event is delivered at
 * least once, with its id for the receiver to drop a repeat.
 */
import {
  WEBHOOK_TEST_EVENT,
  type WebhookDeliveriesPage,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointInputSchema,
  type WebhookEndpointUpdateSchema,
  type WebhookEndpointWithSecret,
} from '@shop/shared/webhooks.schema';
import { pageFields } from '@shop/shared/common.schema';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { paths } from '@shop/shared/routes';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../lib/guards';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { recordAudit } from '../audit';
import type { Mailer } from '../mail';
import { BlockedAddressError, checkedAddresses, type Resolve } from './webhook-address';
import { endpointDisabledEmail } from './webhook-mail';
import { insertEvent } from './webhook-queue';
import type { PostOutcome, SendWebhook } from './webhook-sender';
import { newWebhookSecret, signedHeaders, webhookSecretBox, type WebhookSecretBox } from './webhook-signing';
import {
  createWebhooksRepository,
  type ClaimedDelivery,
  type DeliveryRow,
  type EndpointRow,
  type WebhooksRepository,
} from './webhooks.repository';

/** The waits after each failed attempt: 1 min, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (about 28 hours in all), then it has failed. */
export const RETRY_SCHEDULE_MS = [60_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];

type EndpointInput = z.output<typeof WebhookEndpointInputSchema>;
type EndpointUpdate = z.output<typeof WebhookEndpointUpdateSchema>;

export interface WebhooksServiceOptions {
  db: Db;
  repository: WebhooksRepository;
  send: SendWebhook;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  shopName: string;
  /** What the secrets' sealing key is derived from (the shop's secret). */
  keyMaterial: () => Promise<string>;
  /** Whether an endpoint may be on this machine or a private network (development and tests only). */
  allowPrivate: boolean;
  /** The resolver a URL's name is checked with at save (tests make names resolve where they want). */
  resolve?: Resolve;
  retrySchedule?: readonly number[];
  /** How long a claim holds before another worker may take the delivery: longer than a post may take. */
  leaseMs?: number;
  pollMs?: number;
  batchSize?: number;
  /** Settled events are deleted this long after they were queued. */
  retentionMs?: number;
}

export function createWebhooksService(options: WebhooksServiceOptions) {
  const { db, repository, send, mailer, log, publicUrl, shopName, keyMaterial, allowPrivate, resolve } = options;
  const schedule = options.retrySchedule ?? RETRY_SCHEDULE_MS;
  const leaseMs = options.leaseMs ?? 120_000;
  const pollMs = options.pollMs ?? 5_000;
  const batchSize = options.batchSize ?? 10;
  const retentionMs = options.retentionMs ?? 30 * 86_400_000;
  const purgeEveryMs = 3_600_000;
  let purgedAt = -Infinity;

  let box: Promise<WebhookSecretBox> | undefined;
  // NOTE: read before a transaction, never inside one: on the embedded database a second query waits for the transaction.
  const secrets = () => (box ??= keyMaterial().then(webhookSecretBox));

  /** Refuses (400) a URL a webhook may not go to: not https (but on this machine in development), with a password, or private. */
  async function checkUrl(url: string): Promise<string> {
    const target = new URL(url);
    const loopback = ['localhost', '[::1]'].includes(target.hostname) || /^127\.\d+\.\d+\.\d+$/.test(target.hostname);
    if (target.protocol !== 'https:' && !(target.protocol === 'http:' && allowPrivate && loopback)) {
      throw badRequest('The URL must start with https://', [{ path: 'url', message: 'The URL must start with https://' }]);
    }
    if (target.username || target.password) {
      throw badRequest('The URL must not carry a user name or password', [
        { path: 'url', message: 'Leave the user name and password out of the URL' },
      ]);
    }
    try {
      await checkedAddresses(target.hostname, allowPrivate, resolve);
    } catch (error) {
      if (error instanceof BlockedAddressError) throw badRequest(error.message, [{ path: 'url', message: error.message }]);
      throw error;
    }
    return target.toString();
  }

  function toEndpoint({ endpoint, lastDelivery }: { endpoint: EndpointRow; lastDelivery: unknown }): WebhookEndpoint {
    const last = lastDelivery as { status: DeliveryRow['status']; responseStatus: number | null; at: string } | null;
    return {
      _id: endpoint.id,
      url: endpoint.url,
      description: endpoint.description,
      events: endpoint.events,
      enabled: endpoint.enabled,
      disabledAt: endpoint.disabledAt?.toISOString() ?? null,
      disabledReason: endpoint.disabledReason,
      createdAt: endpoint.createdAt.toISOString(),
      updatedAt: endpoint.updatedAt.toISOString(),
      lastDelivery: last ? { status: last.status, responseStatus: last.responseStatus, at: new Date(last.at).toISOString() } : null,
    };
  }

  function toDelivery({ delivery, eventType }: { delivery: DeliveryRow; eventType: string }): WebhookDelivery {
    return {
      _id: delivery.id,
      eventId: delivery.eventId,
      eventType,
      status: delivery.status,
      attempts: delivery.attempts,
      responseStatus: delivery.responseStatus,
      responseBody: delivery.responseBody,
      error: delivery.error,
      durationMs: delivery.durationMs,
      createdAt: delivery.createdAt.toISOString(),
      lastAttemptAt: delivery.lastAttemptAt?.toISOString() ?? null,
      nextAttemptAt: delivery.status === 'pending' ? delivery.nextAttemptAt.toISOString() : null,
    };
  }

  async function endpointView(id: string): Promise<WebhookEndpoint> {
    const row = await repository.endpoint(id);
    if (!row) throw notFound('No such webhook endpoint.');
    return toEndpoint(row);
  }

  /** What the audit log keeps of an endpoint: never its secret. */
  const audited = (endpoint: Pick<EndpointRow, 'url' | 'description' | 'events' | 'enabled'>) => ({
    url: endpoint.url,
    description: endpoint.description,
    events: endpoint.events,
    enabled: endpoint.enabled,
  });

  /** The body every endpoint receives, and the headers that sign it for this one. */
  function signed(claimed: ClaimedDelivery, secret: string) {
    const { event } = claimed;
    const body = JSON.stringify({ id: event.id, type: event.type, timestamp: event.createdAt.toISOString(), data: event.data });
    return { body, headers: signedHeaders(secret, event.id, new Date(), body) };
  }

  /** One attempt of a claimed delivery; a secret that no longer opens (the shop's key changed) is a failure of its own. */
  async function attempt(claimed: ClaimedDelivery, opened: WebhookSecretBox): Promise<PostOutcome> {
    let secret: string;
    try {
      secret = opened.open(claimed.endpoint.secret);
    } catch {
      const error = "The endpoint's signing secret cannot be opened (the shop's SESSION_SECRET changed?): rotate its secret";
      return { ok: false, status: null, body: null, error, durationMs: 0 };
    }
    const { body, headers } = signed(claimed, secret);
    return send({ url: claimed.endpoint.url, headers, body });
  }

  /** A delivery failed for good: the endpoint is turned off when nothing reached it since, and its owners told. */
  async function failedForGood(claimed: ClaimedDelivery, error: string | null) {
    const { delivery, endpoint } = claimed;
    const disabled = await repository.disableFailing(endpoint.id, delivery.createdAt, 'Every delivery failed for a day');
    if (!disabled) return;
    log.warn({ endpointId: endpoint.id, url: endpoint.url }, 'webhook endpoint turned off: its deliveries failed for a day');
    const owners = await repository.ownerEmails();
    const content = endpointDisabledEmail(shopName, endpoint, error, `${publicUrl}${paths.manageWebhooks}`);
    await mailer.sendAfter((queue) =>
      db.transaction(async (tx) => {
        for (const to of owners) await queue({ dedupeKey: `webhook-disabled:${endpoint.id}:${delivery.id}:${to}`, to, ...content }, tx);
      }),
    );
  }

  async function purgeIfDue() {
    if (performance.now() - purgedAt < purgeEveryMs) return;
    purgedAt = performance.now();
    const purged = await repository.purgeOlderThan(retentionMs);
    if (purged > 0) log.info({ purged }, 'old webhook events deleted');
  }

  /** One round: claims the due deliveries and tries each once. Answers how many succeeded. */
  async function deliverDue(): Promise<number> {
    await purgeIfDue();
    const opened = await secrets();
    let succeeded = 0;
    for (;;) {
      const claimed = await repository.claimDue(batchSize, leaseMs);
      for (const item of claimed) {
        const { delivery, endpoint } = item;
        const outcome = await attempt(item, opened);
        const last = !outcome.ok && delivery.attempts > schedule.length;
        await repository.recordAttempt(delivery, outcome, outcome.ok || last ? null : schedule[delivery.attempts - 1]!);
        if (outcome.ok) succeeded += 1;
        else {
          log.warn(
            { endpointId: endpoint.id, deliveryId: delivery.id, attempt: delivery.attempts, status: outcome.status, final: last },
            'webhook delivery failed',
          );
          if (last) await failedForGood(item, outcome.error);
        }
      }
      if (claimed.length < batchSize || stopping) return succeeded;
    }
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let started = false;
  let stopping = false;

  /** One round at a time per instance; a nudge during a round asks for another after it. */
  function round(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = deliverDue()
      .catch((error: unknown) => {
        log.error({ err: error }, 'the webhook worker could not read its queue');
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

  return {
    async endpoints(): Promise<WebhookEndpoint[]> {
      return (await repository.endpoints()).map(toEndpoint);
    },

    endpoint: endpointView,

    /** Adds an endpoint with a new secret: the only answer that shows the secret, with the one of `rotateSecret`. */
    async create(actor: AuthUser, input: EndpointInput): Promise<WebhookEndpointWithSecret> {
      const url = await checkUrl(input.url);
      const secret = newWebhookSecret();
      const sealed = (await secrets()).seal(secret);
      const id = await db.transaction(async (tx) => {
        const row = await createWebhooksRepository(tx).insertEndpoint({
          url,
          description: input.description,
          events: input.events,
          secret: sealed,
        });
        await recordAudit(tx, { actorId: actor.id, action: 'webhook.create', entityId: row.id, after: audited(row) });
        return row.id;
      });
      return { endpoint: await endpointView(id), secret };
    },

    async update(actor: AuthUser, id: string, input: EndpointUpdate): Promise<WebhookEndpoint> {
      const url = input.url === undefined ? undefined : await checkUrl(input.url);
      await db.transaction(async (tx) => {
        const queries = createWebhooksRepository(tx);
        const before = await queries.lockEndpoint(id);
        if (!before) throw notFound('No such webhook endpoint.');
        const toggled = input.enabled !== undefined && input.enabled !== before.enabled;
        const after = await queries.updateEndpoint(id, {
          ...(url !== undefined ? { url } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          ...(input.events !== undefined ? { events: input.events } : {}),
          // Turned on again: it starts afresh; turned off by hand: no reason of the shop's.
          ...(toggled ? { enabled: input.enabled, disabledAt: input.enabled ? null : new Date(), disabledReason: null } : {}),
          ...(toggled && input.enabled ? { lastSuccessAt: new Date() } : {}),
        });
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'webhook.update',
          entityId: id,
          before: audited(before),
          after: audited(after!),
        });
      });
      if (input.enabled) nudge();
      return endpointView(id);
    },

    async remove(actor: AuthUser, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const deleted = await createWebhooksRepository(tx).deleteEndpoint(id);
        if (!deleted) throw notFound('No such webhook endpoint.');
        await recordAudit(tx, { actorId: actor.id, action: 'webhook.delete', entityId: id, before: audited(deleted) });
      });
    },

    /** A new secret for the endpoint, shown this once; the old one stops signing at once. */
    async rotateSecret(actor: AuthUser, id: string): Promise<WebhookEndpointWithSecret> {
      const secret = newWebhookSecret();
      const sealed = (await secrets()).seal(secret);
      await db.transaction(async (tx) => {
        const row = await createWebhooksRepository(tx).updateEndpoint(id, { secret: sealed });
        if (!row) throw notFound('No such webhook endpoint.');
        await recordAudit(tx, { actorId: actor.id, action: 'webhook.rotate-secret', entityId: id });
      });
      return { endpoint: await endpointView(id), secret };
    },

    /** Queues a `webhook.test` event for this endpoint alone, delivered like any other. */
    async sendTest(id: string): Promise<WebhookDelivery> {
      const endpoint = await endpointView(id);
      if (!endpoint.enabled) throw conflict('Turn the endpoint on to send it a test event.');
      const data = { endpointId: id, message: `A test event from ${shopName}` };
      const eventId = await db.transaction((tx) => insertEvent(tx, { type: WEBHOOK_TEST_EVENT, data }, [id]));
      const deliveryId = await repository.deliveryOf(eventId!, id);
      nudge();
      return toDelivery((await repository.delivery(deliveryId!))!);
    },

    async deliveries(id: string, query: { page: number; limit: number }): Promise<WebhookDeliveriesPage> {
      await endpointView(id);
      const { rows, total } = await repository.deliveries(id, (query.page - 1) * query.limit, query.limit);
      return { deliveries: rows.map(toDelivery), totalDeliveries: total, ...pageFields(total, query) };
    },

    /** Queues a delivery again, due now, with its attempts counted afresh (an owner's Resend). */
    async resend(deliveryId: string): Promise<WebhookDelivery> {
      if (!(await repository.requeue(deliveryId))) {
        if (await repository.delivery(deliveryId)) throw conflict('This delivery is being sent right now: try again in a moment.');
        throw notFound('No such delivery.');
      }
      nudge();
      return toDelivery((await repository.delivery(deliveryId))!);
    },

    nudge,
    deliverDue: round,
    start() {
      if (started) return;
      started = true;
      stopping = false;
      timer = setInterval(() => void round(), pollMs);
      timer.unref();
      void round();
    },
    /** Stops the worker and waits for the round in progress. */
    async stop() {
      started = false;
      stopping = true;
      clearInterval(timer);
      await running;
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
