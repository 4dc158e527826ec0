/**
 * The shop's Markdown pages through the real HTTP stack: the five built-in pages as the
 * migration wrote them, the Privacy page quoting the settings the shop runs with, the
 * sanitiser against a table of attacks (through the preview and through a saved page), the
 * versions and their restore (audited), who may do what, and the sitemap.
 */
import { BUILT_IN_PAGES, MAX_PAGE_MARKDOWN_LENGTH, type ManagedPage } from '@shop/shared/page-content.schema';
import { ANNOUNCEMENT_COOKIE } from '@shop/shared/site-content';
import { CURRENCY_COOKIE, CURRENCY_COOKIE_MAX_AGE_SECONDS } from '@shop/shared/shopper-currency';
import { FIRST_PAGES, PRIVACY_SECOND_VERSION } from '@shop/shared/testing/first-pages';
import { and, asc, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contentPages, contentPageVersions, users } from '../../db/schema/index';
import { signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { sessionCookieName } from '../auth/session-cookie';

// Settings other than the defaults, so that the Privacy page is seen to quote these.
const t = useTestApp({
  SHOP_NAME: 'Tee & Co *Studio*',
  SHOP_EMAIL: 'hello@tee-and-co.example',
  OUTBOX_RETENTION_DAYS: '45',
  ANALYTICS_RETENTION_DAYS: '12',
  SESSION_IDLE_DAYS: '5',
  SESSION_MAX_DAYS: '21',
});
let owner: SignedInUser;
let ownerName: string;
let support: SignedInUser;
let customer: SignedInUser;

beforeAll(async () => {
  [owner, support, customer] = await Promise.all([
    signedInUser(t, 'admin'),
    signedInUser(t, 'admin', { staffRole: 'support' }),
    signedInUser(t),
  ]);
  const [row] = await t.database.db.select({ username: users.username }).from(users).where(eq(users.id, owner.id));
  ownerName = row!.username;
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, cookie: string | undefined = owner.cookie) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });

const publicPage = async (handle: string) => {
  const res = await call('GET', `/api/pages/${handle}`, undefined, '');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { handle: string; title: string; html: string; seoDescription: string; updatedAt: string };
};

const preview = async (markdown: string) => {
  const res = await call('POST', '/api/pages/preview', { markdown });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().html as string;
};

