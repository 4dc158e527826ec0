/**
 * The shop's own analytics through the HTTP stack: the storefront's events and the orders' are
 * recorded (no IP address, no user agent, the referrer's host only), a search with what the
 * shop's own search finds for it, added up by day, and reported to staff with 'reports' beside
 * the period before; Do Not Track, Global Privacy Control and bots are not recorded, nor the
 * payment of a checkout that was not; the average order is read from the orders; the
 * recorder's queue is bounded; old raw events are deleted.
 */
import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { addDays, type AnalyticsReport } from '@shop/shared/analytics.schema';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config';
import { analyticsDaily, analyticsEvents, orders } from '../../db/schema/index';
import { useSignedInUsers } from '../../test/auth-helpers';
import { insertProducts, trackedStock } from '../../test/fixtures';
import { CHECKOUT_TEST_SETTINGS, TEST_ADDRESS } from '../../test/shop-helpers';
import { useTestApp } from '../../test/test-app';
import { createAnalyticsRecorder } from './analytics-recorder';
import { createAnalyticsRepository, type AnalyticsEventRow } from './analytics.repository';
import { createAnalyticsService, type SearchMatches } from './analytics.service';
import { deviceClass, referrerDomain } from '../../lib/visit';

const METRICS_TOKEN = 'analytics-metrics-token-0123456789';
const t = useTestApp({ ...CHECKOUT_TEST_SETTINGS, METRICS_TOKEN });
const people = useSignedInUsers(t, { admin: 'admin', customer: 'user' });

const UA = {
  desktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  mobile:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  tablet: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/604.1',
  bot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};

const newVisitor = () => randomBytes(12).toString('base64url');
const today = () => new Date().toISOString().slice(0, 10);
const silentLog = { warn: vi.fn(), error: vi.fn(), info: vi.fn() } as unknown as FastifyBaseLogger;

const postEvents = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/analytics/events', payload, headers: { 'user-agent': UA.desktop, ...headers } });

const eventsOf = (visitors: string[]) =>
  t.database.db.select().from(analyticsEvents).where(inArray(analyticsEvents.visitor, visitors)).orderBy(analyticsEvents.id);

/** Waits for the recorder's background flush (five times a second) to have written what `ready` looks for. */
async function written<T>(read: () => Promise<T>, ready: (value: T) => boolean): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await read();
      if (!ready(value)) throw new Error('not written yet');
      return value;
    },
    { timeout: 8000, interval: 100 },
  );
}

