/**
 * The XSS payloads (support/xss-payloads.ts) through the storefront's words the owner edits: the
 * home page's hero with its picture's description, the announcement bar and the footer. They show
 * on every page, so this journey runs apart from the others (shop-wide), and puts the shop's own
 * words back when it ends.
 */
import type { APIRequestContext } from '@playwright/test';
import { newAdmin } from '../../support/api';
import { solidPng } from '../../support/shop';
import { expect, test } from '../../support/test';
import { at, look, ok, open, ran, sessionOf, signInAs, textOf, watched } from '../../support/xss-watch';
import { XSS_PAYLOADS as PAYLOADS } from '../../support/xss-payloads';

let admin: APIRequestContext;
/** A picture uploaded to the shop, for the hero. */
let picture = '';

test.describe('the XSS payloads through the storefront’s edited words', () => {
  test.beforeAll(async () => {
    ({ api: admin } = await newAdmin('Storefront Editor'));
    const png = `data:image/png;base64,${solidPng(32, [180, 90, 60]).toString('base64')}`;
    ({ url: picture } = await ok<{ url: string }>(admin.post('/api/uploadImage', { data: { image: png } })));
  });

  test.afterAll(async () => {
    await admin?.dispose();
  });

  test.afterEach(() => {
    expect(ran, 'a payload ran').toEqual([]);
  });

  test('the storefront’s edited words run none of them: the hero with its picture’s description, the announcement bar and the footer, in the browser, the server’s HTML and the editor', async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    // The words every page shows: whatever this test saves, the shop's defaults come back after it.
    const blocks = ['home', 'announcement', 'footer'] as const;
    try {
      // No payload is a link the shop follows: each one is refused as a footer link and as the announcement's.
      for (const payload of PAYLOADS) {
        const asLink = await admin.put('/api/site-content/manage/announcement', { data: { text: 'Hello', link: payload } });
        expect(asLink.status(), `the announcement's link ${payload}`).toBe(400);
      }
      const footerLink = await admin.put('/api/site-content/manage/footer', {
        data: { columns: [{ title: 'Links', links: PAYLOADS.map((payload) => ({ label: 'Go', to: payload })).slice(0, 12) }], details: {} },
      });
      expect(footerLink.status()).toBe(400);

      // Each payload in every field that is shown, one round at a time: a field of one payload takes
      // `one`, a longer one `one` and `two`; links carry them in their query.
      const context = await watched(browser);
      const tab = await context.newPage();
      const withoutScripts = await watched(browser, { javaScriptEnabled: false });
      const plain = await withoutScripts.newPage();
      for (let round = 0; round < PAYLOADS.length; round++) {
        const one = at(round);
        const two = at(round + 25);
        const both = textOf([one, two], 140);
        const inShop = `/search?q=${encodeURIComponent(one)}`;
        const elsewhere = `https://example.com/?q=${encodeURIComponent(two)}`;
        await ok(
          admin.put('/api/site-content/manage/home', {
            data: {
              hero: { eyebrow: one, headline: both, buttonText: one, image: picture, imageAlt: both },
              categoryTiles: ['womens', 'mens', 'kids'].map((id) => ({ id, shown: true })),
              studioTiles: ['services', 'photography', 'design'].map((id) => ({ id, shown: true })),
              featured: [],
            },
          }),
        );
        await ok(admin.put('/api/site-content/manage/announcement', { data: { text: both, link: inShop } }));
        await ok(
          admin.put('/api/site-content/manage/footer', {
            data: {
              blurb: both,
              columns: [
                { title: one, links: [{ label: one, to: inShop }] },
                { title: two, links: [{ label: two, to: elsewhere }] },
              ],
              details: { name: one, email: '', phone: '', location: two },
            },
          }),
        );

        await open(tab, '/', tab.getByRole('region', { name: 'Announcement' }));
        await expect(tab.getByRole('heading', { level: 1 })).toHaveText(both);
        await expect(tab.getByRole('region', { name: 'Announcement' }).getByRole('link')).toHaveAttribute('href', inShop);
        await expect(tab.getByRole('contentinfo').getByRole('link', { name: two, exact: true })).toHaveAttribute('href', elsewhere);
        // The picture's description is its alt, whole: no text on the page.
        await expect(tab.locator(`img[src="${picture}"]`)).toHaveAttribute('alt', both);
        await look(tab, 'home page, announcement bar and footer', [one, two]);
        if (round % 5 === 0) {
          await plain.goto('/');
          await expect(plain.locator(`img[src="${picture}"]`)).toHaveAttribute('alt', both);
          await look(plain, 'home page, announcement bar and footer, server HTML', [one, two]);
        }
      }
      await context.close();
      await withoutScripts.close();

      // The editor: every field holds the last round's words as its value.
      const editor = await watched(browser);
      const page = await editor.newPage();
      await signInAs(page, await sessionOf(admin));
      await open(page, '/dashboard/storefront', page.getByRole('form', { name: 'Footer' }));
      await look(page, 'storefront editor', [at(PAYLOADS.length - 1), at(PAYLOADS.length + 24)]);
      await editor.close();
    } finally {
      for (const block of blocks) await admin.delete(`/api/site-content/manage/${block}`);
    }
  });
});
