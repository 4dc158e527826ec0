import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api, apiAnswer, ApiError, apiPage, setUnauthorizedHandler } from './api-client';

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async () => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

// The app's own handler (app/providers.tsx) comes back after each test: test files share modules.
let appHandler: () => void = () => {};
beforeEach(() => {
  appHandler = setUnauthorizedHandler(() => {});
});
afterEach(() => setUnauthorizedHandler(appHandler));

describe('the API client', () => {
  it('calls /api with the session cookie and sends JSON', async () => {
    const fetchMock = stubFetch(Response.json({ ok: true }));
    await expect(api.post('/auth/login', { email: 'a@b.c' }, { query: { next: '/x', skip: undefined } })).resolves.toEqual({ ok: true });

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/login?next=%2Fx');
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"a@b.c"}');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it("throws an ApiError with the status and the server's message", async () => {
    stubFetch(Response.json({ message: 'Product not found' }, { status: 404 }));
    const error = await api.get('/products/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Product not found', kind: 'http' });
  });

  it('forgets the signed-in user on a 401', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    stubFetch(Response.json({ message: 'Sign in first' }, { status: 401 }));
    await expect(api.get('/orders/a@b.c')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('keeps the user on a 401 from a request that asks so (a wrong password at login)', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    stubFetch(Response.json({ message: 'Please provide a valid email and password' }, { status: 401 }));
    await expect(api.post('/auth/login', {}, { signOutOnUnauthorized: false })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reports an unreachable server as a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('/settings')).rejects.toMatchObject({ status: 0, kind: 'network' });
  });

  it('answers the headers beside the body when asked', async () => {
    stubFetch(Response.json([1, 2], { headers: { 'X-Total-Count': '12' } }));
    const { data, headers } = await apiAnswer('/orders', { query: { page: 2 }, schema: z.array(z.number()) });
    expect(data).toEqual([1, 2]);
    expect(headers.get('X-Total-Count')).toBe('12');
  });

  it("reads a page's total from X-Total-Count, and counts the page itself when the header is missing or bad", async () => {
    const page = () => apiPage('/orders', { schema: z.array(z.number()) }, (rows) => rows);
    stubFetch(Response.json([1, 2], { headers: { 'X-Total-Count': '12' } }));
    expect(await page()).toEqual({ data: [1, 2], total: 12 });
    stubFetch(Response.json([1, 2]));
    expect((await page()).total).toBe(2);
    stubFetch(Response.json([1, 2], { headers: { 'X-Total-Count': 'many' } }));
    expect((await page()).total).toBe(2);
  });

  it('reports an answer that does not match the schema as a parse error', async () => {
    stubFetch(Response.json({ name: 42 }));
    await expect(api.get('/settings', { schema: z.object({ name: z.string() }) })).rejects.toMatchObject({ kind: 'parse' });
  });
});
