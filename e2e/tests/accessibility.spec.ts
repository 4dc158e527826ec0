/**
 * WCAG 2.2 AA, as axe reads it: every page of the shop's route table as the visitor it is for
 * (a signed-out visitor, the customer or an admin), with what the others meet there (a page a
 * visitor may not see is read where it sends them), then again with the bag, each dialog and
 * menu open. Every breach fails, whatever its impact, all of them listed at once; axe's best
 * practices are listed in the test's annotations.
 * Each page is also walked with Tab by the visitor it is for, and each dialog opened with the
 * keyboard: every control reachable with a visible focus, the focus kept inside a dialog and
 * given back when it closes (support/a11y.ts). The frame around a page's own part (the header
 * and footer, a dashboard's links) is walked whole on the first page that has it, and the later
 * pages with the same frame walk their own part alone.
 */
import { PUBLIC_PAGES } from '@shop/shared/routes';
import { variantStock } from '@shop/shared/testing/products';
import type { Browser, Locator, Page, TestInfo } from '@playwright/test';
import { devices } from '@playwright/test';
import {
  axeFindings,
  describeFindings,
  expectFocusTrapped,
  focusedDescription,
  frameAround,
  isBlocking,
  tabThroughPage,
  tabThroughPart,
  waitForAnimations,
  waitUntilSettled,
  type AxeFinding,
} from '../support/a11y';
import {
  apiClient,
  buyInTestMode,
  newCustomer,
  newProduct,
  ok,
  send,
  startCheckout,
  type NewAccount,
  type PlacedOrder,
} from '../support/api';
import { DEMO_ADMIN, signIn } from '../support/shop';
import { expect, test, waitUntilInteractive } from '../support/test';
import { chooseVariant } from '../support/choose-variant';

/** What the pages with an id show: real things of the shop, made for this journey. */
interface ShopData {
  /** The journey's customer: what they buy, review and leave in their bag touches no other journey. */
  customer: NewAccount;
  productId: string;
  productName: string;
  /** The customer's shipped order, with an exchange under way. */
  order: PlacedOrder;
  raNumber: string;
  /** A checkout the customer started and has not paid. */
  checkoutSessionId: string;
}

/**
 * The journey's customer buys two of a tee of the journey's own, the admin ships it, and the
 * customer asks to exchange one; the customer reviews it, writes to the shop, and starts a
 * second checkout left unpaid.
 */
async function prepareShop(): Promise<ShopData> {
  const product = await newProduct('Reading Tee', {
    colors: ['black', 'blue'],
    stock: variantStock({ 'black/m': 6, 'black/l': 6, 'blue/m': 6, 'blue/l': 6 }),
  });
  const { account: customer, api } = await newCustomer('Ada');
  const admin = await apiClient(DEMO_ADMIN);
  try {
    // Two, so that after exchanging one the order may still be exchanged (its form is checked too).
    const line = { _id: product._id, color: 'black', size: 'm', quantity: 2 };
    const order = await buyInTestMode(api, [line]);
    await send(admin, 'patch', `/api/orders/update-order-status/${order._id}`, { status: 'shipped' });

    const options = await ok<{ lines: { orderLineId: string; options: { color: string; size: string }[] }[] }>(
      api.get(`/api/orders/${order.orderId}/exchange-options`),
    );
    const exchangeLine = options.lines[0]!;
    const { exchange } = await send<{ exchange: { raNumber: string } }>(api, 'post', `/api/orders/${order.orderId}/exchanges`, {
      lines: [{ orderLineId: exchangeLine.orderLineId, quantity: 1, ...exchangeLine.options[0]! }],
      reason: 'The size runs small.',
      acceptConditions: true,
    });

    await send(api, 'post', '/api/reviews/post-review', {
      productId: product._id,
      rating: 4,
      comment: 'Soft cotton, holds its shape after washing.',
    });
    await send(api, 'post', '/api/contact', { name: 'Ada Buyer', email: customer.email, message: 'Do you ship to Canada?' });
    return {
      customer,
      productId: product._id,
      productName: product.name,
      order,
      raNumber: exchange.raNumber,
      checkoutSessionId: await startCheckout(api, [line]),
    };
  } finally {
    await api.dispose();
    await admin.dispose();
  }
}

type Visitor = 'visitor' | 'customer' | 'admin';

interface ShopRoute {
  path: string;
  /** Who walks the page with Tab: the visitor it is for (each page is walked once). */
  tabAs: Visitor;
}

