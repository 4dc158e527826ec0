/**
 * The access test, generated from the contract: every staff operation names its permission
 * (`'x-permission'` in the OpenAPI document, from lib/operations.ts), and for every built-in role
 * each operation is refused (403, nothing changed) when the role lacks the permission and let
 * through when it holds it. A signed-in customer is refused every one, about a record that exists
 * (their own order and exchange among them). A new staff route is covered without being listed
 * here; one that names a record this file cannot make fails the test until it can. The access
 * matrix (modules/auth) covers the other callers and the routes open to customers.
 */
import { eq } from 'drizzle-orm';
import { BUILT_IN_ROLES, isPermission, type BuiltInRoleHandle, type Permission } from '@shop/shared/permissions';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  categories,
  colors,
  contactMessages,
  contentPages,
  credits,
  discountCodes,
  emails,
  exchanges,
  orderLines,
  orders,
  products,
  productVariants,
  returns,
  reviewPhotos,
  sales,
  shopCurrencies,
  shippingMethods,
  shippingZones,
  siteContent,
  sizeSets,
  staffInvitations,
  staffRoles,
  users,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '../db/schema/index';
import { createUser, signedInUser, type SignedInUser } from '../test/auth-helpers';
import { insertProducts } from '../test/fixtures';
import { buyInTestMode, CHECKOUT_TEST_SETTINGS } from '../test/shop-helpers';
import { useTestApp } from '../test/test-app';
import { noPermission } from './guards';

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
  | 'shippingMethod'
  | 'staffMember'
  | 'staffRole'
  | 'invitation'
  | 'review'
  | 'contentPage'
  | 'siteContentBlock'
  | 'webhookEndpoint'
  | 'webhookDelivery'
  | 'currency';

/** The photo of `records.review` that the photo paths name as `{photoId}`. */
let reviewPhotoId = '';

/** Which record each admin path with an `{id}` names. A new one must be added here, with a record to name. */
const RECORD_OF_PATH: Record<string, Kind> = {
  '/api/reviews/{id}/photos/{photoId}/approve': 'review',
  '/api/auth/users/{id}': 'user',
  '/api/auth/users/{id}/end-sessions': 'user',
  '/api/privacy/accounts/{id}/erase': 'user',
  '/api/orders/{id}/refund': 'order',
  '/api/orders/update-order-status/{id}': 'order',
  '/api/orders/delete-order/{id}': 'order',
  '/api/orders/{id}/shipments': 'order',
  '/api/products/update-product/{id}': 'product',
  '/api/products/{id}/stock': 'product',
  '/api/products/{id}': 'product',
  '/api/products/sales/{id}': 'product',
  '/api/products/{id}/prices': 'product',
  '/api/products/{id}/translations': 'product',
  '/api/categories/{id}': 'category',
  '/api/categories/{id}/translations': 'category',
  '/api/colors/{id}': 'color',
  '/api/colors/{id}/translations': 'color',
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
  '/api/staff/{id}/role': 'staffMember',
  '/api/staff/{id}/suspend': 'staffMember',
  '/api/staff/{id}/restore': 'staffMember',
  '/api/staff/roles/{handle}': 'staffRole',
  '/api/staff/invitations/{id}': 'invitation',
  '/api/pages/{handle}': 'contentPage',
  '/api/pages/{handle}/versions': 'contentPage',
  '/api/pages/{handle}/versions/{number}': 'contentPage',
  '/api/pages/{handle}/versions/{number}/restore': 'contentPage',
  '/api/pages/{handle}/translations': 'contentPage',
  '/api/site-content/manage/{block}': 'siteContentBlock',
  '/api/webhooks/endpoints/{id}': 'webhookEndpoint',
  '/api/webhooks/endpoints/{id}/rotate-secret': 'webhookEndpoint',
  '/api/webhooks/endpoints/{id}/test': 'webhookEndpoint',
  '/api/webhooks/endpoints/{id}/deliveries': 'webhookEndpoint',
  '/api/webhooks/deliveries/{id}/resend': 'webhookDelivery',
  '/api/currencies/{code}': 'currency',
};

