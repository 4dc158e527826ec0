/**
 * The facet counts of the catalogue's filter combinations and searches, kept until the next
 * product write. Counting a combination means a pass over every live product, a search one
 * over its matches; products change rarely, so each is counted once per change of the
 * catalogue. Kept in Redis when it is configured (every instance sees every other's writes),
 * else in this process; either holds at most MAX_ENTRIES, so that searches cannot fill it.
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

export function createMemoryFacetCache({ now = Date.now, maxEntries = MAX_ENTRIES } = {}): FacetCache {
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
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
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

/** Stores an entry unless the hash is full, and keeps the hash for TTL_MS from the last entry. */
const WRITE_SCRIPT = `
if redis.call('HLEN', KEYS[1]) < tonumber(ARGV[3]) then
  redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
end
redis.call('PEXPIRE', KEYS[1], ARGV[4])
`;

export function createRedisFacetCache(
  redis: Redis,
  namespace: string,
  onError: (error: unknown) => void,
  maxEntries = MAX_ENTRIES,
): FacetCache {
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
        await redis.eval(WRITE_SCRIPT, 1, entriesKey, `${generation}:${key}`, JSON.stringify(rows), maxEntries, TTL_MS).catch(onError);
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
