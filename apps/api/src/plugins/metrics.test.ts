import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails } from '../db/schema/index';
import { insertProducts } from '../test/fixtures';
import { buyInTestMode } from '../test/shop-helpers';
import { createTestApp, type TestApp } from '../test/test-app';

const TOKEN = 'scrape-me-0123456789abcdef';

describe('without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('has no /metrics at all, whatever the caller sends', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('http_requests_total');
    }
  });
});

describe('with METRICS_TOKEN', () => {
  let t: TestApp;
  let productId: string;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'http://shop.test', METRICS_TOKEN: TOKEN });
    await t.app.ready();
    const [product] = await insertProducts(t.database.db, [{ name: 'Field Tee', colors: ['black'], sizes: ['m'], priceCents: 2999 }]);
    productId = product!.id;
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.body;
  };

  /** The value of one sample, by its exact name and labels as exposed; undefined when absent. */
  const sample = (body: string, series: string) => {
    const line = body.split('\n').find((each) => each.startsWith(`${series} `));
    return line === undefined ? undefined : Number(line.slice(series.length + 1));
  };

  it('refuses a missing, wrong or differently shaped token with 401', async () => {
    for (const authorization of [undefined, 'Bearer not-the-right-token-at-all', TOKEN, `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.headers['www-authenticate']).toContain('Bearer');
      expect(response.body).not.toContain('http_requests_total');
    }
  });

  it('counts requests and times them by route pattern, never by raw path', async () => {
    const before = sample(await scrape(), 'http_requests_total{method="GET",route="/api/products/:id",status_code="200"}') ?? 0;
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ method: 'GET', url: `/api/products/${productId}` })).statusCode).toBe(200);
    const unknownPath = '/api/no-such-thing/someone@example.com';
    expect((await t.app.inject({ method: 'GET', url: unknownPath })).statusCode).toBe(404);

    const body = await scrape();
    expect(sample(body, 'http_requests_total{method="GET",route="/api/products/:id",status_code="200"}')).toBe(before + 3);
    expect(sample(body, 'http_request_duration_seconds_count{method="GET",route="/api/products/:id"}')).toBe(before + 3);
    expect(sample(body, 'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/products/:id"}')).toBe(before + 3);
    expect(sample(body, 'http_request_duration_seconds_sum{method="GET",route="/api/products/:id"}')).toBeGreaterThan(0);
    // Unmatched paths share one label, so an id, an email or a scanner's guesses never grow the series.
    expect(sample(body, 'http_requests_total{method="GET",route="unknown",status_code="404"}')).toBeGreaterThanOrEqual(1);
    expect(body).not.toContain(productId);
    expect(body).not.toContain('someone@example.com');
    // The refused scrapes of the test before are counted too, under the route's own pattern.
    expect(sample(body, 'http_requests_total{method="GET",route="/metrics",status_code="401"}')).toBe(5);
  });

  it('exposes process metrics, and the pool on PostgreSQL', async () => {
    const body = await scrape();
    expect(body).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(body).toContain('# TYPE nodejs_heap_size_used_bytes gauge');
    if (t.database.kind === 'postgres') {
      expect(sample(body, 'db_pool_connections{pool="primary",state="total"}')).toBeGreaterThanOrEqual(1);
      expect(sample(body, 'db_pool_connections{pool="primary",state="idle"}')).toBeGreaterThanOrEqual(0);
      expect(sample(body, 'db_pool_connections{pool="primary",state="waiting"}')).toBe(0);
    } else {
      // The embedded database has no pool to report.
      expect(body).not.toContain('db_pool_connections');
    }
  });

  it('reports the outbox depth: messages queued or being sent, not those sent or failed', async () => {
    const later = new Date(Date.now() + 3_600_000);
    // Not yet due, so the mail worker leaves them where they are while the test reads.
    const message = (key: string) => ({ dedupeKey: key, to: 'shopper@example.com', subject: 'Hello', text: 'Hello', nextAttemptAt: later });
    await t.database.db
      .insert(emails)
      .values([
        message('depth-1'),
        message('depth-2'),
        { ...message('depth-sent'), status: 'sent' as const, sentAt: new Date() },
        { ...message('depth-failed'), status: 'failed' as const },
      ]);
    expect(sample(await scrape(), 'mail_outbox_depth')).toBe(2);
  });

  it('counts an order once when it becomes paid, however often its payment is confirmed', async () => {
    const paidOrders = async () => sample(await scrape(), 'shop_orders_paid_total');
    const confirm = async (sessionId: string) =>
      (await t.app.inject({ method: 'POST', url: '/api/orders/confirm-payment', payload: { session_id: sessionId } })).statusCode;
    expect(await paidOrders()).toBe(0);

    const first = await buyInTestMode(t.app, [{ _id: productId, color: 'black', size: 'm', quantity: 1 }], { email: 'guest@example.com' });
    // Paid at the provider; the order becomes paid when the shop hears of it (return page or webhook).
    expect(await paidOrders()).toBe(0);
    expect(await confirm(first)).toBe(200);
    expect(await paidOrders()).toBe(1);
    // The return page reloaded (or the webhook after it) is not a second sale.
    expect(await confirm(first)).toBe(200);
    expect(await paidOrders()).toBe(1);

    const second = await buyInTestMode(t.app, [{ _id: productId, color: 'black', size: 'm', quantity: 2 }], { email: 'guest@example.com' });
    expect(await confirm(second)).toBe(200);
    expect(await paidOrders()).toBe(2);
  });

  it('is left out of the API document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).not.toContain('/metrics');
  });
});
