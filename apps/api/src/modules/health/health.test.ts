import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('answers 503 when the database is unreachable', async () => {
  expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  await t.database.close();
  const res = await t.app.inject({ url: '/api/health' });
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({ status: 'unavailable', database: 'down' });
});
