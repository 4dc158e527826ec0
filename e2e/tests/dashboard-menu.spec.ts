import type { Browser } from '@playwright/test';
import { expect, test } from '../support/test';
import { DEMO_ADMIN, DEMO_CUSTOMER, signIn, type Account } from '../support/shop';

const SECTIONS = {
  customer: ['Dashboard', 'Orders', 'Payments', 'Store credit', 'Profile', 'Reviews', 'Addresses', 'Wishlist'],
  admin: [
    'Dashboard',
    'Analytics',
    'Add Product',
    'Manage Items',
    'Categories',
    'Colours',
    'Size sets',
    'Users',
    'Manage Orders',
    'Discount codes',
    'Sales',
    'Shipping',
    'Tax',
    'Currencies',
    'Pages',
    'Storefront',
    'Exchanges',
    'Returns',
    'Gift cards & credit',
    'Manage Reviews',
    'Messages',
    'Outbox',
    'Webhooks',
    'Staff',
    'Audit log',
  ],
};

/** The sections' link texts in order; the Messages link may also carry its unread count ('Messages3'). */
const inOrder = (sections: readonly string[]) => sections.map((name) => new RegExp(`^${name}\\d*$`));

async function dashboardAt(browser: Browser, account: Account, path: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, account);
  await page.goto(path);
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(menu).toBeVisible();
  return { context, page, menu };
}

test.describe('the dashboard menu', () => {
  for (const [who, account, path] of [
    ['customer', DEMO_CUSTOMER, '/dashboard'],
    ['admin', DEMO_ADMIN, '/dashboard/admin'],
  ] as const) {
    test(`on a 390 px phone every section of the ${who}'s menu is on screen, none scrolled out of sight`, async ({ browser }) => {
      const { context, menu } = await dashboardAt(browser, account, path, { width: 390, height: 844 });
      const links = menu.getByRole('link');
      await expect(links).toHaveText(inOrder(SECTIONS[who]));
      // By position: the Messages link's name may carry its unread count.
      for (let index = 0; index < SECTIONS[who].length; index++) await expect(links.nth(index)).toBeInViewport({ ratio: 1 });
      // Nothing to scroll sideways: the menu fits the screen.
      expect(await menu.evaluate((nav) => nav.scrollWidth <= nav.clientWidth && nav.getBoundingClientRect().right <= 390)).toBe(true);

      const last = SECTIONS[who].at(-1)!;
      await menu.getByRole('link', { name: last, exact: true }).click();
      await expect(menu.getByRole('link', { name: last, exact: true })).toHaveAttribute('aria-current', 'page');
      await context.close();
    });
  }

  test('at 1280 px the menu is a sidebar: one link under another, beside the page', async ({ browser }) => {
    const { context, page, menu } = await dashboardAt(browser, DEMO_ADMIN, '/dashboard/admin', { width: 1280, height: 900 });
    const links = menu.getByRole('link');
    await expect(links).toHaveText(inOrder(SECTIONS.admin));
    const boxes = await Promise.all(SECTIONS.admin.map((_, index) => links.nth(index).boundingBox()));
    expect(new Set(boxes.map((box) => box?.x)).size).toBe(1);
    const heading = await page.getByRole('heading', { level: 1 }).first().boundingBox();
    expect(heading!.x).toBeGreaterThan(boxes[0]!.x + boxes[0]!.width);
    await context.close();
  });
});
