/** Starts the shop: config, database and migrations, demo data, then listens. */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { demoSignInBox, prepareDatabase } from './setup/prepare';
import { installGracefulShutdown } from './shutdown';

async function main() {
  const config = loadConfig();
  const { database, notes, demoSignIns } = await prepareDatabase(config);
  const app = await buildApp({ config, database });
  for (const note of notes) app.log.info(note);

  installGracefulShutdown(app, { timeoutMs: config.shutdownTimeoutMs, exit: (code) => process.exit(code) });
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ node: process.version }, `${config.shop.name} is open at ${config.publicUrl}`);
  if (config.payments.provider === 'test') {
    app.log.warn('Test mode: no real payments are taken. Set STRIPE_SECRET_KEY to take card payments through Stripe.');
  }
  // Last and plain, not a log line: the one thing a first start must show a newcomer.
  if (demoSignIns) {
    const dataDir = config.database.kind === 'pglite' ? config.dataDir : undefined;
    // The log is written in the background: the box waits until it is out.
    flushLog(app.log);
    console.log(demoSignInBox(demoSignIns, { url: config.publicUrl, dataDir }));
  }
}

/**
 * Writes out what the logger still holds: pino writes in the background (an asynchronous
 * stream, or the pretty printer's worker), and its `flush` callback may come before the bytes
 * are out. Its stream's `flushSync` blocks until they are.
 */
function flushLog(log: object): void {
  let target: object | null = log;
  while (target) {
    const symbol = Object.getOwnPropertySymbols(target).find((key) => key.description === 'pino.stream');
    if (symbol) {
      const stream = (log as Record<symbol, { flushSync?: () => void } | undefined>)[symbol];
      try {
        stream?.flushSync?.();
      } catch {
        // A stream that cannot flush now: the box may come before the last log lines.
      }
      return;
    }
    target = Object.getPrototypeOf(target) as object | null;
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('The shop could not start:', error);
  process.exit(1);
});
