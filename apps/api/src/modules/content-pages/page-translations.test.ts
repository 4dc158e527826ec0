/**
 * A page's words in French through the real HTTP stack (docs/decisions/046): staff who may edit
 * the pages save them (validated, audited); visitors of the French page read them field by field
 * over the English ones, the Markdown rendered and sanitised exactly as the page's own is; and
 * the English page reads as it was.
 */
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contentPages, contentPageTranslations } from '../../db/schema/index';
import { noPermission } from '../../lib/guards';
import { signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';

const t = useTestApp({ SHOP_NAME: 'Atelier Drip' });
let owner: SignedInUser;
/** Staff who may not change the shop's pages. */
let support: SignedInUser;

beforeAll(async () => {
  [owner, support] = await Promise.all([signedInUser(t, 'admin'), signedInUser(t, 'admin', { staffRole: 'support' })]);
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, cookie: string | undefined = owner.cookie) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });

const translate = (handle: string, payload: object, cookie?: string) => call('PUT', `/api/pages/${handle}/translations`, payload, cookie);

const publicPage = async (url: string) => {
  const res = await call('GET', url, undefined, '');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { handle: string; title: string; html: string; seoDescription: string; updatedAt: string };
};

describe("a page's words in French", () => {
  it('are saved by staff who may edit the pages, audited, and shown to the editor', async () => {
    const words = { language: 'fr', title: 'À propos', markdown: '## Notre histoire\n\nFondé par **{{shopName}}**.' };
    expect((await translate('about', words, '')).statusCode).toBe(401);
    const refused = await translate('about', words, support.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: noPermission('settings') });

    const saved = await translate('about', words);
    expect(saved.statusCode, saved.body).toBe(200);
    const { message, page } = saved.json();
    expect(message).toBe('Translation saved');
    expect(page.translations).toEqual([
      { language: 'fr', title: 'À propos', markdown: words.markdown, seoDescription: '', updatedAt: expect.any(String) },
    ]);
    // The page's own words and versions are untouched.
    expect(page.title).toBe('About the studio');
    expect(page.versions).toHaveLength(1);
    expect((await call('GET', '/api/pages/about/versions')).json().page.translations).toEqual(page.translations);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'page.translate'))
      .orderBy(desc(auditLog.createdAt));
    expect(entry).toMatchObject({
      entity: 'page',
      entityId: page._id,
      permission: 'settings',
      details: { handle: 'about', language: 'fr' },
      before: { title: '', markdown: '' },
      after: { title: 'À propos', markdown: expect.stringMatching(/^\d+ characters \([0-9a-f]{8}\)$/) },
    });
    expect((await translate('about', words)).json().message).toBe('Nothing to save: the translation is as it was');
  });

  it('are read on the French page field by field, the Markdown rendered with the placeholders, as the page itself is', async () => {
    const french = await publicPage('/api/pages/about?lang=fr');
    const english = await publicPage('/api/pages/about');
    expect(french.title).toBe('À propos');
    // The page's own renderer and sanitiser, as the editor's preview shows it.
    expect(french.html).toBe(
      (await call('POST', '/api/pages/preview', { markdown: '## Notre histoire\n\nFondé par **{{shopName}}**.' })).json().html,
    );
    expect(french.html).toContain('<strong>Atelier Drip</strong>');
    // No French description: the English one.
    expect(french.seoDescription).toBe(english.seoDescription);
    expect(english.title).toBe('About the studio');
    expect(english.html).not.toContain('Notre histoire');
    expect((await publicPage('/api/pages/about?lang=en')).html).toBe(english.html);

    // A title alone: the English text under the French title.
    await translate('help', { language: 'fr', title: 'Aide' });
    const help = await publicPage('/api/pages/help?lang=fr');
    expect(help.title).toBe('Aide');
    expect(help.html).toBe((await publicPage('/api/pages/help')).html);
  });

  it('are sanitised exactly as the page’s own words: no script, handler or dangerous link survives', async () => {
    const attack = [
      '# Titre',
      '',
      'Bonjour <script>alert(1)</script> <img src=x onerror="alert(2)"> [clic](javascript:alert(3))',
      '',
      '<iframe src="https://evil.example"></iframe><a href="JaVaScRiPt:alert(4)">mixte</a>',
    ].join('\n');
    expect((await translate('terms', { language: 'fr', markdown: attack })).statusCode).toBe(200);
    const html = (await publicPage('/api/pages/terms?lang=fr')).html;
    const preview = (await call('POST', '/api/pages/preview', { markdown: attack })).json().html;
    expect(html).toBe(preview);
    expect(html).toContain('Bonjour');
    expect(html).not.toMatch(/<\s*(script|iframe)\b/i);
    expect(html).not.toMatch(/\son\w+\s*=/i);
    // A link to javascript: is no link at all (its words stay as text).
    expect(html).not.toMatch(/(?:href|src)\s*=\s*"[^"]*javascript:/i);
    expect(html).toContain('mixte');
    // The page's one h1 is its title: the translation's h1 becomes an h2, as the page's own does.
    expect(html).toMatch(/<h2 id="titre">Titre<\/h2>/);
  });

  it('refuses bad words with clear messages, and an unknown page', async () => {
    const bad = await translate('about', { language: 'fr', title: 'Un\ntitre', markdown: 'x'.repeat(100_001), seoDescription: 3 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { path: 'title', message: 'Title must be on one line' },
      { path: 'markdown', message: 'The page text is too long: at most 100,000 characters' },
      { path: 'seoDescription', message: 'SEO description must be text' },
    ]);
    expect((await translate('about', { language: 'en', title: 'About' })).json().errors).toEqual([
      { path: 'language', message: expect.stringContaining('language must be one of fr') },
    ]);
    expect((await translate('no-such-page', { language: 'fr', title: 'Rien' })).statusCode).toBe(404);
  });

  it('are removed when emptied, and go with their page', async () => {
    const cleared = await translate('help', { language: 'fr', title: '' });
    expect(cleared.json().page.translations).toEqual([]);
    expect((await publicPage('/api/pages/help?lang=fr')).title).toBe((await publicPage('/api/pages/help')).title);

    const created = await call('POST', '/api/pages', { handle: 'lookbook', title: 'Lookbook', markdown: 'Spring.' });
    expect(created.statusCode, created.body).toBe(201);
    await translate('lookbook', { language: 'fr', markdown: 'Printemps.' });
    const id = created.json().page._id as string;
    expect(await t.database.db.select().from(contentPageTranslations).where(eq(contentPageTranslations.pageId, id))).toHaveLength(1);
    expect((await call('DELETE', '/api/pages/lookbook')).statusCode).toBe(200);
    expect(await t.database.db.select().from(contentPageTranslations).where(eq(contentPageTranslations.pageId, id))).toEqual([]);
    expect(await t.database.db.select().from(contentPages).where(eq(contentPages.id, id))).toEqual([]);
  });
});
