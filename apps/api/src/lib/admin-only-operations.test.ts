/**
 * Every admin-only operation of the contract, called by a signed-in customer about a record that
 * exists (the customer's own order and exchange among them), answers 403 and changes nothing.
 * The operations are the ones the routes put behind `adminsOnly`, found as the app registers
 * them, so a new admin route is covered without being listed here; one that names a record
 * this file cannot make fails the test until it can. The access matrix (modules/auth) covers
 * the other callers and the routes open to customers.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  categories,
  colors,
  contactMessages,
  credits,
  discountCodes,
  emails,
  exchanges,
  orderLines,
  orders,
  products,
  returns,
  sales,
  shippingMethods,
  shippingZones,
  sizeSets,
  users,
} from '../db/schema/index';
import { createUser, signedInUser, type SignedInUser } from '../test/auth-helpers';
import { insertProducts } from '../test/fixtures';
import { buyInTestMode, CHECKOUT_TEST_SETTINGS } from '../test/shop-helpers';
import { useTestApp } from '../test/test-app';
import type * as Guards from './guards';

/** The operationIds the routes put behind `adminsOnly`, recorded as the app binds them. */
const adminOperationIds = vi.hoisted(() => new Set<string>());

vi.mock('./guards', async (importOriginal) => {
  const guards = await importOriginal<typeof Guards>();
  const adminsOnly: typeof guards.adminsOnly = (options) => {
    adminOperationIds.add(String(options.schema.operationId));
    return guards.adminsOnly(options);
  };
  return { ...guards, adminsOnly };
});

const t = useTestApp(CHECKOUT_TEST_SETTINGS);

type Kind =
  | 'user'
  | 'order'
  | 'product'
  | 'category'
  | 'color'
  | 'sizeSet'
  | 'exchange'
  | 'return'
  | 'credit'
  | 'contactMessage'
  | 'email'
  | 'discount'
  | 'sale'
  | 'shippingZone'
  | 'shippingMethod';

/** Which record each admin path with an `{id}` names. A new one must be added here, with a record to name. */
const RECORD_OF_PATH: Record<string, Kind> = {
  '/api/auth/users/{id}': 'user',
  '/api/auth/users/{id}/end-sessions': 'user',
  '/api/orders/{id}/refund': 'order',
  '/api/orders/update-order-status/{id}': 'order',
  '/api/orders/delete-order/{id}': 'order',
  '/api/orders/{id}/shipments': 'order',
  '/api/products/update-product/{id}': 'product',
  '/api/products/{id}': 'product',
  '/api/products/sales/{id}': 'product',
  '/api/categories/{id}': 'category',
  '/api/colors/{id}': 'color',
  '/api/size-sets/{id}': 'sizeSet',
  '/api/exchanges/{id}': 'exchange',
  '/api/returns/{id}': 'return',
  '/api/credits/{id}/adjust': 'credit',
  '/api/credits/{id}/disable': 'credit',
  '/api/returns/{id}/approve': 'return',
  '/api/returns/{id}/reject': 'return',
  '/api/returns/{id}/receive': 'return',
  '/api/returns/{id}/refund': 'return',
  '/api/returns/{id}/credit': 'return',
  '/api/exchanges/{id}/approve': 'exchange',
  '/api/exchanges/{id}/reject': 'exchange',
  '/api/exchanges/{id}/receive': 'exchange',
  '/api/exchanges/{id}/ship': 'exchange',
  '/api/exchanges/{id}/close': 'exchange',
  '/api/contact/messages/{id}/read': 'contactMessage',
  '/api/mail/outbox/{id}/resend': 'email',
  '/api/discounts/{id}': 'discount',
  '/api/sales/{id}': 'sale',
  '/api/shipping/zones/{id}': 'shippingZone',
  '/api/shipping/zones/{id}/methods': 'shippingZone',
  '/api/shipping/methods/{id}': 'shippingMethod',
};

