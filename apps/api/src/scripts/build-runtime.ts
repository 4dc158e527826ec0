/**
 * `npm run build` in apps/api: the compiled server and the deployer's commands in apps/api/dist
 * (docs/decisions/017-the-image-runs-compiled-javascript.md). `@shop/shared` is TypeScript source,
 * so it is bundled in; every npm package stays external and is loaded from node_modules, as the
 * production install lays it out.
 *
 * Modules find their files from their own location (import.meta.url). Bundled, every module sits
 * in dist/, so the files they read are copied there: the migrations, the demo images and the
 * garment placeholders. The web build resolves the same from dist/ as from src/ (../../web/dist).
 */
import { cp, mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const srcDir = path.join(apiDir, 'src');
const distDir = path.join(apiDir, 'dist');

/** The entry points, named as they land in dist/: the server, and what a deployer runs beside it. */
const entryPoints = {
  server: 'src/server.ts',
  migrate: 'src/scripts/migrate.ts',
  seed: 'src/scripts/seed.ts',
  'user-create': 'src/scripts/user-create.ts',
};

/** Runtime files read from disk, copied to where the bundled modules look for them. */
const runtimeFiles = [
  { from: 'db/migrations', to: 'migrations' },
  { from: 'setup/seed/images', to: 'images' },
  { from: 'modules/uploads/garment-placeholders', to: 'garment-placeholders' },
];

/** npm packages are loaded from node_modules at run time; only the workspace's own source is bundled. */
const packagesStayExternal: Plugin = {
  name: 'packages-stay-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@shop/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const started = Date.now();

// Only what this build writes: dist/ also holds the embedded database template and openapi.json.
await mkdir(distDir, { recursive: true });
for (const name of await readdir(distDir)) {
  if (/\.(js|js\.map)$/.test(name)) await rm(path.join(distDir, name));
}
for (const { to } of runtimeFiles) await rm(path.join(distDir, to), { recursive: true, force: true });

const result = await build({
  absWorkingDir: apiDir,
  entryPoints,
  outdir: distDir,
  bundle: true,
  // Shared code (the app, the config, the database) is one chunk beside the entries, so every
  // module of the bundle sits in dist/ and resolves its files from there.
  splitting: true,
  chunkNames: 'chunk-[hash]',
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: true,
  // Stack traces and logs name functions and classes as the source does.
  keepNames: true,
  plugins: [packagesStayExternal],
  logLevel: 'warning',
  metafile: true,
});

for (const { from, to } of runtimeFiles) await cp(path.join(srcDir, from), path.join(distDir, to), { recursive: true });

const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
const bytes = outputs.reduce((sum, [, output]) => sum + output.bytes, 0);
console.log(
  `Compiled server in ${path.relative(process.cwd(), distDir)}: ${outputs.length} files, ${(bytes / 1024).toFixed(0)} KiB (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
