/**
 * The storefront's edited words through the real HTTP stack: the defaults before any save, each
 * block saved, read back and shown (the announcement only in its window and until the visitor
 * closes it), the refusals that name their field, who may edit, and the audit log.
 */
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_COOKIE, DEFAULT_HOME } from '@shop/shared/site-content';
import { DEFAULT_FOOTER } from '@shop/shared/site-footer';
import type { FooterContentInput, HomeContentInput } from '@shop/shared/site-content.schema';
import { auditLog, uploads } from '../../db/schema/index';
import { signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { invalidFields } from '../../test/error-answers';
import { insertProducts } from '../../test/fixtures';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
let admin: SignedInUser;
let customer: SignedInUser;
let support: SignedInUser;
/** An uploaded picture's address (its largest width). */
let picture: string;
let tee: string;
let hoodie: string;
let archived: string;

type Method = 'GET' | 'PUT' | 'DELETE';
/** Signed out with `cookie` ''. */
const call = (method: Method, url: string, payload?: object, cookie = admin.cookie) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });

const publicContent = async (cookie?: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/site-content', headers: cookie ? { cookie } : {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const homePage = async () => {
  const res = await call('GET', '/api/site-content/home', undefined, '');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const managed = async () => {
  const res = await call('GET', '/api/site-content/manage');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const saved = async (block: 'home' | 'announcement' | 'footer', payload: object) => {
  const res = await call('PUT', `/api/site-content/manage/${block}`, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const refused = async (block: 'home' | 'announcement' | 'footer', payload: object) => {
  const res = await call('PUT', `/api/site-content/manage/${block}`, payload);
  expect(res.statusCode, res.body).toBe(400);
  return res.json() as { message: string; errors: { path: string; message: string }[] };
};

const hour = 3_600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

const home = (change: Omit<Partial<HomeContentInput>, 'hero'> & { hero?: Partial<HomeContentInput['hero']> } = {}): HomeContentInput => ({
  ...DEFAULT_HOME,
  ...change,
  hero: { ...DEFAULT_HOME.hero, ...change.hero },
});

const footer: FooterContentInput = {
  blurb: 'Organic cotton, printed in Portland.',
  columns: [
    { title: 'Help', links: [{ label: 'Shipping', to: '/help#shipping' }] },
    { title: 'Elsewhere', links: [{ label: 'Journal', to: 'https://journal.example.com/' }] },
  ],
  details: { name: 'Sage & Clay Co.', email: 'Studio@Sage.example', phone: '+1 (555) 010-2030', location: 'Bend, Oregon' },
};

beforeAll(async () => {
  [admin, customer, support] = await Promise.all([
    signedInUser(t, 'admin'),
    signedInUser(t),
    signedInUser(t, 'admin', { staffRole: 'support' }),
  ]);
  const png = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#a5b59b' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([png], { type: 'image/png' }), 'hero.png');
  const upload = await t.app.inject({ method: 'POST', url: '/api/uploadImage', payload: form, headers: { cookie: admin.cookie } });
  expect(upload.statusCode, upload.body).toBe(201);
  picture = upload.json().url;
  const rows = await insertProducts(t.database.db, [
    { name: 'Featured Tee' },
    { name: 'Featured Hoodie' },
    { name: 'Gone Tee', archivedAt: new Date() },
  ]);
  [tee, hoodie, archived] = rows.map((row) => row.id) as [string, string, string];
});

describe('before the owner saves anything', () => {
  it('answers the shop as it ships: no announcement, the footer, the hero, every tile in order, no featured products', async () => {
    expect(await publicContent()).toEqual({ announcement: null, footer: DEFAULT_FOOTER });
    expect(await homePage()).toEqual({
      hero: { ...DEFAULT_HOME.hero, images: [] },
      categoryTiles: ['womens', 'mens', 'kids'],
      studioTiles: ['services', 'photography', 'design'],
      featured: [],
    });
    expect(await managed()).toEqual({
      home: DEFAULT_HOME,
      announcement: null,
      footer: DEFAULT_FOOTER,
      saved: { home: null, announcement: null, footer: null },
      featuredProducts: [],
    });
    expect(DEFAULT_HOME.hero.headline).toBe('Providing you with the best material, the most updated fashion and the best service.');
    expect(DEFAULT_HOME.hero.buttonText).toBe('Shop Now');
  });
});

describe('the home page', () => {
  it('is saved and read back: the hero, the tiles shown in their order, the featured products still sold', async () => {
    expect(
      await saved(
        'home',
        home({
          hero: {
            eyebrow: 'Summer drop',
            headline: 'Linen for long days',
            buttonText: 'See the drop',
            image: picture,
            imageAlt: 'Linen shirts',
          },
          categoryTiles: [
            { id: 'kids', shown: true },
            { id: 'womens', shown: false },
            { id: 'mens', shown: true },
          ],
          studioTiles: [
            { id: 'design', shown: true },
            { id: 'services', shown: true },
            { id: 'photography', shown: false },
          ],
          featured: [hoodie, archived, tee],
        }),
      ),
    ).toEqual({ message: 'Home page saved' });

    const page = await homePage();
    expect(page.hero).toMatchObject({
      eyebrow: 'Summer drop',
      headline: 'Linen for long days',
      buttonText: 'See the drop',
      image: picture,
    });
    // Every stored width of the upload, for srcset.
    expect(page.hero.images.map((image: { url: string }) => image.url)).toContain(picture);
    expect(page.hero.images.length).toBeGreaterThan(1);
    expect(page.categoryTiles).toEqual(['kids', 'mens']);
    expect(page.studioTiles).toEqual(['design', 'services']);
    // The archived one is left out, the others keep their order.
    expect(page.featured.map((product: { name: string }) => product.name)).toEqual(['Featured Hoodie', 'Featured Tee']);

    const edit = await managed();
    expect(edit.home.featured).toEqual([hoodie, archived, tee]);
    expect(edit.featuredProducts.map((product: { _id: string }) => product._id)).toEqual([hoodie, tee]);
    expect(edit.saved.home).toEqual({ at: expect.any(String), by: expect.stringMatching(/^admin \d+$/) });
  });

  it('prices the featured products in a currency the shop presents too, as the catalogue does, and refuses one it does not', async () => {
    expect((await call('PUT', '/api/currencies/EUR', { rate: 0.5, rounding: 'minor' })).statusCode).toBe(201);
    try {
      const res = await call('GET', '/api/site-content/home?currency=EUR', undefined, '');
      expect(res.statusCode, res.body).toBe(200);
      // $25.00 each, at 0.5.
      expect(res.json().featured.map((product: { presented: unknown }) => product.presented)).toEqual([
        { currency: 'EUR', price: 1250, minPrice: 1250, maxPrice: 1250 },
        { currency: 'EUR', price: 1250, minPrice: 1250, maxPrice: 1250 },
      ]);
      // Without a currency, the base prices alone.
      expect((await homePage()).featured.map((product: { presented?: unknown }) => product.presented)).toEqual([undefined, undefined]);
      const refused = await call('GET', '/api/site-content/home?currency=JPY', undefined, '');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('This shop does not show prices in JPY.');
    } finally {
      await call('DELETE', '/api/currencies/EUR');
    }
  });

  it("names the featured products in the page's language where the shop has their words, in English otherwise", async () => {
    const saved = await call('PUT', `/api/products/${hoodie}/translations`, { language: 'fr', name: 'Sweat à capuche vedette' });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await call('GET', '/api/site-content/home?lang=fr', undefined, '');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().featured.map((product: { name: string }) => product.name)).toEqual(['Sweat à capuche vedette', 'Featured Tee']);
    expect((await homePage()).featured.map((product: { name: string }) => product.name)).toEqual(['Featured Hoodie', 'Featured Tee']);
  });

  it('keeps its picture when unreferenced uploads are cleared', async () => {
    const removed = await t.app.services.uploads.removeUnreferenced({ graceMs: 0, now: new Date(Date.now() + hour) });
    expect(removed).toBeGreaterThanOrEqual(0);
    const name = /\/uploads\/(.+?)-\d+\.webp$/.exec(picture)![1]!;
    expect(await t.database.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.name, name))).toHaveLength(1);
  });

  it('refuses a picture that is not an upload of the shop, a tile list that misses a tile, and empty texts, naming each field', async () => {
    const unknown = await refused('home', home({ hero: { image: '/uploads/not-a-real-upload-1200.webp' } }));
    expect(unknown.errors).toEqual([{ path: 'hero.image', message: 'Picture is not an image uploaded to the shop: upload it first' }]);

    const outside = await refused('home', home({ hero: { image: 'https://evil.example/x.webp' } }));
    expect(outside.errors).toEqual([{ path: 'hero.image', message: 'Picture must be an image uploaded to the shop (/uploads/...)' }]);

    const bad = await refused(
      'home',
      home({
        hero: { headline: ' ', buttonText: 'x'.repeat(51) },
        categoryTiles: [
          { id: 'womens', shown: true },
          { id: 'womens', shown: true },
        ],
        featured: [tee, tee],
      }),
    );
    expect(bad.errors).toEqual(
      expect.arrayContaining([
        { path: 'hero.headline', message: 'Headline is required' },
        { path: 'hero.buttonText', message: 'Button text must be at most 50 characters' },
        { path: 'categoryTiles', message: 'Category tiles must list Womens, Mens, Kids once each' },
        { path: 'featured', message: 'A product is featured twice' },
      ]),
    );
    // Nothing was saved.
    expect((await homePage()).hero.headline).toBe('Linen for long days');
  });
});

describe('the announcement bar', () => {
  it('is saved and shown on every page while in its window', async () => {
    await saved('announcement', { text: 'Free shipping over $75 this week', link: '/shop', startsAt: at(-hour), endsAt: at(hour) });
    const { announcement } = await publicContent();
    expect(announcement).toEqual({ id: expect.any(String), text: 'Free shipping over $75 this week', link: '/shop' });

    const edit = await managed();
    expect(edit.announcement).toEqual({
      text: 'Free shipping over $75 this week',
      link: '/shop',
      startsAt: expect.stringMatching(/Z$/),
      endsAt: expect.stringMatching(/Z$/),
    });
  });

  it('is not shown before its start nor after its end, and shows with no dates at all', async () => {
    await saved('announcement', { text: 'Coming soon', startsAt: at(hour) });
    expect((await publicContent()).announcement).toBeNull();
    await saved('announcement', { text: 'Over already', startsAt: at(-2 * hour), endsAt: at(-hour) });
    expect((await publicContent()).announcement).toBeNull();
    await saved('announcement', { text: 'Always on', link: '', startsAt: null, endsAt: null });
    expect((await publicContent()).announcement).toMatchObject({ text: 'Always on', link: null });
  });

  it('is left out for a visitor who closed it, and a new announcement shows to them again', async () => {
    await saved('announcement', { text: 'Sample sale Saturday', link: 'https://shop.example.com/sale' });
    const { announcement } = await publicContent();
    const closed = `${ANNOUNCEMENT_COOKIE}=${announcement.id}`;
    expect((await publicContent(closed)).announcement).toBeNull();
    // The same words saved again keep their id.
    await saved('announcement', { text: 'Sample sale Saturday', link: 'https://shop.example.com/sale' });
    expect((await publicContent(closed)).announcement).toBeNull();

    await saved('announcement', { text: 'Sample sale Sunday too', link: 'https://shop.example.com/sale' });
    const next = (await publicContent(closed)).announcement;
    expect(next).toMatchObject({ text: 'Sample sale Sunday too' });
    expect(next.id).not.toBe(announcement.id);
  });

  it('refuses javascript: and data: links, an overlong text and an end before the start, naming each field', async () => {
    for (const link of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example',
      'http://plain.example',
      ' JavaScript:alert(1)',
    ]) {
      const answer = await refused('announcement', { text: 'Hello', link });
      expect(answer.errors, link).toEqual([{ path: 'link', message: 'Link must start with / or https://' }]);
    }
    expect((await refused('announcement', { text: 'x'.repeat(141) })).errors).toEqual([
      { path: 'text', message: 'Announcement text must be at most 140 characters' },
    ]);
    expect((await refused('announcement', { text: '' })).errors).toEqual([{ path: 'text', message: 'Announcement text is required' }]);
    expect((await refused('announcement', { text: 'Hello', startsAt: at(hour), endsAt: at(-hour) })).errors).toEqual([
      { path: 'endsAt', message: 'End must be after the start' },
    ]);
    expect(invalidFields(await refused('announcement', { text: 'Hello', startsAt: 'next tuesday' }))).toEqual(['startsAt']);
  });

  it('is removed by a reset', async () => {
    expect((await call('DELETE', '/api/site-content/manage/announcement')).json()).toEqual({ message: 'Announcement removed' });
    expect((await publicContent()).announcement).toBeNull();
    expect((await managed()).announcement).toBeNull();
  });
});

