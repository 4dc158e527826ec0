/**
 * The facet counts of the catalogue's filter combinations, kept until the next product write.
 * Counting means a pass over every live product; filter combinations are few and products
 * change rarely, so each combination is counted once per change of the catalogue. Kept in
 * Redis when it is configured (every instance sees every other's writes), else in this process.
 */
import type { Redis } from 'ioredis';
import type { FacetRow } from './products.repository';

export interface FacetCache {
  /** The cached counts of `key`, or those `count` answers, which are then kept. */
  remember(key: string, count: () => Promise<FacetRow[]>): Promise<FacetRow[]>;
  /** Forgets every count: called after each product write. */
  invalidate(): Promise<void>;
}

/** A safety net for changes made outside the app (a console, a script): counts live at most this long. */
const TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 5_000;

export function createMemoryFacetCache(now: () => number = Date.now): FacetCache {
  let generation = 0;
  const entries = new Map<string, { rows: FacetRow[]; expiresAt: number }>();
  return {
    async remember(key, count) {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) return entry.rows;
      const counting = generation;
      const rows = await count();
      // Counts begun before a write may already be out of date: they are not kept.
      if (counting === generation) {
        entries.delete(key);
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(key, { rows, expiresAt: now() + TTL_MS });
      }
      return rows;
    },
    async invalidate() {
      generation += 1;
      entries.clear();
    },
  };
}

// NOTE: one round trip for the generation and the entry of that generation. Entries are fields
// `<generation>:<key>` of one hash; a write bumps the generation, so entries counted before it
// are never read again, and deletes the hash.
const READ_SCRIPT = `
local generation = redis.call('GET', KEYS[1]) or '0'
return { generation, redis.call('HGET', KEYS[2], generation .. ':' .. ARGV[1]) }
`;

export function createRedisFacetCache(redis: Redis, namespace: string, onError: (error: unknown) => void): FacetCache {
  const generationKey = `${namespace}:facets-generation`;
  const entriesKey = `${namespace}:facets`;
  return {
    async remember(key, count) {
      let generation: string | undefined;
      try {
        const [current, cached] = (await redis.eval(READ_SCRIPT, 2, generationKey, entriesKey, key)) as [string, string | null];
        if (cached) return JSON.parse(cached) as FacetRow[];
        generation = current;
      } catch (error) {
        // Without Redis the counts are still right, only slower.
        onError(error);
      }
      const rows = await count();
      if (generation !== undefined) {
        await redis
          .multi()
          .hset(entriesKey, `${generation}:${key}`, JSON.stringify(rows))
          .pexpire(entriesKey, TTL_MS)
          .exec()
          .catch(onError);
      }
      return rows;
    },
    async invalidate() {
      try {
        await redis.multi().incr(generationKey).del(entriesKey).exec();
      } catch (error) {
        onError(error);
      }
    },
  };
}