/** What an admin's call would change of each record: it must read the same after the customer's. */
const stateOf: Record<Kind, (id: string) => Promise<unknown>> = {
  review: async (id) =>
    t.database.db
      .select({ id: reviewPhotos.id, approvedAt: reviewPhotos.approvedAt })
      .from(reviewPhotos)
      .where(eq(reviewPhotos.reviewId, id)),
  user: async (id) => (await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0],
  order: async (id) =>
    (await t.database.db.select({ status: orders.status, paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, id)))[0],
  product: async (id) => {
    const [product] = await t.database.db
      .select({ name: products.name, priceCents: products.priceCents, archivedAt: products.archivedAt })
      .from(products)
      .where(eq(products.id, id));
    // Its variants' stock too: the stock-only change sets nothing else.
    const stock = await t.database.db
      .select({ color: productVariants.color, size: productVariants.size, stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.productId, id))
      .orderBy(productVariants.color, productVariants.size);
    return product && { ...product, stock };
  },
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
  invitation: async (id) =>
    (await t.database.db.select({ revokedAt: staffInvitations.revokedAt }).from(staffInvitations).where(eq(staffInvitations.id, id)))[0],
  webhookEndpoint: async (id) =>
    (
      await t.database.db
        .select({ url: webhookEndpoints.url, enabled: webhookEndpoints.enabled, secret: webhookEndpoints.secret })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, id))
    )[0],
  webhookDelivery: async (id) =>
    (
      await t.database.db
        .select({ status: webhookDeliveries.status, attempts: webhookDeliveries.attempts })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.id, id))
    )[0],
  staffMember: async (id) =>
    (await t.database.db.select({ staffRole: users.staffRole, suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, id)))[0],
  staffRole: async (handle) =>
    (
      await t.database.db
        .select({ name: staffRoles.name, permissions: staffRoles.permissions })
        .from(staffRoles)
        .where(eq(staffRoles.handle, handle))
    )[0],
  siteContentBlock: async (block) =>
    (await t.database.db.select({ value: siteContent.value }).from(siteContent).where(eq(siteContent.key, block)))[0],
  contentPage: async (handle) =>
    (
      await t.database.db
        .select({ title: contentPages.title, markdown: contentPages.markdown, version: contentPages.version })
        .from(contentPages)
        .where(eq(contentPages.handle, handle))
    )[0],
  shippingMethod: async (id) =>
    (
      await t.database.db
        .select({ name: shippingMethods.name, rateCents: shippingMethods.rateCents })
        .from(shippingMethods)
        .where(eq(shippingMethods.id, id))
    )[0],
  currency: async (code) =>
    (
      await t.database.db
        .select({ rate: shopCurrencies.rate, rounding: shopCurrencies.rounding })
        .from(shopCurrencies)
        .where(eq(shopCurrencies.code, code))
    )[0],
};

interface Operation {
  operationId?: string;
  summary?: string;
  security?: unknown[];
  'x-permission'?: string;
  responses: Record<string, unknown>;
}

/** The staff operations: those the contract gives a permission. */
const admin = [] as { method: string; path: string; operationId: string; permission: Permission }[];
/** Operations the contract calls staff tasks in their summary, '... (admin)' or '... (owners)'. */
const saidAdmin = [] as string[];
const records = {} as Record<Kind, string>;
let customer: SignedInUser;
const ROLES = Object.keys(BUILT_IN_ROLES) as BuiltInRoleHandle[];
const staff = {} as Record<BuiltInRoleHandle, SignedInUser>;

beforeAll(async () => {
  const document = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const permission = operation['x-permission'];
      if (permission !== undefined) {
        expect(isPermission(permission), `${method} ${path} names a known permission`).toBe(true);
        admin.push({ method: method.toUpperCase(), path, operationId: operation.operationId!, permission: permission as Permission });
      }
      if (/\((admin|owners)\)$/.test(operation.summary ?? '')) saidAdmin.push(`${method.toUpperCase()} ${path}`);
    }
  }
  for (const role of ROLES) staff[role] = await signedInUser(t, 'admin', { staffRole: role });

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

  // The customer's review (they bought the product), with a photo waiting for approval.
  const reviewed = await t.app.inject({
    method: 'POST',
    url: '/api/reviews/post-review',
    payload: { productId: product!.id, rating: 4, comment: 'Nice' },
    headers: { cookie: customer.cookie },
  });
  records.review = reviewed.json().review._id;
  reviewPhotoId = (
    await t.database.db
      .insert(reviewPhotos)
      .values({
        reviewId: records.review,
        image: '/uploads/access-800.webp',
        images: [{ width: 800, url: '/uploads/access-800.webp' }],
        position: 0,
      })
      .returning()
  )[0]!.id;
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
  records.staffMember = (await createUser(t.database.db, 'admin', { staffRole: 'support' })).id;
  records.staffRole = (
    await t.database.db
      .insert(staffRoles)
      .values({ handle: 'access-role', name: 'Access role', permissions: ['reviews'] })
      .returning()
  )[0]!.handle;
  records.invitation = (
    await t.database.db
      .insert(staffInvitations)
      .values({
        email: 'invited@shop.test',
        staffRole: 'support',
        tokenHash: 'access-invitation',
        expiresAt: new Date(Date.now() + 3_600_000),
      })
      .returning()
  )[0]!.id;
  // A built-in page: a call let through cannot delete it, and its version 1 is the shop's own.
  records.contentPage = 'about';
  // A storefront block saved, so that a reset let through would change it.
  await t.database.db
    .insert(siteContent)
    .values({ key: 'announcement', value: { text: 'Access', link: null, startsAt: null, endsAt: null } });
  records.siteContentBlock = 'announcement';
  records.shippingMethod = (
    await t.database.db.insert(shippingMethods).values({ zoneId: zone!.id, name: 'Access post', kind: 'flat', rateCents: 500 }).returning()
  )[0]!.id;
  // A webhook endpoint with a failed delivery, for Resend.
  const [endpoint] = await t.database.db
    .insert(webhookEndpoints)
    .values({ url: 'https://hooks.example/in', events: ['order.paid'], secret: 'sealed', enabled: false })
    .returning();
  const [event] = await t.database.db.insert(webhookEvents).values({ type: 'order.paid', data: {} }).returning();
  records.webhookEndpoint = endpoint!.id;
  // A currency presented, so that a removal let through would take it.
  await t.database.db.insert(shopCurrencies).values({ code: 'EUR', rate: '0.92000000', rounding: 'minor' });
  records.currency = 'EUR';
  records.webhookDelivery = (
    await t.database.db
      .insert(webhookDeliveries)
      .values({ endpointId: endpoint!.id, eventId: event!.id, status: 'failed', attempts: 8 })
      .returning()
  )[0]!.id;
});

