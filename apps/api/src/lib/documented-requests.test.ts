/**
 * The OpenAPI document is a contract a generated client can trust: for every operation, the
 * smallest request its schemas allow (test/minimal-request.ts: required fields only, each its
 * least value) is taken, never refused as invalid (400 or 422). Whatever the server checks, the
 * document says. What a schema cannot name (which rows exist) is made in the setup below and
 * given by the field's name; the state an operation needs (an exchange to approve must be
 * requested) is set just before it. Refusals the state explains, and the few operations no
 * generic request can make, are listed with their reasons.
 */
import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categories,
  colors,
  contactMessages,
  credits,
  emails,
  exchanges,
  orderLines,
  orders,
  passkeys,
  returns,
  reviewPhotos,
  sessions,
  sizeSets,
  staffRoles,
  users,
  restockRequests,
  dataExports,
  productVariants,
  webhookDeliveries,
} from '../db/schema/index';
import { hashSessionToken, newSessionToken } from '../modules/auth/session-cookie';
import { unsubscribeToken } from '../modules/mail/unsubscribe';
import { signedInUser, type SignedInUser } from '../test/auth-helpers';
import { insertProducts } from '../test/fixtures';
import { minimalValue, type Hints, type Schema } from '../test/minimal-request';
import { buyInTestMode, CHECKOUT_TEST_SETTINGS } from '../test/shop-helpers';
import { useTestAppWithSmtp } from '../test/test-app';
import { startWebhookReceiver } from '../test/webhook-receiver';

// A mail transport: the shop refuses to send what it could not deliver (an invitation).
const { t } = useTestAppWithSmtp({
  ...CHECKOUT_TEST_SETTINGS,
  AUTH_RATE_LIMIT_PER_IP: '1000000',
  CATALOGUE_RATE_LIMIT_PER_MINUTE: '1000000',
  // Webhooks go to a receiver on this machine.
  WEBHOOKS_ALLOW_PRIVATE: 'true',
});
afterAll(() => receiver?.close());

/** A password the strength check takes (an estimate, which a schema cannot state: the field's description says it). */
const STRONG_PASSWORD = 'quiet-lantern-orchard-1987';
/** A 1x1 PNG, as a data URL: the JSON form of an upload. */
const TINY_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** Operations no generic request can make, each with why: they are not called here. */
const CANNOT_BE_MADE_GENERICALLY: Record<string, string> = {
  signInWithPasskey: "needs an authenticator's signature of a challenge the shop gave (passkeys.test.ts makes one)",
  addPasskey: "needs an authenticator's attestation of a challenge the shop gave (passkeys.test.ts makes one)",
};

/**
 * Answers (404 or 409) that the state of the shop legitimately gives to the smallest request,
 * each with why. None today: PREPARE sets the state each operation needs.
 */
const STATE_REFUSALS: Record<string, { status: 404 | 409; why: string }> = {};

interface Operation {
  method: string;
  path: string;
  operationId: string;
  security: Record<string, string[]>[];
  permission?: string;
  parameters: { in: string; name: string; required?: boolean; schema: Schema }[];
  body?: Schema;
}

let document: { paths: Record<string, Record<string, Record<string, unknown>>>; components: { schemas: Record<string, Schema> } };
const ops: Operation[] = [];

// The people calling, and the rows the requests name.
let owner: SignedInUser;
let customer: SignedInUser;
/** A customer whose address is not verified yet, and one with nothing to keep, who deletes their account. */
let unverified: SignedInUser;
let leaver: SignedInUser;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
const records: Record<string, string> = {};
/** What earlier answers gave that later requests need (a TOTP secret, a recovery code). */
const carried: Record<string, string> = {};

