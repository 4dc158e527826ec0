/**
 * `npm run generate:api-client --workspace apps/api`: writes `schema.d.ts` from the OpenAPI
 * document that `npm run openapi` has just written (dist/openapi.json, or the file named).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderSchema, SCHEMA_FILE } from './render-schema';

const input = path.resolve(process.argv[2] ?? 'dist/openapi.json');
const document = JSON.parse(await readFile(input, 'utf8')) as Record<string, unknown>;
await writeFile(SCHEMA_FILE, await renderSchema(document));
console.log(`Types of ${path.relative(process.cwd(), input)} written to ${path.relative(process.cwd(), SCHEMA_FILE)}`);
