/**
 * Opens the configured database, applies the committed migrations, seeds the demo catalogue
 * into an empty database and makes the configured admin. Used by the server and the scripts.
 */
import type { Config } from '../config';
import { createSessionsRepository } from '../modules/auth/sessions.repository';
import { createImageStore } from '../modules/uploads/image-store';
import { ensureAdmin } from './ensure-admin';
import { secretBox, twoFactorKeyMaterial } from '../modules/auth/two-factor';
import { createUsersRepository } from '../modules/users/users.repository';
import { openDatabase, type Database } from '../db/client';
import { acquireDataDirLock } from '../db/data-dir-lock';
import { createFromTemplate, holdsDatabase, PGLITE_TEMPLATE_DIR, type TemplateOutcome } from '../db/pglite-template';
import { prepareDemoAssets, randomDemoPassword, seedDemoData, type Credentials } from './seed/seed';

export interface DemoSignIns {
  admin: Credentials;
  customer: Credentials;
}

/**
 * The demo accounts' sign-ins as a framed block, printed last at the start that made them (after
 * the build's output and the server's log), so that a newcomer finds them.
 */
export function demoSignInBox(signIns: DemoSignIns, where: { url: string; dataDir?: string }): string {
  const lines = [
    `The demo shop is open at ${where.url}`,
    '',
    `demo admin:    ${signIns.admin.email} / ${signIns.admin.password}`,
    `demo customer: ${signIns.customer.email} / ${signIns.customer.password}`,
    '',
    'These passwords are shown only now: note them.',
    ...(where.dataDir ? [`For new ones, stop the shop, delete ${where.dataDir} and start it again.`] : []),
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = `+${'-'.repeat(width + 2)}+`;
  return ['', rule, ...lines.map((line) => `| ${line.padEnd(width)} |`), rule, ''].join('\n');
}

const CREATED: Record<TemplateOutcome, string> = {
  existing: '',
  copied: ' (new, copied from the template `npm run build` made)',
  'no-template': ' (new; PGlite ran initdb, which `npm run build` saves by making a template)',
  'stale-template': ' (new; PGlite ran initdb: the template is from another PGlite release, `npm run build` remakes it)',
};

export interface OpenOptions {
  /** The migrated data directory a new embedded database is copied from. */
  templateDir?: string;
  /** Told how a new embedded database was made. */
  log?: (note: string) => void;
}

export async function openConfiguredDatabase(config: Config, options: OpenOptions = {}): Promise<Database> {
  if (config.database.kind === 'postgres') {
    return openDatabase({
      ...config.database,
      onIdleError: (error) => console.warn('database connection lost while idle:', error.message),
    });
  }
  const release = await acquireDataDirLock(config.database.dataDir);
  try {
    const outcome = await createFromTemplate(config.database.dataDir, options.templateDir ?? PGLITE_TEMPLATE_DIR);
    const database = await openDatabase(config.database);
    options.log?.(`database: PGlite in ${config.database.dataDir}${CREATED[outcome]}`);
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

export async function prepareDatabase(
  config: Config,
  options: { seed?: boolean; templateDir?: string } = {},
): Promise<{ database: Database; notes: string[]; demoSignIns?: DemoSignIns }> {
  const notes: string[] = [];
  let demoSignIns: DemoSignIns | undefined;
  const seed = options.seed ?? config.seedDemo;
  // A new embedded database gets the demo shop: hash and copy its assets on worker threads
  // while PGlite opens on the main thread.
  // The demo admin and customer sign in only on this machine, with passwords shown once.
  const passwords = config.demo.accounts
    ? { admin: config.demo.passwords.admin ?? randomDemoPassword(), customer: config.demo.passwords.customer ?? randomDemoPassword() }
    : null;
  // The demo pictures go where the app keeps its images: UPLOADS_DIR or the S3 bucket.
  const imageStore = createImageStore(config, { error: (detail, message) => console.error(message, detail) });
  const assets =
    seed && config.database.kind === 'pglite' && !holdsDatabase(config.database.dataDir)
      ? prepareDemoAssets(imageStore, passwords)
      : undefined;
  // Its failure is reported where the seed awaits it.
  assets?.catch(() => undefined);
  const database = await openConfiguredDatabase(config, { templateDir: options.templateDir, log: (note) => notes.push(note) });
  if (database.kind === 'postgres') notes.push('database: PostgreSQL (DATABASE_URL)');
  try {
    await database.migrate();

    if (seed) {
      const seeded = await seedDemoData(database.db, {
        imageStore,
        log: (message) => notes.push(message),
        assets,
        passwords,
      });
      // Shown once, at the start that made them; only their hashes are kept.
      if (seeded.credentials) demoSignIns = seeded.credentials;
      else if (seeded.seeded && !passwords) notes.push('demo accounts cannot sign in: PUBLIC_URL is not a loopback address.');
    }

    if (config.admin) {
      // The operator names the account and sets its password: that is proof enough to promote it.
      const repositories = { users: createUsersRepository(database.db), sessions: createSessionsRepository(database.db) };
      const outcome = await ensureAdmin(repositories, config.admin, { force: true });
      notes.push(`admin ${config.admin.email} ${outcome} from ADMIN_EMAIL`);
      if (config.admin.totpSecret) {
        // A known second factor, so that scripts sign in without a phone.
        const box = secretBox(await twoFactorKeyMaterial(database.db, config.session.secret));
        const admin = await repositories.users.findByEmail(config.admin.email);
        await repositories.users.update(admin!.id, {
          totpSecret: box.seal(config.admin.totpSecret),
          totpPendingSecret: null,
          totpEnabledAt: admin!.totpEnabledAt ?? new Date(),
        });
        notes.push(`admin ${config.admin.email} signs in with the TOTP secret of ADMIN_TOTP_SECRET`);
      }
    }
    if (config.staffTwoFactor === 'optional') {
      notes.push('STAFF_TWO_FACTOR=optional: staff may sign in with a password alone, and every owner is warned on the dashboard.');
    }
    return { database, notes, demoSignIns };
  } catch (error) {
    await database.close();
    throw error;
  } finally {
    // The app opens a store of its own: this one was for the demo pictures.
    imageStore.close();
  }
}