const holdsOf = (role: BuiltInRoleHandle, permission: Permission) =>
  (BUILT_IN_ROLES[role].permissions as readonly Permission[]).includes(permission);

/** The operation's URL about its real record, if it names one. */
function urlOf(path: string): { url: string; kind?: Kind; id?: string } {
  const kind = RECORD_OF_PATH[path];
  const id = kind ? records[kind] : undefined;
  const url = id
    ? path
        .replaceAll('{id}', id)
        .replaceAll('{handle}', id)
        .replaceAll('{block}', id)
        .replaceAll('{code}', id)
        .replaceAll('{photoId}', reviewPhotoId)
        .replaceAll('{number}', '1')
    : path;
  return { url, kind, id };
}

/** Calls each operation as `cookie`; answers `METHOD path -> status` for each, and checks that a refusal changed nothing. */
async function callEach(operations: typeof admin, cookie: string): Promise<string[]> {
  const answers: string[] = [];
  for (const { method, path } of operations) {
    const { url, kind, id } = urlOf(path);
    expect(url, `${method} ${path}`).not.toContain('{');
    const before = kind && id ? await stateOf[kind](id) : undefined;
    const res = await t.app.inject({ method: method as 'GET', url, headers: { cookie } });
    answers.push(`${method} ${path} -> ${res.statusCode}`);
    if (res.statusCode === 403) {
      expect(res.json().message, `${method} ${path}`).toEqual(expect.any(String));
      if (kind && id) expect(await stateOf[kind](id), `${method} ${path} left the ${kind} as it was`).toEqual(before);
    }
  }
  return answers;
}

describe('staff operations', () => {
  it('are found in the OpenAPI document, each with its permission and its 403', () => {
    expect(admin.length).toBeGreaterThanOrEqual(80);
    for (const operation of admin) {
      expect(operation.path).toMatch(/^\/api\//);
    }
    // An operation the contract calls a staff task has not lost its permission.
    const guarded = new Set(admin.map(({ method, path }) => `${method} ${path}`));
    expect(saidAdmin.filter((operation) => !guarded.has(operation))).toEqual([]);
  });

  it('each naming a record have a real one to name', () => {
    const unnamed = admin.filter(({ path }) => path.includes('{') && !RECORD_OF_PATH[path]).map(({ method, path }) => `${method} ${path}`);
    expect(unnamed, 'staff operations with no real record to call them with: add them to RECORD_OF_PATH').toEqual([]);
    for (const kind of Object.values(RECORD_OF_PATH)) expect(records[kind], kind).toEqual(expect.any(String));
  });

  it('called by a signed-in customer about a real record, each answer 403 with a message and change nothing', async () => {
    for (const { path } of admin) {
      const { kind, id } = urlOf(path);
      if (kind) expect(await stateOf[kind](id!), `${kind} ${id} exists`).toBeDefined();
    }
    expect(await callEach(admin, customer.cookie)).toEqual(admin.map(({ method, path }) => `${method} ${path} -> 403`));
  });

  it.each(ROLES)('called by %s staff without their permission, each answer 403 naming it and change nothing', async (role) => {
    const lacking = admin.filter(({ permission }) => !holdsOf(role, permission));
    if (role === 'owner') expect(lacking).toEqual([]);
    else expect(lacking.length).toBeGreaterThan(0);
    const answers = await callEach(lacking, staff[role].cookie);
    expect(answers).toEqual(lacking.map(({ method, path }) => `${method} ${path} -> 403`));
    const { url } = urlOf(lacking[0]?.path ?? '/api/staff');
    if (lacking[0]) {
      const res = await t.app.inject({ method: lacking[0].method as 'GET', url, headers: { cookie: staff[role].cookie } });
      expect(res.json()).toEqual({ message: noPermission(lacking[0].permission) });
    }
  });

  // After every refusal: a call let through may change its record (an empty body mostly answers 400).
  it.each([...ROLES].reverse())('called by %s staff with their permission, each is let through (neither 401 nor 403)', async (role) => {
    const holding = admin.filter(({ permission }) => holdsOf(role, permission));
    expect(holding.length).toBeGreaterThan(0);
    const answers = await callEach(holding, staff[role].cookie);
    expect(answers.filter((answer) => / -> 40[13]$/.test(answer))).toEqual([]);
  });
});
