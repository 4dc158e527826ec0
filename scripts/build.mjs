#!/usr/bin/env node
/**
 * `npm run build`: the web app (apps/web/dist) and the server with its embedded database
 * template (apps/api/dist). Each build writes a stamp of the sources it was made from.
 *
 * `--if-changed` builds only what is out of date: a part whose sources (or the lockfile) differ
 * from its stamp, or that has none. `npm start` and `npm test` build this way, so a tree already
 * built starts in a few seconds and an API change does not rebuild the web app.
 *
 * Plain JavaScript on purpose: it runs before anything is built, and must start at once.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The parts of the build: what each is made from, what it makes and how. Tests, test set-ups and
 * test configurations are not sources of the build.
 */
const PARTS = [
  {
    name: 'the web app',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'apps/web/tsconfig.json',
      'packages/shared',
      'tsconfig.base.json',
    ],
    output: 'apps/web/dist',
    built: ['apps/web/dist/client/index.html', 'apps/web/dist/server/entry-server.js'],
    command: ['npm', 'run', 'build:quiet', '--workspace', 'apps/web'],
  },
  {
    name: 'the server and its database template',
    sources: ['apps/api/src', 'apps/api/package.json', 'apps/api/tsconfig.json', 'packages/shared', 'tsconfig.base.json'],
    output: 'apps/api/dist',
    built: ['apps/api/dist/server.js', 'apps/api/dist/pglite-template'],
    command: ['npm', 'run', 'build', '--workspace', 'apps/api'],
  },
];

const STAMP = '.build-sources';
const SKIPPED = /(^|\/)(node_modules|dist|test|__snapshots__)(\/|$)|\.test\.[cm]?[jt]sx?$|(^|\/)vitest[^/]*\.config\.[cm]?[jt]s$/;

/** The files a source names: itself, or every file under it but tests and what is built or installed. */
function filesOf(source) {
  const absolute = path.join(root, source);
  if (!existsSync(absolute)) return [];
  if (statSync(absolute).isFile()) return [source];
  return readdirSync(absolute, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath ?? entry.path, entry.name)))
    .filter((file) => !SKIPPED.test(file));
}

/** A hash of every source file's path and content, with the lockfile (the packages' versions). */
function sourcesHash(part) {
  const hash = createHash('sha256');
  const files = new Set(['package-lock.json', ...part.sources.flatMap(filesOf)]);
  for (const file of [...files].sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function isUpToDate(part, hash) {
  const stamp = path.join(root, part.output, STAMP);
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === hash && part.built.every((file) => existsSync(path.join(root, file)));
}

/** Whether the part built into `output` (`apps/api/dist`) is there, made from the sources as they are now. */
export function isCurrent(output) {
  const part = PARTS.find((candidate) => candidate.output === output);
  return part !== undefined && isUpToDate(part, sourcesHash(part));
}

/** Builds what is out of date (or everything); answers whether anything was built. */
export function build({ ifChanged = false } = {}) {
  let builtAny = false;
  for (const part of PARTS) {
    const hash = sourcesHash(part);
    if (ifChanged && isUpToDate(part, hash)) continue;
    if (ifChanged) console.log(`Building ${part.name}: its sources changed since the last build (or it was never built).`);
    const started = Date.now();
    const [command, ...args] = part.command;
    const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`The build of ${part.name} failed: see above.`);
      process.exit(result.status ?? 1);
    }
    // Made from the sources as they were when the build began: a file saved meanwhile builds again next time.
    writeFileSync(path.join(root, part.output, STAMP), `${hash}\n`);
    if (ifChanged) console.log(`Built ${part.name} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    builtAny = true;
  }
  return builtAny;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  build({ ifChanged: process.argv.includes('--if-changed') });
}
