/**
 * The API's OpenAPI document as `npm run openapi` writes it: built from the route schemas alone,
 * with fixed settings rather than the environment's, so that it is the same on every machine.
 * The example client's types (examples/api-client) are generated from it.
 */
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';

export async function openApiDocument(): Promise<Record<string, unknown>> {
  // No Stripe key keeps the test-mode checkout routes in it.
  const config = loadConfig({ LOG_LEVEL: 'silent', LOG_FORMAT: 'json', SEED_DEMO: 'false' });
  // NOTE: a `pg` pool connects on its first query, and building the document sends none; this
  // avoids opening (and creating) an embedded database just to read the routes.
  const database = await openDatabase({ kind: 'postgres', url: 'postgres://openapi@127.0.0.1:1/openapi' });
  const app = await buildApp({ config, database });
  await app.ready();
  const document = app.swagger();
  await app.close();
  // As the file holds it: what JSON cannot say (an undefined key) is not in it.
  return JSON.parse(JSON.stringify(document)) as Record<string, unknown>;
}
