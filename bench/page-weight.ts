/** First-load JavaScript of each storefront page, from the build's manifest (gzip). */
import path from 'node:path';
import { firstLoadJs } from '../apps/web/scripts/first-load-js';
import { atMost, fixed, say, table, verdict } from './report';

const BUDGET_KB = 120;

export function pageWeightSection(root: string): string {
  const weights = firstLoadJs(path.join(root, 'apps/web/dist/client'));
  const rows = weights.map(({ page, files, gzipBytes }) => {
    const kb = gzipBytes / 1024;
    const target = atMost(kb, BUDGET_KB, 'KB');
    say(`first-load JS ${page}`, `${fixed(kb, 1)} KB`, target);
    return [`\`${page}\``, String(files.length), fixed(kb, 1), target.text, verdict(target)];
  });
  return `## First-load JavaScript per storefront page (gzip -9, KB = 1024 bytes)

${table(['Page', 'files', 'KB gzip', 'Target', ''], rows)}`;
}
