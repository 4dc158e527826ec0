/**
 * The brand's own words in French through the real HTTP stack (docs/decisions/046): staff save a
 * product's, a category's and a colour's translation (validated, audited, the catalogue's
 * permissions); the catalogue's answers in French show them field by field over the English ones,
 * each kept and tagged per language; and the English answers read as before, without a look at
 * the translations.
 */
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, categories, categoryTranslations, colors, productTranslations } from '../../db/schema/index';
import { noPermission } from '../../lib/guards';
import { signedInUser, type SignedInUser } from '../../test/auth-helpers';
import { insertProducts } from '../../test/fixtures';
import { statementRecorder } from '../../test/request-statements';
import { useTestApp } from '../../test/test-app';

const recorder = statementRecorder();
const t = useTestApp({ CATALOGUE_RATE_LIMIT_PER_MINUTE: '100000' }, { statements: recorder });
let owner: SignedInUser;
/** Staff who may see the catalogue but not edit it. */
let fulfilment: SignedInUser;
let tee: { id: string; handle: string };
let cap: { id: string; handle: string };

type Method = 'GET' | 'PUT';
const call = (method: Method, url: string, payload?: object, cookie: string | undefined = owner.cookie) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });

const translateTee = (payload: object, cookie?: string) => call('PUT', `/api/products/${tee.id}/translations`, payload, cookie);
const read = async (url: string) => {
  const res = await t.app.inject({ url });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

const auditOf = (action: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.createdAt));

const idOf = async (table: typeof categories | typeof colors, handle: string) =>
  (await t.database.db.select({ id: table.id }).from(table).where(eq(table.handle, handle)))[0]!.id;

beforeAll(async () => {
  [owner, fulfilment] = await Promise.all([signedInUser(t, 'admin'), signedInUser(t, 'admin', { staffRole: 'fulfilment' })]);
  const [teeRow, capRow] = await insertProducts(t.database.db, [
    {
      name: 'Harbour Tee',
      description: 'Heavy cotton, cut and sewn in the studio.',
      seoTitle: 'Harbour Tee in heavy cotton',
      category: 'mens',
      colors: ['black'],
      sizes: ['m'],
    },
    { name: 'Harbour Cap', description: 'Six panels of washed cotton.', category: 'mens', colors: ['black'], sizes: ['m'] },
  ]);
  tee = { id: teeRow!.id, handle: teeRow!.handle };
  cap = { id: capRow!.id, handle: capRow!.handle };
});

describe("a product's words in French", () => {
  it('are saved by staff who may edit the catalogue, read by those who may see it, and refused to others', async () => {
    const words = { language: 'fr', name: 'T-shirt Port', description: 'Coton épais, coupé et cousu à l’atelier.' };
    expect((await translateTee(words, '')).statusCode).toBe(401);
    const refused = await translateTee(words, fulfilment.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: noPermission('catalogue.edit') });

    const saved = await translateTee(words);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Translation saved.',
      translations: [{ language: 'fr', name: 'T-shirt Port', description: words.description, seoTitle: '', seoDescription: '' }],
    });
    const listed = await call('GET', `/api/products/${tee.id}/translations`, undefined, fulfilment.cookie);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().translations).toEqual(saved.json().translations);

    const [entry] = await auditOf('product.translate');
    expect(entry).toMatchObject({
      entity: 'product',
      entityId: tee.id,
      permission: 'catalogue.edit',
      details: { name: 'Harbour Tee', language: 'fr' },
      before: { name: '', description: '' },
      after: { name: 'T-shirt Port', description: words.description },
    });
    // The same words again change nothing, and are not audited again.
    expect((await translateTee(words)).json().message).toBe('Nothing to save: the translation is as it was.');
    expect(await auditOf('product.translate')).toHaveLength(1);
  });

  it('refuses the default language, an unknown one, and words too long, naming the field', async () => {
    for (const language of ['en', 'de', undefined]) {
      const res = await translateTee({ language, name: 'Tee' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ path: 'language', message: expect.stringContaining('language must be one of fr') }]);
    }
    const long = await translateTee({ language: 'fr', name: 'x'.repeat(121), seoTitle: 'Un\ntitre' });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([
      { path: 'name', message: 'name must be at most 120 characters' },
      { path: 'seoTitle', message: 'seoTitle must be on one line' },
    ]);
    expect((await call('PUT', `/api/products/00000000-0000-4000-8000-000000000000/translations`, { language: 'fr' })).statusCode).toBe(404);
  });

  it('are answered for ?lang=fr field by field over the English ones: the page, the list, search and related products', async () => {
    const detail = (await read(`/api/products/${tee.handle}?lang=fr`)).json().product;
    // Translated where there are French words; the English SEO title where there are none.
    expect(detail).toMatchObject({
      name: 'T-shirt Port',
      description: 'Coton épais, coupé et cousu à l’atelier.',
      seoTitle: 'Harbour Tee in heavy cotton',
      seoDescription: '',
    });
    const list = (await read('/api/products?category=mens&lang=fr')).json();
    expect(list.products.map((product: { name: string }) => product.name).sort()).toEqual(['Harbour Cap', 'T-shirt Port']);
    // Search matches the English words, and answers in French.
    const search = (await read('/api/products?search=harbour%20tee&lang=fr')).json();
    expect(search.products[0].name).toBe('T-shirt Port');
    const related = (await read(`/api/products/related/${cap.handle}?lang=fr`)).json();
    expect(related.products.map((product: { name: string }) => product.name)).toEqual(['T-shirt Port']);
    // The English answers are as they were.
    expect((await read(`/api/products/${tee.handle}`)).json().product.name).toBe('Harbour Tee');
    expect((await read(`/api/products/${tee.handle}?lang=en`)).json().product.name).toBe('Harbour Tee');
    expect((await read(`/api/products/related/${cap.handle}`)).json().products[0].name).toBe('Harbour Tee');
  });

  it('are removed when every field is emptied, and the French answers read the English words again', async () => {
    const cleared = await translateTee({ language: 'fr', name: '', description: null });
    expect(cleared.json()).toEqual({ message: 'Translation saved.', translations: [] });
    expect(await t.database.db.select().from(productTranslations).where(eq(productTranslations.productId, tee.id))).toEqual([]);
    expect((await read(`/api/products/${tee.handle}?lang=fr`)).json().product.name).toBe('Harbour Tee');
    await translateTee({ language: 'fr', name: 'T-shirt Port', seoDescription: 'Le t-shirt du port.' });
  });
});

