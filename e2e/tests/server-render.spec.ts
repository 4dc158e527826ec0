import { demoProduct } from '../support/api';
import { expect, test } from '../support/test';

/** The storefront as a crawler or a phone on a slow network sees it: HTML, before any script. */
test.describe('server-rendered storefront', () => {
  const scriptsThatRun = (html: string) =>
    [...html.matchAll(/<script\b([^>]*)>/g)]
      .map((match) => match[1] ?? '')
      .filter((attributes) => !/\bsrc=|type="application\/(json|ld\+json)"/.test(attributes));

  test('a product page holds its name, price and picture in the HTML itself', async ({ request }) => {
    const product = await demoProduct(request, 'Tidal Wave Tee');
    const response = await request.get(`/shop/${product._id}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toMatch(new RegExp(`<h1[^>]*>${product.name}</h1>`));
    expect(root).toContain(`$${product.price.toFixed(2)}`);
    const lcpImage = new RegExp(`<img[^>]*src="${product.image}"[^>]*>`).exec(root)?.[0] ?? '';
    expect(lcpImage).toContain('fetchPriority="high"');
    expect(lcpImage).toMatch(/srcSet="[^"]+ \d+w"/);
    expect(lcpImage).toMatch(/sizes="[^"]+"/);
    expect(lcpImage).toMatch(/width="\d+"/);
    expect(lcpImage).toMatch(/height="\d+"/);
    expect(html).toContain(`<title>${product.name} | `);
    expect(html).toContain('<script type="application/json" id="shop-ssr-state">');
    expect(scriptsThatRun(html)).toEqual([]);
    // Related products are in the HTML as links, not a placeholder the browser fills after hydration.
    const related =
      /<section aria-labelledby="[^"]+" aria-busy="false"><h2[^>]*>Related products<\/h2>(?:(?!<\/section>).)*<\/section>/s.exec(root)?.[0];
    expect(related).toMatch(/href="\/shop\/[a-z0-9-]+"/);
  });

  test('the shop lists a page of products as links, and a filter is in the HTML too', async ({ request }) => {
    const all = await (await request.get('/shop')).text();
    expect(all).toContain('items on stock');
    expect([...all.matchAll(/href="\/shop\/[a-z0-9-]+"/g)].length).toBeGreaterThanOrEqual(4);

    const { products } = (await (await request.get('/api/products?category=kids&limit=100')).json()) as { products: { name: string }[] };
    const kids = await (await request.get('/shop?category=kids')).text();
    for (const { name } of products.slice(0, 3)) expect(kids).toContain(name);
  });

  test('the filters are radio groups of a GET form in the HTML, the chosen ones checked', async ({ request }) => {
    const html = await (await request.get('/shop?category=kids')).text();
    const root = html.slice(html.indexOf('<div id="root">'));
    const radios = [...root.matchAll(/<input\b[^>]*type="radio"[^>]*>/g)].map(([tag]) => ({
      field: `${/\bname="([^"]*)"/.exec(tag)?.[1]}=${/\bvalue="([^"]*)"/.exec(tag)?.[1]}`,
      checked: /\bchecked=""/.test(tag),
    }));
    const fields = radios.map((radio) => radio.field);
    for (const field of ['category=all', 'category=womens', 'category=mens', 'color=black', 'size=xl', 'price=0-50', 'price=200-']) {
      expect(fields, field).toContain(field);
    }
    // One checked radio per group: Kids, and All colours, All sizes, Any price.
    expect(radios.filter((radio) => radio.checked).map((radio) => radio.field)).toEqual([
      'category=kids',
      'color=all',
      'size=all',
      'price=',
    ]);
    for (const group of ['Category', 'Color', 'Size', 'Price range']) {
      expect(root).toMatch(new RegExp(`<fieldset><legend[^>]*>${group}</legend>`));
    }
    const filterForm = /<form\b[^>]*>(?:(?!<\/form>).)*name="category"(?:(?!<\/form>).)*<\/form>/s.exec(root)?.[0] ?? '';
    const formTag = /^<form\b[^>]*>/.exec(filterForm)?.[0] ?? '';
    expect(formTag).toContain('method="get"');
    expect(formTag).toContain('action="/shop"');
    expect(filterForm).toMatch(/<button type="submit"[^>]*>Apply<\/button>/);
    expect(root).toMatch(/<a\b[^>]*href="\/shop"[^>]*>Clear Filters<\/a>/);
    const sortForm =
      [...root.matchAll(/<form\b[^>]*>(?:(?!<\/form>).)*<\/form>/gs)].find(
        ([form]) => form.includes('name="sort"') && form.includes('<select'),
      )?.[0] ?? '';
    expect(sortForm).toContain('method="get"');
    expect(sortForm).toContain('action="/shop"');
    expect(sortForm).toContain('<input type="hidden" name="category" value="kids"/>');
  });

  test('the filter form, sent without JavaScript, is answered at the tidy address', async ({ request }) => {
    const answer = await request.get('/shop?category=all&color=black&size=all&price=50-100&sort=rating', { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toBe('/shop?color=black&minPrice=50&maxPrice=100&sort=rating');
  });

  test('search, the home page and the static pages answer their content', async ({ request }) => {
    const search = await (await request.get('/search?q=tee')).text();
    expect(search).toMatch(/href="\/shop\/[a-z0-9-]+"/);
    for (const [path, heading] of [
      ['/', /best material/],
      // The owner's Markdown pages, their words in the server's HTML.
      ['/about', /<h1[^>]*>About the studio<\/h1>[\s\S]*is a small apparel and design studio/],
      [
        '/terms',
        /<h1[^>]*>Terms and Conditions<\/h1>[\s\S]*id="refund"[\s\S]*We offer <strong>exchanges only<\/strong>[\s\S]*id="privacy"/,
      ],
      ['/help', /<h1[^>]*>The benefits of cotton shirts<\/h1>[\s\S]*<summary>Will my tee shrink\?<\/summary>/],
      ['/pages/privacy', /<h1[^>]*>Privacy Policy<\/h1>[\s\S]*What we store, and for how long/],
      ['/contact', /<h1/],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).toMatch(heading);
    }
  });

  test('an unknown product and an unknown path answer HTTP 404 with their page', async ({ request }) => {
    const product = await request.get('/shop/00000000-0000-4000-8000-000000000000');
    expect(product.status()).toBe(404);
    expect(await product.text()).toContain('Product not found');
    const markdownPage = await request.get('/pages/no-such-page');
    expect(markdownPage.status()).toBe(404);
    expect(await markdownPage.text()).toContain('Page Not Found');
    const page = await request.get('/no/such/page');
    expect(page.status()).toBe(404);
    expect(await page.text()).toContain('Page Not Found');
  });

  test("a product page loads the app's code only after its picture, with its own page module alongside", async ({ page, request }) => {
    const product = await demoProduct(request, 'Tidal Wave Tee');
    const html = await (await request.get(`/shop/${product._id}`)).text();
    const moduleScripts = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((match) => match[1]);
    expect(moduleScripts).toEqual([expect.stringMatching(/^\/assets\/boot-[\w-]+\.js$/)]);
    expect(html).not.toContain('rel="modulepreload"');
    const scripts = JSON.parse(/<script type="application\/json" id="shop-scripts">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as {
      entry: string;
      modules: string[];
    };
    expect(scripts.entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(scripts.modules).toContainEqual(expect.stringMatching(/^\/assets\/product-page-[\w-]+\.js$/));

    // In the browser: the picture first, then the app, with the page's module preloaded, not asked for after the entry ran.
    const requested: string[] = [];
    page.on('request', (sent) => requested.push(new URL(sent.url()).pathname));
    const preloaded: string[] = [];
    await page.goto(`/shop/${product._id}`);
    for (const link of await page.locator('link[rel="modulepreload"]').all()) preloaded.push((await link.getAttribute('href')) ?? '');
    expect(preloaded).toEqual(expect.arrayContaining(scripts.modules));
    const picture = requested.findIndex((path) => path.startsWith(product.image.replace(/-\d+\.webp$/, '')));
    expect(picture).toBeGreaterThanOrEqual(0);
    expect(requested.indexOf(scripts.entry)).toBeGreaterThan(picture);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The stylesheet is in the page; loading the lazy parts (the reviews) does not ask for it again.
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    expect(requested).toContainEqual(expect.stringMatching(/^\/assets\/reviews-section-[\w-]+\.js$/));
    expect(requested.filter((path) => path.endsWith('.css'))).toEqual([]);
  });

  test('the browser takes over the server HTML without a mismatch', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/shop');
    // The newest product, whatever its name: other journeys add products as this one runs.
    await page.locator('main a[href^="/shop/"]').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/');
    expect(problems).toEqual([]);
  });
});