beforeAll(async () => {
  const { db } = t.database;
  document = (await t.app.inject({ url: '/api/docs/json' })).json();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const content = (operation.requestBody as { content?: Record<string, { schema: Schema }> } | undefined)?.content;
      ops.push({
        method: method.toUpperCase(),
        path,
        operationId: operation.operationId as string,
        security: operation.security as Operation['security'],
        permission: operation['x-permission'] as string | undefined,
        parameters: (operation.parameters ?? []) as Operation['parameters'],
        body: content?.['application/json']?.schema,
      });
    }
  }

  owner = await signedInUser(t, 'admin');
  customer = await signedInUser(t, 'user');
  await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, customer.id));

  const [tee, soldOut] = await insertProducts(db, [
    {
      name: 'Documented Tee',
      colors: ['black', 'white'],
      sizes: ['m', 'l'],
      variants: [
        { color: 'black', size: 'm', stock: 50 },
        { color: 'black', size: 'l', stock: 50 },
        { color: 'white', size: 'm', stock: 50 },
        { color: 'white', size: 'l', stock: 50 },
      ],
    },
    { name: 'Sold Out Tee', colors: ['black'], sizes: ['m'], variants: [{ color: 'black', size: 'm', stock: 0 }] },
  ]);
  records.product = tee!.id;
  records.productHandle = tee!.handle;
  records.soldOut = soldOut!.id;

  // The customer's orders: one shipped (exchanges and returns), one paid (shipping, refunds), one unpaid.
  const line = { _id: tee!.id, color: 'black', size: 'm', quantity: 4 };
  const orderOf = async (sessionId: string) => (await db.select().from(orders).where(eq(orders.providerSessionId, sessionId)))[0]!;
  const bought = async (quantity: number) => {
    const sessionId = await buyInTestMode(t.app, [{ ...line, quantity }], { cookie: customer.cookie });
    await t.app.inject({ method: 'POST', url: '/api/orders/confirm-payment', payload: { session_id: sessionId } });
    return orderOf(sessionId);
  };
  const shipped = await bought(4);
  await db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, shipped.id));
  const paid = await bought(2);
  records.shippedOrder = shipped.id;
  records.paidOrder = paid.id;
  records.refundedOrder = (await bought(1)).id;
  records.changedOrder = (await bought(1)).id;
  records.changedLine = (await db.select().from(orderLines).where(eq(orderLines.orderId, records.changedOrder)))[0]!.id;
  // A guest's order placed with the customer's address, which they may add to their account.
  records.guestOrder = (await orderOf(await buyInTestMode(t.app, [{ ...line, quantity: 1 }], { email: customer.email }))).id;
  records.shippedLine = (await db.select().from(orderLines).where(eq(orderLines.orderId, shipped.id)))[0]!.id;
  records.paidLine = (await db.select().from(orderLines).where(eq(orderLines.orderId, paid.id)))[0]!.id;
  const open = await t.app.inject({
    method: 'POST',
    url: '/api/orders/create-checkout-session',
    payload: { products: [{ ...line, quantity: 1 }], email: 'guest@shop.test' },
  });
  records.openCheckout = open.json().id;
  records.unpaidOrder = (await orderOf(records.openCheckout!)).id;
  const other = await t.app.inject({
    method: 'POST',
    url: '/api/orders/create-checkout-session',
    payload: { products: [{ ...line, quantity: 1 }], email: 'guest@shop.test' },
  });
  records.otherCheckout = other.json().id;

  // An exchange and a return of the shipped order (their states are set before each move).
  const exchange = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${shipped.id}/exchanges`,
    headers: { cookie: customer.cookie },
    payload: {
      lines: [{ orderLineId: records.shippedLine, quantity: 1, color: 'white', size: 'm' }],
      reason: 'Too small',
      acceptConditions: true,
    },
  });
  expect(exchange.statusCode, exchange.body).toBe(201);
  records.exchange = exchange.json().exchange._id;
  const policy = await t.app.inject({
    method: 'PUT',
    url: '/api/return-policy',
    headers: { cookie: owner.cookie },
    payload: { enabled: true, windowDays: 30, withdrawalRight: false, creditBonusPercent: 0 },
  });
  expect(policy.statusCode, policy.body).toBe(200);
  for (const name of ['return', 'otherReturn']) {
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${shipped.id}/returns`,
      headers: { cookie: customer.cookie },
      payload: { lines: [{ orderLineId: records.shippedLine, quantity: 1 }], reason: 'Changed my mind', acceptConditions: true },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    records[name] = asked.json().return._id;
  }

  // The customer's review of what they bought, with a photo waiting for approval.
  const review = await t.app.inject({
    method: 'POST',
    url: '/api/reviews/post-review',
    headers: { cookie: customer.cookie },
    payload: { productId: tee!.id, rating: 5, comment: 'Fits well' },
  });
  records.review = review.json().review._id;
  records.reviewPhoto = (
    await db
      .insert(reviewPhotos)
      .values({
        reviewId: records.review!,
        image: '/uploads/doc-800.webp',
        images: [{ width: 800, url: '/uploads/doc-800.webp' }],
        position: 0,
      })
      .returning()
  )[0]!.id;

  // An image uploaded through the API, for every field that takes an uploaded image.
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/uploadImage',
    headers: { cookie: owner.cookie },
    payload: { image: TINY_PNG },
  });
  expect(upload.statusCode, upload.body).toBe(201);
  records.image = upload.json().url;

  records.message = (await db.insert(contactMessages).values({ name: 'Ada', email: 'ada@shop.test', message: 'Hello' }).returning())[0]!.id;
  records.credit = (
    await db
      .insert(credits)
      .values({ code: 'GC-DOCS-DOCS-0001', kind: 'gift-card', userId: customer.id, initialCents: 5000, balanceCents: 5000 })
      .returning()
  )[0]!.id;
  records.category = (await db.insert(categories).values({ name: 'Spare', handle: 'spare', position: 99 }).returning())[0]!.id;
  records.color = (await db.insert(colors).values({ name: 'Spare', handle: 'spare', hex: '#123456', position: 99 }).returning())[0]!.id;
  records.sizeSet = (
    await db
      .insert(sizeSets)
      .values({ name: 'Spare', handle: 'spare', sizes: ['s1'], position: 99 })
      .returning()
  )[0]!.id;
  records.staffRole = (
    await db
      .insert(staffRoles)
      .values({ handle: 'docs-role', name: 'Docs role', permissions: ['reviews'] })
      .returning()
  )[0]!.handle;
  records.staffMember = (await signedInUser(t, 'admin', { staffRole: 'support' })).id;
  const victim = await signedInUser(t, 'user');
  records.victim = victim.id;
  unverified = await signedInUser(t, 'user');
  leaver = await signedInUser(t, 'user');
  for (const name of ['deleted', 'erased']) records[name] = (await signedInUser(t, 'user')).id;
  records.waitlist = (
    await db
      .insert(restockRequests)
      .values({ productId: soldOut!.id, color: 'black', size: 'm', email: customer.email, userId: customer.id })
      .returning()
  )[0]!.id;
  records.passkey = (
    await db
      .insert(passkeys)
      .values({ userId: customer.id, credentialId: 'docs-credential', publicKey: 'docs', name: 'Docs key' })
      .returning()
  )[0]!.id;
  records.otherSession = (
    await db
      .insert(sessions)
      .values({ userId: customer.id, tokenHash: hashSessionToken(newSessionToken()), expiresAt: new Date(Date.now() + 86_400_000) })
      .returning()
  )[0]!.id;
  records.customerId = customer.id;
  const call = async (cookie: string, method: 'POST' | 'PUT', url: string, payload: object) => {
    const res = await t.app.inject({ method, url, headers: { cookie }, payload });
    expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(300);
    return res.json();
  };
  records.address = (
    await call(customer.cookie, 'POST', '/api/auth/addresses', {
      name: 'Ada Buyer',
      line1: '1 Congress Ave',
      city: 'Austin',
      state: 'TX',
      postalCode: '78701',
      country: 'US',
    })
  ).address._id;
  records.wishlistItem = (
    await call(customer.cookie, 'POST', '/api/wishlist/items', { productId: tee!.id, color: '', size: '' })
  ).items[0]._id;
  records.discount = (await call(owner.cookie, 'POST', '/api/discounts', { code: 'DOCS10', kind: 'percent', value: 10 })).discount._id;
  records.sale = (
    await call(owner.cookie, 'POST', '/api/sales', { name: 'Docs sale', kind: 'percent', value: 10, appliesTo: { kind: 'all' } })
  ).sale._id;
  // The shop ships where its zones say once it has one: the customer's country among them.
  const zone = await call(owner.cookie, 'POST', '/api/shipping/zones', { name: 'Docs zone', places: ['US'] });
  records.shippingZone = zone.zone._id;
  records.shippingMethod = (
    await call(owner.cookie, 'POST', `/api/shipping/zones/${zone.zone._id}/methods`, { name: 'Docs post', kind: 'flat', rate: 5 })
  ).method._id;
  records.page = (await call(owner.cookie, 'POST', '/api/pages', { handle: 'docs-page', title: 'Docs', markdown: 'Hello' })).page.handle;
  records.invitation = (
    await call(owner.cookie, 'POST', '/api/staff/invitations', { email: 'invited@shop.test', role: 'support' })
  ).invitation._id;
  // Tokens of mailed links: an invitation's, a password reset's and an address's verification.
  await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: victim.email } });
  await t.app.inject({ method: 'POST', url: '/api/auth/resend-verification', headers: { cookie: victim.cookie } });
  const mails = await db.select({ to: emails.to, subject: emails.subject, text: emails.text }).from(emails);
  const tokenIn = (text: string | undefined) => /[?&/]token=([\w-]+)/.exec(text ?? '')?.[1] ?? /\/([\w-]{20,})\b/.exec(text ?? '')?.[1];
  carried.previewStaffInvitationToken = carried.acceptStaffInvitationToken = tokenIn(
    mails.find((mail) => mail.to === 'invited@shop.test')?.text,
  )!;
  carried.resetPasswordToken = tokenIn(mails.find((mail) => mail.to === victim.email && /password/i.test(mail.subject))?.text)!;
  carried.verifyEmailToken = tokenIn(mails.find((mail) => mail.to === victim.email && /verif|confirm/i.test(mail.subject))?.text)!;

  records.apiToken = (
    await call(owner.cookie, 'POST', '/api/auth/api-tokens', { name: 'Docs', scopes: ['orders.view'], expiresInDays: 1 })
  ).token._id;
  records.creditCode = 'GC-DOCS-DOCS-0001';
  records.dataExport = (
    await db
      .insert(dataExports)
      .values({
        userId: customer.id,
        status: 'ready',
        readyAt: new Date(),
        expiresAt: new Date(Date.now() + 86_400_000),
        dataJson: '{}',
        ordersCsv: 'order\n',
      })
      .returning()
  )[0]!.id;
  receiver = await startWebhookReceiver();
  const endpoint = await call(owner.cookie, 'POST', '/api/webhooks/endpoints', { url: receiver.url(), events: ['order.paid'] });
  records.webhookEndpoint = endpoint.endpoint._id;
  await call(owner.cookie, 'POST', `/api/webhooks/endpoints/${records.webhookEndpoint}/test`, {});
  records.webhookDelivery = (await db.select({ id: webhookDeliveries.id }).from(webhookDeliveries).limit(1))[0]!.id;

  const [mail] = await db.select({ id: emails.id }).from(emails).limit(1);
  await db.update(emails).set({ status: 'failed' }).where(eq(emails.id, mail!.id));
  records.mail = mail!.id;
  records.unsubscribe = unsubscribeToken(await t.app.services.unsubscribeKey(), 'w', records.waitlist);
  records.restore = unsubscribeToken(await t.app.services.unsubscribeKey(), 'r', records.unpaidOrder);
}, 120_000);

