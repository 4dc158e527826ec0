import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { buildPgliteTemplate, createFromTemplate } from './pglite-template';
import { prepareDatabase } from '../setup/prepare';
import { describeIf, onPglite } from '../test/needs';

const journal = JSON.parse(await readFile(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8')) as {
  entries: unknown[];
};

type Rows<T> = { rows: T[] };

async function appliedMigrations(dataDir: string, migrateFirst: boolean): Promise<number> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    if (migrateFirst) await database.migrate();
    const result = (await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as Rows<{
      n: number;
    }>;
    return result.rows[0]?.n ?? 0;
  } finally {
    await database.close();
  }
}

// The template is the embedded database's; PostgreSQL never starts from one.
describeIf(onPglite)('a new embedded database', () => {
  let root: string;
  let templateDir: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'shop-template-'));
    templateDir = path.join(root, 'template');
    // From the migrated snapshot, which spares this file an initdb of its own.
    await buildPgliteTemplate(templateDir, { from: new Blob([await readFile(inject('pgliteSnapshot'))]) });
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('starts as a copy of the template, with every migration already applied', async () => {
    const dataDir = path.join(root, 'shop', 'db');
    expect(await createFromTemplate(dataDir, templateDir)).toBe('copied');
    expect(await appliedMigrations(dataDir, false)).toBe(journal.entries.length);
    // Migrating it at start-up finds nothing left to do.
    expect(await appliedMigrations(dataDir, true)).toBe(journal.entries.length);
  });

  it('is how a first start makes its database, before seeding the demo shop', async () => {
    const { database, notes, demoSignIns } = await prepareDatabase(loadConfig({ DATA_DIR: path.join(root, 'first-start') }), {
      templateDir,
    });
    await database.close();
    expect(notes[0]).toMatch(/^database: PGlite in .+ \(new, copied from the template/);
    expect(notes.join('\n')).toMatch(/Seeded the demo shop/);
    // Random passwords, shown once: only their hashes are kept.
    expect(demoSignIns).toEqual({
      admin: { email: 'admin@drip.test', password: expect.stringMatching(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/) },
      customer: { email: 'customer@drip.test', password: expect.stringMatching(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/) },
    });
    // Not in the log's notes: the server prints them last, in a box of their own.
    expect(notes.join('\n')).not.toContain(demoSignIns!.admin.password);
  });

  it('leaves a data directory that already holds a database alone', async () => {
    const dataDir = path.join(root, 'existing');
    await createFromTemplate(dataDir, templateDir);
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.db.execute(sql`create table kept (id int)`);
    await database.close();

    expect(await createFromTemplate(dataDir, templateDir)).toBe('existing');
    const reopened = await openDatabase({ kind: 'pglite', dataDir });
    const kept = (await reopened.db.execute(sql`select to_regclass('kept') is not null as found`)) as unknown as Rows<{
      found: boolean;
    }>;
    await reopened.close();
    expect(kept.rows[0]).toEqual({ found: true });
  });

  it('falls back to initdb without a template, or with one another PGlite release made', async () => {
    expect(await createFromTemplate(path.join(root, 'none'), path.join(root, 'missing-template'))).toBe('no-template');

    const otherRelease = path.join(root, 'other-release');
    await cp(templateDir, otherRelease, { recursive: true });
    await writeFile(`${otherRelease}.json`, JSON.stringify({ pglite: '0.0.1' }));
    const dataDir = path.join(root, 'stale');
    expect(await createFromTemplate(dataDir, otherRelease)).toBe('stale-template');

    // A directory holding something that is not a database is PGlite's to judge, not ours.
    const occupied = path.join(root, 'occupied');
    await mkdir(occupied);
    await writeFile(path.join(occupied, 'notes.txt'), 'mine');
    expect(await createFromTemplate(occupied, templateDir)).toBe('no-template');
  });
});