/** Checks out one line as a guest, the visitor's id in X-Visitor-Id, pays it in test mode and confirms it: answers the order's row. */
async function buy(productId: string, headers: Record<string, string>) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/orders/create-checkout-session',
    payload: { products: [{ _id: productId, color: 'black', size: 'm', quantity: 1 }], email: 'buyer@shop.test' },
    headers: { 'user-agent': UA.desktop, ...headers },
  });
  expect(created.statusCode, created.body).toBe(200);
  const { id } = created.json() as { id: string };
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/orders/test-checkout/${id}/pay`,
    payload: { shippingAddress: TEST_ADDRESS },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  // The return page confirms the payment: the order becomes paid.
  const confirmed = await t.app.inject({ method: 'POST', url: '/api/orders/confirm-payment', payload: { session_id: id } });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const [order] = await t.database.db.select().from(orders).where(eq(orders.providerSessionId, id));
  return order!;
}

const report = (query = '', cookie = people.admin.cookie) =>
  t.app.inject({ url: `/api/analytics${query}`, headers: cookie ? { cookie } : {} });

describe('recording and the report', () => {
  it('adds up the funnel, the top products, the empty searches, the referrers and the average order', async () => {
    const [tee, cap] = await insertProducts(t.database.db, [
      { name: 'Funnel Tee', handle: 'funnel-tee', priceCents: 2000, ...trackedStock({ 'black/m': 50 }) },
      { name: 'Funnel Cap', handle: 'funnel-cap', priceCents: 1500, ...trackedStock({ 'black/m': 50 }) },
    ]);
    const ana = newVisitor();
    const ben = newVisitor();
    const browsers = Array.from({ length: 11 }, newVisitor);

    // Ana came from a post on another site: only its host name is kept.
    const fromInstagram = await postEvents({
      visitor: ana,
      referrer: 'https://www.instagram.com/p/abc123/?utm_source=ig&secret=1',
      events: [
        { kind: 'view', productId: tee!.id },
        { kind: 'search', query: '  Sweatr   Hood ' },
        { kind: 'search', query: 'tee' },
        { kind: 'bag', productId: tee!.id },
      ],
    });
    expect(fromInstagram.statusCode).toBe(204);
    expect(fromInstagram.body).toBe('');
    // Ben moves about the shop: its own host is no referrer.
    expect(
      (
        await postEvents(
          { visitor: ben, referrer: 'http://shop.test/shop?page=2', events: [{ kind: 'view', productId: tee!.id }] },
          { 'user-agent': UA.mobile },
        )
      ).statusCode,
    ).toBe(204);
    for (const visitor of browsers) {
      const answer = await postEvents({ visitor, events: [{ kind: 'view', productId: cap!.id }] }, { 'user-agent': UA.tablet });
      expect(answer.statusCode).toBe(204);
    }
    // Ana checks out (her id in X-Visitor-Id) and pays.
    const order = await buy(tee!.id, { 'x-visitor-id': ana });

    const rows = await written(
      () => eventsOf([ana, ben, ...browsers]),
      (found) => found.some((row) => row.kind === 'paid' && row.orderId === order.id),
    );
    expect(rows.filter((row) => row.visitor === ana).map((row) => row.kind)).toEqual([
      'view',
      'search',
      'search',
      'bag',
      'checkout',
      'paid',
    ]);
    const anas = rows.filter((row) => row.visitor === ana && ['view', 'search', 'bag'].includes(row.kind));
    expect(new Set(anas.map((row) => row.referrer))).toEqual(new Set(['www.instagram.com']));
    expect(anas.every((row) => row.device === 'desktop')).toBe(true);
    // Each search with what the shop's own search finds for it: nothing, and what the search page shows.
    const tees = (await t.app.inject({ url: '/api/products?search=tee' })).json().totalProducts;
    expect(tees).toBeGreaterThan(0);
    expect(rows.filter((row) => row.kind === 'search').map((row) => [row.query, row.results])).toEqual([
      ['sweatr hood', 0],
      ['tee', tees],
    ]);
    expect(rows.find((row) => row.visitor === ben)).toMatchObject({ kind: 'view', device: 'mobile', referrer: null });
    expect(rows.filter((row) => browsers.includes(row.visitor)).every((row) => row.device === 'tablet')).toBe(true);
    expect(rows.find((row) => row.kind === 'checkout')).toMatchObject({
      orderId: order.id,
      amountCents: order.totalCents,
      device: 'desktop',
    });
    // The payment takes its checkout's visitor and device.
    expect(rows.find((row) => row.kind === 'paid')).toMatchObject({ visitor: ana, device: 'desktop', amountCents: order.totalCents });
    // Nothing of the request itself is kept: no address, no user agent, no full referrer.
    const stored = JSON.stringify(rows);
    for (const leaked of ['127.0.0.1', 'Mozilla', 'utm_source', 'secret', '/p/abc123']) expect(stored).not.toContain(leaked);

    // A refund is recorded too, with its amount, tied to its checkout's visitor as the payment is.
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/refund`,
      payload: {},
      headers: { cookie: people.admin.cookie },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const refunds = await written(
      () => t.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.kind, 'refund')),
      (found) => found.some((row) => row.orderId === order.id),
    );
    expect(refunds.find((row) => row.orderId === order.id)).toMatchObject({
      orderId: order.id,
      amountCents: order.totalCents,
      visitor: ana,
      device: 'desktop',
    });

    // The period before: a day of it, written earlier. Two visitors saw the tee, one of them from
    // the same site and searching the same words, who checked out and paid; two orders were paid.
    const before = addDays(today(), -35);
    const [earlier1, earlier2] = [newVisitor(), newVisitor()];
    const earlierOrder = '00000000-0000-4000-8000-0000000000e1';
    const at = (time: string) => new Date(`${before}T${time}:00Z`);
    await t.database.db.insert(analyticsEvents).values([
      { at: at('12:00'), kind: 'view', visitor: earlier1, device: 'desktop', productId: tee!.id, referrer: 'www.instagram.com' },
      { at: at('12:01'), kind: 'search', visitor: earlier1, device: 'desktop', query: 'sweatr hood', results: 0 },
      { at: at('12:02'), kind: 'view', visitor: earlier2, device: 'desktop', productId: tee!.id },
      // Not counted (earlier versions, or too many at once): never a search with no results.
      { at: at('12:03'), kind: 'search', visitor: earlier2, device: 'desktop', query: 'linen', results: null },
      { at: at('12:04'), kind: 'checkout', visitor: earlier1, device: 'desktop', orderId: earlierOrder, amountCents: 5000 },
      { at: at('12:05'), kind: 'paid', visitor: earlier1, device: 'desktop', orderId: earlierOrder, amountCents: 5000 },
    ]);
    await t.database.db.insert(orders).values(
      [5000, 3000].map((totalCents, index) => ({
        orderId: `ORD-BEFORE0${index}`,
        email: 'earlier@shop.test',
        provider: 'test',
        subtotalCents: totalCents,
        taxCents: 0,
        totalCents,
        paymentStatus: 'paid' as const,
        paidAt: at(`13:0${index}`),
      })),
    );
    const repository = createAnalyticsRepository(t.database.db);
    await repository.aggregateDay(before);
    await repository.aggregateDay(today());
    // Adding a day up again changes nothing.
    await repository.aggregateDay(today());

    const answer = await report();
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const body = answer.json();
    expect(body.range).toEqual({ from: addDays(today(), -29), to: today() });
    expect(body.previous).toEqual({ from: addDays(today(), -59), to: addDays(today(), -30) });
    expect(body.funnel.days).toHaveLength(30);
    // Each day with its rates, as the totals have them.
    expect(body.funnel.days[0]).toEqual({
      day: addDays(today(), -29),
      views: 0,
      bag: 0,
      checkout: 0,
      paid: 0,
      viewToBag: null,
      bagToCheckout: null,
      checkoutToPaid: null,
      viewToPaid: null,
    });
    expect(body.funnel.days.at(-1)).toEqual({
      day: today(),
      views: 13,
      bag: 1,
      checkout: 1,
      paid: 1,
      viewToBag: 1 / 13,
      bagToCheckout: 1,
      checkoutToPaid: 1,
      viewToPaid: 1 / 13,
    });
    expect(body.funnel.totals).toEqual({
      views: 13,
      bag: 1,
      checkout: 1,
      paid: 1,
      viewToBag: 1 / 13,
      bagToCheckout: 1,
      checkoutToPaid: 1,
      viewToPaid: 1 / 13,
    });
    expect(body.funnel.previousTotals).toEqual({
      views: 2,
      bag: 0,
      checkout: 1,
      paid: 1,
      viewToBag: 0,
      bagToCheckout: null,
      checkoutToPaid: 1,
      viewToPaid: 0.5,
    });

    // Each figure beside the period before's.
    expect(body.topProducts.minViews).toBe(10);
    expect(body.topProducts.byViews).toEqual([
      {
        productId: cap!.id,
        name: 'Funnel Cap',
        handle: 'funnel-cap',
        views: 11,
        paid: 0,
        conversion: 0,
        previous: { views: 0, paid: 0, conversion: null },
      },
      {
        productId: tee!.id,
        name: 'Funnel Tee',
        handle: 'funnel-tee',
        views: 2,
        paid: 1,
        conversion: 0.5,
        // The earlier order held no line of it.
        previous: { views: 2, paid: 0, conversion: 0 },
      },
    ]);
    // Only the cap has ten viewers or more.
    expect(body.topProducts.byConversion.map((row: { name: string }) => row.name)).toEqual(['Funnel Cap']);
    expect(body.emptySearches).toEqual([{ query: 'sweatr hood', count: 1, previousCount: 1 }]);
    expect(body.referrers).toEqual([{ domain: 'www.instagram.com', visitors: 1, previousVisitors: 1 }]);
    // From the orders: Ana's was refunded whole, so no paid order is left in the range; two before.
    expect(body.averageOrderCents).toEqual({ current: null, previous: 4000 });

    // The day's figures hold the refund and the searches too.
    const daily = await t.database.db
      .select()
      .from(analyticsDaily)
      .where(sql`${analyticsDaily.day} = ${today()}::date`);
    expect(daily.find((row) => row.kind === 'refund' && row.subject === '')).toMatchObject({ events: 1, amountCents: order.totalCents });
    expect(daily.find((row) => row.kind === 'search' && row.subject === '')).toMatchObject({ events: 2, visitors: 1 });
    expect(daily.find((row) => row.kind === 'paid' && row.subject === tee!.id)).toMatchObject({ events: 1, visitors: 1 });

    // An earlier range holds only the day before.
    const earlier = (await report(`?from=${before}&to=${before}`)).json();
    expect(earlier.funnel.days).toEqual([
      { day: before, views: 2, bag: 0, checkout: 1, paid: 1, viewToBag: 0, bagToCheckout: null, checkoutToPaid: 1, viewToPaid: 0.5 },
    ]);
    expect(earlier.previous).toEqual({ from: addDays(before, -1), to: addDays(before, -1) });
    expect(earlier.averageOrderCents).toEqual({ current: 4000, previous: null });
    expect(earlier.emptySearches).toEqual([{ query: 'sweatr hood', count: 1, previousCount: 0 }]);

    // The shop's metrics count what was written.
    const metrics = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(metrics.body).toMatch(/analytics_events\{state="recorded"\} [1-9]/);
    expect(metrics.body).toContain('analytics_events{state="dropped"} 0');
  });
});