/** Which record a path's `{id}` names, by the path's start (the longest that matches). */
const ID_OF_PATH: [prefix: string, record: string][] = [
  ['/api/auth/passkeys/', 'passkey'],
  ['/api/auth/sessions/', 'otherSession'],
  ['/api/auth/users/', 'victim'],
  ['/api/auth/addresses/', 'address'],
  ['/api/reviews/', 'review'],
  ['/api/products/', 'product'],
  ['/api/contact/messages/', 'message'],
  ['/api/mail/outbox/', 'mail'],
  ['/api/staff/invitations/', 'invitation'],
  ['/api/staff/', 'staffMember'],
  ['/api/discounts/', 'discount'],
  ['/api/shipping/zones/', 'shippingZone'],
  ['/api/shipping/methods/', 'shippingMethod'],
  ['/api/sales/', 'sale'],
  ['/api/wishlist/items/', 'wishlistItem'],
  ['/api/categories/', 'category'],
  ['/api/colors/', 'color'],
  ['/api/size-sets/', 'sizeSet'],
  ['/api/orders/update-order-status/', 'paidOrder'],
  ['/api/orders/delete-order/', 'unpaidOrder'],
  ['/api/orders/', 'shippedOrder'],
  ['/api/exchanges/', 'exchange'],
  ['/api/returns/', 'return'],
  ['/api/credits/', 'credit'],
  ['/api/waitlist/', 'waitlist'],
  ['/api/privacy/accounts/', 'erased'],
  ['/api/auth/api-tokens/', 'apiToken'],
  ['/api/privacy/data-export/', 'dataExport'],
  ['/api/webhooks/endpoints/', 'webhookEndpoint'],
  ['/api/webhooks/deliveries/', 'webhookDelivery'],
];