/** Every page of the shop's route table, with real ids for those that take one. */
function shopRoutes(data: ShopData): ShopRoute[] {
  const as = (tabAs: Visitor, paths: string[]) => paths.map((path) => ({ path, tabAs }));
  return [
    // Every page of the sitemap, and the catalogue filtered and searched.
    ...as('visitor', [...PUBLIC_PAGES, '/shop?category=mens&size=m', '/search?q=tee', '/collections/mens']),
    // The customer sees the most here: their own review, with its Edit and Delete.
    ...as('customer', [`/shop/${data.productId}`, `/success?session_id=${data.order.sessionId}`, `/orders/${data.order.orderId}`]),
    ...as('visitor', [
      '/login',
      '/register',
      '/verify-email',
      '/forgot-password',
      '/reset-password',
      // The form a reset link opens (the token is checked when it is sent).
      '/reset-password?token=abc',
      `/checkout/${data.checkoutSessionId}`,
    ]),
    ...as('customer', [
      '/dashboard',
      '/dashboard/orders',
      '/dashboard/payments',
      '/dashboard/credit',
      '/dashboard/profile',
      '/dashboard/reviews',
      '/dashboard/addresses',
    ]),
    ...as('admin', [
      '/dashboard/admin',
      '/dashboard/analytics',
      '/dashboard/add-product',
      '/dashboard/manage-products',
      '/dashboard/categories',
      '/dashboard/colors',
      '/dashboard/size-sets',
      `/dashboard/update-product/${data.productId}`,
      '/dashboard/users',
      '/dashboard/manage-orders',
      '/dashboard/discounts',
      '/dashboard/sales',
      '/dashboard/shipping',
      '/dashboard/tax',
      '/dashboard/currencies',
      '/dashboard/pages',
      '/dashboard/pages/terms',
      '/dashboard/storefront',
      `/dashboard/orders/${data.order._id}`,
      '/dashboard/exchanges',
      '/dashboard/returns',
      '/dashboard/credits',
      '/dashboard/manage-reviews',
      '/dashboard/messages',
      '/dashboard/outbox',
      '/dashboard/webhooks',
      '/dashboard/staff',
      '/dashboard/audit',
      '/dashboard/no-such-page',
    ]),
    ...as('visitor', ['/no-such-page', '/pages/privacy']),
  ];
}

/**
 * What each visitor reads besides the pages that are theirs: where a signed-out visitor is sent
 * from an account page and an admin page, the storefront under a signed-in header, and what a
 * customer meets on an admin page and an admin on a customer's. Every page of one audience has
 * the same header and sends the others to the same place, so reading all of them as all three
 * visitors read the same pages three times over.
 */
const ALSO_READ: Record<Visitor, (path: string) => boolean> = {
  visitor: (path) => ['/dashboard', '/dashboard/admin'].includes(path),
  customer: (path) => ['/', '/shop', '/search?q=tee', '/login', '/dashboard/admin', '/dashboard/users'].includes(path),
  admin: (path) =>
    ['/', '/search?q=tee', '/dashboard', '/dashboard/orders', '/dashboard/profile'].includes(path) || path.startsWith('/shop/'),
};

/** A browser as the visitor: signed out, or signed in through the login form. */
async function visitorContext(browser: Browser, visitor: Visitor, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext({ reducedMotion: 'reduce', ...options });
  const page = await context.newPage();
  if (visitor !== 'visitor') await signIn(page, visitor === 'admin' ? DEMO_ADMIN : data.customer);
  return { context, page };
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await waitUntilInteractive(page);
  await waitUntilSettled(page);
}

/**
 * Collects axe's findings (and what the keyboard could not do) over a journey, failing at the
 * end on every breach of WCAG 2.2 AA at once; axe's best practices are listed as annotations.
 */
class Findings {
  private readonly all: AxeFinding[] = [];
  private readonly keyboard: string[] = [];
  /** The frames (see frameAround) walked whole in this journey. */
  private readonly framesWalked = new Set<string>();
  constructor(private readonly testInfo: TestInfo) {}

  async check(page: Page, where: string) {
    await waitForAnimations(page);
    this.all.push(...(await axeFindings(page, where)));
  }

