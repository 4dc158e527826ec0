import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * One page of a signed-in list (`/mine`) as the paging contract promises it: answered, never
 * cached, with `paging` (its total, the number of pages, the page and its size). Answers the body.
 */
export function expectPrivatePage(res: LightMyRequestResponse, paging: Record<string, number>) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  const body = res.json();
  expect(body).toMatchObject(paging);
  return body;
}
