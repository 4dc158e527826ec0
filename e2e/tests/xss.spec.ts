/**
 * Fifty XSS payloads (support/xss-payloads.ts) go through every text a customer or an admin
 * can enter, and are rendered wherever the shop shows them: the storefront (also without
 * JavaScript, the server's HTML alone, with its title, meta tags and JSON-LD), the customer's
 * and the admin's dashboards, the packing slip, and the HTML of every mail they caused.
 * None may run, and none may become markup: each page is searched for what a payload would
 * have made (an element with `data-xss`, an `on…` attribute, a `javascript:` URL, an inline
 * script), while the payloads must be there, as text.
 *
 * The texts are spread so that each field carries all fifty across the entities made here:
 * a user name holds one payload (50 accounts), an address name two (25 orders), the reason staff
 * gave for deleting an account ten (5 accounts), a product's description all fifty. The contact form is limited to five messages in ten minutes, so one
 * message carries all fifty and its sender's name two.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiClient, newAdmin } from '../support/api';
import type { CaughtMail } from '../support/mail-catcher';
import { solidPng } from '../support/shop';
import { waitUntilSettled } from '../support/a11y';
import { expect, test } from '../support/test';
import {
  at,
  inspectDocument,
  look,
  normalize,
  ok,
  open,
  ran,
  sessionOf,
  signInAs,
  tally,
  textOf,
  until,
  watched,
  type Ready,
  type Session,
} from '../support/xss-watch';
import { XSS_PAYLOAD_MAX, XSS_PAYLOADS } from '../support/xss-payloads';

const PAYLOADS = XSS_PAYLOADS;
/** `count` payloads from position `from`, round the list. */
const run = (from: number, count: number) => Array.from({ length: count }, (_, offset) => at(from + offset));

const USERS = PAYLOADS.length;
const PRODUCTS = Math.ceil(PAYLOADS.length / 2);
const ORDERS = Math.ceil(PAYLOADS.length / 2);
const EXCHANGES = 3;
/** Accounts the admin deletes at their owners' request: ten payloads in each reason, five hundred characters at most. */
const ERASURES = Math.ceil(PAYLOADS.length / 10);
/** How many pages are looked at at once (the machine is small; most of the time is spent waiting). */
const AT_ONCE = 3;

interface Product {
  _id: string;
  name: string;
  /** The payloads its name carries. */
  namePayloads: string[];
}
interface Customer {
  index: number;
  email: string;
  api: APIRequestContext;
  session: Session;
  bio: string[];
  profession: string;
  reviewId: string;
  /** The payloads of the review as it stands (an admin may have edited it). */
  review: string[];
  productIndex: number;
}
interface PlacedOrder {
  index: number;
  _id: string;
  orderId: string;
  sessionId: string;
  customer: Customer;
  product: Product;
  addressPayloads: string[];
}
interface Exchange {
  raNumber: string;
  order: PlacedOrder;
  reason: string[];
  rejection: string[];
}

/**
 * In the page: what the server's HTML `source` makes, parsed as a browser parses a page (nothing in
 * it runs): the tags of its head, and every element a payload would have made, wherever the parser
 * put it.
 */
function parseHead(source: string) {
  const parsed = new DOMParser().parseFromString(source, 'text/html');
  const all = (selector: string) => Array.from(parsed.querySelectorAll(selector));
  const contents = (selector: string) => all(selector).map((meta) => meta.getAttribute('content'));
  return {
    titles: all('title').map((title) => title.textContent),
    descriptions: contents('meta[name="description"]'),
    ogTitles: contents('meta[property="og:title"]'),
    ogDescriptions: contents('meta[property="og:description"]'),
    made: all('*')
      .filter((element) => element.hasAttribute('data-xss') || element.getAttributeNames().some((name) => /^on/i.test(name)))
      .map((element) => element.outerHTML.slice(0, 80)),
  };
}

/**
 * The head of a page the server rendered (`source`, its HTML), parsed in `page`: one title and one
 * description, and their Open Graph tags, each holding the entered words whole (a breakout would
 * have cut them short) and no element made of them; in the source, no payload's markup or quote
 * is left unescaped.
 */
