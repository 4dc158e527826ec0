/**
 * Counters that expire, shared by every instance when Redis is configured (otherwise kept in
 * this process). Used to throttle failed sign-ins per account and client address.
 */
import type { Redis } from 'ioredis';

export interface CounterStore {
  /** Adds one and answers the new count; the window starts at the first hit. */
  increment(key: string, windowMs: number): Promise<number>;
  get(key: string): Promise<number>;
  /** How long the counter has left before it expires (0 when there is none). */
  remainingMs(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

/** How often the in-process store forgets expired counters that nobody asked about again. */
const SWEEP_EVERY_MS = 60_000;

export function createMemoryCounterStore(now: () => number = Date.now): CounterStore & { readonly size: number } {
  const counters = new Map<string, { count: number; expiresAt: number }>();
  let nextSweep = now() + SWEEP_EVERY_MS;
  // NOTE: a counter is kept per email tried, so without a sweep a crawler of addresses would
  // grow the map for as long as the process lives.
  const sweep = () => {
    const time = now();
    if (time < nextSweep) return;
    nextSweep = time + SWEEP_EVERY_MS;
    for (const [key, entry] of counters) if (entry.expiresAt <= time) counters.delete(key);
  };
  const live = (key: string) => {
    const entry = counters.get(key);
    if (entry && entry.expiresAt <= now()) {
      counters.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async increment(key, windowMs) {
      sweep();
      const entry = live(key) ?? { count: 0, expiresAt: now() + windowMs };
      entry.count += 1;
      counters.set(key, entry);
      return entry.count;
    },
    async get(key) {
      return live(key)?.count ?? 0;
    },
    async remainingMs(key) {
      const entry = live(key);
      return entry ? entry.expiresAt - now() : 0;
    },
    async reset(key) {
      counters.delete(key);
    },
    get size() {
      return counters.size;
    },
  };
}

/**
 * Adds one and starts the window at the first hit. NOTE: not MULTI with `PEXPIRE ... NX`: Redis
 * before 7 refuses NX, and an error inside MULTI does not fail EXEC, so the counter would never
 * expire. A key without an expiry (left by that) gets one at its next hit.
 */
const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

export function createRedisCounterStore(redis: Redis, prefix: string): CounterStore {
  return {
    async increment(key, windowMs) {
      return Number(await redis.eval(INCREMENT_SCRIPT, 1, prefix + key, Math.max(1, Math.ceil(windowMs))));
    },
    async get(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async remainingMs(key) {
      return Math.max(0, await redis.pttl(prefix + key));
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
