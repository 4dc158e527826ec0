import { describe, expect, it } from 'vitest';
import { pageHtml, pageScriptsOf, prepareShell } from './page-html';

const BUILT_SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>Drip Studio</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-abc.js">
    <link rel="modulepreload" crossorigin href="/assets/app-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/app-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

describe('prepareShell', () => {
  const shell = pageHtml(
    prepareShell(BUILT_SHELL, (href) => (href === '/assets/app-abc.css' ? '.price{content:"$1"}\n' : '')),
    {},
  );
  const head = shell.slice(0, shell.indexOf('</head>'));
  const body = shell.slice(shell.indexOf('<body>'));

  it('writes the stylesheet into the page, so the first paint waits for no other request', () => {
    expect(head).toContain('<style>.price{content:"$1"}</style>');
    expect(shell).not.toContain('rel="stylesheet"');
  });

  it('moves the entry script and its modulepreloads after the page, in their order, for a page the browser renders', () => {
    expect(head).not.toMatch(/<script|modulepreload/);
    const root = body.indexOf('<div id="root">');
    const entry = body.indexOf('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    const react = body.indexOf('href="/assets/react-abc.js"');
    const app = body.indexOf('href="/assets/app-abc.js"');
    expect(root).toBeGreaterThanOrEqual(0);
    expect([root < entry, entry < react, react < app]).toEqual([true, true, true]);
    expect(body.trimEnd()).toMatch(/<\/body>\n<\/html>$/);
  });
});

const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_react-abc.js', '_app-abc.js'] },
  'src/boot.ts': { file: 'assets/boot-abc.js', isEntry: true },
  '_react-abc.js': { file: 'assets/react-abc.js' },
  '_app-abc.js': { file: 'assets/app-abc.js', imports: ['_react-abc.js'] },
  'src/features/catalogue/pages/product-page.tsx': { file: 'assets/product-page-abc.js', imports: ['_app-abc.js', '_stars-abc.js'] },
  '_stars-abc.js': { file: 'assets/stars-abc.js' },
};

describe('a server-rendered page', () => {
  const scriptsOf = pageScriptsOf(MANIFEST)!;
  const html = pageHtml(
    prepareShell(BUILT_SHELL, () => ''),
    {},
    { html: '<img fetchpriority="high">', state: '{}', scripts: scriptsOf('src/features/catalogue/pages/product-page.tsx') },
  );
  const body = html.slice(html.indexOf('<body>'));

  it('loads only the boot script, after the page', () => {
    expect(html.slice(0, html.indexOf('<body>'))).not.toMatch(/<script|modulepreload/);
    expect(body.indexOf('<script type="module" crossorigin src="/assets/boot-abc.js"></script>')).toBeGreaterThan(body.indexOf('<img'));
    expect([...body.matchAll(/<script type="module"/g)]).toHaveLength(1);
    expect(body).not.toContain('rel="modulepreload"');
  });

  it("hands the boot script the entry, and the modules of the entry and of the page's own chunk", () => {
    const scripts = JSON.parse(/<script type="application\/json" id="shop-scripts">(.*?)<\/script>/.exec(body)?.[1] ?? 'null') as unknown;
    expect(scripts).toEqual({
      entry: '/assets/index-abc.js',
      modules: ['/assets/react-abc.js', '/assets/app-abc.js', '/assets/product-page-abc.js', '/assets/stars-abc.js'],
    });
  });

  it('without a page module, or from a build without the boot script, still loads the app', () => {
    expect(scriptsOf(undefined).modules).toEqual(['/assets/react-abc.js', '/assets/app-abc.js']);
    expect(pageScriptsOf({ 'index.html': MANIFEST['index.html'] })).toBeUndefined();
  });
});

describe("a page's language", () => {
  const alternates = [
    { hreflang: 'en', href: 'https://shop.test/shop' },
    { hreflang: 'fr', href: 'https://shop.test/fr/shop' },
    { hreflang: 'x-default', href: 'https://shop.test/shop' },
  ];

  it("is the html element's, with the page in every language as hreflang alternates", () => {
    const html = pageHtml(
      prepareShell(BUILT_SHELL, () => ''),
      { lang: 'fr', alternates },
      { html: '<main>x</main>', state: '{}' },
    );
    expect(html).toContain('<html lang="fr">');
    expect(html).not.toContain('<html lang="en">');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="alternate" hreflang="en" href="https://shop.test/shop" />');
    expect(head).toContain('<link rel="alternate" hreflang="fr" href="https://shop.test/fr/shop" />');
    expect(head).toContain('<link rel="alternate" hreflang="x-default" href="https://shop.test/shop" />');
  });

  it("has its messages' modules fetched with the page's modules, and no other language's", () => {
    const manifest = {
      ...MANIFEST,
      'src/i18n/catalogues/fr.json': { file: 'assets/fr-abc.js' },
      'src/i18n/catalogues/fr.json?pages': { file: 'assets/fr-pages.js' },
      'src/i18n/catalogues/en.json': { file: 'assets/en-abc.js' },
    };
    const scripts = pageScriptsOf(manifest)!('src/features/catalogue/pages/product-page.tsx', ['src/i18n/catalogues/fr.json']);
    expect(scripts.modules).toContain('/assets/fr-abc.js');
    expect(scripts.modules).not.toContain('/assets/en-abc.js');
    expect(scripts.modules).not.toContain('/assets/fr-pages.js');
    const withPart = pageScriptsOf(manifest)!('src/features/catalogue/pages/product-page.tsx', [
      'src/i18n/catalogues/fr.json',
      'src/i18n/catalogues/fr.json?pages',
    ]);
    expect(withPart.modules).toEqual(expect.arrayContaining(['/assets/fr-abc.js', '/assets/fr-pages.js']));
    expect(pageScriptsOf(manifest)!('src/features/catalogue/pages/product-page.tsx').modules).not.toContain('/assets/fr-abc.js');
  });
});

describe("a product's text in the page", () => {
  // Each of these means something to String.prototype.replace when it is a replacement string.
  const patterns = ["Tee $& $' $` $$ $1 $<name>", '$&</title><script>alert(1)</script>'];

  it.each(patterns)('stays literal and escaped: %s', (text) => {
    const withDescription = BUILT_SHELL.replace('<title>', '<meta name="description" content="Tees" />\n    <title>');
    const html = pageHtml(
      prepareShell(withDescription, () => ''),
      { title: text, description: text, url: 'https://shop.test/shop/1', jsonLd: { name: text } },
      { html: '<main>x</main>', state: JSON.stringify({ name: text }).replaceAll('<', '\\u003c'), scripts: undefined },
    );
    const escaped = text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
    expect(html).toContain(`<title>${escaped}</title>`);
    expect(html).toContain(`<meta name="description" content="${escaped}" />`);
    expect(html).toContain(`<meta property="og:title" content="${escaped}" />`);
    // Nothing of the shell was copied in by a pattern, and no tag broke out.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html).not.toContain('<script>alert(1)</script>');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(jsonLd)).toEqual({ name: text });
  });
});