  /**
   * Tabs through the page: every control reachable, each with a visible focus. The whole page the
   * first time its frame is met in the journey; its own part alone after that.
   */
  async tabThrough(page: Page, where: string) {
    try {
      const part = (await page.locator(DASHBOARD_LINKS).count()) > 0 ? `${DASHBOARD_LINKS} + *` : 'main';
      const frame = await frameAround(page, part);
      if (this.framesWalked.has(frame)) await tabThroughPart(page, part);
      else {
        await tabThroughPage(page);
        this.framesWalked.add(frame);
      }
    } catch (error) {
      this.keyboard.push(`${where}: ${(error instanceof Error ? error.message : String(error)).split('\n').slice(0, 12).join(' ')}`);
    }
  }

  expectNoneBlocking() {
    const advice = this.all.filter((finding) => !isBlocking(finding));
    for (const line of describeFindings(advice)) this.testInfo.annotations.push({ type: 'axe (not blocking)', description: line });
    expect({ axe: describeFindings(this.all.filter(isBlocking)), keyboard: this.keyboard }).toEqual({ axe: [], keyboard: [] });
  }
}

/** A dashboard's column of links, beside the page's own part. */
const DASHBOARD_LINKS = 'main aside:has(> nav[aria-label="Dashboard"])';

interface Walker {
  browser: Browser;
  testInfo: TestInfo;
  visitor: Visitor;
  /** The browser's own settings (a phone's screen): see visitorContext. */
  options?: Parameters<Browser['newContext']>[0];
}

/**
 * A journey in a browser of its own as the visitor (see visitorContext): `walk` checks what it
 * opens into the findings, and the journey fails at the end on every blocking one.
 */
async function walkAs({ browser, testInfo, visitor, options }: Walker, walk: (page: Page, findings: Findings) => Promise<void>) {
  const findings = new Findings(testInfo);
  const { context, page } = await visitorContext(browser, visitor, options);
  await walk(page, findings);
  await context.close();
  findings.expectNoneBlocking();
}

const landedAt = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

let data: ShopData;

