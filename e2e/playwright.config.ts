import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './support/chromium';

/**
 * Journeys in the system Chromium against the built app, started on a free port with a
 * temporary data directory (a fresh PGlite with the demo catalogue). The shop's mail goes
 * over SMTP to a local relay that the journeys read (support/mail-catcher.ts).
 * NOTE: workers load this file again; the port and directory are chosen once and handed
 * down through the environment.
 */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_SMTP_PORT ??= String(await freePort());
process.env.E2E_MAIL_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
// The demo accounts get passwords of this run (a shop makes random ones and shows them once).
process.env.E2E_DEMO_ADMIN_PASSWORD ??= `admin ${randomBytes(9).toString('base64url')}`;
process.env.E2E_DEMO_CUSTOMER_PASSWORD ??= `customer ${randomBytes(9).toString('base64url')}`;
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

/**
 * A trace of each journey, kept when it fails (`E2E_TRACE`, default `retain-on-failure`).
 * Recording costs about a quarter of the journeys' time; CI sets `off`, as it keeps only what
 * the run prints.
 */
const TRACE_MODES = ['off', 'on', 'retain-on-failure', 'on-first-retry'] as const;
const trace = TRACE_MODES.find((mode) => mode === process.env.E2E_TRACE) ?? 'retain-on-failure';

/** Journeys that change the shop's own settings: tests/shop-wide/. */
const SHOP_WIDE = /[\\/]shop-wide[\\/].*\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // Each journey makes its own customers, products and orders, so files run side by side: two
  // workers took 331 s against 420 s for one on a 2-core machine (both cores were busy then;
  // more workers would only wait for them).
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace,
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions }, testIgnore: SHOP_WIDE },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions: chromiumLaunchOptions }, grep: /@phone/, testIgnore: SHOP_WIDE },
    // Journeys that change what every other one reads (the shop's tax, its shipping zones, its
    // return policy) run once the others are done, and one at a time, since each would change
    // the shop under the other (run one alone with --no-deps).
    {
      name: 'shop-wide',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
      testMatch: SHOP_WIDE,
      dependencies: ['desktop', 'phone'],
      workers: 1,
    },
  ],
  webServer: [
    {
      command: 'npx tsx support/mail-catcher.ts',
      cwd: import.meta.dirname,
      url: `http://127.0.0.1:${process.env.E2E_MAIL_PORT}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { E2E_SMTP_PORT: process.env.E2E_SMTP_PORT, E2E_MAIL_PORT: process.env.E2E_MAIL_PORT },
    },
    {
      // As `npm start` runs it: the compiled server (npm test has just built it).
      command: 'node scripts/start.mjs',
      cwd: path.resolve(import.meta.dirname, '..'),
      url: `${baseURL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_FORMAT: 'json',
        LOG_LEVEL: 'warn',
        // The journeys run on the embedded database whatever the shell has set.
        DATABASE_URL: '',
        REDIS_URL: '',
        STRIPE_SECRET_KEY: '',
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
        // The journeys' own API clients each come from an address of their own (support/api.ts),
        // named in X-Forwarded-For, which the shop takes from a proxy on this machine only.
        TRUST_PROXY: 'loopback',
        // Every browser signs in from the same address; the limit itself is proven by the API tests.
        AUTH_RATE_LIMIT_PER_IP: '1000',
        // Every browser checks out from the same address.
        CHECKOUT_RATE_LIMIT_PER_MINUTE: '200',
        // A checkout left unpaid is reminded at the next sweep (the journey does not wait hours).
        CHECKOUT_REMINDER_HOURS: '0',
        DEMO_ADMIN_PASSWORD: process.env.E2E_DEMO_ADMIN_PASSWORD,
        DEMO_CUSTOMER_PASSWORD: process.env.E2E_DEMO_CUSTOMER_PASSWORD,
      },
    },
  ],
});
