/** Starts the shop: config, database and migrations, demo data, then listens. */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { prepareDatabase } from './db/prepare';
import { installGracefulShutdown } from './shutdown';

async function main() {
  const config = loadConfig();
  const { database, notes } = await prepareDatabase(config);
  const app = await buildApp({ config, database });
  for (const note of notes) app.log.info(note);

  installGracefulShutdown(app, { timeoutMs: config.shutdownTimeoutMs, exit: (code) => process.exit(code) });
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ node: process.version }, `${config.shop.name} is open at ${config.publicUrl}`);
  if (config.payments.provider === 'test') {
    app.log.warn('Test mode: no real payments are taken. Set STRIPE_SECRET_KEY to take card payments through Stripe.');
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('The shop could not start:', error);
  process.exit(1);
});
