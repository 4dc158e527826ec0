import { expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

it('answers 503 when the database is unreachable', async () => {
  expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  await t.database.close();
  const res = await t.app.inject({ url: '/api/health' });
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({ status: 'unavailable', database: 'down' });
});