describe('the catalogue in French', () => {
  it('keeps an answer and its ETag per language, and a new translation gives the French answer anew', async () => {
    const english = await read(`/api/products/${tee.handle}`);
    const french = await read(`/api/products/${tee.handle}?lang=fr`);
    expect(french.headers.etag).not.toBe(english.headers.etag);
    // The default language named is the same answer, kept once.
    expect((await read(`/api/products/${tee.handle}?lang=en`)).headers.etag).toBe(english.headers.etag);
    // Each tag revalidates its own language's answer.
    const revalidated = await t.app.inject({
      url: `/api/products/${tee.handle}?lang=fr`,
      headers: { 'if-none-match': french.headers.etag },
    });
    expect(revalidated.statusCode).toBe(304);
    const wrong = await t.app.inject({ url: `/api/products/${tee.handle}?lang=fr`, headers: { 'if-none-match': english.headers.etag } });
    expect(wrong.statusCode).toBe(200);

    const listFr = await read('/api/products?category=mens&lang=fr');
    await translateTee({ language: 'fr', name: 'T-shirt du Port', seoDescription: 'Le t-shirt du port.' });
    const again = await read(`/api/products/${tee.handle}?lang=fr`);
    expect(again.json().product.name).toBe('T-shirt du Port');
    expect(again.headers.etag).not.toBe(french.headers.etag);
    const listAgain = await read('/api/products?category=mens&lang=fr');
    expect(listAgain.headers.etag).not.toBe(listFr.headers.etag);
    expect(listAgain.json().products.map((product: { name: string }) => product.name)).toContain('T-shirt du Port');
    // The English answer did not change with it.
    expect((await read(`/api/products/${tee.handle}`)).headers.etag).toBe(english.headers.etag);
  });

  it('reads no translation at all for the default language', async () => {
    const paths = ['/api/products?color=black&limit=5', `/api/products/${tee.handle}`, `/api/products/related/${cap.handle}`];
    for (const path of paths) {
      // A change moves the version on, so that each read is worked out afresh rather than kept.
      await t.database.db.update(colors).set({ position: 0 }).where(eq(colors.handle, 'black'));
      const { result, statements } = await recorder.during(() => t.app.inject({ url: path }));
      expect(result.statusCode, result.body).toBe(200);
      expect(statements.length, path).toBeGreaterThan(0);
      expect(
        statements.filter(({ query }) => /_translations/.test(query)),
        path,
      ).toEqual([]);
    }
    // In French, one read of the page's products' words (the category names are kept until the next write).
    await t.database.db.update(colors).set({ position: 0 }).where(eq(colors.handle, 'black'));
    const { statements } = await recorder.during(() => t.app.inject({ url: '/api/products?color=black&limit=5&lang=fr' }));
    expect(statements.filter(({ query }) => /"product_translations"/.test(query))).toHaveLength(1);
  });

  it('refuses a language the shop does not speak', async () => {
    const res = await t.app.inject({ url: '/api/products?lang=de' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'lang', message: 'lang must be one of en, fr' }]);
  });
});