test.describe('accessibility (WCAG 2.2 AA, axe)', () => {
  // Its journeys are the longest of the suite: spread over the workers, each worker prepares
  // data of its own in beforeAll.
  test.describe.configure({ mode: 'parallel' });
  test.beforeAll(async () => {
    test.setTimeout(60_000);
    data = await prepareShop();
  });

  // Each visitor's pages in parts of about equal time (the admin's pages are the longest to
  // walk), so that no one journey holds up the others.
  for (const [visitor, parts] of [
    ['visitor', 2],
    ['customer', 2],
    ['admin', 3],
  ] as const) {
    const who = { visitor: 'a signed-out visitor', customer: 'the customer', admin: 'an admin' }[visitor];
    for (let part = 0; part < parts; part += 1) {
      test(`every page of ${who}, and what others' pages show them: axe, and Tab through their own (part ${part + 1} of ${parts})`, async ({
        browser,
      }, testInfo) => {
        test.setTimeout(240_000);
        await walkAs({ browser, testInfo, visitor }, async (page, findings) => {
          const pages = shopRoutes(data).filter(({ path, tabAs }) => tabAs === visitor || ALSO_READ[visitor](path));
          for (const { path, tabAs } of pages.filter((_, index) => index % parts === part)) {
            await test.step(path, async () => {
              await visit(page, path);
              const landed = landedAt(page);
              const where = `${visitor} ${path}${landed === path ? '' : ` -> ${landed}`}`;
              await findings.check(page, where);
              if (tabAs === visitor) await findings.tabThrough(page, where);
            });
          }
        });
      });
    }
  }

  test('the bag and every dialog, open, as a signed-out visitor', async ({ browser }, testInfo) => {
    test.setTimeout(120_000);
    await walkAs({ browser, testInfo, visitor: 'visitor' }, async (page, findings) => {
      await visit(page, '/');
      await checkBag(page, findings, 'empty bag');

      await addToBag(page, data.productId);
      await checkBag(page, findings, 'bag with a line, signed out');

      await visit(page, '/photography');
      await page.getByRole('button', { name: 'Open Gallery' }).click();
      await findings.check(page, 'visitor /photography, gallery open');

      await visit(page, '/contact');
      await page.getByRole('button', { name: /send/i }).click();
      await expect(page.getByText('Name is required')).toBeVisible();
      await findings.check(page, 'visitor /contact, with its errors');

      await visit(page, '/login');
      await page.getByLabel('Email').fill('nobody@example.com');
      await page.getByLabel('Password').fill('not the password');
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByText('Please provide a valid email and password')).toBeVisible();
      await findings.check(page, 'visitor /login, refused');
    });
  });

  test('the menu, the filters and the bag on a phone', async ({ browser }, testInfo) => {
    test.setTimeout(120_000);
    await walkAs({ browser, testInfo, visitor: 'visitor', options: devices['Pixel 7'] }, async (page, findings) => {
      await visit(page, '/');
      const menuButton = page.getByRole('button', { name: 'Open menu' });
      await checkMenu(page, findings, 'phone /, menu open', menuButton, page.getByRole('navigation', { name: 'Main' }));
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

      await visit(page, '/shop');
      await page.getByRole('button', { name: 'Show Filters' }).click();
      await expect(page.getByRole('button', { name: 'Hide Filters' })).toBeVisible();
      await findings.check(page, 'phone /shop, filters shown');

      await addToBag(page, data.productId);
      await checkBag(page, findings, 'phone bag');
    });
  });

  test('the bag, the account menu and every dialog, open, as the customer', async ({ browser }, testInfo) => {
    test.setTimeout(180_000);
    await walkAs({ browser, testInfo, visitor: 'customer' }, async (page, findings) => {
      await visit(page, '/');
      const account = page.getByRole('button', { name: 'Your account' });
      await checkMenu(page, findings, 'customer /, account menu open', account, page.getByRole('menu', { name: 'Your account' }));
      await expect(account).toBeFocused();

      await addToBag(page, data.productId);
      await checkBag(page, findings, 'bag, signed in');

      await visit(page, `/shop/${data.productId}`);
      await expect(page.getByRole('button', { name: 'Edit your review' })).toBeVisible();
      await checkDialogs(page, findings, [
        ['product, review modal', page.getByRole('button', { name: 'Add A Review' }), page.getByRole('dialog')],
        ['product, edit own review', page.getByRole('button', { name: 'Edit your review' }), page.getByRole('dialog')],
        ['product, delete own review', page.getByRole('button', { name: 'Delete your review' }), page.getByRole('alertdialog')],
      ]);

      await visit(page, '/dashboard/reviews');
      const ofProduct = `your review of ${data.productName}`;
      await checkDialogs(page, findings, [
        ['your reviews, edit', page.getByRole('button', { name: `Edit ${ofProduct}` }), page.getByRole('dialog')],
        ['your reviews, delete', page.getByRole('button', { name: `Delete ${ofProduct}` }), page.getByRole('alertdialog')],
      ]);

      await visit(page, '/dashboard/profile');
      await checkDialogs(page, findings, [
        ['profile, edit', page.getByRole('button', { name: 'Edit Profile' }), page.getByRole('dialog', { name: 'Edit Profile' })],
        ['profile, password', page.getByRole('button', { name: 'Change password' }), page.getByRole('dialog', { name: 'Change password' })],
      ]);

      await visit(page, `/orders/${data.order.orderId}`);
      await page.getByRole('button', { name: 'Request an exchange' }).click();
      await expect(page.getByRole('button', { name: 'Request the exchange' })).toBeVisible();
      await waitUntilSettled(page);
      await findings.check(page, 'customer order, exchange form open');
    });
  });

  test('every dialog of the admin, open', async ({ browser }, testInfo) => {
    // About 3 minutes on a quiet machine: the time to open each of the dashboard's dialogs, twice as long on a busy one.
    test.setTimeout(360_000);
    await walkAs({ browser, testInfo, visitor: 'admin' }, async (page, findings) => {
      await visit(page, '/dashboard/manage-products');
      await checkDialogs(page, findings, [
        ['products, import', page.getByRole('button', { name: 'Import CSV' }), page.getByRole('dialog')],
        ['products, delete', page.getByRole('button', { name: /^Delete / }).first(), page.getByRole('alertdialog')],
      ]);

      await visit(page, '/dashboard/categories');
      await checkDialogs(page, findings, [
        ['categories, add', page.getByRole('button', { name: 'Add category' }).first(), page.getByRole('dialog')],
        ['categories, delete', page.getByRole('button', { name: /^Delete / }).first(), page.getByRole('alertdialog')],
      ]);

      await visit(page, '/dashboard/colors');
      await checkDialogs(page, findings, [
        ['colours, add', page.getByRole('button', { name: 'Add colour' }).first(), page.getByRole('dialog')],
        ['colours, delete', page.getByRole('button', { name: /^Delete / }).first(), page.getByRole('alertdialog')],
      ]);

      await visit(page, '/dashboard/size-sets');
      await checkDialogs(page, findings, [
        ['size sets, add', page.getByRole('button', { name: 'Add size set' }).first(), page.getByRole('dialog')],
        ['size sets, delete', page.getByRole('button', { name: /^Delete / }).first(), page.getByRole('alertdialog')],
      ]);

      await visit(page, '/dashboard/add-product');
      await page
        .getByRole('button', { name: /add product/i })
        .last()
        .click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await findings.check(page, 'admin /dashboard/add-product, with its errors');

      // Any row will do: the dialogs are left with Esc, nothing changes.
      await visit(page, '/dashboard/users');
      await checkDialogs(page, findings, [
        ['users, edit role', page.getByRole('button', { name: /^Edit role of / }).first(), page.getByRole('dialog')],
        ['users, delete', page.getByRole('button', { name: /^Delete / }).first(), page.getByRole('alertdialog')],
      ]);

      await visit(page, '/dashboard/manage-orders');
      await checkDialogs(page, findings, [
        ['orders, edit status', page.getByRole('button', { name: /^Edit ORD-/ }).first(), page.getByRole('dialog')],
        ['orders, delete', page.getByRole('button', { name: /^Delete ORD-/ }).first(), page.getByRole('alertdialog')],
      ]);

      await visit(page, `/dashboard/orders/${data.order._id}`);
      await checkDialog(page, findings, 'order, refund', page.getByRole('button', { name: 'Refund' }), page.getByRole('alertdialog'));
      await checkDialog(page, findings, 'order, ship', page.getByRole('button', { name: 'Ship', exact: true }), page.getByRole('dialog'));

      await visit(page, '/dashboard/discounts');
      await checkDialog(
        page,
        findings,
        'discount codes, new',
        page.getByRole('button', { name: 'New code' }).first(),
        page.getByRole('dialog'),
      );

      await visit(page, '/dashboard/manage-reviews');
      await checkDialog(
        page,
        findings,
        'reviews, delete',
        page.getByRole('button', { name: /^Delete/ }).first(),
        page.getByRole('alertdialog'),
      );

      await visit(page, '/dashboard/exchanges');
      await checkDialog(
        page,
        findings,
        'exchanges, reject',
        page.getByRole('button', { name: `Reject ${data.raNumber}` }),
        page.getByRole('dialog'),
      );
      await page.getByRole('button', { name: `Approve ${data.raNumber}` }).click();
      await checkDialog(
        page,
        findings,
        'exchanges, receive',
        page.getByRole('button', { name: `Mark received ${data.raNumber}` }),
        page.getByRole('alertdialog'),
      );
    });
  });
});