/** Operations whose `{id}` is another record than their path's start says. */
const ID_OF_OPERATION: Record<string, string> = {
  deleteUser: 'deleted',
  listUserReviews: 'customerId',
  refundOrder: 'refundedOrder',
  createShipment: 'paidOrder',
  changeOrderLine: 'changedOrder',
  creditReturn: 'otherReturn',
};

/** Who calls where it is another than the rule below says. */
const CALLER_OF_OPERATION: Record<string, () => SignedInUser> = {
  // Nobody votes on their own review.
  toggleHelpfulVote: () => owner,
  resendVerification: () => unverified,
  // An account with orders to ship or credit left is kept (409).
  deleteOwnAccount: () => leaver,
  // The customer's copy of their data was made in the setup: one an hour.
  requestDataExport: () => unverified,
};

/** Who calls: an owner for staff operations, the customer for their own, nobody for public ones. */
function callerOf(operation: Operation): SignedInUser | undefined {
  const chosen = CALLER_OF_OPERATION[operation.operationId];
  if (chosen) return chosen();
  if (operation.security.length === 0) return undefined;
  if (operation.permission || operation.security.some((scheme) => 'bearerAuth' in scheme)) return owner;
  return customer;
}

function urlOf(operation: Operation): string {
  let url = operation.path;
  for (const parameter of operation.parameters.filter((each) => each.in === 'path')) {
    url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(pathValue(operation, parameter))));
  }
  const query = operation.parameters
    .filter((each) => each.in === 'query' && each.required)
    .map((each) => `${each.name}=${encodeURIComponent(String(minimalValue(each.schema, contextOf(operation), each.name)))}`);
  return query.length ? `${url}?${query.join('&')}` : url;
}

