import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryCatalogueCache, createRedisCatalogueCache, type CatalogueCache } from './catalogue-cache';
import type { FacetRow } from './catalogue.repository';
import { itIf, redisAnswers, type Need } from '../../test/needs';
import { REDIS_TEST_URL } from '../../test/test-redis';

const rows = (count: number): FacetRow[] => [{ facet: 'total', value: '', count }];

/** A count that reports how often it ran. */
function counter(count: number) {
  const calls = { n: 0 };
  return { calls, count: async () => (calls.n++, rows(count)) };
}

const redis = new Redis(REDIS_TEST_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
const redisUp = await redisAnswers();
if (redisUp.met) await redis.connect();
afterAll(() => redis.quit().catch(() => undefined));

const kinds: [string, (maxEntries?: number) => CatalogueCache, Need][] = [
  ['in memory', (maxEntries) => createMemoryCatalogueCache({ maxEntries }), { met: true, reason: '' }],
  [
    'in Redis',
    (maxEntries) =>
      createRedisCatalogueCache(
        redis,
        `shop-test:${randomBytes(6).toString('hex')}`,
        (error) => {
          throw error;
        },
        maxEntries,
      ),
    redisUp,
  ],
];

describe.each(kinds)('the catalogue cache %s', (_kind, create, available) => {
  itIf(available)('counts a combination once, then answers it until the next write', async () => {
    const cache = create();
    const first = counter(3);
    expect(await cache.remember('["mens"]', first.count)).toEqual(rows(3));
    expect(await cache.remember('["mens"]', first.count)).toEqual(rows(3));
    expect(first.calls.n).toBe(1);

    await cache.invalidate();
    const second = counter(4);
    expect(await cache.remember('["mens"]', second.count)).toEqual(rows(4));
    expect(second.calls.n).toBe(1);
  });

  itIf(available)('does not keep counts begun before a write', async () => {
    const cache = create();
    let release!: () => void;
    const slow = cache.remember('["kids"]', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return rows(1);
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await cache.invalidate();
    release();
    expect(await slow).toEqual(rows(1));
    const after = counter(2);
    expect(await cache.remember('["kids"]', after.count)).toEqual(rows(2));
    expect(after.calls.n).toBe(1);
  });

  itIf(available)('holds a bounded number of entries, so that searches cannot fill it', async () => {
    const cache = create(2);
    for (const key of ['a', 'b', 'c']) await cache.remember(key, counter(1).count);
    const counts = await Promise.all(
      ['a', 'b', 'c'].map(async (key) => {
        const again = counter(1);
        await cache.remember(key, again.count);
        return again.calls.n;
      }),
    );
    // Two of the three are kept (memory drops the oldest, Redis refuses the newest).
    expect(counts.filter((calls) => calls === 0)).toHaveLength(2);
  });

  itIf(available)('keeps combinations apart', async () => {
    const cache = create();
    await cache.remember('["mens"]', counter(3).count);
    expect(await cache.remember('["kids"]', counter(5).count)).toEqual(rows(5));
  });
});

describe('the catalogue cache in Redis, when Redis fails', () => {
  it('still answers with fresh counts', async () => {
    const broken = new Redis('redis://127.0.0.1:1', { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false });
    const errors: unknown[] = [];
    const cache = createRedisCatalogueCache(broken, 'shop-test:broken', (error) => errors.push(error));
    expect(await cache.remember('["mens"]', counter(7).count)).toEqual(rows(7));
    await cache.invalidate();
    expect(errors.length).toBeGreaterThan(0);
    broken.disconnect();
  });
});
