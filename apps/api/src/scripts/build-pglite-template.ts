/** `npm run build` in apps/api: the migrated data directory that a new embedded database starts from. */
import path from 'node:path';
import { buildPgliteTemplate, PGLITE_TEMPLATE_DIR } from '../db/pglite-template';

const started = Date.now();
await buildPgliteTemplate();
console.log(
  `Embedded database template in ${path.relative(process.cwd(), PGLITE_TEMPLATE_DIR)} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