const createPage = async (payload: object) => {
  const res = await call('POST', '/api/pages', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().page as ManagedPage;
};

/** The HTML as one line of text, tags gone, entities of the test's values read back. */
const textOf = (html: string) =>
  html
    .replace(/<\/?(?:a|strong|em|code)\b[^>]*>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&amp;', '&')
    .replaceAll('&#39;', "'")
    .replaceAll('&quot;', '"')
    .replace(/\s+/g, ' ');

describe('the built-in pages', () => {
  it('are there after the migration, each its first version written by the shop, word for word', async () => {
    const rows = await t.database.db.select().from(contentPages).where(eq(contentPages.builtIn, true)).orderBy(asc(contentPages.handle));
    expect(rows.map((row) => row.handle)).toEqual([...BUILT_IN_PAGES].sort());
    for (const row of rows) {
      const first = FIRST_PAGES[row.handle as keyof typeof FIRST_PAGES];
      // The Privacy page has the shop's second version since migration 0055; the first stays among its versions.
      const now = row.handle === 'privacy' ? PRIVACY_SECOND_VERSION : first;
      expect({ title: row.title, markdown: row.markdown, seoDescription: row.seoDescription }, row.handle).toEqual(now);
      expect(row).toMatchObject({ published: true, version: row.handle === 'privacy' ? 2 : 1, updatedBy: null });
      const versions = await t.database.db
        .select()
        .from(contentPageVersions)
        .where(eq(contentPageVersions.pageId, row.id))
        .orderBy(asc(contentPageVersions.number));
      expect(versions).toEqual([
        expect.objectContaining({ number: 1, title: first.title, markdown: first.markdown, authorId: null }),
        ...(row.handle === 'privacy'
          ? [expect.objectContaining({ number: 2, markdown: PRIVACY_SECOND_VERSION.markdown, authorId: null })]
          : []),
      ]);
    }
  });

  it.each([
    [
      'about',
      'About the studio',
      ['Tee & Co *Studio* is a small apparel and design studio, established in 2010.', 'The first run was forty shirts, printed by hand'],
    ],
    [
      'terms',
      'Terms and Conditions',
      [
        'These terms explain how buying from Tee & Co *Studio* works, how exchanges work and how we look after your data.',
        'A 6% sales tax is added to the total and shown in your bag as Tax(6%) before you pay.',
      ],
    ],
    [
      'refund-policy',
      'Refund Policy',
      ['We offer exchanges only; we do not give refunds.', 'The exchange must be requested within 30 days of purchase.'],
    ],
    [
      'privacy',
      'Privacy Policy',
      ['stores no card data', 'We never sell your data or use it for advertising.', 'We use no tracking or advertising cookies.'],
    ],
    [
      'help',
      'The benefits of cotton shirts',
      ['Every product page lists its sizes (S, M, L, XL).', 'Skip bleach: it weakens the fibres and fades prints.'],
    ],
  ])('%s reads as it did: “%s”', async (handle, title, sentences) => {
    const page = await publicPage(handle);
    expect(page.title).toBe(title);
    for (const sentence of sentences) expect(textOf(page.html)).toContain(sentence);
  });

  it('keep their anchors, links and questions: ids on headings, the shop’s address as a mail link, details to open', async () => {
    const about = await publicPage('about');
    expect(about.html).toContain('<section aria-labelledby="beginnings">\n<h2 id="beginnings">How it started</h2>');
    expect(about.html).toContain('<a href="/services"><strong>Web Services</strong>: shops and sites for small brands</a>');
    const terms = await publicPage('terms');
    expect(terms.html).toContain('<h2 id="terms">Using this shop</h2>');
    expect(terms.html).toContain('<a href="mailto:hello@tee-and-co.example">hello@tee-and-co.example</a>');
    const help = await publicPage('help');
    expect(help.html).toContain('<details>\n<summary>Will my tee shrink?</summary>');
    expect(help.html).toContain('<a href="/terms#refund">Refund Policy</a>');
  });
});

describe('the Privacy page', () => {
  it('quotes the retention periods and the session cookie the shop is configured with', async () => {
    const { html } = await publicPage('privacy');
    const text = textOf(html);
    expect(t.config.mail.retentionMs / 86_400_000).toBe(45);
    expect(text).toContain(`deleted ${t.config.mail.retentionMs / 86_400_000} days after it was queued`);
    expect(text).toContain(`The events are deleted ${t.config.analytics.retentionDays} days after they happened; only daily totals stay.`);
    expect(text).toContain('They keep no IP address and no user agent.');
    expect(text).toContain(`The session cookie is named ${sessionCookieName(t.config)}.`);
    expect(text).toContain(
      `A session ends after ${t.config.session.idleMs / 86_400_000} days without use, and at the latest ${t.config.session.maxMs / 86_400_000} days after you signed in.`,
    );
    expect(text).toContain('after 5 days without use, and at the latest 21 days');
    // Every cookie the shop sets, by its name, and what sessions keep.
    expect(text).toContain(`${CURRENCY_COOKIE}, set when you choose the currency prices are shown in`);
    expect(CURRENCY_COOKIE_MAX_AGE_SECONDS).toBe(365 * 86_400);
    expect(text).toContain(`${ANNOUNCEMENT_COOKIE}, set when you close the announcement`);
    expect(text).toContain('the IP address and browser it came from');
    expect(text).toContain('Your profile also lets you download a copy of your data, delete your account');
    expect(text).toContain('A copy of your data that you ask for is kept until you download it, and at most 24 hours.');
    expect(html).toContain('<h2 id="retention">What we store, and for how long</h2>');
    expect(html).not.toContain('{{');
  });

  it('fills every placeholder the editor offers, leaves an unknown one as written, and a value is text, not Markdown', async () => {
    const html = await preview('{{shopName}} · {{outboxRetentionDays}} · {{sessionCookieName}} · {{nonsense}} · `{{sessionIdleDays}}`');
    expect(html).toBe(`<p>Tee &amp; Co *Studio* · 45 · ${sessionCookieName(t.config)} · {{nonsense}} · <code>5</code></p>`);
  });
});

/** Every address in the HTML is one the allow-list keeps: http(s), mailto, a path or an anchor. */
function expectOnlySafeAddresses(html: string, construct: string) {
  for (const [, address] of html.matchAll(/\b(?:href|src|action|formaction|xlink:href)\s*=\s*"([^"]*)"/gi)) {
    expect(address, construct).toMatch(/^(https?:\/\/|mailto:|\/(?![/\\])|#|[\w.-]+(?:[/?#]|$))/i);
  }
}

/** No script can run from this HTML: no script-bearing element, no handler, no dangerous address. */
function expectHarmless(html: string, construct: string) {
  expect(html, construct).not.toMatch(
    /<\s*(script|iframe|style|svg|math|object|embed|form|input|button|textarea|link|meta|base|frame|frameset)\b/i,
  );
  expect(html, construct).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html, construct).not.toMatch(/\sstyle\s*=/i);
  expect(html, construct).not.toMatch(/(?:href|src)\s*=\s*"[^"]*(?:javascript|vbscript|data):/i);
  expectOnlySafeAddresses(html, construct);
}

/** Each construct, and what must be left of it (its words, where it had any). */
const ATTACKS: [construct: string, markdown: string, kept?: string][] = [
  ['a script element', 'Hello <script>alert(1)</script> world', 'Hello'],
  ['a script block', '<script>\nalert(document.cookie)\n</script>\n\nAfter', 'After'],
  ['an image with onerror', '<img src="x" onerror="alert(1)">'],
  ['an image with onerror, unquoted', '<img src=x onerror=alert(1)//>'],
  ['a javascript: link', '<a href="javascript:alert(1)">click</a>', 'click'],
  ['a javascript: link in mixed case', '<a href="JaVaScRiPt:alert(1)">mixed</a>', 'mixed'],
  [
    'an entity-encoded javascript: link',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">encoded</a>',
    'encoded',
  ],
  ['a hex-entity javascript: link', '<a href="&#x6A;avascript:alert(1)">hex</a>', 'hex'],
  ['a tab inside javascript:', '<a href="java&#x09;script:alert(1)">tabbed</a>', 'tabbed'],
  ['a newline inside javascript:', '<a href="java\nscript:alert(1)">broken</a>', 'broken'],
  ['a data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>', 'data'],
  ['a vbscript: link', '<a href="vbscript:msgbox(1)">vb</a>', 'vb'],
  ['an iframe', '<iframe src="https://evil.example"></iframe>Framed', 'Framed'],
  ['a style element', '<style>body { display: none }</style>Styled', 'Styled'],
  ['a style attribute', '<p style="background:url(javascript:alert(1))">Painted</p>', 'Painted'],
  ['an svg with onload', '<svg onload="alert(1)"><circle r="1"/></svg>Drawn', 'Drawn'],
  ['an svg script', '<svg><script>alert(1)</script></svg>'],
  ['an object', '<object data="https://evil.example/x.swf"></object>'],
  ['an embed', '<embed src="https://evil.example/x.swf">'],
  ['a form', '<form action="https://evil.example"><input name="card"><button>Pay</button></form>'],
  ['a Markdown javascript: link', '[x](javascript:alert(1))'],
  ['a Markdown link in mixed case', '[x](JAVASCRIPT:alert(1))'],
  ['a Markdown link, entity-encoded', '[x](&#106;avascript:alert(1))'],
  ['a Markdown data: link', '[x](data:text/html,<script>alert(1)</script>)'],
  ['a Markdown vbscript: link', '[x](vbscript:msgbox(1))'],
  ['a Markdown data: image', '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)'],
  ['a Markdown image with a javascript: source', '![x](javascript:alert(1))'],
  ['an autolink to javascript:', '<javascript:alert(1)>'],
  ['an autolink to data:', '<data:text/html,alert(1)>'],
  ['a protocol-relative link', '<a href="//evil.example">away</a>', 'away'],
  ['a link with a handler', '<a href="/shop" onclick="alert(1)" onmouseover="alert(2)">Shop</a>', 'Shop'],
  ['a details with ontoggle', '<details open ontoggle="alert(1)"><summary>Open</summary>Inside</details>', 'Inside'],
  ['a heading id meant to break out', '<h2 id="x&quot; onclick=&quot;alert(1)">Heading</h2>', 'Heading'],
  ['a base element', '<base href="javascript:alert(1)//">'],
  ['a meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['a comment hiding a script', '<!--><script>alert(1)</script>-->'],
  ['a broken tag', '<img/src="x"/onerror=alert(1)>'],
  ['a math element', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
];

describe('the sanitiser', () => {
  it.each(ATTACKS)('leaves nothing of %s that could run', async (construct, markdown, kept) => {
    const html = await preview(markdown);
    expectHarmless(html, construct);
    if (kept) expect(textOf(html), construct).toContain(kept);
  });

  it('keeps http(s), mailto, paths and anchors, and an allowed tag’s words', async () => {
    const html = await preview(
      '[a](https://example.com/x) [b](http://example.com) [c](mailto:hi@example.com) [d](/shop) [e](#refund) <https://auto.example>\n\n<details><summary>Q</summary>\n\nA\n\n</details>',
    );
    expect(html).toContain('<a href="https://example.com/x">a</a>');
    expect(html).toContain('<a href="http://example.com">b</a>');
    expect(html).toContain('<a href="mailto:hi@example.com">c</a>');
    expect(html).toContain('<a href="/shop">d</a>');
    expect(html).toContain('<a href="#refund">e</a>');
    expect(html).toContain('<a href="https://auto.example">https://auto.example</a>');
    expect(html).toContain('<details><summary>Q</summary>\n<p>A</p>\n</details>');
  });

  it('keeps the page whole after a refused address: the words stay, the next link closes, the next section stands apart', async () => {
    const html = await preview(
      'A <a href="javascript:alert(1)">bad</a> then [good](/shop) after, <img src="javascript:alert(1)" alt="gone"> ![kept](/uploads/a.webp)\n\n## Next\n\nSecond [ok](https://example.com) line.',
    );
    expect(html).toBe(
      [
        '<p>A <a>bad</a> then <a href="/shop">good</a> after,  <img src="/uploads/a.webp" alt="kept" /></p>',
        '<section aria-labelledby="next">',
        '<h2 id="next">Next</h2>',
        '<p>Second <a href="https://example.com">ok</a> line.</p>',
        '</section>',
      ].join('\n'),
    );
  });

  it('gives headings stable ids, written or from their words, the page’s one h1 kept for its title', async () => {
    const html = await preview('# Top\n\n## Refund Policy {#refund}\n\n### What we keep, and why\n\n### What we keep, and why');
    expect(html).toContain('<h2 id="top">Top</h2>');
    expect(html).toContain('<h2 id="refund">Refund Policy</h2>');
    expect(html).toContain('<h3 id="what-we-keep-and-why">What we keep, and why</h3>');
    expect(html).toContain('<h3 id="what-we-keep-and-why-2">What we keep, and why</h3>');
    expect(html).not.toContain('<h1');
  });

  it('does the same to a saved page and its title stays text', async () => {
    const markdown = ATTACKS.map(([, attack]) => attack).join('\n\n');
    await createPage({ handle: 'attacks', title: '<script>alert(1)</script> Title', markdown });
    const page = await publicPage('attacks');
    expectHarmless(page.html, 'every attack at once');
    expect(page.title).toBe('<script>alert(1)</script> Title');
  });
});

describe('versions', () => {
  const lastAudit = async (action: string, entityId: string) =>
    (
      await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)))
        .orderBy(desc(auditLog.createdAt))
    )[0];

  it('every save is a new version, with who and when; an earlier one is shown, and restored as a new version, audited', async () => {
    const created = await createPage({
      handle: 'Size-Guide',
      title: 'Size guide',
      markdown: 'First words.',
      seoDescription: 'How our tees fit',
    });
    expect(created).toMatchObject({ handle: 'size-guide', version: 1, builtIn: false, published: true, updatedBy: { _id: owner.id } });
    expect(await lastAudit('page.create', created._id)).toMatchObject({ actorId: owner.id, permission: 'settings', entity: 'page' });

    const second = await call('PUT', '/api/pages/size-guide', { title: 'Size guide', markdown: 'Second words.' });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({
      message: 'Page saved',
      page: { version: 2, markdown: 'Second words.', seoDescription: 'How our tees fit' },
    });
    const third = await call('PUT', '/api/pages/size-guide', { title: 'How our tees fit', markdown: 'Third words.' });
    expect(third.json().page.version).toBe(3);
    expect(await lastAudit('page.update', created._id)).toMatchObject({
      actorId: owner.id,
      details: { handle: 'size-guide', version: 3 },
      before: { title: 'Size guide', version: 2 },
      after: { title: 'How our tees fit', version: 3 },
    });

    const unchanged = await call('PUT', '/api/pages/size-guide', { title: 'How our tees fit', markdown: 'Third words.' });
    expect(unchanged.json()).toMatchObject({ message: 'Nothing to save: the page is as it was', page: { version: 3 } });

    const opened = (await call('GET', '/api/pages/size-guide/versions')).json().page as ManagedPage;
    expect(opened.versions.map((version) => [version.number, version.title, version.author?.username])).toEqual([
      [3, 'How our tees fit', ownerName],
      [2, 'Size guide', ownerName],
      [1, 'Size guide', ownerName],
    ]);
    expect(Date.parse(opened.versions[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(opened.versions[2]!.createdAt));

    const first = await call('GET', '/api/pages/size-guide/versions/1');
    expect(first.json().version).toMatchObject({ number: 1, markdown: 'First words.', html: '<p>First words.</p>', title: 'Size guide' });
    expect((await publicPage('size-guide')).html).toBe('<p>Third words.</p>');

    const restored = await call('POST', '/api/pages/size-guide/versions/1/restore');
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({
      message: 'Version 1 restored',
      page: { version: 4, title: 'Size guide', markdown: 'First words.' },
    });
    expect(restored.json().page.versions[0]).toMatchObject({ number: 4, restoredFrom: 1, author: { _id: owner.id } });
    expect(await publicPage('size-guide')).toMatchObject({ title: 'Size guide', html: '<p>First words.</p>' });
    expect(await lastAudit('page.restore', created._id)).toMatchObject({
      actorId: owner.id,
      permission: 'settings',
      details: { handle: 'size-guide', version: 4, restoredFrom: 1 },
    });
  });

  it('the shop’s own first version of a built-in page is listed with no author, and can be restored after an edit', async () => {
    const edited = await call('PUT', '/api/pages/refund-policy', { title: 'Refund Policy', markdown: 'Refunds are now given.' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await publicPage('refund-policy')).html).toBe('<p>Refunds are now given.</p>');
    const versions = (await call('GET', '/api/pages/refund-policy/versions')).json().page.versions;
    expect(versions.at(-1)).toMatchObject({ number: 1, author: null });
    await call('POST', '/api/pages/refund-policy/versions/1/restore');
    const page = await publicPage('refund-policy');
    expect(textOf(page.html)).toContain('We offer exchanges only; we do not give refunds.');
  });

  it('refuses a version the page does not have', async () => {
    expect((await call('GET', '/api/pages/about/versions/99')).statusCode).toBe(404);
    expect((await call('POST', '/api/pages/about/versions/99/restore')).statusCode).toBe(404);
    expect((await call('GET', '/api/pages/about/versions/zero')).statusCode).toBe(400);
  });
});

describe('rules of a page', () => {
  it('refuses a handle that is not letters, digits and dashes, or is taken, naming the field', async () => {
    const bad = await call('POST', '/api/pages', { handle: 'About us!', title: 'x', markdown: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      expect.objectContaining({ path: 'handle', message: expect.stringMatching(/lower-case letters, digits and single dashes/) }),
    ]);
    const taken = await call('POST', '/api/pages', { handle: 'about', title: 'Another about', markdown: '' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('A page with the handle about already exists: choose another');
    const reserved = await call('POST', '/api/pages', { handle: 'new', title: 'New', markdown: '' });
    expect(reserved.statusCode).toBe(400);
    const untitled = await call('POST', '/api/pages', { handle: 'untitled', title: '  ', markdown: '' });
    expect(untitled.json().errors).toEqual([expect.objectContaining({ path: 'title', message: 'Title is required' })]);
  });

  it('refuses Markdown over the limit with a clear message', async () => {
    const res = await call('PUT', '/api/pages/about', { title: 'About the studio', markdown: 'x'.repeat(MAX_PAGE_MARKDOWN_LENGTH + 1) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'markdown', message: 'The page text is too long: at most 100,000 characters' }]);
    const previewed = await call('POST', '/api/pages/preview', { markdown: 'x'.repeat(MAX_PAGE_MARKDOWN_LENGTH + 1) });
    expect(previewed.statusCode).toBe(400);
  });

  it('keeps the built-in pages: never deleted, never unpublished', async () => {
    const deleted = await call('DELETE', '/api/pages/terms');
    expect(deleted.statusCode).toBe(400);
    expect(deleted.json().message).toBe('The built-in pages cannot be deleted');
    const hidden = await call('PUT', '/api/pages/terms', { title: 'Terms and Conditions', markdown: 'x', published: false });
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().message).toBe('The built-in pages are always published');
    expect((await publicPage('terms')).title).toBe('Terms and Conditions');
  });

  it('an owner’s page can be unpublished (gone for visitors, kept for staff) and deleted with its versions', async () => {
    const page = await createPage({ handle: 'lookbook', title: 'Lookbook', markdown: 'Spring' });
    const hidden = await call('PUT', '/api/pages/lookbook', { title: 'Lookbook', markdown: 'Spring', published: false });
    expect(hidden.json().page).toMatchObject({ published: false, version: 2 });
    const gone = await call('GET', '/api/pages/lookbook', undefined, '');
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'No such page' });
    expect((await call('GET', '/api/pages/lookbook/versions')).statusCode).toBe(200);

    const deleted = await call('DELETE', '/api/pages/lookbook');
    expect(deleted.json()).toEqual({ message: 'Page deleted' });
    expect((await call('GET', '/api/pages/lookbook/versions')).statusCode).toBe(404);
    expect(await t.database.db.select().from(contentPageVersions).where(eq(contentPageVersions.pageId, page._id))).toEqual([]);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'page.delete'), eq(auditLog.entityId, page._id)));
    expect(entries).toEqual([expect.objectContaining({ actorId: owner.id, details: expect.objectContaining({ handle: 'lookbook' }) })]);
  });

  it('answers 404 “No such page” for a handle nobody wrote', async () => {
    const res = await call('GET', '/api/pages/no-such-thing', undefined, '');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No such page' });
  });
});

