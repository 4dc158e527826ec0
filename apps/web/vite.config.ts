import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, parseAst, type Plugin } from 'vite';

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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [pageModules(), react(), tailwindcss()],
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
        rolldownOptions: {
          // src/boot.ts: what a server-rendered page loads first; it loads the app after the page's pictures.
          input: ['index.html', 'src/boot.ts'],
          output: {
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
              ],
            },
          },
        },
      },
}));
