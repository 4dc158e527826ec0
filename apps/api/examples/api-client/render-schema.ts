/**
 * The example client's types, `schema.d.ts`, from the API's OpenAPI document: openapi-typescript's
 * output in the repository's Prettier style. `generate.ts` writes it; a test checks that the
 * committed file is what the document of the code gives today.
 */
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, COMMENT_HEADER, type OpenAPI3 } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';

/** Where the generated types live. */
export const SCHEMA_FILE = fileURLToPath(new URL('./schema.d.ts', import.meta.url));

export async function renderSchema(document: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(document as unknown as OpenAPI3, { silent: true });
  const options = await resolveConfig(SCHEMA_FILE);
  return format(COMMENT_HEADER + astToString(ast), { ...options, filepath: SCHEMA_FILE });
}
