/**
 * What the catalogue's reads work out from the products alone, kept until the next product
 * write: the facet counts of a filter combination or a search (a pass over every live product,
 * or over a search's matches) and the ranked page of a search. Products change rarely, so each
 * is worked out once per change of the catalogue. Kept in Redis when it is configured (every
 * instance sees every other's writes), else in this process; either holds at most MAX_ENTRIES,
 * so that searches cannot fill it. Values are JSON.
 */
import type { Redis } from 'ioredis';

export interface CatalogueCache {
  /** The value kept under `key`, or the one `work` answers, which is then kept. */
  remember<T>(key: string, work: () => Promise<T>): Promise<T>;
  /** Forgets everything: called after each product write. */
  invalidate(): Promise<void>;
}

/** A safety net for changes made outside the app (a console, a script): entries live at most this long. */
const TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 5_000;

export function createMemoryCatalogueCache({ now = Date.now, maxEntries = MAX_ENTRIES } = {}): CatalogueCache {
  let generation = 0;
  const entries = new Map<string, { value: unknown; expiresAt: number }>();
  return {
    async remember<T>(key: string, work: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) return entry.value as T;
      const working = generation;
      const value = await work();
      // What was worked out before a write may already be out of date: it is not kept.
      if (working === generation) {
        entries.delete(key);
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(key, { value, expiresAt: now() + TTL_MS });
      }
      return value;
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

export function createRedisCatalogueCache(
  redis: Redis,
  namespace: string,
  onError: (error: unknown) => void,
  maxEntries = MAX_ENTRIES,
): CatalogueCache {
  const generationKey = `${namespace}:catalogue-generation`;
  const entriesKey = `${namespace}:catalogue`;
  return {
    async remember<T>(key: string, work: () => Promise<T>): Promise<T> {
      let generation: string | undefined;
      try {
        const [current, cached] = (await redis.eval(READ_SCRIPT, 2, generationKey, entriesKey, key)) as [string, string | null];
        if (cached) return JSON.parse(cached) as T;
        generation = current;
      } catch (error) {
        // Without Redis the answers are still right, only slower.
        onError(error);
      }
      const value = await work();
      if (generation !== undefined) {
        await redis.eval(WRITE_SCRIPT, 1, entriesKey, `${generation}:${key}`, JSON.stringify(value), maxEntries, TTL_MS).catch(onError);
      }
      return value;
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

/**
 * With a read replica: counts worked out just after a write may come from a replica that has
 * not yet replayed it, and would be kept until the next write. Everything is forgotten again
 * once the replica has had `lagMs` to catch up.
 */
export function forgetAgainAfterLag(cache: CatalogueCache, lagMs: number): CatalogueCache {
  return {
    remember: (key, work) => cache.remember(key, work),
    async invalidate() {
      await cache.invalidate();
      // An instance stopping before then leaves the TTL as the safety net.
      setTimeout(() => void cache.invalidate(), lagMs).unref();
    },
  };
}