async function expectHead(page: Page, url: string, source: string, expected: { title: string; description: string }) {
  expect(await page.evaluate(parseHead, source), `the head of ${url}`).toEqual({
    titles: [expected.title],
    descriptions: [expected.description],
    ogTitles: [expected.title],
    ogDescriptions: [expected.description],
    made: [],
  });
  const written = source.slice(0, source.indexOf('</head>'));
  expect(
    PAYLOADS.filter((payload) => /[<>"]/.test(payload) && written.includes(payload)),
    `payloads written unescaped into the head of ${url}`,
  ).toEqual([]);
}

/**
 * Moves to `url` inside the app already on the page, the way its links do (the router follows
 * the history; no new document), and waits until the page is `ready`.
 */
async function inApp(page: Page, url: string, ready: Ready) {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  await expect(page).toHaveURL((current) => `${current.pathname}${current.search}` === url);
  await until(page, ready);
}

/**
 * Opens the page of an admin list (ten a page, newest first) that shows `text`, at the place the
 * API gives (`indexNow`); what other journeys add meanwhile may move it on a page, so it asks again.
 */
async function openListPageWith(page: Page, path: string, text: string, indexNow: () => Promise<number>) {
  await expect(async () => {
    await open(page, `${path}?page=${Math.floor(Math.max(0, await indexNow()) / 10) + 1}`);
    await expect(page.locator('body')).toContainText(text, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

/** Runs `work` over the items, `AT_ONCE` at a time, each worker with its own slot number. */
async function eachAtOnce<T>(items: readonly T[], work: (item: T, slot: number) => Promise<void>, limit = AT_ONCE) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async (_, slot) => {
      while (next < items.length) await work(items[next++]!, slot);
    }),
  );
}

const id = randomUUID().slice(0, 8);
/** A word every product's name carries, to find them all with one search. */
const token = `xss${id}`;
const category = `xss${id}`;
const emailOf = (index: number) => `xss-${id}-${index}@example.com`;
const contact = {
  name: textOf([at(48), at(49)], 100),
  email: `xss-${id}-contact@example.com`,
  message: textOf(PAYLOADS, 5000, '\n'),
};

/** The journey's own admin: the audit log, filtered to them, holds this journey's changes alone. */
let admin: APIRequestContext;
let adminId = '';
let adminPassword = '';
/** A picture uploaded to the shop, each customer's profile picture. */
let picture = '';
let shopName = '';
const products: Product[] = [];
const customers: Customer[] = [];
const orders: PlacedOrder[] = [];
const exchanges: Exchange[] = [];
/** The payloads of each reason the admin gave for deleting an account. */
const erasureReasons: string[][] = [];
let openSessionId = '';

test.describe.configure({ mode: 'serial' });

test.describe('fifty XSS payloads through every text a customer or an admin enters', () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    expect(PAYLOADS.length).toBe(50);
    for (const payload of PAYLOADS) expect(payload.length).toBeLessThanOrEqual(XSS_PAYLOAD_MAX);

    ({
      api: admin,
      account: { _id: adminId, password: adminPassword },
    } = await newAdmin('Moderator'));
    shopName = (await ok<{ name: string }>(admin.get('/api/settings'))).name;
    const png = `data:image/png;base64,${solidPng(32, [180, 90, 60]).toString('base64')}`;
    ({ url: picture } = await ok<{ url: string }>(admin.post('/api/uploadImage', { data: { image: png } })));

    // Their category (admin): a payload in its name, which the shop's filter and heading show.
    await ok(admin.post('/api/categories', { data: { name: textOf([at(1)], 60), handle: category } }));

    // Products (admin): two payloads in each name, all fifty in each description.
    const indexes = (count: number) => Array.from({ length: count }, (_, index) => index);
    await eachAtOnce(
      indexes(PRODUCTS),
      async (index) => {
        const namePayloads = run(2 * index, 2);
        const name = textOf([...namePayloads, token], 120);
        const { product } = await ok<{ product: { _id: string } }>(
          admin.post('/api/products/create-product', {
            data: {
              name,
              category,
              color: 'black',
              sizes: ['m', 'l'],
              price: 10 + index,
              description: textOf(PAYLOADS, 5000, '\n'),
            },
          }),
        );
        products[index] = { _id: product._id, name, namePayloads };
      },
      4,
    );

    // Customers: one payload in each user name and profession, ten in each bio; each reviews a
    // product (two reviews a product, together all fifty payloads).
    await eachAtOnce(
      indexes(USERS),
      async (index) => {
        const api = await apiClient();
        const password = `tidal harbour ${id} ${index}`;
        await ok(api.post('/api/auth/register', { data: { username: at(index), email: emailOf(index), password } }));
        await ok(api.post('/api/auth/login', { data: { email: emailOf(index), password } }));
        const bio = run(index, 10);
        const profession = at(index + 25);
        const { user } = await ok<{ user: unknown }>(
          api.patch('/api/auth/edit-profile', {
            data: { username: at(index), profileImage: picture, bio: textOf(bio, 500), profession: textOf([profession], 80) },
          }),
        );
        const review = index % 2 === 0 ? run(0, 25) : run(25, 25);
        const productIndex = Math.floor(index / 2);
        const posted = await ok<{ review: { _id: string } }>(
          api.post('/api/reviews/post-review', {
            data: { productId: products[productIndex]!._id, rating: 1 + (index % 5), comment: textOf(review, 2000, '\n') },
          }),
        );
        customers[index] = {
          index,
          email: emailOf(index),
          api,
          session: { cookies: (await api.storageState()).cookies, user },
          bio,
          profession,
          reviewId: posted.review._id,
          review,
          productIndex,
        };
      },
      4,
    );

    // Orders in test mode, one for each of the first customers, shipped to payload addresses:
    // two payloads in the name, city and state, four in each address line.
    await eachAtOnce(
      indexes(ORDERS),
      async (index) => {
        const customer = customers[index]!;
        const product = products[index]!;
        const address = {
          name: textOf(run(2 * index, 2), 100),
          line1: textOf(run(2 * index + 2, 4), 200),
          line2: textOf(run(2 * index + 6, 4), 200),
          city: textOf(run(2 * index + 10, 2), 100),
          state: textOf(run(2 * index + 12, 2), 100),
          postalCode: '78701',
          country: 'US',
        };
        const { id: sessionId } = await ok<{ id: string }>(
          customer.api.post('/api/orders/create-checkout-session', {
            data: { products: [{ _id: product._id, color: 'black', size: 'm', quantity: 1 }] },
          }),
        );
        await ok(customer.api.post(`/api/orders/test-checkout/${sessionId}/pay`, { data: { shippingAddress: address } }));
        const { order } = await ok<{ order: { _id: string; orderId: string } }>(
          customer.api.post('/api/orders/confirm-payment', { data: { session_id: sessionId } }),
        );
        orders[index] = {
          index,
          _id: order._id,
          orderId: order.orderId,
          sessionId,
          customer,
          product,
          addressPayloads: run(2 * index, 14),
        };
      },
      4,
    );

    // Exchanges: the admin ships three orders, their customers ask for an L with twenty payloads
    // as the reason, and the admin rejects each with twenty more.
    for (let index = 0; index < EXCHANGES; index += 1) {
      const order = orders[index]!;
      await ok(admin.patch(`/api/orders/update-order-status/${order._id}`, { data: { status: 'shipped' } }));
      const options = await ok<{ lines: { orderLineId: string }[] }>(order.customer.api.get(`/api/orders/${order._id}/exchange-options`));
      const reason = run(20 * index, 20);
      const { exchange } = await ok<{ exchange: { _id: string; raNumber: string } }>(
        order.customer.api.post(`/api/orders/${order._id}/exchanges`, {
          data: {
            lines: [{ orderLineId: options.lines[0]!.orderLineId, quantity: 1, color: 'black', size: 'l' }],
            reason: textOf(reason, 1000, '\n'),
            acceptConditions: true,
          },
        }),
      );
      const rejection = run(20 * index + 25, 20);
      await ok(admin.post(`/api/exchanges/${exchange._id}/reject`, { data: { reason: textOf(rejection, 1000, '\n') } }));
      exchanges.push({ raNumber: exchange.raNumber, order, reason, rejection });
    }

    // The admin's own edits, which the audit log shows before and after: a product renamed, two
    // reviews moderated (their payloads swapped, so that each product page still shows all fifty).
    const renamed = products[0]!;
    renamed.namePayloads = [at(1), at(0)];
    renamed.name = textOf([...renamed.namePayloads, token], 120);
    await ok(admin.patch(`/api/products/update-product/${renamed._id}`, { data: { name: renamed.name } }));
    for (const customer of customers.slice(0, 2)) {
      customer.review = customer.index === 0 ? run(25, 25) : run(0, 25);
      await ok(admin.patch(`/api/reviews/${customer.reviewId}`, { data: { comment: textOf(customer.review, 2000, '\n') } }));
    }

    // Accounts the admin deletes at their owners' request, ten payloads in each reason (the audit
    // log shows it). Deleting asks for a proof of who the admin is no older than ten minutes.
    await ok(admin.post('/api/auth/reauthenticate', { data: { password: adminPassword } }));
    for (let index = 0; index < ERASURES; index += 1) {
      const leaving = await apiClient();
      const { user } = await ok<{ user: { _id: string } }>(
        leaving.post('/api/auth/register', {
          // Not an address of the journey's mail (xss-…): its verification is none of the mails looked at.
          data: { username: `Leaving ${id} ${index}`, email: `gone-${id}-${index}@example.com`, password: `tidal harbour ${id} gone` },
        }),
      );
      await leaving.dispose();
      const reason = run(10 * index, 10);
      await ok(admin.post(`/api/privacy/accounts/${user._id}/erase`, { data: { reason: textOf(reason, 500), reviews: 'delete' } }));
      erasureReasons.push(reason);
    }

    // A checkout left open, to see its TEST MODE page; and last (so that it tops the outbox), a
    // message through the contact form.
    openSessionId = (
      await ok<{ id: string }>(
        customers[0]!.api.post('/api/orders/create-checkout-session', {
          data: { products: [{ _id: products[1]!._id, color: 'black', size: 'l', quantity: 1 }] },
        }),
      )
    ).id;
    const visitor = await apiClient();
    await ok(visitor.post('/api/contact', { data: contact }));
    await visitor.dispose();
  });

  test.afterAll(async () => {
    // The shop's lists go back to the catalogue alone (a product in an order is archived).
    if (admin) {
      for (const product of products.filter(Boolean)) await admin.delete(`/api/products/${product._id}`);
      await admin.dispose();
    }
    for (const customer of customers.filter(Boolean)) await customer.api.dispose();
    console.log(
      `XSS: ${PAYLOADS.length} payloads; ${tally.pages} pages and mails looked at over ${tally.surfaces.size} surfaces; ` +
        `${tally.sightings} payload sightings as text; ${ran.length} ran`,
    );
  });

  test.afterEach(() => {
    expect(ran, 'a payload ran').toEqual([]);
  });

  test('the watch itself: each payload is caught where a careless page makes it markup or code', async ({ browser }) => {
    // Renderings a careless shop could do: the text written into HTML raw, into an attribute,
    // a URL, a raw-text element or a script; or decoded first (entities, %-escapes, JSON
    // escapes, Unicode folding), or run through a template or a markdown link.
    const written: ((payload: string) => string)[] = [
      (payload) => `<div>${payload}</div>`,
      (payload) => `<div title="${payload}">x</div>`,
      (payload) => `<div title='${payload}'>x</div>`,
      (payload) => `<a href="${payload}">x</a>`,
      (payload) => `<title>${payload}</title>`,
      (payload) => `<textarea>${payload}</textarea>`,
      (payload) => `<style>${payload}</style>`,
      (payload) => `<noscript>${payload}</noscript>`,
      (payload) => `<script>var said = "${payload}";</script>`,
      (payload) => `<script>var said = '${payload}';</script>`,
    ];
    const transformed = ['entities', 'percent', 'json', 'nfkc', 'template', 'literal', 'markdown'] as const;
    const caught: string[] = [];
    const context = await watched(browser, {}, caught);
    const page = await context.newPage();
    /** Whether the page now holds a payload's markup (the shop's own script is not one), or a payload ran. */
    const detected = async (callsBefore: number) => {
      await page.evaluate(() => document.querySelectorAll('script:not([data-xss])').forEach((script) => script.remove()));
      const { problems } = await page.evaluate(inspectDocument);
      return problems.length > 0 || caught.length > callsBefore;
    };
    const missed: string[] = [];
    for (const payload of PAYLOADS) {
      let seen = false;
      for (const write of written) {
        const before = caught.length;
        await page.setContent(write(payload));
        if ((seen = await detected(before))) break;
      }
      for (const how of transformed) {
        if (seen) break;
        const before = caught.length;
        await page.setContent('<main></main>');
        await page.evaluate(
          ([text, how]) => {
            let html = text;
            try {
              if (how === 'entities') {
                const decoder = document.createElement('textarea');
                decoder.innerHTML = text;
                html = decoder.value;
              } else if (how === 'percent') html = decodeURIComponent(text);
              else if (how === 'json') html = JSON.parse(`"${text}"`) as string;
              else if (how === 'nfkc') html = text.normalize('NFKC');
              else if (how === 'template')
                html = text.replace(/\{\{(.+?)\}\}/g, (_, code: string) => String(new Function(`return ${code}`)()));
              else if (how === 'literal') html = String(new Function(`return \`${text}\``)());
              else html = text.replace(/\[([^\]]+)\]\(([^)]+)\)/g, '<a href="$2">$1</a>');
            } catch {
              // This rendering does not apply to this text.
            }
            document.querySelector('main')!.innerHTML = html;
          },
          [payload, how] as const,
        );
        seen = await detected(before);
      }
      if (!seen) missed.push(payload);
    }
    expect(missed, 'payloads no careless rendering would reveal').toEqual([]);
    // The watch hears a payload that runs, and a dialog it opens.
    await expect.poll(() => caught.filter((report) => report.startsWith('__xss(2) ran')).length).toBeGreaterThan(0);
    await expect.poll(() => caught.some((report) => report.includes('dialog "50"'))).toBe(true);
    await context.close();
  });

  test('the storefront shows them as text: search, shop, product pages with their reviews, checkout and confirmation', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const names = products.flatMap((product) => product.namePayloads);
    const context = await watched(browser);
    const pages = await Promise.all(Array.from({ length: AT_ONCE }, () => context.newPage()));

    const [first] = pages as [Page];
    await open(first, `/search?q=${token}`, products[0]!.name);
    await look(first, 'search results', names);
    await open(first, `/shop?category=${category}`, token);
    await look(first, 'shop list', []);
    await open(first, '/');
    await look(first, 'home page', []);

    await eachAtOnce(products, async (product, slot) => {
      const page = pages[slot]!;
      const reviewers = customers.filter((customer) => customer.productIndex === products.indexOf(product));
      await open(page, `/shop/${product._id}`, product.name);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
      await look(page, 'product page', [
        ...product.namePayloads,
        ...PAYLOADS, // the description
        ...reviewers.flatMap((customer) => [at(customer.index), ...customer.review]),
      ]);
    });

    // The TEST MODE checkout shows what is bought; the confirmation where it ships.
    const shopper = await watched(browser);
    const page = await shopper.newPage();
    await signInAs(page, customers[0]!.session);
    await open(page, `/checkout/${openSessionId}`, products[1]!.name);
    await look(page, 'test-mode checkout', products[1]!.namePayloads);
    const [paid] = orders as [PlacedOrder];
    await open(page, `/success?session_id=${paid.sessionId}`, page.getByRole('region', { name: 'Shipping address' }));
    await look(page, 'payment confirmation', paid.addressPayloads);
    await shopper.close();
    await context.close();
  });

  test('without JavaScript the server’s HTML shows them as text, and its title, meta tags and JSON-LD hold them whole', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const context = await watched(browser, { javaScriptEnabled: false });
    const pages = await Promise.all(Array.from({ length: AT_ONCE }, () => context.newPage()));
    const [first] = pages as [Page];
    await first.goto(`/search?q=${token}`);
    await look(
      first,
      'search results, server HTML',
      products.flatMap((product) => product.namePayloads),
    );
    // The shop's list, page by page (four products a page): together every product's name.
    let listed = '';
    for (let shopPage = 1; shopPage <= Math.ceil(PRODUCTS / 4); shopPage += 1) {
      await first.goto(`/shop?category=${category}&page=${shopPage}`);
      await look(first, 'shop list, server HTML', []);
      listed += normalize((await first.evaluate(inspectDocument)).text);
    }
    const unlisted = products.flatMap((product) => product.namePayloads).filter((payload) => !listed.includes(normalize(payload)));
    expect(unlisted, 'names missing from the shop list').toEqual([]);

    await eachAtOnce(products, async (product, slot) => {
      const page = pages[slot]!;
      const index = products.indexOf(product);
      const reviewers = customers.filter((customer) => customer.productIndex === index);
      const response = await page.goto(`/shop/${product._id}`);
      expect(response?.status()).toBe(200);
      await look(page, 'product page, server HTML', [
        ...product.namePayloads,
        ...PAYLOADS,
        ...reviewers.flatMap((customer) => [at(customer.index), ...customer.review]),
      ]);
      // The head: one title, one description, Open Graph tags and one JSON-LD block, each
      // holding the entered text whole (a breakout would have cut it short).
      const head = await page.evaluate(() => ({
        title: document.title,
        titles: document.querySelectorAll('title').length,
        descriptions: Array.from(document.querySelectorAll('meta[name="description"]')).map((meta) => meta.getAttribute('content')),
        ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
        ogDescription: document.querySelector('meta[property="og:description"]')?.getAttribute('content'),
        jsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map((script) => script.textContent ?? ''),
        state: document.getElementById('shop-ssr-state')?.textContent ?? '',
      }));
      const description = textOf(PAYLOADS, 5000, '\n');
      expect(head.titles).toBe(1);
      expect(head.title).toBe(`${product.name} | ${shopName}`);
      expect(head.ogTitle).toBe(`${product.name} | ${shopName}`);
      expect(head.descriptions).toEqual([`${description.slice(0, 157)}...`]);
      expect(head.ogDescription).toBe(`${description.slice(0, 157)}...`);
      expect(head.jsonLd).toHaveLength(1);
      const jsonLd = JSON.parse(head.jsonLd[0]!) as {
        name: string;
        description: string;
        review: { reviewBody: string; author: { name: string } }[];
      };
      expect(jsonLd.name).toBe(product.name);
      expect(jsonLd.description).toBe(description);
      expect(jsonLd.review.map((review) => review.reviewBody).sort()).toEqual(
        reviewers.map((customer) => textOf(customer.review, 2000, '\n')).sort(),
      );
      expect(jsonLd.review.map((review) => review.author.name).sort()).toEqual(reviewers.map((customer) => at(customer.index)).sort());
      // The state the browser hydrates from is JSON that holds the same text.
      expect(JSON.stringify(JSON.parse(head.state))).toContain(JSON.stringify(product.name).slice(1, -1));
    });
    await context.close();
  });

  test('the customers’ dashboards show them as text: welcome, profile, reviews, orders and exchanges', async ({ browser }) => {
    test.setTimeout(180_000);
    const contexts = await Promise.all(Array.from({ length: AT_ONCE }, () => watched(browser)));
    const pages = await Promise.all(contexts.map((context) => context.newPage()));
    await eachAtOnce(customers, async (customer, slot) => {
      const page = pages[slot]!;
      await signInAs(page, customer.session);
      const username = at(customer.index);
      // The customer's way round the dashboard: its menu, then the order's link.
      const menu = (name: string) => page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name, exact: true });

      await open(page, '/dashboard', `Welcome, ${username}!`);
      await look(page, 'customer dashboard', [username]);
      await menu('Profile').click();
      await until(page, customer.profession);
      await look(page, 'profile', [username, ...customer.bio, customer.profession]);
      await menu('Reviews').click();
      await until(page, token);
      await look(page, 'my reviews', [...customer.review, ...products[customer.productIndex]!.namePayloads]);

      const order = orders.find((candidate) => candidate.customer === customer);
      if (!order) return;
      await menu('Orders').click();
      await until(page, order.orderId);
      await look(page, 'my orders', []);
      await page.getByRole('link', { name: `view order ${order.orderId}` }).click();
      await until(page, page.getByRole('region', { name: 'Shipping address' }));
      const exchange = exchanges.find((candidate) => candidate.order === order);
      if (exchange) await until(page, page.getByRole('article', { name: `Exchange ${exchange.raNumber}` }));
      await look(page, 'order page', [...order.product.namePayloads, ...order.addressPayloads, ...(exchange ? exchange.rejection : [])]);
    });
    await Promise.all(contexts.map((context) => context.close()));
  });

  test('the admin’s dashboards show them as text: users, categories, products, reviews, messages, outbox, orders, exchanges, audit log', async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const contexts = await Promise.all(Array.from({ length: AT_ONCE }, () => watched(browser)));
    const pages = await Promise.all(contexts.map((context) => context.newPage()));
    const session = await sessionOf(admin);
    for (const adminPage of pages) await signInAs(adminPage, session);
    const [page] = pages as [Page];

    /** Pages of a list, looked at one by one; together they must show every payload of `expected`. */
    const lookThrough = async (surface: string, urls: string[], first: string, expected: readonly string[]) => {
      let shown = '';
      for (const url of urls) {
        await open(page, url, urls.indexOf(url) === 0 ? first : undefined);
        await waitUntilSettled(page);
        await look(page, surface, []);
        shown += normalize((await page.evaluate(inspectDocument)).text);
      }
      expect(
        expected.filter((payload) => !shown.includes(normalize(payload))),
        `entered text not shown on ${surface}`,
      ).toEqual([]);
      tally.sightings += expected.length;
    };
    const pagesOf = (path: string, count: number, query = '') =>
      Array.from({ length: count }, (_, index) => `${path}?${query}${index > 0 ? `${query ? '&' : ''}page=${index + 1}` : ''}`);

    await open(page, '/dashboard/admin');
    await look(page, 'admin dashboard', []);
    await open(page, '/dashboard/categories', at(1));
    await look(page, 'categories', [at(1)]);
    await lookThrough('users', pagesOf('/dashboard/users', Math.ceil(USERS / 10), `search=xss-${id}`), `xss-${id}`, PAYLOADS);
    await lookThrough(
      'manage products',
      pagesOf('/dashboard/manage-products', Math.ceil(PRODUCTS / 12), `category=${category}`),
      token,
      products.flatMap((product) => product.namePayloads),
    );
    // Every review, newest first: as far as this journey's oldest, and a page more for those
    // other journeys post meanwhile.
    const { reviews } = await ok<{ reviews: { _id: string }[] }>(admin.get('/api/reviews/all?limit=100'));
    const ours = new Set(customers.map((customer) => customer.reviewId));
    const oldest = reviews.findLastIndex((review) => ours.has(review._id));
    expect(oldest, 'the journey’s reviews among the newest hundred').toBeGreaterThanOrEqual(USERS - 1);
    await lookThrough('manage reviews', pagesOf('/dashboard/manage-reviews', Math.ceil((oldest + 1) / 20) + 1), at(0), [
      ...PAYLOADS,
      ...customers.map((customer) => at(customer.index)),
    ]);
    await openListPageWith(page, '/dashboard/messages', contact.email, async () => {
      const { messages } = await ok<{ messages: { email: string }[] }>(admin.get('/api/contact/messages?limit=100'));
      return messages.findIndex((message) => message.email === contact.email);
    });
    await look(page, 'messages', [at(48), at(49), ...PAYLOADS]);
    await openListPageWith(page, '/dashboard/outbox', contact.name, async () => {
      const { messages } = await ok<{ messages: { subject: string }[] }>(admin.get('/api/mail/outbox?limit=100'));
      return messages.findIndex((mail) => mail.subject.includes(contact.name));
    });
    await look(page, 'outbox', [at(48), at(49)]);
    await open(page, `/dashboard/manage-orders?search=xss-${id}`, orders[orders.length - 1]!.orderId);
    await look(page, 'manage orders', []);
    await open(page, '/dashboard/exchanges', exchanges[0]!.raNumber);
    await look(page, 'exchanges', [
      ...exchanges.flatMap((exchange) => [...exchange.reason, ...exchange.rejection, ...exchange.order.product.namePayloads]),
    ]);

    // The audit log, each long value shown whole.
    for (const [entity, expected] of [
      ['product', [...products[0]!.namePayloads, ...PAYLOADS]],
      ['review', [...run(0, 25), ...run(25, 25)]],
      ['exchange', exchanges.flatMap((exchange) => exchange.rejection)],
      ['user', erasureReasons.flat()],
    ] as const) {
      await open(page, `/dashboard/audit?entity=${entity}&admin=${adminId}`, 'Audit');
      await expect(page.getByRole('table')).toBeVisible();
      const more = page.getByRole('button', { name: /^Show all of/ });
      while ((await more.count()) > 0) await more.first().click();
      await look(page, `audit log (${entity})`, expected);
    }

    // Each order: on screen, and printed (the packing slip alone). Every worker starts in the app.
    for (const other of pages.slice(1)) await open(other, '/dashboard/admin');
    await eachAtOnce(orders, async (order, slot) => {
      const orderPage = pages[slot]!;
      await inApp(orderPage, `/dashboard/orders/${order._id}`, orderPage.getByRole('heading', { level: 1, name: order.orderId }));
      await expect(orderPage.getByRole('region', { name: 'Shipping address' })).toBeVisible();
      await look(orderPage, 'admin order', [...order.product.namePayloads, ...order.addressPayloads]);
      await orderPage.emulateMedia({ media: 'print' });
      await expect(orderPage.getByRole('region', { name: 'Packing slip' })).toBeVisible();
      await look(orderPage, 'packing slip', [...order.product.namePayloads, ...order.addressPayloads]);
      await orderPage.emulateMedia({ media: 'screen' });
    });

    // The edit form of each product holds its name and description as values.
    await eachAtOnce(products, async (product, slot) => {
      const editPage = pages[slot]!;
      await inApp(editPage, `/dashboard/update-product/${product._id}`, editPage.getByLabel('Product Name'));
      await expect(editPage.getByLabel('Product Name')).toHaveValue(product.name);
      await look(editPage, 'edit product', [...product.namePayloads, ...PAYLOADS]);
    });
    await Promise.all(contexts.map((context) => context.close()));
  });

  test('a page the owner writes in Markdown runs none of them: its body sanitised, its title and search description text, in English and French, in the browser, the server’s HTML and head, the list of pages, the editor and its versions', async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    // Two payloads in each page's title, six in its description for search engines, all fifty in
    // its body; its French words the same, from the other half of the list. Every payload is in a
    // title and a description in each language, and in every body.
    const pages = Array.from({ length: Math.ceil(PAYLOADS.length / 2) }, (_, index) => ({
      handle: `xss-${id}-${index}`,
      titlePayloads: run(2 * index, 2),
      descriptionPayloads: run(2 * index, 6),
      french: { titlePayloads: run(2 * index + 25, 2), descriptionPayloads: run(2 * index + 25, 6) },
    }));
    const words = (page: { titlePayloads: string[]; descriptionPayloads: string[] }) => ({
      title: textOf(page.titlePayloads, 120),
      seoDescription: textOf(page.descriptionPayloads, 320),
    });
    const body = PAYLOADS.join('\n\n');
    // NOTE: Markdown lets HTML through to the sanitiser, which leaves little of this body as text:
    // a page is looked at for its title's payloads, its editor for all fifty. The French body is
    // the same after a line of its own.
    const frenchLine = `En français, ${id}.`;
    const frenchBody = `${frenchLine}\n\n${body}`;
    await eachAtOnce(pages, async (page) => {
      await ok(admin.post('/api/pages', { data: { handle: page.handle, ...words(page), markdown: body } }));
      await ok(
        admin.put(`/api/pages/${page.handle}/translations`, { data: { language: 'fr', ...words(page.french), markdown: frenchBody } }),
      );
    });
    // What the server answers holds no markup a payload would make, in either language.
    for (const query of ['', '?lang=fr']) {
      const { html } = await ok<{ html: string }>(admin.get(`/api/pages/${pages[0]!.handle}${query}`));
      expect(html).not.toMatch(/data-xss|<script|\son\w+=|javascript:/i);
    }

    // In the browser: each page as a new document; then in French, the first of each tab as a new
    // document (the language is the document's), the others as the app moves there.
    const context = await watched(browser);
    const tabs = await Promise.all(Array.from({ length: AT_ONCE }, () => context.newPage()));
    await eachAtOnce(pages, async (page, slot) => {
      const tab = tabs[slot]!;
      const heading = tab.getByRole('heading', { level: 1 });
      await open(tab, `/pages/${page.handle}`, heading);
      await expect(heading).toHaveText(words(page).title);
      await look(tab, 'Markdown page', page.titlePayloads);
    });
    const inFrench = new Set<Page>();
    await eachAtOnce(pages, async (page, slot) => {
      const tab = tabs[slot]!;
      await (inFrench.has(tab) ? inApp : open)(tab, `/fr/pages/${page.handle}`, frenchLine);
      inFrench.add(tab);
      await expect(tab.getByRole('heading', { level: 1 })).toHaveText(words(page.french).title);
      await look(tab, 'Markdown page in French', page.french.titlePayloads);
    });
    await context.close();

    // The server's HTML alone: a page in each language as the browser shows it without
    // JavaScript; and the head of every page in both, its title, description and Open Graph tags
    // holding the entered words whole as text, escaped in the source.
    const withoutScripts = await watched(browser, { javaScriptEnabled: false });
    const plain = await withoutScripts.newPage();
    const visits = pages.flatMap((page) => [
      { url: `/pages/${page.handle}`, surface: 'Markdown page', payloads: page },
      { url: `/fr/pages/${page.handle}`, surface: 'Markdown page in French', payloads: page.french },
    ]);
    for (const { url, surface, payloads } of visits.slice(2, 4)) {
      await plain.goto(url);
      await look(plain, `${surface}, server HTML`, payloads.titlePayloads);
    }
    await eachAtOnce(visits, async ({ url, surface, payloads }) => {
      const response = await withoutScripts.request.get(url);
      expect(response.status(), url).toBe(200);
      const { title, seoDescription } = words(payloads);
      await expectHead(plain, url, await response.text(), { title: `${title} | ${shopName}`, description: seoDescription });
      tally.sightings += payloads.titlePayloads.length + payloads.descriptionPayloads.length;
      tally.surfaces.add(`${surface}, server head`);
    });
    await withoutScripts.close();

    // One page saved again under each other page's title (and its own last): its versions list
    // every title there is.
    const edited = pages[2]!;
    for (const page of [...pages.filter((other) => other !== edited), edited]) {
      await ok(admin.put(`/api/pages/${edited.handle}`, { data: { ...words(edited), title: words(page).title, markdown: body } }));
    }

    // The staff's list of pages; the editor: the title, description and Markdown as the fields'
    // values, the preview as the server sanitised it, every version's title, an earlier version
    // shown; then the French words.
    const editor = await watched(browser);
    const tab = await editor.newPage();
    await signInAs(tab, await sessionOf(admin));
    await open(tab, '/dashboard/pages', tab.getByRole('table', { name: "The shop's pages" }));
    await look(
      tab,
      'pages list',
      pages.flatMap((page) => page.titlePayloads),
    );
    await inApp(tab, `/dashboard/pages/${edited.handle}`, tab.getByTestId('page-preview'));
    const versions = tab.getByRole('region', { name: 'Versions' });
    await expect(versions.getByRole('listitem')).toHaveCount(pages.length + 1);
    await look(tab, 'page editor and its versions', [
      ...pages.flatMap((page) => page.titlePayloads),
      ...edited.descriptionPayloads,
      ...PAYLOADS,
    ]);
    await versions.getByRole('button', { name: 'Show version 1', exact: true }).click();
    await expect(tab.getByRole('region', { name: 'Version 1', exact: true })).toContainText(words(edited).title);
    await look(tab, 'an earlier version', edited.titlePayloads);
    await tab.getByRole('radio', { name: 'French' }).check();
    await expect(tab.getByLabel('Title in French')).toHaveValue(words(edited.french).title);
    await look(tab, 'page editor in French', [...edited.french.titlePayloads, ...edited.french.descriptionPayloads, ...PAYLOADS]);
    await editor.close();
  });

  test('the mail they caused shows them as text: verification, order confirmed and shipped, exchange requested and rejected, contact', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const expectedMail = USERS + ORDERS + 3 * EXCHANGES + 1;
    const ours = (mail: CaughtMail) => mail.to.some((to) => to.startsWith(`xss-${id}-`)) || mail.replyTo?.includes(contact.email) === true;
    let mails: CaughtMail[] = [];
    await expect
      .poll(
        async () => {
          const response = await fetch(`http://127.0.0.1:${process.env.E2E_MAIL_PORT}/messages`);
          mails = ((await response.json()) as CaughtMail[]).filter(ours);
          return mails.length;
        },
        { message: 'every mail the payloads caused', timeout: 60_000 },
      )
      .toBeGreaterThanOrEqual(expectedMail);

    const context = await watched(browser);
    const page = await context.newPage();
    for (const mail of mails) {
      const customer = customers.find((candidate) => mail.to.includes(candidate.email));
      const order = orders.find((candidate) => mail.subject.includes(candidate.orderId));
      const exchange = exchanges.find((candidate) => mail.subject.includes(candidate.raNumber));
      let kind: string;
      let expected: string[];
      if (mail.replyTo?.includes(contact.email)) {
        [kind, expected] = ['contact mail', [at(48), at(49), ...PAYLOADS]];
      } else if (exchange && /rejected/.test(mail.subject)) {
        [kind, expected] = ['exchange rejected mail', [...exchange.rejection, ...exchange.order.product.namePayloads]];
      } else if (exchange) {
        [kind, expected] = ['exchange requested mail', exchange.order.product.namePayloads];
      } else if (order && /confirmed/.test(mail.subject)) {
        [kind, expected] = ['order confirmed mail', [...order.product.namePayloads, ...order.addressPayloads]];
      } else if (order) {
        [kind, expected] = ['order status mail', order.addressPayloads];
      } else if (customer && /verify/.test(mail.subject)) {
        // It greets nobody by name: an address not yet proven is never headed with the name chosen for it.
        [kind, expected] = ['verification mail', []];
      } else {
        throw new Error(`an unexpected mail: ${mail.subject}`);
      }
      expect(mail.html, `${kind} has HTML`).toBeTruthy();
      // No content security policy here: only the escaping protects the mail.
      await page.setContent(mail.html!, { waitUntil: 'load' });
      await look(page, kind, expected);
    }
    await context.close();
  });
});