describe("a category's and a colour's words in French", () => {
  it('are saved as a whole by catalogue editors, audited, and shown in the managed lists', async () => {
    const mens = await idOf(categories, 'mens');
    const url = `/api/categories/${mens}/translations`;
    expect((await call('PUT', url, { language: 'fr', name: 'Homme' }, fulfilment.cookie)).statusCode).toBe(403);
    const saved = await call('PUT', url, { language: 'fr', name: 'Homme', description: 'Pour lui.' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Translation saved.',
      category: { handle: 'mens', name: 'Mens', translations: [{ language: 'fr', name: 'Homme', description: 'Pour lui.', seoTitle: '' }] },
    });
    const managed = (await call('GET', '/api/categories/manage')).json().categories;
    expect(managed.find((category: { handle: string }) => category.handle === 'mens').translations).toHaveLength(1);
    expect(managed.find((category: { handle: string }) => category.handle === 'womens').translations).toEqual([]);
    expect((await auditOf('category.translate'))[0]).toMatchObject({
      entityId: mens,
      details: { name: 'Mens', language: 'fr' },
      after: { name: 'Homme', description: 'Pour lui.' },
    });

    const black = await idOf(colors, 'black');
    const tooLong = await call('PUT', `/api/colors/${black}/translations`, { language: 'fr', name: 'x'.repeat(41) });
    expect(tooLong.json().errors).toEqual([{ path: 'name', message: 'name must be at most 40 characters' }]);
    const colour = await call('PUT', `/api/colors/${black}/translations`, { language: 'fr', name: 'Noir' });
    expect(colour.statusCode, colour.body).toBe(200);
    expect(colour.json().color).toMatchObject({ handle: 'black', name: 'Black', translations: [{ language: 'fr', name: 'Noir' }] });
    expect((await auditOf('color.translate'))[0]).toMatchObject({ before: { name: '' }, after: { name: 'Noir' } });
  });

  it("are answered in French field by field: the storefront's lists, a category's page, a product's category and the filters", async () => {
    const categoriesFr = (await read('/api/categories?lang=fr')).json().categories;
    const mens = categoriesFr.find((category: { handle: string }) => category.handle === 'mens');
    expect(mens).toMatchObject({ name: 'Homme', description: 'Pour lui.' });
    expect(categoriesFr.find((category: { handle: string }) => category.handle === 'womens').name).toBe('Womens');
    expect((await read('/api/categories/handle/mens?lang=fr')).json().category).toMatchObject({ name: 'Homme', seoTitle: '' });
    expect((await read('/api/categories/handle/mens')).json().category.name).toBe('Mens');

    const colorsFr = (await read('/api/colors?lang=fr')).json().colors;
    expect(colorsFr.find((color: { handle: string }) => color.handle === 'black').name).toBe('Noir');
    expect(colorsFr.find((color: { handle: string }) => color.handle === 'red').name).toBe('Red');
    expect((await read('/api/colors')).json().colors.find((color: { handle: string }) => color.handle === 'black').name).toBe('Black');

    expect((await read(`/api/products/${tee.handle}?lang=fr`)).json().product.categoryName).toBe('Homme');
    const list = (await read('/api/products?lang=fr')).json();
    expect(list.facets.categories.find((facet: { value: string }) => facet.value === 'mens').name).toBe('Homme');
    expect(list.facets.colors.find((facet: { value: string }) => facet.value === 'black').name).toBe('Noir');
    const english = (await read('/api/products')).json();
    expect(english.facets.categories.find((facet: { value: string }) => facet.value === 'mens').name).toBe('Mens');
    expect(english.facets.colors.find((facet: { value: string }) => facet.value === 'black').name).toBe('Black');
  });

  it('go with their category or colour', async () => {
    const [spare] = await t.database.db.insert(categories).values({ name: 'Spare', handle: 'spare', position: 99 }).returning();
    await call('PUT', `/api/categories/${spare!.id}/translations`, { language: 'fr', name: 'Réserve' });
    await t.database.db.delete(categories).where(eq(categories.id, spare!.id));
    const managed = (await call('GET', '/api/categories/manage')).json().categories;
    expect(managed.some((category: { handle: string }) => category.handle === 'spare')).toBe(false);
    expect(await t.database.db.select().from(categoryTranslations).where(eq(categoryTranslations.categoryId, spare!.id))).toEqual([]);
  });
});
