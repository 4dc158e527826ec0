import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeIf, redisAnswers } from '../test/needs';
import { REDIS_TEST_URL } from '../test/test-redis';
import { createMemoryCounterStore, createRedisCounterStore } from './counter-store';

const redisUp = await redisAnswers();

describe('the in-process counter store', () => {
  it('counts within a window and starts again after it', async () => {
    let time = 0;
    const store = createMemoryCounterStore(() => time);
    expect(await store.increment('a', 1000)).toBe(1);
    expect(await store.increment('a', 1000)).toBe(2);
    time = 1000;
    expect(await store.get('a')).toBe(0);
    expect(await store.increment('a', 1000)).toBe(1);
    await store.reset('a');
    expect(await store.get('a')).toBe(0);
  });

  it('says how long a counter has left of its window', async () => {
    let time = 0;
    const store = createMemoryCounterStore(() => time);
    expect(await store.remainingMs('a')).toBe(0);
    await store.increment('a', 60_000);
    time = 15_000;
    await store.increment('a', 60_000);
    expect(await store.remainingMs('a')).toBe(45_000);
    time = 60_000;
    expect(await store.remainingMs('a')).toBe(0);
  });

  it('forgets expired counters that are never asked about again', async () => {
    let time = 0;
    const store = createMemoryCounterStore(() => time);
    for (let i = 0; i < 5_000; i++) await store.increment(`probe-${i}@shop.test`, 15 * 60_000);
    expect(store.size).toBe(5_000);
    // Past their window and past the next sweep, one more sign-in attempt clears them.
    time = 16 * 60_000;
    await store.increment('someone@shop.test', 15 * 60_000);
    expect(store.size).toBe(1);
  });

  it('keeps counters that are still in their window through a sweep', async () => {
    let time = 0;
    const store = createMemoryCounterStore(() => time);
    await store.increment('short', 30_000);
    await store.increment('long', 10 * 60_000);
    time = 2 * 60_000;
    await store.increment('other', 60_000);
    expect(store.size).toBe(2);
    expect(await store.get('long')).toBe(1);
  });
});

describeIf(redisUp)('the Redis counter store', () => {
  let redis: Redis;
  const prefix = `test:counter:${randomUUID()}:`;
  beforeAll(() => {
    redis = new Redis(REDIS_TEST_URL);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('gives the key its window at the first hit, and keeps it on later hits', async () => {
    const store = createRedisCounterStore(redis, prefix);
    expect(await store.increment('first', 60_000)).toBe(1);
    const ttl = await redis.pttl(`${prefix}first`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
    expect(await store.increment('first', 600_000)).toBe(2);
    expect(await redis.pttl(`${prefix}first`)).toBeLessThanOrEqual(60_000);
    expect(await store.get('first')).toBe(2);
    await store.reset('first');
    expect(await store.get('first')).toBe(0);
  });

  it("says how long a counter has left: the key's TTL", async () => {
    const store = createRedisCounterStore(redis, prefix);
    expect(await store.remainingMs('ttl')).toBe(0);
    await store.increment('ttl', 60_000);
    await redis.pexpire(`${prefix}ttl`, 42_000);
    const left = await store.remainingMs('ttl');
    expect(left).toBeGreaterThan(40_000);
    expect(left).toBeLessThanOrEqual(42_000);
  });

  it('gives a counter left without an expiry one at its next hit', async () => {
    await redis.set(`${prefix}stuck`, '7');
    const store = createRedisCounterStore(redis, prefix);
    expect(await store.increment('stuck', 60_000)).toBe(8);
    expect(await redis.pttl(`${prefix}stuck`)).toBeGreaterThan(0);
  });

  it('sends Redis 6 nothing it refuses: no PEXPIRE option (NX came with Redis 7)', async () => {
    // Redis here may be 7 or later, where NX works; MONITOR shows every command the counter runs.
    const monitor = await redis.duplicate().monitor();
    const seen: string[][] = [];
    monitor.on('monitor', (_time: string, args: string[]) => seen.push(args.map((arg) => arg.toLowerCase())));
    try {
      const store = createRedisCounterStore(redis, prefix);
      await store.increment('watched', 60_000);
      // A command after the counter's, so that its own have reached the monitor.
      await redis.echo('counter-done');
      while (!seen.some((args) => args[0] === 'echo' && args[1] === 'counter-done')) await new Promise((resolve) => setImmediate(resolve));
    } finally {
      monitor.disconnect();
    }
    const expiries = seen.filter((args) => args[0] === 'pexpire' && args[1] === `${prefix}watched`.toLowerCase());
    expect(expiries.length).toBeGreaterThan(0);
    for (const args of expiries) expect(args).toHaveLength(3);
  });
});