describe('the footer', () => {
  it('is saved and read back, its email in lower case', async () => {
    expect(await saved('footer', footer)).toEqual({ message: 'Footer saved' });
    expect((await publicContent()).footer).toEqual({ ...footer, details: { ...footer.details, email: 'studio@sage.example' } });
  });

  it("refuses a link that is not the shop's path or https, and an empty label, naming the link", async () => {
    const answer = await refused('footer', {
      ...footer,
      columns: [
        {
          title: 'Bad',
          links: [
            { label: 'Fine', to: '/about' },
            { label: 'Script', to: 'javascript:alert(document.cookie)' },
            { label: '', to: 'data:text/html;base64,PHNjcmlwdD4=' },
          ],
        },
      ],
    });
    expect(answer.errors).toEqual(
      expect.arrayContaining([
        { path: 'columns.0.links.1.to', message: 'Link must start with / or https://' },
        { path: 'columns.0.links.2.label', message: 'Link label is required' },
        { path: 'columns.0.links.2.to', message: 'Link must start with / or https://' },
      ]),
    );
    expect(invalidFields(await refused('footer', { ...footer, details: { ...footer.details, email: 'not an email' } }))).toEqual([
      'details.email',
    ]);
  });

  it('goes back to the default with a reset', async () => {
    expect((await call('DELETE', '/api/site-content/manage/footer')).json()).toEqual({ message: 'Footer reset to the default' });
    expect((await publicContent()).footer).toEqual(DEFAULT_FOOTER);
    expect((await managed()).saved.footer).toBeNull();
  });
});