describe('a report right after a visit', () => {
  it('shows a search with no results at once: the report writes what waits and adds today up again', async () => {
    const words = `glitter poncho ${randomBytes(3).toString('hex')}`;
    expect((await postEvents({ visitor: newVisitor(), events: [{ kind: 'search', query: words }] })).statusCode).toBe(204);
    const body = (await report()).json();
    expect(body.emptySearches).toContainEqual({ query: words, count: 1, previousCount: 0 });
  });
});

describe('searches', () => {
  it('are counted by the shop’s own search: a count the browser sends is ignored, and only a search that found nothing is listed so', async () => {
    const hex = randomBytes(3).toString('hex');
    await insertProducts(t.database.db, [{ name: 'Counted Hoodie' }, { name: 'Counted Zip Hoodie' }]);
    const visitor = newVisitor();
    // A browser of an earlier version, or anyone, claiming the hoodies found nothing and the poncho something.
    const answer = await postEvents({
      visitor,
      events: [
        { kind: 'search', query: 'Counted Hoodie', results: 0 },
        { kind: 'search', query: `glitter poncho ${hex}`, results: 7 },
      ],
    });
    expect(answer.statusCode).toBe(204);
    const listed = await t.app.inject({ url: '/api/products?search=Counted%20Hoodie' });
    expect(listed.json().totalProducts).toBe(2);

    const rows = await written(
      () => eventsOf([visitor]),
      (found) => found.length === 2,
    );
    expect(rows.map((row) => [row.query, row.results])).toEqual([
      ['counted hoodie', 2],
      [`glitter poncho ${hex}`, 0],
    ]);
    const body = (await report()).json();
    const empty = body.emptySearches.map((row: { query: string }) => row.query);
    expect(empty).toContain(`glitter poncho ${hex}`);
    expect(empty).not.toContain('counted hoodie');
  });

  it('are counted a few distinct ones a report, a few at a time, and recorded uncounted otherwise', async () => {
    const batches: AnalyticsEventRow[][] = [];
    const recorder = createAnalyticsRecorder({ insert: async (rows) => void batches.push([...rows]), log: silentLog, limit: 100 });
    const asked: string[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const searchMatches: SearchMatches = async (query) => {
      asked.push(query);
      if (query === 'broken') throw new Error('the catalogue is down');
      if (query.startsWith('slow')) await held;
      return query.length;
    };
    const service = createAnalyticsService({
      repository: createAnalyticsRepository(t.database.db),
      recorder,
      log: silentLog,
      retentionDays: 30,
      ownHosts: new Set(),
      searchMatches,
      testMode: true,
    });
    const visit = { device: 'desktop', host: 'shop.test' };
    const searches = (...queries: string[]) => ({
      visitor: newVisitor(),
      events: queries.map((query) => ({ kind: 'search' as const, query })),
    });

    // The same words twice are counted once; past three distinct searches, none is counted; a failed count is none.
    await service.recordVisit(visit, searches('Tee', 'tee', 'broken', 'cap', 'scarf'));
    expect(asked).toEqual(['Tee', 'broken', 'cap']);
    await recorder.flush();
    expect(batches.flat().map((row) => [row.query, row.results])).toEqual([
      ['tee', 3],
      ['tee', 3],
      ['broken', null],
      ['cap', 3],
      ['scarf', null],
    ]);

    // Four counts at once at most: a fifth search waits for none of them.
    asked.length = 0;
    batches.length = 0;
    const slow = [
      service.recordVisit(visit, searches('slow a', 'slow b', 'slow c')),
      service.recordVisit(visit, searches('slow d', 'slow e')),
    ];
    await service.recordVisit(visit, searches('quick'));
    expect(asked).toEqual(['slow a', 'slow b', 'slow c', 'slow d']);
    release();
    await Promise.all(slow);
    await recorder.stop();
    expect(batches.flat().map((row) => [row.query, row.results])).toEqual([
      ['quick', null],
      ['slow a', 6],
      ['slow b', 6],
      ['slow c', 6],
      ['slow d', 6],
      ['slow e', null],
    ]);
  });
});

describe('an order’s payment and refund', () => {
  it('take the visitor and device of its checkout written earlier, and are not written without one', async () => {
    const [first, second] = await t.database.db
      .insert(orders)
      .values(
        ['ORD-ANALYT01', 'ORD-ANALYT02'].map((orderId) => ({
          orderId,
          email: 'a@shop.test',
          provider: 'test',
          subtotalCents: 100,
          taxCents: 0,
          totalCents: 100,
        })),
      )
      .returning();
    const visitor = newVisitor();
    const repository = createAnalyticsRepository(t.database.db);
    await repository.insertEvents([{ at: new Date(), kind: 'checkout', visitor, device: 'tablet', orderId: first!.id, amountCents: 100 }]);
    await repository.insertEvents([
      { at: new Date(), kind: 'paid', visitor: null, device: null, orderId: first!.id, amountCents: 100 },
      { at: new Date(), kind: 'paid', visitor: null, device: null, orderId: second!.id, amountCents: 100 },
      { at: new Date(), kind: 'refund', visitor: null, device: null, orderId: first!.id, amountCents: 40 },
      { at: new Date(), kind: 'refund', visitor: null, device: null, orderId: second!.id, amountCents: 40 },
    ]);
    const rows = await t.database.db
      .select()
      .from(analyticsEvents)
      .where(sql`${analyticsEvents.kind} in ('paid', 'refund') and ${inArray(analyticsEvents.orderId, [first!.id, second!.id])}`)
      .orderBy(analyticsEvents.id);
    // The second order's checkout was never recorded (its visitor opted out): nor are its payment and refund.
    expect(rows.map((row) => [row.kind, row.orderId, row.visitor, row.device])).toEqual([
      ['paid', first!.id, visitor, 'tablet'],
      ['refund', first!.id, visitor, 'tablet'],
    ]);
  });
});

describe('the average order', () => {
  it('is read from the orders paid in the range, tracked or not: less their refunds, in dollars, beside the period before', async () => {
    const order = (orderId: string, paidAt: string | null, totalCents: number, more: Partial<typeof orders.$inferInsert> = {}) => ({
      orderId,
      email: 'aov@shop.test',
      provider: 'test',
      subtotalCents: totalCents,
      taxCents: 0,
      totalCents,
      paymentStatus: 'paid' as const,
      paidAt: paidAt ? new Date(paidAt) : null,
      ...more,
    });
    await t.database.db.insert(orders).values([
      order('ORD-AOV01', '2024-05-01T00:00:00Z', 5000),
      // €19.50 at 0.92: $21.20 (21.195…, half up).
      order('ORD-AOV02', '2024-05-04T10:00:00Z', 1950, { currency: 'eur', exchangeRate: '0.92' }),
      order('ORD-AOV03', '2024-05-10T23:59:59Z', 6000, { paymentStatus: 'partially_refunded', refundedCents: 1000 }),
      // Not counted: refunded whole, paid on neither side of the range, not paid, or flagged.
      order('ORD-AOV04', '2024-05-05T10:00:00Z', 9000, { paymentStatus: 'refunded', refundedCents: 9000 }),
      order('ORD-AOV05', '2024-05-11T00:00:00Z', 9000),
      order('ORD-AOV06', '2024-04-20T23:59:59Z', 9000),
      order('ORD-AOV07', null, 9000, { paymentStatus: 'pending' }),
      order('ORD-AOV08', '2024-05-06T10:00:00Z', 9000, { paymentStatus: 'flagged' }),
      // The period before.
      order('ORD-AOV09', '2024-04-21T00:00:00Z', 3000),
    ]);
    const body = (await report('?from=2024-05-01&to=2024-05-10')).json();
    expect(body.averageOrderCents).toEqual({ current: Math.round((5000 + 2120 + 5000) / 3), previous: 3000 });
    // No visit was recorded then: the average order is there all the same.
    expect(body.funnel.totals).toMatchObject({ views: 0, checkout: 0, paid: 0 });
  });
});

describe('honouring the visitor’s choice', () => {
  it('records nothing with Do Not Track, Global Privacy Control, or from a bot, and answers the same', async () => {
    const [product] = await insertProducts(t.database.db, [{ name: 'Private Tee' }]);
    const events = [{ kind: 'view', productId: product!.id }];
    const refused = { dnt: newVisitor(), gpc: newVisitor(), bot: newVisitor(), script: newVisitor() };
    expect((await postEvents({ visitor: refused.dnt, events }, { dnt: '1' })).statusCode).toBe(204);
    expect((await postEvents({ visitor: refused.gpc, events }, { 'sec-gpc': '1' })).statusCode).toBe(204);
    expect((await postEvents({ visitor: refused.bot, events }, { 'user-agent': UA.bot })).statusCode).toBe(204);
    expect((await postEvents({ visitor: refused.script, events }, { 'user-agent': 'curl/8.5.0' })).statusCode).toBe(204);
    // `DNT: 0` is no refusal.
    const allowed = newVisitor();
    expect((await postEvents({ visitor: allowed, events }, { dnt: '0' })).statusCode).toBe(204);

    // The events queued after the refused ones are written: the refused ones would have been by then.
    await written(
      () => eventsOf([allowed]),
      (rows) => rows.length === 1,
    );
    expect(await eventsOf(Object.values(refused))).toEqual([]);
  });

  it('records neither the checkout of a visitor who opted out nor its payment and refund: the funnel never shows more paid than started', async () => {
    const [product] = await insertProducts(t.database.db, [{ name: 'Private Cap', priceCents: 1200, ...trackedStock({ 'black/m': 5 }) }]);
    const funnel = async () => (await report()).json<AnalyticsReport>().funnel;
    const start = (await funnel()).totals;

    const optedOut = { gpc: newVisitor(), dnt: newVisitor() };
    const byGpc = await buy(product!.id, { 'x-visitor-id': optedOut.gpc, 'sec-gpc': '1' });
    const byDnt = await buy(product!.id, { 'x-visitor-id': optedOut.dnt, dnt: '1' });
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${byGpc.id}/refund`,
      payload: {},
      headers: { cookie: people.admin.cookie },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    // A visitor who did not opt out, after them: once their payment is written, the others' would have been.
    const tracked = newVisitor();
    const order = await buy(product!.id, { 'x-visitor-id': tracked });
    await written(
      () => t.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.orderId, order.id)),
      (found) => found.some((row) => row.kind === 'paid'),
    );
    expect(
      await t.database.db
        .select()
        .from(analyticsEvents)
        .where(inArray(analyticsEvents.orderId, [byGpc.id, byDnt.id])),
    ).toEqual([]);
    expect(await eventsOf(Object.values(optedOut))).toEqual([]);

    // Only the tracked visitor's checkout and payment are added.
    const end = await funnel();
    expect(end.totals.checkout - start.checkout).toBe(1);
    expect(end.totals.paid - start.paid).toBe(1);
    expect(end.totals.paid).toBeLessThanOrEqual(end.totals.checkout);
    for (const day of end.days) expect(day.paid).toBeLessThanOrEqual(day.checkout);
    expect(end.totals.checkoutToPaid).toBeLessThanOrEqual(1);
  });
});

describe('validation and access', () => {
  it('refuses malformed reports of events', async () => {
    const productId = '00000000-0000-4000-8000-000000000001';
    const visitor = newVisitor();
    for (const payload of [
      { visitor: 'short', events: [{ kind: 'view', productId }] },
      { visitor: 'has spaces in it, see', events: [{ kind: 'view', productId }] },
      { visitor, events: [] },
      { visitor, events: Array.from({ length: 21 }, () => ({ kind: 'view', productId })) },
      { visitor, events: [{ kind: 'purchase', productId }] },
      { visitor, events: [{ kind: 'view', productId: 'not-an-id' }] },
      { visitor, events: [{ kind: 'search', query: 'x'.repeat(201) }] },
      { visitor, events: [{ kind: 'search', query: '   ' }] },
    ]) {
      const answer = await postEvents(payload);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
  });

  it('answers the report to staff with reports only, and refuses a range that runs backwards or is too long', async () => {
    expect((await report('', '')).statusCode).toBe(401);
    expect((await report('', people.customer.cookie)).statusCode).toBe(403);

    const backwards = await report('?from=2025-03-10&to=2025-03-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain('from must not be after to');
    const long = await report('?from=2024-01-01&to=2025-01-02');
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('at most 366 days');
    expect((await report('?from=yesterday')).statusCode).toBe(400);
    // Only `to`: the 30 days up to it.
    const ending = (await report('?to=2025-03-31')).json();
    expect(ending.range).toEqual({ from: '2025-03-02', to: '2025-03-31' });
    expect(ending.funnel.days).toHaveLength(30);
    // A leap year's 366 days are allowed.
    expect((await report('?from=2024-01-01&to=2024-12-31')).statusCode).toBe(200);
  });
});

describe('keeping the raw events a set number of days', () => {
  it('deletes the raw events older than the retention at each round, and keeps the daily figures', async () => {
    const old = newVisitor();
    const recent = newVisitor();
    const now = new Date();
    await t.database.db.insert(analyticsEvents).values([
      { at: new Date(now.getTime() - 31 * 86_400_000), kind: 'view', visitor: old, device: 'desktop' },
      { at: new Date(now.getTime() - 29 * 86_400_000), kind: 'view', visitor: recent, device: 'desktop' },
    ]);
    const oldDay = new Date(now.getTime() - 31 * 86_400_000).toISOString().slice(0, 10);
    const repository = createAnalyticsRepository(t.database.db);
    await repository.aggregateDay(oldDay);
    const service = createAnalyticsService({
      repository,
      recorder: undefined,
      log: silentLog,
      retentionDays: 30,
      ownHosts: new Set(),
      searchMatches: async () => 0,
      testMode: true,
    });
    await service.runRound(now);
    expect(await eventsOf([old])).toEqual([]);
    expect(await eventsOf([recent])).toHaveLength(1);
    const [kept] = await t.database.db
      .select()
      .from(analyticsDaily)
      .where(sql`${analyticsDaily.day} = ${oldDay}::date and ${analyticsDaily.kind} = 'view' and ${analyticsDaily.subject} = ''`);
    expect(kept?.visitors).toBeGreaterThanOrEqual(1);
  });
});

describe('with ANALYTICS=off', () => {
  const off = useTestApp({ ANALYTICS: 'off' });

  it('answers the storefront the same and records nothing', async () => {
    const visitor = newVisitor();
    const answer = await off.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      payload: { visitor, events: [{ kind: 'search', query: 'tee' }] },
      headers: { 'user-agent': UA.desktop },
    });
    expect(answer.statusCode).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(await off.database.db.select().from(analyticsEvents)).toEqual([]);
  });
});

describe('the recorder', () => {
  const row = (overrides: Partial<AnalyticsEventRow> = {}): Omit<AnalyticsEventRow, 'at'> => ({
    kind: 'view',
    visitor: 'visitor-0123456789',
    device: 'desktop',
    ...overrides,
  });

  it('drops and counts the events past its limit, telling the log at most once a minute', async () => {
    const batches: AnalyticsEventRow[][] = [];
    const log = { warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;
    const recorder = createAnalyticsRecorder({ insert: async (rows) => void batches.push([...rows]), log, limit: 3 });
    const kept = Array.from({ length: 5 }, () => recorder.record(row()));
    expect(kept).toEqual([true, true, true, false, false]);
    expect(recorder.dropped).toBe(2);
    expect(recorder.queued).toBe(3);
    expect(log.warn).toHaveBeenCalledTimes(1);

    await recorder.flush();
    expect(batches).toHaveLength(1);
    expect(batches[0]).toHaveLength(3);
    expect(recorder.recorded).toBe(3);
    // Room again.
    expect(recorder.record(row())).toBe(true);
    await recorder.stop();
    expect(recorder.recorded).toBe(4);
    // Stopped: nothing more is taken.
    expect(recorder.record(row())).toBe(false);
  });

  it('writes in batches of a bounded size, and drops and counts a batch whose write fails', async () => {
    const sizes: number[] = [];
    let fail = true;
    const log = { warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;
    const recorder = createAnalyticsRecorder({
      insert: async (rows) => {
        sizes.push(rows.length);
        if (fail) throw new Error('database down');
      },
      log,
      limit: 100,
      batchSize: 4,
    });
    for (let index = 0; index < 10; index++) recorder.record(row());
    await recorder.flush();
    expect(sizes).toEqual([4, 4, 2]);
    expect(recorder.dropped).toBe(10);
    expect(recorder.recorded).toBe(0);
    expect(log.error).toHaveBeenCalledTimes(3);
    fail = false;
    recorder.record(row());
    await recorder.flush();
    expect(recorder.recorded).toBe(1);
  });

  it('gives a payment and a refund the visitor of their checkout still waiting in the queue', async () => {
    const batches: AnalyticsEventRow[][] = [];
    const recorder = createAnalyticsRecorder({ insert: async (rows) => void batches.push([...rows]), log: silentLog, limit: 10 });
    const orderId = '00000000-0000-4000-8000-0000000000aa';
    recorder.record(row({ kind: 'checkout', visitor: 'ana-0123456789abcdef', device: 'mobile', orderId }));
    recorder.record(row({ kind: 'paid', visitor: null, device: null, orderId, amountCents: 100 }));
    recorder.record(row({ kind: 'refund', visitor: null, device: null, orderId, amountCents: 40 }));
    recorder.record(row({ kind: 'paid', visitor: null, device: null, orderId: '00000000-0000-4000-8000-0000000000bb' }));
    await recorder.flush();
    expect(batches[0]!.map((event) => [event.kind, event.visitor, event.device])).toEqual([
      ['checkout', 'ana-0123456789abcdef', 'mobile'],
      ['paid', 'ana-0123456789abcdef', 'mobile'],
      ['refund', 'ana-0123456789abcdef', 'mobile'],
      // Its checkout, if any, is looked for as it is written (insertEvents).
      ['paid', null, null],
    ]);
  });
});

describe('what is read of a request', () => {
  it('classes devices by their user agent', () => {
    expect(deviceClass(UA.desktop)).toBe('desktop');
    expect(deviceClass(UA.mobile)).toBe('mobile');
    expect(deviceClass(UA.tablet)).toBe('tablet');
    expect(deviceClass('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36')).toBe('mobile');
    expect(deviceClass('Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 Chrome/126.0 Safari/537.36')).toBe('tablet');
    expect(deviceClass(UA.bot)).toBe('bot');
    expect(deviceClass('curl/8.5.0')).toBe('bot');
    expect(deviceClass(undefined)).toBe('bot');
  });

  it('keeps a referrer’s host name only, and none of the shop’s own', () => {
    const own = new Set(['shop.test']);
    expect(referrerDomain('https://News.Example.com/a/b?c=d#e', own)).toBe('news.example.com');
    expect(referrerDomain('http://shop.test:8080/shop', own)).toBeNull();
    expect(referrerDomain('not a url', own)).toBeNull();
    expect(referrerDomain('', own)).toBeNull();
    expect(referrerDomain('android-app://com.google.android.gm/', own)).toBe('com.google.android.gm');
  });
});

describe('the settings', () => {
  it('records by default, keeps raw events 30 days and queues at most 10,000, and checks each setting', () => {
    expect(loadConfig({}).analytics).toEqual({ enabled: true, retentionDays: 30, queueLimit: 10_000 });
    expect(loadConfig({ ANALYTICS: 'off', ANALYTICS_RETENTION_DAYS: '7', ANALYTICS_QUEUE_LIMIT: '50' }).analytics).toEqual({
      enabled: false,
      retentionDays: 7,
      queueLimit: 50,
    });
    expect(() => loadConfig({ ANALYTICS: 'maybe' })).toThrow('ANALYTICS: must be on or off');
    expect(() => loadConfig({ ANALYTICS_RETENTION_DAYS: '1' })).toThrow('ANALYTICS_RETENTION_DAYS: must be at least 2');
    expect(() => loadConfig({ ANALYTICS_QUEUE_LIMIT: '0' })).toThrow('ANALYTICS_QUEUE_LIMIT');
  });
});