function pathValue(operation: Operation, parameter: Operation['parameters'][number]): unknown {
  const { name } = parameter;
  if (name === 'id') {
    const record = ID_OF_OPERATION[operation.operationId] ?? ID_OF_PATH.find(([prefix]) => operation.path.startsWith(prefix))?.[1];
    if (!record || records[record] === undefined) throw new Error(`${operation.operationId}: no record for {id} (add one to ID_OF_PATH)`);
    return records[record];
  }
  const known: Record<string, string | undefined> = {
    email: customer.email,
    photoId: records.reviewPhoto,
    sessionId: operation.operationId === 'abandonTestCheckout' ? records.otherCheckout : records.openCheckout,
    token: operation.operationId === 'restoreCheckoutBag' ? records.restore : records.unsubscribe,
    handle: operation.path.startsWith('/api/staff/roles')
      ? records.staffRole
      : operation.path.startsWith('/api/categories')
        ? 'mens'
        : records.page,
    number: '1',
    // A currency the shop can present: its base (the smallest value) is refused by name.
    code: operation.path.startsWith('/api/currencies') ? 'EUR' : undefined,
  };
  return known[name] ?? minimalValue(parameter.schema, contextOf(operation), name);
}

/** Values for what a schema cannot name, by the field's name (and, where it differs, the operation). */
function hintsFor(operation: Operation): Hints {
  const caller = callerOf(operation);
  return (name, schema) => {
    const patterns = [schema.pattern ?? '', ...((schema as { patterns?: string[] }).patterns ?? [])].join(' ');
    if (patterns.includes('uploads')) return records.image;
    if (patterns.includes('data:')) return TINY_PNG;
    // A list that names each of its items' ids once (the home page's tiles): one item of each id.
    const itemId = schema.items?.properties?.id;
    if (schema.type === 'array' && itemId?.enum) {
      return itemId.enum.map((id) => ({ ...(minimalValue(schema.items!, contextOf(operation)) as object), id }));
    }
    switch (name) {
      case 'product':
        // A bag's line: the colour a product with several needs is the product's to say, not the schema's.
        if (schema.type === 'object') return { _id: records.product, color: 'black', size: 'm', quantity: 1 };
        return records.product;
      case 'productId':
      case '_id':
        return operation.operationId === 'joinWaitlist' ? records.soldOut : records.product;
      case 'orderLineId':
      case 'lineId':
        return operation.operationId === 'changeOrderLine' ? records.changedLine : records.shippedLine;
      case 'color':
        return 'black';
      case 'size':
        // An exchange or a change is to another size.
        return ['changeOrderLine', 'requestExchange'].includes(operation.operationId) ? 'l' : 'm';
      case 'country':
      case 'homeCountry':
        // Where the shop ships is its settings'.
        return 'US';
      case 'url':
        // An address the shop may post to: a receiver on this machine.
        return receiver.url();
      case 'category':
        return 'mens';
      case 'password':
      case 'currentPassword':
        if (operation.operationId === 'logIn') return customer.password;
        return ['resetPassword', 'acceptStaffInvitation', 'registerUser'].includes(operation.operationId)
          ? STRONG_PASSWORD
          : (caller?.password ?? STRONG_PASSWORD);
      case 'newPassword':
        return STRONG_PASSWORD;
      case 'code':
        return operation.operationId === 'checkCreditBalance' ? records.creditCode : carried.code;
      case 'email':
        return operation.operationId === 'logIn' ? customer.email : undefined;
      case 'role':
        // A staff role's handle: which roles exist is the shop's.
        return schema.enum ? undefined : 'support';
      case 'ids':
        return carried.ids ? JSON.parse(carried.ids) : undefined;
      case 'csv':
        // A file's columns are beyond a schema; the operation's summary names them.
        return 'name,category,colors,price,description\nDocs Tee,mens,black,10,A tee\n';
      case 'token':
        return carried[`${operation.operationId}Token`];
      case 'session_id':
        return records.openCheckout;
      case 'orderIds':
        return [records.guestOrder];
      default:
        return undefined;
    }
  };
}