/** Adds the product to the bag from its page, in the first size that can be bought. */
async function addToBag(page: Page, productId: string) {
  await visit(page, `/shop/${productId}`);
  const count = Number(await page.getByTestId('bag-count').textContent());
  await chooseVariant(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('bag-count')).toHaveText(String(count + 1));
}

/** The bag's drawer, opened from the header's bag button: see checkDialog. */
async function checkBag(page: Page, findings: Findings, name: string) {
  await checkDialog(page, findings, name, page.getByRole('button', { name: /^Open bag/ }), page.getByRole('dialog', { name: 'Your Bag' }));
}

/** Opens a menu with a click, has axe read it open, and closes it with Esc. */
async function checkMenu(page: Page, findings: Findings, name: string, opener: Locator, menu: Locator) {
  await opener.click();
  await expect(menu).toBeVisible();
  await findings.check(page, name);
  await page.keyboard.press('Escape');
}

/** A dialog as checkDialog checks it: its name in the findings, the control that opens it, and the dialog. */
type DialogCheck = [name: string, opener: Locator, dialog: Locator];

/** Checks the dialogs of one page in turn, each as checkDialog does. */
async function checkDialogs(page: Page, findings: Findings, dialogs: DialogCheck[]) {
  for (const [name, opener, dialog] of dialogs) await checkDialog(page, findings, name, opener, dialog);
}

/**
 * Opens a dialog from its control with the keyboard, has axe read it, proves that it keeps the
 * focus, then closes it with Esc and finds the focus back on the control.
 */
async function checkDialog(page: Page, findings: Findings, name: string, opener: Locator, dialog: Locator) {
  await test.step(name, async () => {
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await waitUntilSettled(page);
    await findings.check(page, `dialog: ${name}`);
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener, `the focus returns to the control that opened ${name} (it is on ${await focusedDescription(page)})`).toBeFocused();
  });
}