describe('who may', () => {
  const staffCalls: [Method, string, object?][] = [
    ['GET', '/api/pages'],
    ['POST', '/api/pages', { handle: 'sneaky', title: 'Sneaky', markdown: 'x' }],
    ['POST', '/api/pages/preview', { markdown: 'x' }],
    ['PUT', '/api/pages/about', { title: 'Hacked', markdown: 'Hacked' }],
    ['DELETE', '/api/pages/about'],
    ['GET', '/api/pages/about/versions'],
    ['GET', '/api/pages/about/versions/1'],
    ['POST', '/api/pages/about/versions/1/restore'],
  ];

  it('a visitor reads a published page, and is asked to sign in for everything else', async () => {
    expect((await call('GET', '/api/pages/about', undefined, '')).statusCode).toBe(200);
    for (const [method, url, payload] of staffCalls)
      expect((await call(method, url, payload, '')).statusCode, `${method} ${url}`).toBe(401);
  });

  it('a customer, and staff without the settings permission, are refused, and the page stays as it was', async () => {
    const before = await publicPage('about');
    for (const cookie of [customer.cookie, support.cookie]) {
      for (const [method, url, payload] of staffCalls)
        expect((await call(method, url, payload, cookie)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await publicPage('about')).toEqual(before);
    expect(await t.database.db.select().from(contentPages).where(eq(contentPages.handle, 'sneaky'))).toEqual([]);
  });
});

describe('the list and the sitemap', () => {
  it('lists every page with when and by whom it was last saved', async () => {
    const res = await call('GET', '/api/pages');
    const pages = res.json().pages as { handle: string; builtIn: boolean; updatedBy: { username: string } | null }[];
    expect(pages.slice(0, 5).map((page) => page.builtIn)).toEqual([true, true, true, true, true]);
    expect(pages.find((page) => page.handle === 'about')).toMatchObject({ updatedBy: null });
    expect(pages.find((page) => page.handle === 'size-guide')).toMatchObject({ updatedBy: { username: ownerName } });
  });

  it('lists the published pages that have no address of their own at /pages/{handle}', async () => {
    await createPage({ handle: 'draft-page', title: 'Draft', markdown: 'Soon', published: false });
    const sitemap = (await call('GET', '/sitemap.xml', undefined, '')).body;
    expect(sitemap).toContain(`${t.config.publicUrl}/pages/size-guide</loc>`);
    expect(sitemap).toContain(`${t.config.publicUrl}/pages/refund-policy</loc>`);
    expect(sitemap).toContain(`${t.config.publicUrl}/pages/privacy</loc>`);
    expect(sitemap).toContain(`${t.config.publicUrl}/about</loc>`);
    expect(sitemap).not.toContain('/pages/about<');
    expect(sitemap).not.toContain('/pages/draft-page<');
  });
});
