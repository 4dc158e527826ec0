/**
 * Recording an event costs the request nothing measurable: `record` pushes it onto a bounded
 * array in memory and returns. A background flush writes what waits five times a second (and at
 * stop), in one multi-row INSERT a batch. When the queue is full the event is dropped and
 * counted, and so is a batch whose write failed: analytics never slow the shop or hold its memory.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AnalyticsEventRow } from './analytics.repository';

export interface AnalyticsRecorderOptions {
  /** Writes one batch (one statement). */
  insert: (rows: readonly AnalyticsEventRow[]) => Promise<void>;
  log: FastifyBaseLogger;
  /** Events waiting to be written, at most. */
  limit: number;
  flushEveryMs?: number;
  /** Events a statement, at most (a statement's parameters are bounded). */
  batchSize?: number;
  /** How often a full queue is told in the log, at most. */
  warnEveryMs?: number;
}

/** An event as a caller records it: its moment is now unless given. */
export type RecordedEvent = Omit<AnalyticsEventRow, 'at'> & { at?: Date };

export interface AnalyticsRecorder {
  /** Queues the event and returns at once; false when it was dropped (the queue is full, or the recorder stopped). */
  record(event: RecordedEvent): boolean;
  /** Writes everything queued now; waits for a flush in progress first. */
  flush(): Promise<void>;
  start(): void;
  /** Stops the background flush and writes what waits. */
  stop(): Promise<void>;
  /** Events taken into the queue since the start. */
  readonly accepted: number;
  /** Events written. */
  readonly recorded: number;
  /** Events dropped: the queue was full, or their batch could not be written. */
  readonly dropped: number;
  /** Events waiting to be written. */
  readonly queued: number;
}

export function createAnalyticsRecorder({
  insert,
  log,
  limit,
  // Small, frequent batches: no write of a second's events at once beside the storefront's queries.
  flushEveryMs = 200,
  batchSize = 1000,
  warnEveryMs = 60_000,
}: AnalyticsRecorderOptions): AnalyticsRecorder {
  let queue: AnalyticsEventRow[] = [];
  let accepted = 0;
  let recorded = 0;
  let dropped = 0;
  let warnedAt = -Infinity;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> | undefined;

  function drop(count: number, why: string) {
    dropped += count;
    if (performance.now() - warnedAt < warnEveryMs) return;
    warnedAt = performance.now();
    log.warn({ dropped, limit }, why);
  }

  async function writeAll(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.length <= batchSize ? queue : queue.slice(0, batchSize);
      queue = queue.length <= batchSize ? [] : queue.slice(batchSize);
      try {
        await insert(batch);
        recorded += batch.length;
      } catch (error) {
        dropped += batch.length;
        log.error({ err: error, events: batch.length }, 'analytics events could not be written: dropped');
      }
    }
  }

  function flush(): Promise<void> {
    // One flush at a time: a flush asked for during one runs after it, and writes what came since.
    const next = (flushing ?? Promise.resolve()).then(writeAll);
    const current = next.finally(() => {
      if (flushing === current) flushing = undefined;
    });
    flushing = current;
    return current;
  }

  return {
    record(event) {
      if (stopped) return false;
      if (queue.length >= limit) {
        drop(1, 'the analytics queue is full: events are dropped');
        return false;
      }
      const row: AnalyticsEventRow = { ...event, at: event.at ?? new Date() };
      // An order paid (or refunded) moments after its checkout started: the checkout, still waiting here, names its visitor.
      if (row.visitor === null && row.orderId) {
        const checkout = queue.findLast((queued) => queued.kind === 'checkout' && queued.orderId === row.orderId);
        if (checkout) Object.assign(row, { visitor: checkout.visitor, device: checkout.device });
      }
      queue.push(row);
      accepted += 1;
      return true;
    },
    flush,
    start() {
      if (timer || stopped) return;
      timer = setInterval(() => {
        if (queue.length > 0 && !flushing) void flush();
      }, flushEveryMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      timer = undefined;
      await flush();
    },
    get accepted() {
      return accepted;
    },
    get recorded() {
      return recorded;
    },
    get dropped() {
      return dropped;
    },
    get queued() {
      return queue.length;
    },
  };
}
