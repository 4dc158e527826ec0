/**
 * The CSV import at the size a brand moving its catalogue brings: 10,000 variants (500 products
 * in 4 colours and 5 sizes, a quarter of the variants priced apart, every one with a SKU,
 * grams and stock) in the layout of a Shopify product export, previewed and then imported
 * through the shop's own API, timed from the request to the answer. The products are deleted
 * again afterwards, so that the generated catalogue stays as it was for the next run.
 */
import pg from 'pg';
import { toCsv } from '@shop/shared/csv';
import { VARIANT_CSV_COLUMNS } from '@shop/shared/product-csv-variants';
import { atMost, fixed, say, table, verdict } from './report';
import type { Context } from './api-figures';

const PRODUCTS = 500;
const COLORS = ['black', 'red', 'blue', 'green'];
const SIZES = ['xs', 's', 'm', 'l', 'xl'];
const HANDLE_PREFIX = 'bench-import-';

/** The file: a row per variant, the product's own fields on its first row. */
export function importFile(): { csv: string; variants: number } {
  const rows: string[][] = [];
  for (let n = 1; n <= PRODUCTS; n++) {
    COLORS.forEach((color, c) =>
      SIZES.forEach((size, s) => {
        const first = c === 0 && s === 0;
        const apart = (n + c * 5 + s) % 4 === 0;
        const cells: Record<(typeof VARIANT_CSV_COLUMNS)[number], string> = {
          Handle: `${HANDLE_PREFIX}${n}`,
          Title: first ? `Imported Tee ${n}` : '',
          'Body (HTML)': first ? `<p>A heavy cotton tee, number ${n} of the import.</p>` : '',
          Category: first ? 'mens' : '',
          Collections: '',
          'Option1 Name': first ? 'Color' : '',
          'Option1 Value': color,
          'Option2 Name': first ? 'Size' : '',
          'Option2 Value': size,
          'Variant SKU': `BI-${n}-${color}-${size}`.toUpperCase(),
          'Variant Grams': String(180 + s * 10),
          'Variant Inventory Tracker': 'shopify',
          'Variant Inventory Qty': String((n * 7 + c + s) % 30),
          'Variant Price': apart ? '34.00' : '29.00',
          'Variant Compare At Price': '',
          'Variant Barcode': '',
          'Final Sale': first ? 'false' : '',
          'SEO Title': '',
          'SEO Description': '',
        };
        rows.push(VARIANT_CSV_COLUMNS.map((column) => cells[column]));
      }),
    );
  }
  return { csv: toCsv([[...VARIANT_CSV_COLUMNS], ...rows]), variants: rows.length };
}

async function removeImported(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`delete from products where handle like $1`, [`${HANDLE_PREFIX}%`]);
  } finally {
    await client.end();
  }
}

async function timedImport(context: Context, csv: string, dryRun: boolean): Promise<{ ms: number; status: number; message: string }> {
  const started = performance.now();
  const res = await fetch(`${context.baseUrl}/api/products/import?dryRun=${dryRun}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: context.adminCookie },
    body: JSON.stringify({ csv }),
  });
  const body = (await res.json()) as { message?: string };
  return { ms: performance.now() - started, status: res.status, message: body.message ?? '' };
}

export async function importFigures(context: Context): Promise<string> {
  const { csv, variants } = importFile();
  await removeImported(context.databaseUrl);
  try {
    const preview = await timedImport(context, csv, true);
    const write = await timedImport(context, csv, false);
    if (preview.status !== 200 || write.status !== 201) {
      throw new Error(`The import answered ${preview.status} (${preview.message}), then ${write.status} (${write.message})`);
    }
    const target = atMost(write.ms / 1000, 60, 's');
    say('CSV import of 10,000 variants', `preview ${fixed(preview.ms)} ms, import ${fixed(write.ms)} ms`, target);
    return `## CSV import of ${variants.toLocaleString('en')} variants

${PRODUCTS} products in ${COLORS.length} colours and ${SIZES.length} sizes, in the layout of a Shopify product export
(\`bench/import-figures.ts\`), sent to \`POST /api/products/import\` as the admin: first the preview (every row checked,
handles and SKUs looked up), then the import itself (all or nothing, each product audited). Timed from the request to the
answer; the ${(CSV_BYTES(csv) / 1024 / 1024).toFixed(1)} MB file is sent uncompressed. The products are deleted afterwards.

${table(
  ['Step', 'ms', 'Answer', 'Target', 'Result'],
  [
    ['Preview (dry run)', fixed(preview.ms), preview.message, '', ''],
    ['Import', fixed(write.ms), write.message, target.text.replace('<=', 'under'), verdict(target)],
  ],
)}`;
  } finally {
    await removeImported(context.databaseUrl);
  }
}

const CSV_BYTES = (csv: string) => Buffer.byteLength(csv);
