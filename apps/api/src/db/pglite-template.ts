/**
 * A new embedded database starts as a copy of a migrated, empty data directory that
 * `npm run build` makes (apps/api/dist/pglite-template). PGlite's own initdb takes ~4 s and
 * ~870 MB of peak memory inside the process that runs it (docs/decisions/006-embedded-start.md);
 * copying the template takes a tenth of a second.
 */
import { constants, existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from './client';

const moduleDir = path.dirname(fileURLToPath(import.meta.url));
/** From the source (src/db) or from the compiled server, which sits in apps/api/dist itself. */
export const PGLITE_TEMPLATE_DIR =
  path.basename(moduleDir) === 'dist' ? path.join(moduleDir, 'pglite-template') : path.resolve(moduleDir, '../../dist/pglite-template');

/** Written beside the template: the PGlite that made it (another release may run another Postgres). */
const stampOf = (templateDir: string) => `${templateDir}.json`;
interface TemplateStamp {
  pglite: string;
}

function installedPgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = JSON.parse(readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

/**
 * Makes (or remakes) the template: a fresh PGlite data directory with every migration applied.
 * `from`, a `dumpDataDir` tarball, skips initdb (tests use their migrated snapshot).
 */
export async function buildPgliteTemplate(templateDir = PGLITE_TEMPLATE_DIR, options: { from?: Blob } = {}): Promise<void> {
  const building = `${templateDir}.building-${process.pid}`;
  await rm(building, { recursive: true, force: true });
  await mkdir(path.dirname(templateDir), { recursive: true });
  const database = await openDatabase({ kind: 'pglite', dataDir: building, loadDataDir: options.from });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  await rm(stampOf(templateDir), { force: true });
  await rm(templateDir, { recursive: true, force: true });
  await rename(building, templateDir);
  const stamp: TemplateStamp = { pglite: installedPgliteVersion() };
  await writeFile(stampOf(templateDir), `${JSON.stringify(stamp)}\n`);
}

/** Whether PGlite finds a database in `dataDir` (else the next open makes one). */
export const holdsDatabase = (dataDir: string) => existsSync(path.join(dataDir, 'PG_VERSION'));

export type TemplateOutcome = 'existing' | 'copied' | 'no-template' | 'stale-template';

/**
 * Gives a data directory that holds no database yet a copy of the template. Call it while
 * holding the data directory's lock. Without a usable template PGlite runs initdb as before.
 */
export async function createFromTemplate(dataDir: string, templateDir = PGLITE_TEMPLATE_DIR): Promise<TemplateOutcome> {
  if (holdsDatabase(dataDir)) return 'existing';
  const stamp = await readFile(stampOf(templateDir), 'utf8')
    .then((text) => JSON.parse(text) as TemplateStamp)
    .catch(() => undefined);
  if (!stamp || !existsSync(path.join(templateDir, 'PG_VERSION'))) return 'no-template';
  if (stamp.pglite !== installedPgliteVersion()) return 'stale-template';
  // Something else lives there (not a database): leave it to PGlite to complain about.
  if (existsSync(dataDir) && (await readdir(dataDir)).length > 0) return 'no-template';

  // Copied aside, then renamed into place: an interrupted copy never looks like a database.
  const copying = `${dataDir}.copying-${process.pid}`;
  await rm(copying, { recursive: true, force: true });
  await copyTree(templateDir, copying);
  if (existsSync(dataDir)) await rmdir(dataDir);
  await rename(copying, dataDir);
  return 'copied';
}

/** NOTE: fs.cp copies the ~1,000 small files one after another (~0.4 s); all at once takes ~0.15 s. */
async function copyTree(from: string, to: string): Promise<void> {
  const entries = await readdir(from, { withFileTypes: true, recursive: true });
  const relative = entries.map((entry) => ({
    entry,
    path: path.relative(from, path.join(entry.parentPath, entry.name)),
  }));
  await mkdir(to, { recursive: true });
  for (const { entry, path: dir } of relative) if (entry.isDirectory()) await mkdir(path.join(to, dir), { recursive: true });
  await Promise.all(
    relative
      .filter(({ entry }) => entry.isFile())
      .map(({ path: file }) => copyFile(path.join(from, file), path.join(to, file), constants.COPYFILE_FICLONE)),
  );
}
