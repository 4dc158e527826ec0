import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, parseAst, type Plugin } from 'vite';
import { compileCatalogue, MESSAGE_PARTS, partOfMessage, type MessagePart } from './src/i18n/compile-catalogue.js';

const API_ORIGIN = 'http://localhost:3000';

interface AstNode {
  type: string;
  start: number;
  end: number;
}
const isNode = (value: unknown): value is AstNode => typeof (value as AstNode | null)?.type === 'string';

/** Every node of a tree, depth first. */
function* nodesOf(node: AstNode): Generator<AstNode> {
  yield node;
  for (const child of Object.values(node).flat()) if (isNode(child)) yield* nodesOf(child);
}

/**
 * A lazily loaded page's module is written once, in its route's `page(() => import('…'), 'Name')`
 * (src/app/router.tsx). The server render hands the API that module as the build's manifest
 * names it ('src/features/…/shop-page.tsx'), so that the browser fetches the page's code with the
 * app's: this adds it to each such call, as `page`'s third argument (src/ssr/page-routes.tsx).
 * Only the server's code and the tests get it: the browser never reads it, so the first load of
 * a page carries none of these paths.
 */
function pageModules(): Plugin {
  let root = '';
  let test = false;
  return {
    name: 'shop:page-modules',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      test = config.mode === 'test';
    },
    async transform(code, id, options) {
      if (!(options?.ssr || test) || !/\.tsx?$/.test(id) || !code.includes('page(')) return;
      const calls: { after: number; source: string }[] = [];
      for (const node of nodesOf(parseAst(code, { lang: id.endsWith('x') ? 'tsx' : 'ts' }, id) as AstNode)) {
        const call = node as AstNode & { callee?: { name?: string }; arguments?: AstNode[] };
        if (node.type !== 'CallExpression' || call.callee?.name !== 'page' || call.arguments?.length !== 2) continue;
        const load = call.arguments[0] as AstNode & { body?: AstNode & { source?: { value?: unknown } } };
        const source =
          load.type === 'ArrowFunctionExpression' && load.body?.type === 'ImportExpression' ? load.body.source?.value : undefined;
        if (typeof source === 'string') calls.push({ after: call.arguments[1]!.end, source });
      }
      let transformed = code;
      for (const { after, source } of calls.sort((a, b) => b.after - a.after)) {
        const resolved = await this.resolve(source, id);
        if (!resolved) this.error(`page(): cannot resolve ${source}`);
        const module = path.relative(root, resolved.id).split(path.sep).join('/');
        transformed = `${transformed.slice(0, after)}, ${JSON.stringify(module)}${transformed.slice(after)}`;
      }
      // The calls grow on their own lines only: every line keeps its place for source maps.
      return calls.length > 0 ? { code: transformed, map: null } : undefined;
    },
  };
}

/**
 * The message catalogues (src/i18n/catalogues/{code}.json, a key to an ICU message each) as the
 * app imports them: compiled by FormatJS's parser, here, so that the browser gets each message
 * ready to format and no parser (src/i18n/compile-catalogue.ts). A broken message fails the build.
 *
 * A build also writes each key shorter, in the catalogues and in the code alike (`'bag.title'`
 * becomes `'97'`, its place among the English catalogue's keys, those of the first load first, and
 * the first load's messages a list): the keys are read by people, not by the browser, and every
 * page's first load carries them twice. Keys are always written whole in the
 * code (the catalogues' checks rely on it too), so a quoted key is always a key.
 *
 * The messages of each part that loads apart (`MESSAGE_PARTS` in compile-catalogue.ts) are the
 * module `{code}.json?{part}`; the catalogue itself holds the first load's.
 */
