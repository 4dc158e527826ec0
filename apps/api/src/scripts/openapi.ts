/**
 * `npm run openapi --workspace apps/api -- <file>`: writes the API's OpenAPI document (the one
 * served at /api/docs/json) to a file, for `redocly lint` in `npm run check` and for clients.
 * The document comes from the route schemas alone, so no database or network is needed.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';

const output = path.resolve(process.argv[2] ?? 'openapi.json');

// Fixed settings rather than the environment's, so the document is the same on every machine:
// no Stripe key keeps the test-mode checkout routes in it.
const config = loadConfig({ LOG_LEVEL: 'silent', LOG_FORMAT: 'json', SEED_DEMO: 'false' });
// NOTE: a `pg` pool connects on its first query, and building the document sends none; this
// avoids opening (and creating) an embedded database just to read the routes.
const database = await openDatabase({ kind: 'postgres', url: 'postgres://openapi@127.0.0.1:1/openapi' });
const app = await buildApp({ config, database });
await app.ready();
const document = app.swagger();
await app.close();

await mkdir(path.dirname(output), { recursive: true });
await writeFile(output, `${JSON.stringify(document, null, 2)}\n`);
console.log(`OpenAPI document written to ${path.relative(process.cwd(), output)}`);