/** What an admin's call would change of each record: it must read the same after the customer's. */
const stateOf: Record<Kind, (id: string) => Promise<unknown>> = {
  user: async (id) => (await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0],
  order: async (id) =>
    (await t.database.db.select({ status: orders.status, paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, id)))[0],
  product: async (id) =>
    (
      await t.database.db
        .select({ name: products.name, priceCents: products.priceCents, archivedAt: products.archivedAt })
        .from(products)
        .where(eq(products.id, id))
    )[0],
  category: async (id) =>
    (
      await t.database.db
        .select({ name: categories.name, handle: categories.handle, position: categories.position })
        .from(categories)
        .where(eq(categories.id, id))
    )[0],
  color: async (id) =>
    (
      await t.database.db.select({ name: colors.name, hex: colors.hex, position: colors.position }).from(colors).where(eq(colors.id, id))
    )[0],
  sizeSet: async (id) =>
    (
      await t.database.db
        .select({ name: sizeSets.name, sizes: sizeSets.sizes, position: sizeSets.position })
        .from(sizeSets)
        .where(eq(sizeSets.id, id))
    )[0],
  exchange: async (id) => (await t.database.db.select({ status: exchanges.status }).from(exchanges).where(eq(exchanges.id, id)))[0],
  credit: async (id) =>
    (
      await t.database.db
        .select({ balanceCents: credits.balanceCents, disabledAt: credits.disabledAt })
        .from(credits)
        .where(eq(credits.id, id))
    )[0],
  return: async (id) =>
    (await t.database.db.select({ status: returns.status, creditId: returns.creditId }).from(returns).where(eq(returns.id, id)))[0],
  contactMessage: async (id) =>
    (await t.database.db.select({ readAt: contactMessages.readAt }).from(contactMessages).where(eq(contactMessages.id, id)))[0],
  email: async (id) => (await t.database.db.select({ id: emails.id }).from(emails).where(eq(emails.id, id)))[0],
  discount: async (id) =>
    (
      await t.database.db
        .select({ code: discountCodes.code, paused: discountCodes.paused })
        .from(discountCodes)
        .where(eq(discountCodes.id, id))
    )[0],
  sale: async (id) =>
    (await t.database.db.select({ name: sales.name, paused: sales.paused, value: sales.value }).from(sales).where(eq(sales.id, id)))[0],
  shippingZone: async (id) => ({
    zone: (
      await t.database.db
        .select({ name: shippingZones.name, places: shippingZones.places })
        .from(shippingZones)
        .where(eq(shippingZones.id, id))
    )[0],
    methods: (await t.database.db.select({ id: shippingMethods.id }).from(shippingMethods).where(eq(shippingMethods.zoneId, id))).length,
  }),
  shippingMethod: async (id) =>
    (
      await t.database.db
        .select({ name: shippingMethods.name, rateCents: shippingMethods.rateCents })
        .from(shippingMethods)
        .where(eq(shippingMethods.id, id))
    )[0],
};

interface Operation {
  operationId?: string;
  summary?: string;
  security?: unknown[];
  responses: Record<string, unknown>;
}

const admin = [] as { method: string; path: string; operationId: string }[];
/** Operations the contract calls admin tasks in their summary, '... (admin)'. */
const saidAdmin = [] as string[];
const records = {} as Record<Kind, string>;
let customer: SignedInUser;

