/**
 * `npm run size`: fails when the JavaScript a storefront page fetches before the network goes
 * quiet (its first load and the parts it loads right after hydrating, as the shop sends them)
 * grows past its budget, or when it carries another language's messages than its own. A size
 * check of the build, not a timing: run after `npm run build`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { firstLoadJs } from './first-load-js';
import { messagesOnlyOwnLanguage } from './message-keys';

/** The first-load budget of every storefront page (gzip), whatever the page. */
const TARGET_KB = 120;

const clientDir = path.resolve(import.meta.dirname, '..', 'dist', 'client');
const weights = firstLoadJs(clientDir);
let failed = false;
for (const { page, bytes } of weights) {
  const kb = bytes / 1024;
  if (kb > TARGET_KB) failed = true;
  console.log(
    `${page.padEnd(14)} ${kb.toFixed(1).padStart(6)} KB as sent (budget ${TARGET_KB} KB)  ${kb > TARGET_KB ? 'OVER BUDGET' : 'within'}`,
  );
}
if (failed) {
  console.error('\nA storefront page outgrew its first-load JavaScript budget: load the new code lazily, or cut elsewhere.');
  process.exit(1);
}

// Each page's first load holds its own language's messages, and no other's: neither their chunk nor their words.
const problems = weights.flatMap((weight) =>
  messagesOnlyOwnLanguage(weight, (file) => readFileSync(path.join(clientDir, file), 'utf8')).map(
    (problem) => `${weight.page}: ${problem}`,
  ),
);
if (problems.length > 0) {
  console.error(`\nA page's first load carries messages of another language than its own:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`\nEvery page's first load carries its own language's messages only.`);
