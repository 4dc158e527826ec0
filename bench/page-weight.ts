/** The JavaScript each storefront page fetches before the network goes quiet, from the build's manifest (as sent: Brotli). */
import path from 'node:path';
import { firstLoadJs } from '../apps/web/scripts/first-load-js';
import { atMost, fixed, headline, say, table, verdict } from './report';

const BUDGET_KB = 120;

export function pageWeightSection(root: string): string {
  const weights = firstLoadJs(path.join(root, 'apps/web/dist/client'));
  const rows = weights.map(({ page, files, bytes }) => {
    const kb = bytes / 1024;
    const target = atMost(kb, BUDGET_KB, 'KB');
    say(`first-load JS ${page}`, `${fixed(kb, 1)} KB`, target);
    if (page === '/shop' || page === '/shop/{id}') headline(page === '/shop' ? 'jsShop' : 'jsProduct', `${fixed(kb, 1)} KB`, target);
    return [`\`${page}\``, String(files.length), fixed(kb, 1), target.text, verdict(target)];
  });
  return `## JavaScript each storefront page fetches before the network goes quiet (the build's Brotli copies, KB = 1024 bytes)

${table(['Page', 'files', 'KB as sent', 'Target', ''], rows)}

From the build's manifest: the boot script, the entry and the page's module with their static imports, and the
parts a page loads right after hydrating (the product page's reviews). \`e2e/tests/page-weight.spec.ts\` counts
the same in Chromium, on the wire.`;
}