beforeAll(async () => {
  const document = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (operation.operationId && adminOperationIds.has(operation.operationId))
        admin.push({ method: method.toUpperCase(), path, operationId: operation.operationId });
      if (operation.summary?.endsWith('(admin)')) saidAdmin.push(`${method.toUpperCase()} ${path}`);
    }
  }

  // The customer's own order, paid in test mode and shipped, with an exchange they asked for.
  customer = await signedInUser(t);
  const [product] = await insertProducts(t.database.db, [
    {
      name: 'Access Tee',
      colors: ['black'],
      sizes: ['m', 'l'],
      variants: [
        { color: 'black', size: 'm', stock: 5 },
        { color: 'black', size: 'l', stock: 5 },
      ],
    },
  ]);
  const sessionId = await buyInTestMode(t.app, [{ _id: product!.id, color: 'black', size: 'm', quantity: 1 }], { cookie: customer.cookie });
  await t.app.inject({ method: 'POST', url: '/api/orders/confirm-payment', payload: { session_id: sessionId } });
  const [order] = await t.database.db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
  await t.database.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, order!.id));
  const [line] = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
  const asked = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${order!.id}/exchanges`,
    payload: { lines: [{ orderLineId: line!.id, quantity: 1, color: 'black', size: 'l' }], reason: 'Too small', acceptConditions: true },
    headers: { cookie: customer.cookie },
  });
  expect(asked.statusCode, asked.body).toBe(201);
  const [message] = await t.database.db
    .insert(contactMessages)
    .values({ name: 'Ada', email: 'ada@example.com', message: 'Hello' })
    .returning({ id: contactMessages.id });
  const [mail] = await t.database.db.select({ id: emails.id }).from(emails).limit(1);

  records.user = (await createUser(t.database.db, 'user')).id;
  records.order = order!.id;
  records.product = product!.id;
  records.category = (await t.database.db.select({ id: categories.id }).from(categories).where(eq(categories.handle, 'mens')))[0]!.id;
  records.color = (await t.database.db.select({ id: colors.id }).from(colors).where(eq(colors.handle, 'red')))[0]!.id;
  records.sizeSet = (await t.database.db.select({ id: sizeSets.id }).from(sizeSets).where(eq(sizeSets.handle, 'waist')))[0]!.id;
  records.exchange = asked.json().exchange._id;
  // A return of the same order, received: the moves that settle it are the ones a customer could most want.
  records.credit = (
    await t.database.db
      .insert(credits)
      .values({ code: 'GC-ACCE-SS00-TEST', kind: 'gift-card', userId: customer.id, initialCents: 500, balanceCents: 500 })
      .returning()
  )[0]!.id;
  records.return = (
    await t.database.db
      .insert(returns)
      .values({ rmaNumber: 'RR-2026-999999', orderId: order!.id, userId: customer.id, reason: 'Too small', status: 'received' })
      .returning()
  )[0]!.id;
  records.contactMessage = message!.id;
  records.email = mail!.id;
  records.discount = (
    await t.database.db.insert(discountCodes).values({ code: 'ACCESS10', kind: 'percent', value: 1000 }).returning()
  )[0]!.id;
  records.sale = (await t.database.db.insert(sales).values({ name: 'Access sale', kind: 'percent', value: 1000 }).returning())[0]!.id;
  const [zone] = await t.database.db
    .insert(shippingZones)
    .values({ name: 'Access zone', places: ['FR'] })
    .returning();
  records.shippingZone = zone!.id;
  records.shippingMethod = (
    await t.database.db.insert(shippingMethods).values({ zoneId: zone!.id, name: 'Access post', kind: 'flat', rateCents: 500 }).returning()
  )[0]!.id;
});

describe('admin-only operations, called by a signed-in customer', () => {
  it('are found from the routes, each in the OpenAPI document with its 403', () => {
    expect(admin.length).toBeGreaterThanOrEqual(25);
    expect(admin.map((operation) => operation.operationId).sort()).toEqual([...adminOperationIds].sort());
    for (const operation of admin) expect(operation.path).toMatch(/^\/api\//);
    // An operation the contract calls an admin task has not lost its guard.
    const guarded = new Set(admin.map(({ method, path }) => `${method} ${path}`));
    expect(saidAdmin.filter((operation) => !guarded.has(operation))).toEqual([]);
  });

  it('each naming a record have a real one to name', () => {
    const unnamed = admin.filter(({ path }) => path.includes('{') && !RECORD_OF_PATH[path]).map(({ method, path }) => `${method} ${path}`);
    expect(unnamed, 'admin-only operations with no real record to call them with: add them to RECORD_OF_PATH').toEqual([]);
    for (const kind of Object.values(RECORD_OF_PATH)) expect(records[kind], kind).toEqual(expect.any(String));
  });

  it('each answer 403 with a message, about a real record, and change nothing', async () => {
    const answers: string[] = [];
    for (const { method, path } of admin) {
      const kind = RECORD_OF_PATH[path];
      const id = kind ? records[kind] : undefined;
      const url = id ? path.replaceAll('{id}', id) : path;
      expect(url, `${method} ${path}`).not.toContain('{');
      const before = kind && id ? await stateOf[kind](id) : undefined;
      if (kind) expect(before, `${kind} ${id} exists`).toBeDefined();

      const res = await t.app.inject({ method: method as 'GET', url, headers: { cookie: customer.cookie } });
      answers.push(`${method} ${path} -> ${res.statusCode}`);
      if (res.statusCode === 403) expect(res.json().message, `${method} ${path}`).toEqual(expect.any(String));
      if (kind && id) expect(await stateOf[kind](id), `${method} ${path} left the ${kind} as it was`).toEqual(before);
    }
    expect(answers).toEqual(admin.map(({ method, path }) => `${method} ${path} -> 403`));
  });
});
