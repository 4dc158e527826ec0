import { and, asc, count, desc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema/index';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** A delivery claimed by a worker, with what it needs to send it: the event and where it goes. */
export interface ClaimedDelivery {
  delivery: DeliveryRow;
  event: typeof webhookEvents.$inferSelect;
  endpoint: EndpointRow;
}

/** Pending and due, or claimed by a worker whose lease has run out (it stopped mid-send); times are the database's. */
const due: SQL = or(
  and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, sql`now()`)),
  and(eq(webhookDeliveries.status, 'sending'), lte(webhookDeliveries.lockedUntil, sql`now()`)),
)!;
const fromNow = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;
/** The endpoints deliveries may go to now: a disabled one's wait until it is enabled again. */
const enabledEndpoints = sql`(select ${webhookEndpoints.id} from ${webhookEndpoints} where ${webhookEndpoints.enabled})`;

/** An endpoint's last attempted delivery: its status, last answer and when (the endpoint named in full: drizzle leaves a lone table's columns bare). */
const lastDelivery = sql<{ status: DeliveryRow['status']; responseStatus: number | null; at: string } | null>`(
  select json_build_object('status', d.status, 'responseStatus', d.response_status, 'at', d.last_attempt_at)
  from ${webhookDeliveries} d
  where d.endpoint_id = webhook_endpoints.id and d.last_attempt_at is not null
  order by d.last_attempt_at desc limit 1)`;

