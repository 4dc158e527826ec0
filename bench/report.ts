/** The pieces of bench/RESULTS.md: tables, targets and the machine. */
import os from 'node:os';

export interface Target {
  text: string;
  met: boolean;
}

const limitText = (limit: number, unit: string) => (unit ? `${limit} ${unit}` : String(limit));
export const atMost = (value: number, limit: number, unit: string): Target => ({
  text: `<= ${limitText(limit, unit)}`,
  met: value <= limit,
});
export const atLeast = (value: number, limit: number, unit: string): Target => ({
  text: `>= ${limitText(limit, unit)}`,
  met: value >= limit,
});

export function verdict(target: Target | undefined): string {
  if (!target) return '';
  return target.met ? 'met' : '**missed**';
}

export function table(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const line = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
export const percent = (value: number) => `${fixed(value * 100, 1)} %`;
export const mebibytes = (bytes: number) => `${fixed(bytes / 1024 / 1024)} MB`;

/** The console line for one figure, so that a long run can be followed. */
export function say(label: string, value: string, target?: Target): void {
  console.log(`bench: ${label}: ${value}${target ? ` (target ${target.text}: ${target.met ? 'met' : 'MISSED'})` : ''}`);
}

export function machine(): string {
  const cpus = os.cpus();
  return `${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${cpus.length} cores, ${mebibytes(os.totalmem()).replace(' MB', '')} MB RAM, ${os.type()} ${os.release()}, Node ${process.version}`;
}

/**
 * The figures the storefront's speed targets were set against, measured on this kind of machine
 * before the work that met them (November 2026, one run each, as `npm run bench` measured them
 * then). The summary at the top of RESULTS.md sets this run's figure beside each.
 */
export const BEFORE = {
  listP99: { figure: 'filtered list: p99 at 50 connections', before: '112 ms' },
  listShare: { figure: 'filtered list: share of the bare route', before: '1.0 % (714 req/s)' },
  searchP99: { figure: 'typo search: p99 at 50 connections', before: '88 ms' },
  searchShare: { figure: 'typo search: share of the bare route', before: '1.4 % (1,005 req/s)' },
  abroadListP99: { figure: 'filtered list in French and euros: p99 at 50 connections', before: 'not measured' },
  abroadSearchP99: { figure: 'typo search in French and euros: p99 at 50 connections', before: 'not measured' },
  listColdSql: { figure: 'filtered list, first call after a product write: SQL p50', before: '22.9 ms' },
  searchColdSql: { figure: 'typo search, first call after a product write: SQL p50', before: 'not measured' },
  bagPriceP99: { figure: "the bag's price estimate with a code: p99, one call at a time", before: 'not measured' },
  npmStartTime: { figure: '`npm start` on a built tree: spawn to first 200', before: '9.06 s' },
  npmStartMemory: { figure: '`npm start` on a built tree: whole process tree', before: '520 MB' },
  jsShop: { figure: 'JavaScript fetched before the network goes quiet: `/shop`', before: '119.5 KB' },
  jsProduct: { figure: 'JavaScript fetched before the network goes quiet: `/shop/{id}`', before: '128.1 KB' },
  performance: { figure: 'Lighthouse performance: home, shop, product, then shop and product in French', before: '100, 100, 100' },
  perfectScores: { figure: 'Lighthouse accessibility, best practices, SEO (lowest)', before: '100' },
  lcpRatio: { figure: 'LCP / the floor page: home, shop, product, then shop and product in French', before: '1.21–1.29' },
  cls: { figure: 'CLS (highest)', before: '0' },
} as const;

interface Headline {
  key: keyof typeof BEFORE;
  now: string;
  target: Target;
}
const headlines: Headline[] = [];

/** Records this run's figure for one of the targets in BEFORE. */
export function headline(key: keyof typeof BEFORE, now: string, target: Target): void {
  headlines.push({ key, now, target });
}

/** Every target in BEFORE with its figure before and in this run, in BEFORE's order. */
export function headlineTable(): string {
  const rows = (Object.keys(BEFORE) as (keyof typeof BEFORE)[]).map((key) => {
    const found = headlines.find((entry) => entry.key === key);
    const { figure, before } = BEFORE[key];
    return [
      figure,
      before,
      found?.now ?? 'not measured (a part failed)',
      found?.target.text ?? '',
      found ? verdict(found.target) : '**missed**',
    ];
  });
  return table(['Figure', 'Before', 'This run', 'Target', ''], rows);
}
