/**
 * The sales running now, as the pricing pipeline reads them (packages/shared/src/pricing.ts),
 * cheap enough to ask on every price of a bag or a product: the live sales are read once and
 * kept in this process, and the running set is worked out from them in memory.
 *
 * What is kept is forgotten when a sale changes here (the sales service says so after its
 * transaction), and read again after MAX_AGE_MS at the latest, so that another instance's
 * change shows within that time. A sale's start or end needs no reading: the live sales kept
 * include those still to start, and the running set is worked out again once the next start
 * or end passes.
 */
import type { Sale } from '@shop/shared/pricing';
import type { SaleRow } from './sales.repository';

/** How long the live sales are kept before they are read again, at the latest. */
export const MAX_AGE_MS = 60_000;

/**
 * A reading covers moments from this long before it was made (it also holds the sales that
 * ended since), so that the requests begun just before it, whose own `now` is a little earlier,
 * are answered from it too rather than each reading for itself.
 */
export const READ_BACK_MS = 5_000;

/** The sales running at a moment, and how long that stays true. */
export interface RunningSales {
  sales: readonly Sale[];
  /**
   * Names the running set: the same while the same sales run unchanged, another once one starts,
   * ends, is changed, paused or deleted. Empty when none runs. Answers kept with a sale price
   * are kept under it.
   */
  stamp: string;
  /** The next start or end after the moment asked about, when the running set changes; null for none known. */
  until: Date | null;
}

export interface SalesClock {
  /** The sales running at `now` (by default, this moment). */
  running(now?: Date): Promise<RunningSales>;
  /** The same, as the pricing pipeline's `sales`. */
  activeSales(now?: Date): Promise<Sale[]>;
  /** Forgets what is kept: the next call reads the sales again. */
  forget(): void;
}

/** A sale's row as the pipeline reads it: a percentage as a plain number (2000 hundredths is 20). */
export function pricingSale(row: SaleRow): Sale {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    value: row.kind === 'percent' ? row.value / 100 : row.value,
    appliesTo: row.appliesTo,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
  };
}

const runsAt = (row: SaleRow, at: number) =>
  !row.paused && (!row.startsAt || at >= row.startsAt.getTime()) && (!row.endsAt || at < row.endsAt.getTime());

/** The sales of `rows` running at `now`, and the next moment after it one starts or ends. */
export function runningOf(rows: readonly SaleRow[], now: Date): RunningSales {
  const at = now.getTime();
  const running = rows.filter((row) => runsAt(row, at));
  let until: number | null = null;
  for (const row of rows) {
    for (const moment of [row.startsAt, row.endsAt]) {
      const time = moment?.getTime();
      if (time !== undefined && time > at && (until === null || time < until)) until = time;
    }
  }
  return {
    sales: running.map(pricingSale),
    stamp: running.map((row) => `${row.id}@${row.updatedAt.getTime()}`).join(','),
    until: until === null ? null : new Date(until),
  };
}

export function createSalesClock({
  live,
  maxAgeMs = MAX_AGE_MS,
  clock = () => Date.now(),
}: {
  /** The sales not paused and not ended at this moment (the repository's `live`). */
  live: (now: Date) => Promise<SaleRow[]>;
  maxAgeMs?: number;
  clock?: () => number;
}): SalesClock {
  type Reading = { rows: SaleRow[]; readAt: number };
  /** The live sales as read at `readAt`: complete for any moment from then on. */
  let kept: Reading | null = null;
  /** A reading under way, shared by the callers that wait for it. */
  let reading: Promise<Reading> | null = null;
  /** Moves on with each `forget`, so that a reading begun before it is not kept. */
  let generation = 0;
  /** The last running set worked out, while it holds: from `from` until its `until`. */
  let last: { kept: Reading; from: number; result: RunningSales } | null = null;

  async function liveSales(at: number): Promise<Reading> {
    if (kept && at >= kept.readAt && clock() - kept.readAt < maxAgeMs) return kept;
    // A moment before the kept reading (a caller's own `now`) is read for itself, and not kept.
    if (kept && at < kept.readAt) return { rows: await live(new Date(at)), readAt: at };
    if (!reading) {
      const started = generation;
      const readAt = Math.min(clock(), at) - READ_BACK_MS;
      const pending = live(new Date(readAt)).then((rows) => {
        const read = { rows, readAt };
        if (generation === started) kept = read;
        return read;
      });
      reading = pending;
      void pending.then(
        () => (reading === pending ? (reading = null) : undefined),
        () => (reading === pending ? (reading = null) : undefined),
      );
    }
    return reading;
  }

  async function running(now = new Date(clock())): Promise<RunningSales> {
    const at = now.getTime();
    const read = await liveSales(at);
    if (last && last.kept === read && at >= last.from && (last.result.until === null || at < last.result.until.getTime()))
      return last.result;
    const result = runningOf(read.rows, now);
    if (read === kept) last = { kept: read, from: at, result };
    return result;
  }

  return {
    running,
    async activeSales(now) {
      return [...(await running(now)).sales];
    },
    forget() {
      generation += 1;
      kept = null;
      reading = null;
      last = null;
    },
  };
}