export function createWebhooksRepository(db: Db) {
  return {
    /** Every endpoint, oldest first, each with its last attempted delivery. */
    async endpoints() {
      return db
        .select({ endpoint: webhookEndpoints, lastDelivery })
        .from(webhookEndpoints)
        .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
    },

    async endpoint(id: string) {
      const [row] = await db.select({ endpoint: webhookEndpoints, lastDelivery }).from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
      return row;
    },

    async insertEndpoint(values: typeof webhookEndpoints.$inferInsert): Promise<EndpointRow> {
      const [row] = await db.insert(webhookEndpoints).values(values).returning();
      return row!;
    },

    async updateEndpoint(id: string, values: Partial<typeof webhookEndpoints.$inferInsert>): Promise<EndpointRow | undefined> {
      const [row] = await db.update(webhookEndpoints).set(values).where(eq(webhookEndpoints.id, id)).returning();
      return row;
    },

    /** The endpoint, locked until the transaction ends (a change reads it as it was). */
    async lockEndpoint(id: string): Promise<EndpointRow | undefined> {
      const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).for('update');
      return row;
    },

    /** Deletes the endpoint with its deliveries; answers it as it was. */
    async deleteEndpoint(id: string): Promise<EndpointRow | undefined> {
      const [row] = await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning();
      return row;
    },

    /**
     * Claims up to `limit` due deliveries of enabled endpoints for `leaseMs`: counts the attempt
     * and marks them sending. Rows another worker is claiming are skipped (SKIP LOCKED), so two
     * workers never send one delivery at once.
     */
    async claimDue(limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
      const claimed = await db.transaction(async (tx) => {
        const ids = await tx
          .select({ id: webhookDeliveries.id })
          .from(webhookDeliveries)
          .where(and(due, sql`${webhookDeliveries.endpointId} in ${enabledEndpoints}`))
          .orderBy(asc(webhookDeliveries.nextAttemptAt))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (ids.length === 0) return [];
        return tx
          .update(webhookDeliveries)
          .set({ status: 'sending', attempts: sql`${webhookDeliveries.attempts} + 1`, lockedUntil: fromNow(leaseMs) })
          .where(
            inArray(
              webhookDeliveries.id,
              ids.map((row) => row.id),
            ),
          )
          .returning({ id: webhookDeliveries.id });
      });
      if (claimed.length === 0) return [];
      return db
        .select({ delivery: webhookDeliveries, event: webhookEvents, endpoint: webhookEndpoints })
        .from(webhookDeliveries)
        .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(
          inArray(
            webhookDeliveries.id,
            claimed.map((row) => row.id),
          ),
        )
        .orderBy(asc(webhookDeliveries.nextAttemptAt));
    },

    /** An attempt's answer: succeeded (and the endpoint's last success is now), pending again in `retryInMs`, or failed for good (null). */
    async recordAttempt(
      delivery: Pick<DeliveryRow, 'id' | 'endpointId'>,
      attempt: { ok: boolean; status: number | null; body: string | null; error: string | null; durationMs: number },
      retryInMs: number | null,
    ) {
      const answer = {
        responseStatus: attempt.status,
        responseBody: attempt.body,
        error: attempt.error,
        durationMs: attempt.durationMs,
        lastAttemptAt: sql`now()`,
        lockedUntil: null,
      };
      await db.transaction(async (tx) => {
        if (attempt.ok) {
          await tx
            .update(webhookDeliveries)
            .set({ ...answer, status: 'succeeded', succeededAt: sql`now()` })
            .where(eq(webhookDeliveries.id, delivery.id));
          await tx
            .update(webhookEndpoints)
            .set({ lastSuccessAt: sql`now()` })
            .where(eq(webhookEndpoints.id, delivery.endpointId));
          return;
        }
        await tx
          .update(webhookDeliveries)
          .set(retryInMs === null ? { ...answer, status: 'failed' } : { ...answer, status: 'pending', nextAttemptAt: fromNow(retryInMs) })
          .where(eq(webhookDeliveries.id, delivery.id));
      });
    },

    /**
     * Turns the endpoint off by itself, when no delivery to it has succeeded since `since` (the
     * first attempt of a delivery that has just failed for good): answers the endpoint when this
     * call turned it off (once, whichever instance gets there first).
     */
    async disableFailing(endpointId: string, since: Date, reason: string): Promise<EndpointRow | undefined> {
      const [row] = await db
        .update(webhookEndpoints)
        .set({ enabled: false, disabledAt: sql`now()`, disabledReason: reason })
        .where(
          and(
            eq(webhookEndpoints.id, endpointId),
            eq(webhookEndpoints.enabled, true),
            or(isNull(webhookEndpoints.lastSuccessAt), lte(webhookEndpoints.lastSuccessAt, since)),
          ),
        )
        .returning();
      return row;
    },

    /** The addresses of the shop's owners who may sign in: they are told of an endpoint turned off. */
    async ownerEmails(): Promise<string[]> {
      const rows = await db
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.staffRole, 'owner'), isNull(users.suspendedAt)));
      return rows.map((row) => row.email);
    },

    /** A page of an endpoint's deliveries, newest first, with their event's type, and how many it has. */
    async deliveries(endpointId: string, offset: number, limit: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select({ delivery: webhookDeliveries, eventType: webhookEvents.type })
          .from(webhookDeliveries)
          .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
          .where(eq(webhookDeliveries.endpointId, endpointId))
          .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
          .offset(offset)
          .limit(limit),
        db.select({ count: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId)),
      ]);
      return { rows, total: total?.count ?? 0 };
    },

    /** The delivery of an event to an endpoint. */
    async deliveryOf(eventId: string, endpointId: string) {
      const [row] = await db
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.eventId, eventId), eq(webhookDeliveries.endpointId, endpointId)));
      return row?.id;
    },

    async delivery(id: string) {
      const [row] = await db
        .select({ delivery: webhookDeliveries, eventType: webhookEvents.type })
        .from(webhookDeliveries)
        .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
        .where(eq(webhookDeliveries.id, id));
      return row;
    },

    /** A delivery goes back to the queue, due now, with its attempts counted afresh (unless a worker is sending it). */
    async requeue(id: string): Promise<boolean> {
      const rows = await db
        .update(webhookDeliveries)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
        .where(and(eq(webhookDeliveries.id, id), inArray(webhookDeliveries.status, ['pending', 'succeeded', 'failed'])))
        .returning({ id: webhookDeliveries.id });
      return rows.length > 0;
    },

    /** Deletes the events queued more than `retentionMs` ago with every delivery of theirs settled (their deliveries with them). */
    async purgeOlderThan(retentionMs: number): Promise<number> {
      const unsettled = sql`(select ${webhookDeliveries.eventId} from ${webhookDeliveries} where ${webhookDeliveries.status} in ('pending', 'sending'))`;
      const rows = await db
        .delete(webhookEvents)
        .where(
          and(
            lte(webhookEvents.createdAt, sql`now() - ${retentionMs} * interval '1 millisecond'`),
            sql`${webhookEvents.id} not in ${unsettled}`,
          ),
        )
        .returning({ id: webhookEvents.id });
      return rows.length;
    },
  };
}

export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
