import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_ORIGIN = 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
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
                { name: 'app', test: /[\\/]src[\\/](?!(?:ssr[\\/]main\.tsx|boot\.ts)$)/, tags: ['$initial'], priority: 1 },
              ],
            },
          },
        },
      },
}));