const contextOf = (operation: Operation) => ({ components: document.components.schemas, hints: hintsFor(operation) });

/** State an operation needs, set just before it: a move needs the state it moves from. */
/** The customer waiting for the sold-out tee again (or still): the request's id. */
async function waitingRequest(): Promise<string> {
  const waiting = { productId: records.soldOut!, color: 'black', size: 'm', email: customer.email };
  await t.database.db
    .insert(restockRequests)
    .values({ ...waiting, userId: customer.id })
    .onConflictDoNothing();
  const [request] = await t.database.db
    .select({ id: restockRequests.id })
    .from(restockRequests)
    .where(and(...Object.entries(waiting).map(([key, value]) => eq(restockRequests[key as keyof typeof waiting], value))));
  return request!.id;
}

/** An unsubscribe link ('w') mailed for a waiting list the customer is on. */
async function newWaitlistLink(): Promise<void> {
  records.unsubscribe = unsubscribeToken(await t.app.services.unsubscribeKey(), 'w', await waitingRequest());
}

const PREPARE: Record<string, () => Promise<void>> = {
  approveExchange: () => exchangeIn('requested'),
  rejectExchange: () => exchangeIn('requested'),
  receiveExchange: () => exchangeIn('approved'),
  shipExchange: () => exchangeIn('received'),
  closeExchange: () => exchangeIn('shipped'),
  approveReturn: () => returnIn('return', 'requested'),
  rejectReturn: () => returnIn('return', 'requested'),
  receiveReturn: () => returnIn('return', 'approved'),
  refundReturn: () => returnIn('return', 'received'),
  creditReturn: () => returnIn('otherReturn', 'received'),
  restoreStaff: async () =>
    void (await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, records.staffMember!))),
  // An earlier request (the smallest policy) turned returns off.
  requestReturn: async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/return-policy',
      headers: { cookie: owner.cookie },
      payload: { enabled: true, windowDays: 30, withdrawalRight: false, creditBonusPercent: 0 },
    });
    expect(res.statusCode).toBe(200);
  },
  // Signing out everywhere else (and a new password) ended the other sessions.
  endSession: async () => {
    records.otherSession = (
      await t.database.db
        .insert(sessions)
        .values({ userId: customer.id, tokenHash: hashSessionToken(newSessionToken()), expiresAt: new Date(Date.now() + 86_400_000) })
        .returning()
    )[0]!.id;
  },
  // The invitation was accepted by an earlier request.
  revokeStaffInvitation: async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/staff/invitations',
      headers: { cookie: owner.cookie },
      payload: { email: 'invited-again@shop.test', role: 'support' },
    });
    records.invitation = res.json().invitation._id;
  },
  // The unsubscribe link stopped its waiting list, so its token opens nothing more: a new list, a new link.
  getUnsubscribePreferences: () => newWaitlistLink(),
  setUnsubscribePreference: () => newWaitlistLink(),
  // The unsubscribe link stopped the waiting list.
  leaveWaitlist: async () => {
    records.waitlist = await waitingRequest();
  },
  // The smallest stock change left the tee sold out.
  createCheckoutSession: async () => {
    await t.database.db.update(productVariants).set({ stock: 50 }).where(eq(productVariants.productId, records.product!));
  },
  reorderCategories: () => everyId('/api/categories/manage', 'categories'),
  reorderColors: () => everyId('/api/colors/manage', 'colors'),
  reorderSizeSets: () => everyId('/api/size-sets/manage', 'sizeSets'),
};

