/**
 * Opens the configured database, applies the committed migrations, seeds the demo catalogue
 * into an empty database and makes the configured admin. Used by the server and the scripts.
 */
import type { Config } from '../config';
import { ensureAdmin } from '../modules/users/ensure-admin';
import { createUsersRepository } from '../modules/users/users.repository';
import { openDatabase, type Database } from './client';
import { acquireDataDirLock } from './data-dir-lock';
import { seedDemoData } from './seed/seed';

export async function openConfiguredDatabase(config: Config): Promise<Database> {
  if (config.database.kind === 'postgres') return openDatabase(config.database);
  const release = await acquireDataDirLock(config.database.dataDir);
  try {
    const database = await openDatabase(config.database);
    return {
      ...database,
      close: async () => {
        await database.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

export async function prepareDatabase(config: Config, options: { seed?: boolean } = {}) {
  const notes: string[] = [];
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    notes.push(
      database.kind === 'postgres' ? 'database: PostgreSQL (DATABASE_URL)' : `database: PGlite in ${config.database.kind === 'pglite' ? config.database.dataDir : ''}`,
    );

    if (options.seed ?? config.seedDemo) {
      const result = await seedDemoData(database.db, { uploadsDir: config.uploadsDir, log: (message) => notes.push(message) });
      if (result.credentials) {
        const { admin, customer } = result.credentials;
        notes.push(`demo admin:    ${admin.email} / ${admin.password}`);
        notes.push(`demo customer: ${customer.email} / ${customer.password}`);
      }
    }

    if (config.admin) {
      const outcome = await ensureAdmin(createUsersRepository(database.db), config.admin);
      notes.push(`admin ${config.admin.email} ${outcome} from ADMIN_EMAIL`);
    }
    return { database, notes };
  } catch (error) {
    await database.close();
    throw error;
  }
}
