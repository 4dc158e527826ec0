/**
 * Opens the configured database, applies the committed migrations, seeds the demo catalogue
 * into an empty database and makes the configured admin. Used by the server and the scripts.
 */
import type { Config } from '../config';
import { ensureAdmin } from '../modules/users/ensure-admin';
import { verifyPassword } from '../modules/auth/password';
import { createUsersRepository, type UsersRepository } from '../modules/users/users.repository';
import { openDatabase, type Database } from './client';
import { acquireDataDirLock } from './data-dir-lock';
import { DEMO_ADMIN, DEMO_CUSTOMER } from './seed/demo-data';
import { seedDemoData } from './seed/seed';

/** The demo accounts' sign-ins, printed at every start for as long as they still work. */
async function demoSignIns(users: UsersRepository): Promise<string[]> {
  const lines = await Promise.all(
    [DEMO_ADMIN, DEMO_CUSTOMER].map(async (demo) => {
      const user = demo.password ? await users.findByEmail(demo.email) : undefined;
      if (!user || !demo.password || !(await verifyPassword(user.passwordHash, demo.password))) return undefined;
      return `demo ${user.role === 'admin' ? 'admin:   ' : 'customer:'} ${demo.email} / ${demo.password}`;
    }),
  );
  return lines.filter((line) => line !== undefined);
}

export async function openConfiguredDatabase(config: Config): Promise<Database> {
  if (config.database.kind === 'postgres') {
    return openDatabase({ ...config.database, onIdleError: (error) => console.warn('database connection lost while idle:', error.message) });
  }
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
      await seedDemoData(database.db, { uploadsDir: config.uploadsDir, log: (message) => notes.push(message) });
      notes.push(...(await demoSignIns(createUsersRepository(database.db))));
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