/** A new order names every row once: their ids as they are now. */
async function everyId(url: string, key: string) {
  const res = await t.app.inject({ url, headers: { cookie: owner.cookie } });
  carried.ids = JSON.stringify((res.json() as Record<string, { _id: string }[]>)[key]!.map((row) => row._id));
}

async function exchangeIn(status: 'requested' | 'approved' | 'received' | 'shipped') {
  await t.database.db.update(exchanges).set({ status }).where(eq(exchanges.id, records.exchange!));
}
async function returnIn(record: string, status: 'requested' | 'approved' | 'received') {
  await t.database.db.update(returns).set({ status }).where(eq(returns.id, records[record]!));
}

/** What an answer gives that a later request needs. */
async function carry(operation: Operation, body: string) {
  if (operation.operationId === 'changePassword') customer.password = STRONG_PASSWORD;
  if (operation.operationId === 'startTwoFactorSetup')
    carried.code = await generate({ secret: (JSON.parse(body) as { secret: string }).secret });
  if (operation.operationId === 'enableTwoFactor' || operation.operationId === 'renewRecoveryCodes')
    carried.code = (JSON.parse(body) as { recoveryCodes: string[] }).recoveryCodes[0]!;
}

/**
 * GETs first, then the changes in the document's order, the deletes (those that take others with
 * them after those others), and what ends a session last.
 */
