/**
 * `npm run openapi --workspace apps/api -- <file>`: writes the API's OpenAPI document (the one
 * served at /api/docs/json) to a file, for `redocly lint` in `npm run check` and for clients
 * (examples/api-client generates its types from it). No database or network is needed.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openApiDocument } from './openapi-document';

const output = path.resolve(process.argv[2] ?? 'openapi.json');
const document = await openApiDocument();

await mkdir(path.dirname(output), { recursive: true });
await writeFile(output, `${JSON.stringify(document, null, 2)}\n`);
console.log(`OpenAPI document written to ${path.relative(process.cwd(), output)}`);
