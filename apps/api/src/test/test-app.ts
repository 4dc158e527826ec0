import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Writable } from 'node:stream';
import { buildApp, loggerOptions, type App } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import type { PaymentProvider } from '../payments/provider';
import { startSmtpStandIn, type SmtpStandIn } from './mail-stand-ins';
import type { StatementRecorder } from './request-statements';
import { createTestDatabase, type TestDatabaseOptions } from './test-database';

export interface TestApp {
  app: App;
  config: Config;
  database: Database;
  /** Set on PostgreSQL: where a second instance can connect. */
  databaseUrl?: string;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database, driven with `app.inject()`. The returned app is not yet
 * ready, so a test may add routes before the first request.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: TestDatabaseOptions & {
    paymentProvider?: (config: Config, database: Database) => PaymentProvider;
    /** Where the log goes, as the shop writes it (set LOG_LEVEL in `env` to see it): silent otherwise. */
    logStream?: Writable;
    /** Records the statements of the requests made in its `during`. */
    statements?: StatementRecorder;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-test-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    LOG_FORMAT: 'json',
    SEED_DEMO: 'false',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // Staff made by tests sign in with a password alone; two-factor.test.ts requires the second factor.
    STAFF_TWO_FACTOR: 'optional',
    // Tests pose as public addresses (http://shop.test) and take payments in test mode there.
    ...(env.STRIPE_SECRET_KEY ? {} : { PAYMENT_PROVIDER: 'test' }),
    ...env,
  });
  const { paymentProvider, logStream, statements, ...databaseOptions } = options;
  const { database, drop, url } = await createTestDatabase({ ...databaseOptions, onQuery: statements?.onQuery ?? databaseOptions.onQuery });
  const app = await buildApp({
    config,
    database,
    paymentProvider: paymentProvider?.(config, database),
    logger: logStream ? { ...loggerOptions(config), stream: logStream } : undefined,
  });
  if (statements) app.addHook('onRequest', statements.onRequest);
  return {
    app,
    config,
    database,
    databaseUrl: url,
    dataDir,
    async close() {
      // The app's onClose closes the database; drop() then removes a PostgreSQL test database.
      await app.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One ready app for the whole test file: built before its first test, closed after its last.
 * The object is filled in by the time `beforeAll` hooks declared after this call run.
 */
export function useTestApp(...args: Parameters<typeof createTestApp>): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(...args));
    await t.app.ready();
  });
  afterAll(() => t.close());
  return t;
}

/**
 * One app for the test file that sends its mail over SMTP to a stand-in: both filled in by the
 * time the file's tests run, and closed after its last.
 */
export function useTestAppWithSmtp(
  env: Record<string, string> = {},
  options: Parameters<typeof createTestApp>[1] = {},
): { t: TestApp; smtp: SmtpStandIn } {
  // Filled in place, so that a test file may hold on to `t` and `smtp` from its first line.
  const scope = { t: {} as TestApp, smtp: {} as SmtpStandIn };
  beforeAll(async () => {
    Object.assign(scope.smtp, await startSmtpStandIn());
    Object.assign(scope.t, await createTestApp({ SMTP_URL: scope.smtp.url, ...env }, options));
    await scope.t.app.ready();
  });
  afterAll(async () => {
    await scope.t.close();
    await scope.smtp.close();
  });
  return scope;
}
