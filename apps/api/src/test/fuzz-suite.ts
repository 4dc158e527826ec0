/**
 * Every operation of the API's OpenAPI document gets generated requests: bodies, query strings
 * and path parameters derived from its own schemas (conforming, nearly conforming, junk), sent
 * signed out, as a customer or as an admin. Whatever arrives, the API never answers a 5xx (but a
 * 503 with Retry-After, which means busy), every error is `{ message, errors? }`, and no answer
 * carries a stack trace, SQL, a file path, a password hash or one of the shop's secrets.
 *
 * 100 cases per operation each run (about 24,000 requests), every run from a new seed, so that
 * runs add up: ten runs try as many cases as one of 1,000 did, which took half of every CI run's
 * test time (700 of 1,385 s of the test files); 300 still took a quarter (467 s of worker time).
 * FUZZ_RUNS sets another number (FUZZ_RUNS=5000 for a deep search before a release); a failure
 * prints its seed, and FUZZ_SEED replays it.
 *
 * The operations are dealt out to several test files (`fuzz-N.test.ts`), each with its own
 * shop and database, so that the cases run side by side on the test workers.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, COLORS, PRODUCT_SIZES } from '@shop/shared/constants';
import { seedDemoData } from '../setup/seed/seed';
import {
  contactMessages,
  emails,
  exchanges,
  orderLines,
  orders,
  products,
  reviews,
  sessions,
  testCheckoutSessions,
  users,
} from '../db/schema/index';
import { hashPassword } from '../lib/password';
import { hashSessionToken, newSessionToken, sessionCookieName } from '../modules/auth/session-cookie';
import { createDirectoryImageStore } from '../modules/uploads/image-store';
import { insertCatalogue, insertProducts } from './fixtures';
import {
  encodedBody,
  filledPath,
  queryString,
  type EncodedBody,
  type JsonSchema,
  type KnownValues,
  type ParameterObject,
} from './openapi-arbitraries';
import { buyInTestMode } from './shop-helpers';
import { createTestApp, type TestApp } from './test-app';

/** Fuzzes operations `shard`, `shard + shards`, ... of the document (shard counts from 0). */
export async function fuzzTheApi(shard: number, shards: number): Promise<void> {
  const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
  const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
  const DATABASE = process.env.TEST_DB_KIND === 'postgres' ? 'PostgreSQL' : 'PGlite';

  /** Secrets the shop is given, none of which may ever appear in an answer. */
  const SMTP_PASSWORD = `smtp-${randomBytes(12).toString('hex')}`;
  const SECRETS = {
    SESSION_SECRET: randomBytes(24).toString('hex'),
    STRIPE_SECRET_KEY: `sk_test_${randomBytes(16).toString('hex')}`,
    STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(16).toString('hex')}`,
    // A closed port: the outbox keeps failing to send, and its errors must not show the password.
    SMTP_URL: `smtp://fuzz:${SMTP_PASSWORD}@127.0.0.1:9`,
  };

  const t: TestApp = await createTestApp({
    ...SECRETS,
    PUBLIC_URL: 'http://shop.test',
    PAYMENT_PROVIDER: 'test',
    // The junk must reach validation and the handlers: a 429 on every case would prove nothing.
    AUTH_RATE_LIMIT_PER_IP: '1000000',
    CHECKOUT_RATE_LIMIT_PER_MINUTE: '1000000',
    CATALOGUE_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  await t.app.ready();

  interface Operation {
    method: string;
    /** OpenAPI's, with `{param}`. */
    path: string;
    parameters: ParameterObject[];
    body?: JsonSchema;
    multipart: boolean;
  }

  interface OpenApiOperation {
    parameters?: ParameterObject[];
    requestBody?: { content: Record<string, { schema: JsonSchema }> };
  }

  const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete'];
  const document = t.app.swagger() as unknown as { paths: Record<string, Record<string, OpenApiOperation>> };
  // Deletes last, so that the other operations still find real rows.
  const operations: Operation[] = Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/'))
    .flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => METHOD_ORDER.includes(method))
        .map(([method, operation]) => ({
          method: method.toUpperCase(),
          path,
          parameters: operation.parameters ?? [],
          body: operation.requestBody?.content['application/json']?.schema,
          multipart: Boolean(operation.requestBody?.content['multipart/form-data']),
        })),
    )
    .sort((a, b) => METHOD_ORDER.indexOf(a.method.toLowerCase()) - METHOD_ORDER.indexOf(b.method.toLowerCase()));

  /**
   * The signed-in accounts of one operation's cases, new for each operation (so that one
   * operation's rate limits and changes do not reach the next); a case that ends a session or
   * changes an account is undone after it.
   */
  const POOL_SIZE = 12;
  const POOL_PASSWORD = 'fuzzing-pool-passphrase';
  interface PoolAccount {
    id: string;
    email: string;
    role: 'user' | 'admin';
    token: string;
    cookie: string;
  }
  const pool: PoolAccount[] = [];
  let poolPasswordHash = '';

  /** Values of stored rows and of the shop's vocabulary, by the name of the field or parameter that takes them. */
  const known: Record<string, unknown[]> = {};
  /** Ids for a path's `{id}`, by the path's first words. */
  const idsByPath: [prefix: string, ids: unknown[]][] = [];

  /** A 1x1 PNG, for image fields that reach the image pipeline. */
  const TINY_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

  const cookieName = sessionCookieName(t.config);
  const LEAK_FRAGMENTS = [
    // Stack traces.
    '    at ',
    '.ts:',
    '.js:',
    // SQL and database errors.
    'select ',
    'insert into',
    'syntax error',
    'relation "',
    'violates',
    'column "',
    // File paths.
    '/work/',
    '/home/',
    'node_modules',
    'apps/api',
    // Password hashes.
    '$argon2',
  ];

  /** The shop's secrets and this machine's paths, found in no input. */
  const secrets = [
    ...Object.values(SECRETS),
    SMTP_PASSWORD,
    t.config.dataDir,
    t.config.uploadsDir,
    ...[t.databaseUrl, process.env.TEST_DATABASE_URL].filter((url): url is string => Boolean(url)),
  ];

  /**
   * Fragments that some earlier input contained: the shop may store a generated product name and
   * show it later, which is no leak. Kept to say so in the summary.
   */
  const echoable = new Set<string>();
  const statuses = new Map<number, number>();
  const answered: { operation: string; cases: number; ms: number; tooMany: number }[] = [];

  beforeAll(async () => {
    const { db } = t.database;
    await seedDemoData(db, { imageStore: createDirectoryImageStore(t.config.uploadsDir), log: () => undefined, passwords: null });

    // One argon2 hash for every pool account: hashing each would take seconds.
    poolPasswordHash = await hashPassword(POOL_PASSWORD);
    await newPool('setup');
    const victims = await db
      .insert(users)
      .values(
        Array.from({ length: 8 }, (_, i) => ({ email: `victim-${i}@shop.test`, username: `Victim ${i}`, passwordHash: poolPasswordHash })),
      )
      .returning({ id: users.id, email: users.email });
    await db.insert(sessions).values(
      victims.map((victim) => ({
        userId: victim.id,
        tokenHash: hashSessionToken(newSessionToken()),
        expiresAt: new Date(Date.now() + 86_400_000),
      })),
    );

    // More catalogue than the deletes can empty, and a tee whose variants take stock.
    await insertCatalogue(db, 40);
    const [tee] = await insertProducts(db, [
      {
        name: 'Fuzz Tee',
        colors: ['black', 'white'],
        sizes: ['m', 'l'],
        variants: [
          { color: 'black', size: 'm', stock: 500 },
          { color: 'black', size: 'l', stock: 500 },
          { color: 'white', size: 'm', stock: 500 },
          { color: 'white', size: 'l', stock: 500 },
        ],
      },
    ]);
    const line = { _id: tee!.id, color: 'black', size: 'm', quantity: 1 };
    const customer = pool[0]!;
    const admin = pool[POOL_SIZE]!;
    await buyInTestMode(t.app, [line], { email: 'guest-buyer@shop.test' });
    await buyInTestMode(t.app, [line], { cookie: customer.cookie });
    // An open checkout, whose test page the fuzz may pay.
    const open = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create-checkout-session',
      payload: { products: [line], email: 'guest-buyer@shop.test' },
    });
    expect(open.statusCode, open.body).toBe(200);

    // A shipped order of the customer's, with an exchange asked for.
    const [shipped] = await db
      .insert(orders)
      .values({
        orderId: 'ORD-FUZZSHIP',
        userId: customer.id,
        email: customer.email,
        provider: 'test',
        status: 'shipped',
        paymentStatus: 'paid',
        paidAt: new Date(Date.now() - 3 * 86_400_000),
        subtotalCents: 2500,
        taxCents: 150,
        totalCents: 2650,
      })
      .returning();
    const [shippedLine] = await db
      .insert(orderLines)
      .values({
        orderId: shipped!.id,
        productId: tee!.id,
        name: tee!.name,
        image: tee!.image,
        color: 'black',
        size: 'm',
        unitPriceCents: 2500,
        quantity: 2,
        position: 0,
      })
      .returning();
    const exchange = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${shipped!.id}/exchanges`,
      headers: { cookie: customer.cookie },
      payload: {
        lines: [{ orderLineId: shippedLine!.id, quantity: 1, color: 'black', size: 'l' }],
        reason: 'Too small',
        acceptConditions: true,
      },
    });
    expect(exchange.statusCode, exchange.body).toBe(201);

    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ada', email: 'ada@shop.test', message: 'Do you ship to Canada?' },
    });
    expect(contact.statusCode, contact.body).toBe(201);
    for (const victim of victims.slice(0, 2)) {
      await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: victim.email } });
    }
    await t.app.inject({ method: 'POST', url: '/api/auth/resend-verification', headers: { cookie: pool[1]!.cookie } });
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/auth/users/${victims[0]!.id}`,
          headers: { cookie: admin.cookie },
          payload: { role: 'user' },
        })
      ).statusCode,
    ).toBe(200);

    const productIds = (await db.select({ id: products.id }).from(products)).map((row) => row.id);
    const orderRows = await db.select({ id: orders.id, ref: orders.orderId }).from(orders);
    const lineIds = (await db.select({ id: orderLines.id }).from(orderLines)).map((row) => row.id);
    const reviewIds = (await db.select({ id: reviews.id }).from(reviews)).map((row) => row.id);
    const exchangeIds = (await db.select({ id: exchanges.id }).from(exchanges)).map((row) => row.id);
    const messageIds = (await db.select({ id: contactMessages.id }).from(contactMessages)).map((row) => row.id);
    const mailRows = await db.select({ id: emails.id, text: emails.text }).from(emails);
    const userRows = await db.select({ id: users.id, email: users.email }).from(users);
    const sessionIds = (await db.select({ id: sessions.id }).from(sessions)).map((row) => row.id);
    const checkoutIds = (await db.select({ id: testCheckoutSessions.id }).from(testCheckoutSessions)).map((row) => row.id);
    // Tracking, verification and reset tokens, as the mails' links carry them.
    const tokens = [...new Set(mailRows.flatMap((mail) => [...mail.text.matchAll(/[?&]token=([\w-]+)/g)].map((match) => match[1]!)))];
    expect(tokens.length).toBeGreaterThan(0);

    const emailsKnown = userRows.map((row) => row.email).concat('guest-buyer@shop.test', 'ada@shop.test');
    Object.assign(known, {
      productId: productIds,
      product: productIds,
      _id: productIds,
      orderLineId: lineIds,
      lineId: lineIds,
      actorId: userRows.map((row) => row.id),
      sessionId: checkoutIds,
      email: emailsKnown,
      token: tokens,
      password: [POOL_PASSWORD],
      currentPassword: [POOL_PASSWORD],
      color: [...COLORS, 'white'],
      colors: [...COLORS],
      imageColor: [...COLORS],
      size: [...PRODUCT_SIZES],
      sizes: [...PRODUCT_SIZES],
      category: [...CATEGORIES],
      search: ['tee', 'hoodie', 'fuzz', 'ORD-FUZZSHIP', 'victim'],
      image: ['/uploads/demo-everyday-pocket-tee-800.webp', TINY_PNG],
      profileImage: ['/uploads/demo-everyday-pocket-tee-400.webp'],
    });
    idsByPath.push(
      ['/api/auth/sessions', sessionIds],
      ['/api/auth/users', userRows.map((row) => row.id)],
      ['/api/stats/user-stats', emailsKnown],
      ['/api/reviews', reviewIds],
      ['/api/contact', messageIds],
      ['/api/mail', mailRows.map((row) => row.id)],
      ['/api/products', productIds],
      ['/api/orders/test-checkout', checkoutIds],
      ['/api/orders', [...orderRows.map((row) => row.id), ...orderRows.map((row) => row.ref), ...emailsKnown]],
      ['/api/exchanges', exchangeIds],
    );
  }, 120_000);

  afterAll(async () => {
    const total = answered.reduce((sum, one) => sum + one.cases, 0);
    const seconds = answered.reduce((sum, one) => sum + one.ms, 0) / 1000;
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`);
    const limited = answered.filter((one) => one.tooMany > one.cases / 20).map((one) => `${one.operation} (${one.tooMany})`);
    console.log(
      `API fuzz on ${DATABASE}, part ${shard + 1} of ${shards}: ${answered.length} operations x ${RUNS} cases = ${total} requests in ${seconds.toFixed(0)} s; ` +
        `answers ${byStatus.join(', ')}` +
        (limited.length ? `; rate-limited in more than 5% of cases: ${limited.join(', ')}` : '') +
        (echoable.size ? `; fragments that inputs contained (so echoes were allowed): ${[...echoable].join(' | ')}` : ''),
    );
    await t.close();
  });

  /** Replaces the pool with new accounts, signed in. */
  async function newPool(label: string) {
    const roles = [...Array<'user'>(POOL_SIZE).fill('user'), ...Array<'admin'>(POOL_SIZE).fill('admin')];
    const accounts = await t.database.db
      .insert(users)
      .values(
        roles.map((role, i) => ({
          email: `fuzz-${label}-${role}-${i}@shop.test`,
          username: `Fuzz ${role} ${i}`,
          role,
          passwordHash: poolPasswordHash,
        })),
      )
      .returning({ id: users.id, email: users.email, role: users.role });
    pool.length = 0;
    for (const account of accounts) {
      const token = newSessionToken();
      pool.push({ ...account, token, cookie: `${cookieName}=${token}` });
    }
    await restorePool();
  }

  /** Restores the pool's accounts (role, password) and sessions after an operation may have changed them. */
  async function restorePool() {
    const { db } = t.database;
    await db
      .insert(users)
      .values(pool.map(({ id, email, role }) => ({ id, email, role, username: `Fuzz ${role}`, passwordHash: poolPasswordHash })))
      .onConflictDoUpdate({ target: users.id, set: { role: sql`excluded.role`, passwordHash: sql`excluded.password_hash` } });
    await db
      .insert(sessions)
      .values(
        pool.map((account) => ({
          userId: account.id,
          tokenHash: hashSessionToken(account.token),
          expiresAt: new Date(Date.now() + 86_400_000),
        })),
      )
      .onConflictDoNothing();
  }

  /** Known values for one operation: a path's `{id}` takes the ids of what the path is about. */
  function knownFor(operation: Operation): KnownValues {
    return (name) => {
      if (!name) return [];
      if (name === 'id' || name === 'email') {
        const match = idsByPath.find(([prefix]) => operation.path.startsWith(prefix));
        if (match && (name === 'id' || operation.path.includes('{email}'))) return match[1];
      }
      return known[name] ?? [];
    };
  }

  interface Case {
    url: string;
    body: EncodedBody;
    identity: { label: string; cookie?: string };
    origin: string | null;
    ip: string;
  }

  function caseOf(operation: Operation): fc.Arbitrary<Case> {
    const values = knownFor(operation);
    const signedOut = fc.oneof(
      { arbitrary: fc.constant({ label: 'signed out' }), weight: 6 },
      // A cookie that names no session, or cannot be parsed (printable ASCII, as a header allows).
      {
        arbitrary: fc
          .oneof(fc.constant(newSessionToken()), fc.string({ maxLength: 60 }), fc.constantFrom('%', '%zz', '%00', '"', ';;', 'a=b=c'))
          .map((junk) => ({ label: 'a junk cookie', cookie: `${cookieName}=${junk}` })),
        weight: 1,
      },
    );
    const account = (role: 'user' | 'admin') =>
      fc
        .constantFrom(...pool.filter((one) => one.role === role))
        .map((one) => ({ label: role === 'admin' ? 'an admin' : 'a customer', cookie: one.cookie }));
    return fc
      .record({
        url: fc
          .tuple(filledPath(operation.path, operation.parameters, values), queryString(operation.parameters, values))
          .map(([path, query]) => path + query),
        body: encodedBody(operation.body, values, { multipart: operation.multipart, bodyLimit: t.config.bodyLimit }),
        identity: fc.oneof(signedOut, account('user'), account('admin')),
        // Now and then an Origin header: the shop's own, another site's, or nonsense.
        origin: fc.oneof(
          { arbitrary: fc.constant(null), weight: 9 },
          { arbitrary: fc.constantFrom('http://shop.test', 'https://evil.example', 'null', 'not a url'), weight: 1 },
        ),
        ip: fc.ipV4(),
      })
      .map((c) =>
        // A short form in fast-check's report: a body may be a megabyte.
        Object.assign(c, {
          [fc.toStringMethod]: () =>
            `${c.identity.label}, ${c.body.kind} body, ${c.url.slice(0, 300)} ${c.body.payload?.toString().slice(0, 300) ?? ''}`,
        }),
      );
  }

  // `code` says what a client can do about the refusal ('reauth-required').
  const ALLOWED_ERROR_KEYS = new Set(['message', 'errors', 'code']);

  /** What is wrong with one answer: an empty list when nothing is. */
  function problemsOf(res: { statusCode: number; headers: Record<string, unknown>; body: string }, sent: string): string[] {
    const problems: string[] = [];
    const retryAfter = res.headers['retry-after'];
    if (res.statusCode >= 500 && !(res.statusCode === 503 && retryAfter)) problems.push(`answered ${res.statusCode}`);
    if (res.statusCode >= 400) {
      let body: unknown;
      try {
        body = JSON.parse(res.body);
      } catch {
        problems.push('the error is not JSON');
      }
      const error = body as { message?: unknown; errors?: unknown } | undefined;
      if (body !== undefined && (typeof error !== 'object' || error === null || typeof error.message !== 'string' || !error.message)) {
        problems.push('the error has no message');
      } else if (error) {
        const extra = Object.keys(error).filter((key) => !ALLOWED_ERROR_KEYS.has(key));
        if (extra.length) problems.push(`the error has other keys: ${extra.join(', ')}`);
        const fields = error.errors;
        if (
          fields !== undefined &&
          !(
            Array.isArray(fields) &&
            fields.every(
              (field: { path?: unknown; message?: unknown }) => typeof field?.path === 'string' && typeof field.message === 'string',
            )
          )
        ) {
          problems.push('its `errors` are not a list of { path, message }');
        }
      }
    }
    const answer = `${JSON.stringify(res.headers)}\n${res.body}`.toLowerCase();
    const input = sent.toLowerCase();
    // A web address the shop makes (a carrier's tracking link holds '/home/') is no path of this machine.
    const answerBesidesLinks = answer.replace(/https:\/\/[^\s"]+/g, '');
    for (const fragment of LEAK_FRAGMENTS) {
      if (input.includes(fragment)) echoable.add(fragment);
      else if (answerBesidesLinks.includes(fragment) && !echoable.has(fragment)) problems.push(`the answer contains "${fragment}"`);
    }
    for (const secret of secrets)
      if (answer.includes(secret.toLowerCase()))
        problems.push(`the answer contains a secret or a path of this machine (${secret.slice(0, 12)}...)`);
    return problems;
  }

  const MAY_CHANGE_POOL = (operation: Operation) => operation.method !== 'GET' && operation.path.startsWith('/api/auth/');

  describe(`the API's operations, part ${shard + 1} of ${shards}, fuzzed from their OpenAPI schemas (${RUNS} cases each)`, () => {
    it('finds the operations in the document', () => {
      expect(operations.length).toBeGreaterThan(50);
    });

    operations.forEach((operation, index) => {
      if (index % shards !== shard) return;
      const name = `${operation.method} ${operation.path}`;
      it(
        `${name} never answers a 5xx, always errors as { message, errors? }, and leaks nothing`,
        async () => {
          await newPool(String(index));
          const started = Date.now();
          let cases = 0;
          let tooMany = 0;
          await fc.assert(
            fc.asyncProperty(caseOf(operation), async (c) => {
              const headers: Record<string, string> = {};
              if (c.body.contentType !== undefined) headers['content-type'] = c.body.contentType;
              if (c.identity.cookie) headers.cookie = c.identity.cookie;
              if (c.origin) headers.origin = c.origin;
              const res = await t.app.inject({
                method: operation.method as 'GET',
                url: c.url,
                headers,
                ...(c.body.payload !== undefined ? { payload: c.body.payload } : {}),
                remoteAddress: c.ip,
              });
              cases += 1;
              statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
              if (res.statusCode === 429) tooMany += 1;
              if (MAY_CHANGE_POOL(operation) && res.statusCode < 300) await restorePool();
              // What the shop might store and show again. A body over the limit, or of nested brackets
              // alone, holds no fragment by construction, and scanning its megabyte cost more than the request.
              const text =
                c.body.kind === 'over the body limit' || c.body.kind.startsWith('deep ') ? '' : (c.body.payload?.toString() ?? '');
              const sent = `${c.url}\n${JSON.stringify(headers)}\n${text}`;
              const problems = problemsOf(res, sent);
              if (problems.length) {
                const payload = c.body.payload?.toString() ?? '';
                throw new Error(
                  `${name} as ${c.identity.label} (${c.body.kind} body): ${problems.join('; ')}\n` +
                    `request: ${operation.method} ${c.url.slice(0, 500)}\n${JSON.stringify(headers)}\n${payload.slice(0, 1500)}\n` +
                    `answer: ${res.statusCode} ${res.body.slice(0, 2000)}`,
                );
              }
            }),
            { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
          );
          answered.push({ operation: name, cases, ms: Date.now() - started, tooMany });
          // Rate limits that stop most cases would leave the rest of the route untested.
          expect(tooMany, `${tooMany} of ${cases} answers were 429`).toBeLessThan(cases / 2);
        },
        Math.max(60_000, RUNS * 200),
      );
    });
  });
}