const DELETED_WITH_OTHERS = ['deleteReview', 'deleteShippingZone', 'deleteProduct'];
const LAST = ['disableTwoFactor', 'logOut', 'deleteOwnAccount'];
function rank(operation: Operation): number {
  if (LAST.includes(operation.operationId)) return 4 + LAST.indexOf(operation.operationId);
  if (DELETED_WITH_OTHERS.includes(operation.operationId)) return 3;
  return operation.method === 'GET' ? 0 : operation.method === 'DELETE' ? 2 : 1;
}

describe('the smallest request the OpenAPI document allows', () => {
  it('is taken by every operation: never refused as invalid', async () => {
    const ordered = [...ops].sort((a, b) => rank(a) - rank(b));
    const answers: string[] = [];
    for (const operation of ordered) {
      if (operation.operationId in CANNOT_BE_MADE_GENERICALLY) continue;
      await PREPARE[operation.operationId]?.();
      const caller = callerOf(operation);
      let url: string;
      try {
        url = urlOf(operation);
      } catch (error) {
        answers.push((error as Error).message);
        continue;
      }
      const payload = operation.body ? minimalValue(operation.body, contextOf(operation)) : undefined;
      const res = await t.app.inject({
        method: operation.method as 'GET',
        url,
        headers: caller ? { cookie: caller.cookie } : {},
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      if (res.statusCode < 300) await carry(operation, res.body);
      const expected = STATE_REFUSALS[operation.operationId]?.status;
      if (res.statusCode >= 300 && res.statusCode !== expected)
        answers.push(
          `${operation.operationId} ${operation.method} ${url} ${JSON.stringify(payload)} -> ${res.statusCode} ${res.body.slice(0, 300)}`,
        );
    }
    expect(answers).toEqual([]);
  }, 180_000);
});

describe('the rules the document once left looser than the server', () => {
  it('states them: an email or nothing, a phone, a shop link, a GTIN, a colour handle with no space', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    const bodyOf = (path: string, method: string) => document.paths[path][method].requestBody.content['application/json'].schema;
    const details = bodyOf('/api/site-content/manage/footer', 'put').properties.details.properties;
    expect(details.email.anyOf).toEqual([
      { type: 'string', maxLength: 0 },
      { type: 'string', format: 'email', maxLength: 254 },
    ]);
    const phone = new RegExp(details.phone.pattern);
    expect(['', '+1 (512) 555-0100'].every((value) => phone.test(value))).toBe(true);
    expect(['abc', '555\n0100'].some((value) => phone.test(value))).toBe(false);
    const link = new RegExp(
      bodyOf('/api/site-content/manage/footer', 'put').properties.columns.items.properties.links.items.properties.to.pattern,
    );
    expect(['/shop', 'https://example.com/x'].every((value) => link.test(value))).toBe(true);
    expect(['x', '//evil.example', 'http://example.com', 'javascript:alert(1)'].some((value) => link.test(value))).toBe(false);
    const handle = new RegExp(bodyOf('/api/colors', 'post').properties.handle.pattern);
    expect(handle.test('sea-green')).toBe(true);
    expect(handle.test('sea green')).toBe(false);
    const variant = bodyOf('/api/products/create-product', 'post').properties.variants.items.properties;
    const barcode = new RegExp(
      variant.barcode.pattern ?? variant.barcode.anyOf?.find((each: { pattern?: string }) => each.pattern).pattern,
    );
    expect(barcode.test('4006381333931')).toBe(true);
    expect(barcode.test('abc')).toBe(false);
  });
});