describe('who may edit', () => {
  const staffCalls: [Method, string, object?][] = [
    ['GET', '/api/site-content/manage'],
    ['PUT', '/api/site-content/manage/home', DEFAULT_HOME],
    ['PUT', '/api/site-content/manage/announcement', { text: 'Hi' }],
    ['PUT', '/api/site-content/manage/footer', DEFAULT_FOOTER],
    ['DELETE', '/api/site-content/manage/home'],
  ];

  it('answers 401 signed out, 403 to a customer and to staff without the settings permission', async () => {
    for (const [method, url, payload] of staffCalls) {
      expect((await call(method, url, payload, '')).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, payload, customer.cookie)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, payload, support.cookie)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('lets anyone read what the storefront shows', async () => {
    expect((await call('GET', '/api/site-content', undefined, '')).headers['cache-control']).toBe('private, no-cache');
    expect((await call('GET', '/api/site-content/home', undefined, customer.cookie)).statusCode).toBe(200);
  });

  it('refuses an unknown block', async () => {
    expect((await call('DELETE', '/api/site-content/manage/header')).statusCode).toBe(400);
  });
});

describe('the audit log', () => {
  it('records each save and reset with the block, its changed fields before and after, and the permission', async () => {
    await saved('announcement', { text: 'Audited words' });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'site-content'), eq(auditLog.actorId, admin.id)));
    const actions = entries.map((entry) => `${entry.action} ${entry.entityId}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        'site-content.update home',
        'site-content.update announcement',
        'site-content.update footer',
        'site-content.reset announcement',
        'site-content.reset footer',
      ]),
    );
    const last = entries.filter((entry) => entry.action === 'site-content.update' && entry.entityId === 'announcement').at(-1)!;
    expect(last.permission).toBe('settings');
    expect(last.details).toEqual({ name: 'Announcement bar' });
    expect(last.after).toMatchObject({ text: 'Audited words' });

    const homeEntry = entries.find((entry) => entry.action === 'site-content.update' && entry.entityId === 'home')!;
    expect(homeEntry.before).toMatchObject({ hero: { headline: DEFAULT_HOME.hero.headline } });
    expect(homeEntry.after).toMatchObject({ hero: { headline: 'Linen for long days' } });
  });
});
