import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp, type TestApp } from '../../test/test-app';
import { itIf, redisAnswers } from '../../test/needs';
import { REDIS_TEST_URL } from '../../test/test-redis';

const redisUp = await redisAnswers();

const t = useTestApp();

it('answers 503 when the database is unreachable', async () => {
  expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  await t.database.close();
  const res = await t.app.inject({ url: '/api/health' });
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({ status: 'unavailable', database: 'down' });
});

describe('readiness', () => {
  const readiness = async (app: TestApp['app']) => {
    const res = await app.inject({ url: '/api/ready' });
    return { status: res.statusCode, body: res.json(), cacheControl: res.headers['cache-control'] };
  };

  it('is ready when the database answers, and says Redis is not configured when it is not', async () => {
    const t = await createTestApp();
    try {
      expect(await readiness(t.app)).toEqual({
        status: 200,
        body: { status: 'ready', database: 'up', redis: 'not configured' },
        cacheControl: 'no-store',
      });
      await t.database.close();
      expect(await readiness(t.app)).toEqual({
        status: 503,
        body: { status: 'unavailable', database: 'down', redis: 'not configured' },
        cacheControl: 'no-store',
      });
    } finally {
      await t.close();
    }
  });

  it('is not ready when the configured Redis cannot be reached, and says which part is down', async () => {
    const t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const started = performance.now();
      expect(await readiness(t.app)).toMatchObject({ status: 503, body: { status: 'unavailable', database: 'up', redis: 'down' } });
      // An unreachable Redis is known at once: the check does not wait on ioredis's reconnections.
      expect(performance.now() - started).toBeLessThan(2_000);
    } finally {
      await t.close();
    }
  });

  itIf(redisUp)('is ready when the configured Redis answers', async () => {
    const t = await createTestApp({ REDIS_URL: REDIS_TEST_URL });
    try {
      await t.app.ready();
      await expect.poll(async () => (await readiness(t.app)).body).toEqual({ status: 'ready', database: 'up', redis: 'up' });
    } finally {
      await t.close();
    }
  });

  it('answers 503 shutting down to a check that was in flight when the shop began to close', async () => {
    const t = await createTestApp();
    let reachedHandler: () => void = () => undefined;
    const reached = new Promise<void>((resolve) => (reachedHandler = resolve));
    let letGo: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (letGo = resolve));
    t.app.addHook('preHandler', async (request) => {
      if (request.url !== '/api/ready') return;
      reachedHandler();
      await gate;
    });
    const answer = t.app.inject({ url: '/api/ready' });
    await reached;
    await t.close();
    letGo();
    const res = await answer;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'shutting down' });
  });
});