function shopMessages(): Plugin {
  const catalogue = /[\\/]src[\\/]i18n[\\/]catalogues[\\/][a-z]+\.json(?:\?|$)/;
  let shortKeys: Map<string, string> | undefined;
  return {
    name: 'shop:messages',
    enforce: 'pre',
    configResolved(config) {
      if (config.command !== 'build') return;
      const english = JSON.parse(readFileSync(path.join(config.root, 'src/i18n/catalogues/en.json'), 'utf8')) as Record<string, string>;
      // NOTE: numbers, never names: a name-like key would become a variable of its own in the chunk.
      // The first load's keys come first, so that its list has no holes where the parts' keys are.
      const keys = Object.keys(english);
      const ordered = [...keys.filter((key) => !partOfMessage(key)), ...keys.filter((key) => partOfMessage(key))];
      shortKeys = new Map(ordered.map((key, index) => [key, String(index)]));
    },
    transform(code, id) {
      if (catalogue.test(id)) {
        const compiled = Object.entries(compileCatalogue(JSON.parse(code) as Record<string, string>));
        const query = /\?(\w+)$/.exec(id)?.[1];
        const later = query && query in MESSAGE_PARTS ? (query as MessagePart) : undefined;
        // Outside a build every message comes at once, and the parts that load apart are empty.
        // NOTE: with a query, the file is no JSON to Vite any more: a part is written as a module.
        const laterModule = (messages: object) => ({ code: `export default ${JSON.stringify(messages)};`, map: null });
        if (!shortKeys) return later ? laterModule({}) : { code: JSON.stringify(Object.fromEntries(compiled)), map: null };
        const keys = shortKeys;
        const part = compiled.filter(([key]) => partOfMessage(key) === later && keys.has(key));
        if (later) return laterModule(Object.fromEntries(part.map(([key, message]) => [keys.get(key), message])));
        // Short keys are places: the catalogue becomes a list, each message at its key's place.
        const list: unknown[] = [];
        for (const [key, message] of part) list[Number(keys.get(key))] = message;
        return { code: JSON.stringify(list), map: null };
      }
      if (!shortKeys || !/[\\/]src[\\/].+\.tsx?$/.test(id)) return;
      const keys = shortKeys;
      let changed = false;
      const transformed = code.replace(/(['"])([a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9]+)+)\1/g, (literal, quote: string, key: string) => {
        const short = keys.get(key);
        if (short === undefined) return literal;
        changed = true;
        return `${quote}${short}${quote}`;
      });
      // Keys change length within their lines only: every line keeps its place for source maps.
      return changed ? { code: transformed, map: null } : undefined;
    },
  };
}

/**
 * The staff's pages: the modules of the router's `adminRoute(…, page(() => import('…')))` calls.
 * Their chunks are named `staff-…`, and the app's entry carries no list of what each of them
 * imports: that list, for 30-odd pages, would weigh on every storefront page's first load for
 * the few who open the admin. A staff page's imports are fetched when its chunk arrives instead.
 */
const STAFF_PAGE_MODULES = new Set(
  [
    ...readFileSync(fileURLToPath(new URL('./src/app/router.tsx', import.meta.url)), 'utf8').matchAll(
      /adminRoute\(\s*'\w+',\s*page\(\(\) => import\('@\/([^']+)'\)/g,
    ),
  ].map((match) => fileURLToPath(new URL(`./src/${match[1]}.tsx`, import.meta.url))),
);

/**
 * The other pages the browser renders alone (the customer's dashboard, signing in, the checkout,
 * an order, the dashboard's layout): every page of the route table but the storefront's (those
 * its routes mark `storefront`) and the staff's. Their chunks are named `client-…` and, like the
 * staff's, carry their imports themselves: the storefront's first load holds only the lists of
 * the storefront's own pages and parts.
 */
const routerSource = readFileSync(fileURLToPath(new URL('./src/app/router.tsx', import.meta.url)), 'utf8');
const routerPages = [
  ...routerSource.matchAll(/page\(\(\) => import\('@\/([^']+)'\), '\w+'\)(,\s*(?:\{\s*\.\.\.storefront\b|storefront\b))?/g),
].map((match) => ({ module: fileURLToPath(new URL(`./src/${match[1]}.tsx`, import.meta.url)), storefront: Boolean(match[2]) }));
const STOREFRONT_PAGE_MODULES = new Set(routerPages.filter((page) => page.storefront).map((page) => page.module));
const CLIENT_PAGE_MODULES = new Set(
  [
    ...routerPages.map((page) => page.module),
    ...[...routerSource.matchAll(/lazyLayout\(\(\) => import\('\.\/([^']+)'\)/g)].map((match) =>
      fileURLToPath(new URL(`./src/app/${match[1]}.tsx`, import.meta.url)),
    ),
  ].filter((module) => !STAFF_PAGE_MODULES.has(module) && !STOREFRONT_PAGE_MODULES.has(module)),
);
const isStaffChunk = (file: string) => /^(staff|client)-/.test(path.basename(file));

/** The modules of the `storefront` chunk (see its group below). */
const STOREFRONT_SHARED = new RegExp(
  [
    String.raw`[\\/]src[\\/]features[\\/]catalogue[\\/]components[\\/](product-card|product-image|product-price|color-swatch|products-load-failed)\.tsx$`,
    String.raw`[\\/]src[\\/]features[\\/]catalogue[\\/]catalogue-labels\.ts$`,
    String.raw`[\\/]src[\\/]features[\\/]exchanges[\\/]components[\\/]final-sale-badge\.tsx$`,
    String.raw`[\\/]src[\\/]features[\\/]settings[\\/]hooks[\\/]use-page-title\.ts$`,
    String.raw`[\\/]src[\\/]components[\\/]ui[\\/](stars|skeleton|field|load-failed|empty-state|coming-soon|pagination)\.tsx$`,
    String.raw`[\\/]src[\\/]components[\\/]layouts[\\/]page-shell\.tsx$`,
    String.raw`[\\/]src[\\/]i18n[\\/]size-label\.ts$`,
    String.raw`[\\/]src[\\/]lib[\\/]analytics\.ts$`,
    String.raw`[\\/]shared[\\/]src[\\/](product-availability|variant|color-picture|review-fit)\.ts$`,
    String.raw`[\\/]lucide-react[\\/].*[\\/](star|chevron-left|chevron-right|ruler)\.js$`,
  ].join('|'),
);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [shopMessages(), pageModules(), react(), tailwindcss()],
  resolve: { tsconfigPaths: true },
  server: {
    // NOTE: no changeOrigin, so the API sees the dev server's host in both Host and Origin
    // and accepts mutating requests as same-site.
    proxy: { '/api': API_ORIGIN, '/uploads': API_ORIGIN },
  },
  // The server render (dist/server) bundles the shop's own TypeScript; libraries load from node_modules.
  ssr: { noExternal: ['@shop/shared'] },
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist/client',
        assetsDir: 'assets',
        emptyOutDir: true,
        // The password-strength dictionaries (~1.2 MB, loaded only on the forms that set a
        // password) are the one chunk past Vite's 500 kB default; the warning on every build
        // said nothing new. What each page loads is held to its budget by `npm run size`.
        chunkSizeWarningLimit: 1300,
        // Pictures stay files: inlined into the JavaScript they would weigh on every first load.
        assetsInlineLimit: (file: string) => (file.endsWith('.svg') ? false : undefined),
        // Which files each page needs, so the server can tell the browser to fetch them early.
        manifest: true,
        modulePreload: { resolveDependencies: (file: string, deps: string[]) => (isStaffChunk(file) ? [] : deps) },
        rolldownOptions: {
          // src/boot.ts: what a server-rendered page loads first; it loads the app after the page's pictures.
          input: ['index.html', 'src/boot.ts'],
          output: {
            chunkFileNames: (chunk: { facadeModuleId: string | null }) =>
              chunk.facadeModuleId && STAFF_PAGE_MODULES.has(chunk.facadeModuleId)
                ? 'assets/staff-[name]-[hash].js'
                : chunk.facadeModuleId && CLIENT_PAGE_MODULES.has(chunk.facadeModuleId)
                  ? 'assets/client-[name]-[hash].js'
                  : 'assets/[name]-[hash].js',
            // Libraries change less often than the app: separate chunks stay cached across releases.
            codeSplitting: {
              groups: [
                // Higher priority captures first, together with each module's own dependencies.
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 4 },
                // What every page needs; libraries only some lazily loaded pages use stay out of it.
                { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 3 },
                { name: 'charts', test: /node_modules[\\/](recharts|victory-vendor|d3-[\w-]+)[\\/]/, priority: 2 },
                { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/, priority: 2 },
                // The app's own code every page loads, as one file: two dozen small files would queue
                // on the few connections a browser opens to one host, ahead of the page's pictures.
                // (The entries stay out of it, so the manifest keeps naming them and the boot script stays small.)
                // NOTE: the stylesheet stays with the entry too. The server writes it into every page
                // as a <style> element, which Vite's loader of lazy parts cannot see: in this chunk,
                // every lazy part would list it, and loading one would add it again as a <link>, and
                // the browser would work out the whole page's style once more just after hydration.
                { name: 'app', test: /[\\/]src[\\/](?!(?:ssr[\\/]main\.tsx|boot\.ts|styles\.css)$)/, tags: ['$initial'], priority: 1 },
                // What several storefront pages show beyond the app's own code (a product's card, its
                // picture, price and stars, the fields, the page's frame, the loading and failure states):
                // one file rather than a dozen tiny ones, each compressed alone and imported by name,
                // which cost the product page 2 KB more. Staff pages with a field load it too.
                { name: 'storefront', test: STOREFRONT_SHARED, priority: 0 },
              ],
            },
          },
        },
      },
}));
