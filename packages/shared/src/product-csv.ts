/**
 * Products as CSV, for the admin's bulk export and import: one product a row, lists (colours,
 * sizes, stock) separated by '|'. A row is checked by the schema the product form and the API
 * use, and by the product rules, so that a preview shows every error before anything is written.
 */
import { SIZES } from './constants';
import { CsvError, parseCsv, toCsv } from './csv';
import { isVariantLayout, productsToVariantRows, readVariantProduct, variantColumnsOf, type VariantCsvLine } from './product-csv-variants';
import type { ImportedProduct, ImportRow, ImportRowError } from './product-admin.schema';
import { oldPriceProblems, stockProblems } from './product-rules';
import { ProductInputSchema, type Product, type VariantStock } from './product.schema';

export const PRODUCT_CSV_COLUMNS = [
  'name',
  'category',
  'colors',
  'sizes',
  'price',
  'oldPrice',
  'description',
  'stock',
  'finalSale',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];
const REQUIRED_COLUMNS: readonly ProductCsvColumn[] = ['name', 'category', 'colors', 'price', 'description'];

/**
 * An import takes at most this many products (rows of the product layout), this many variant
 * rows (the variant layout), and a file of at most this many characters (about 5 MB).
 */
export const PRODUCT_IMPORT_MAX_ROWS = 1000;
export const PRODUCT_IMPORT_MAX_VARIANT_ROWS = 20_000;
export const PRODUCT_IMPORT_MAX_CHARS = 5_000_000;

const LIST_SEPARATOR = '|';

/**
 * NOTE: a spreadsheet runs a cell that starts with = + - @ (or a tab or CR) as a formula, so an
 * exported cell that starts so gets a leading apostrophe (OWASP's CSV injection advice), which
 * the import takes off again.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const escapeCell = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);
const unescapeCell = (value: string) => (value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value);

const money = (dollars: number) => dollars.toFixed(2);

/** Every colour and size of a tracked product, with its units (0 for a variant without a line): 'black/m=3|black/l=0'. */
function stockCell(product: Pick<Product, 'color' | 'sizes' | 'stock'>): string {
  if (!product.stock) return '';
  const units = new Map(product.stock.map((line) => [`${line.color}/${line.size}`, line.stock]));
  return product.color
    .flatMap((color) => product.sizes.map((size) => `${color}/${size}=${units.get(`${color}/${size}`) ?? 0}`))
    .join(LIST_SEPARATOR);
}

/** The products as a CSV file in the layout of a Shopify product export: a row per variant, grouped by handle. */
export function productsToCsv(products: readonly Product[]): string {
  const [header = [], ...rows] = productsToVariantRows(products);
  return toCsv([header, ...rows.map((row) => row.map(escapeCell))]);
}

/** The products as a CSV file of one product a row (the shop's first layout, which the import still reads). */
export function productsToRowCsv(products: readonly Product[]): string {
  const rows = products.map((product) => {
    const cells: Record<ProductCsvColumn, string> = {
      name: product.name,
      category: product.category,
      colors: product.color.join(LIST_SEPARATOR),
      sizes: product.sizes.join(LIST_SEPARATOR),
      price: money(product.price),
      oldPrice: product.oldPrice == null ? '' : money(product.oldPrice),
      description: product.description,
      stock: stockCell(product),
      finalSale: String(product.finalSale),
    };
    return PRODUCT_CSV_COLUMNS.map((column) => escapeCell(cells[column]));
  });
  return toCsv([[...PRODUCT_CSV_COLUMNS], ...rows]);
}

export type ProductCsvResult = { ok: true; rows: ImportRow[] } | { ok: false; message: string };

const list = (cell: string) =>
  cell
    .split(LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter(Boolean);

const STOCK_ENTRY = /^(.+)\/(.+)=(.*)$/;

/** 'black/m=3|black/l=0' as stock lines; '' means not tracked. */
function readStock(cell: string, errors: ImportRowError[]): VariantStock[] | null {
  if (cell.trim() === '') return null;
  const lines: VariantStock[] = [];
  for (const entry of list(cell)) {
    const match = STOCK_ENTRY.exec(entry);
    if (!match) {
      errors.push({ field: 'stock', message: `'${entry}' must look like colour/size=units, e.g. black/m=3` });
      continue;
    }
    const [, color = '', size = '', units = ''] = match;
    if (!/^\d+$/.test(units.trim())) {
      errors.push({ field: 'stock', message: `${color.trim()}/${size.trim()}: units must be a whole number, 0 or more` });
      continue;
    }
    lines.push({ color: color.trim(), size: size.trim(), stock: Number(units.trim()) });
  }
  return lines;
}

function readFinalSale(cell: string, errors: ImportRowError[]): boolean {
  const value = cell.trim().toLowerCase();
  if (value === '' || value === 'false' || value === 'no' || value === '0') return false;
  if (value === 'true' || value === 'yes' || value === '1') return true;
  errors.push({ field: 'finalSale', message: 'finalSale must be true or false' });
  return false;
}

/** The CSV column a schema or rule path names: `stock.2.color` is the stock column. */
function columnOf(path: string): string | null {
  const head = path.split('.')[0] ?? '';
  if (head === 'color' || head === 'colors') return 'colors';
  return (PRODUCT_CSV_COLUMNS as readonly string[]).includes(head) ? head : null;
}

/** Errors in the order of the columns (the row's own last), as the admin reads the row. */
function inColumnOrder(errors: ImportRowError[]): ImportRowError[] {
  const rank = (error: ImportRowError) =>
    error.field === null ? PRODUCT_CSV_COLUMNS.length : PRODUCT_CSV_COLUMNS.indexOf(error.field as ProductCsvColumn);
  return errors
    .map((error, index) => ({ error, index }))
    .sort((a, b) => rank(a.error) - rank(b.error) || a.index - b.index)
    .map(({ error }) => error);
}

/** One data row as a product, or its errors. */
function readRow(cells: Record<ProductCsvColumn, string>, row: number): ImportRow {
  const errors: ImportRowError[] = [];
  const stock = readStock(cells.stock, errors);
  const finalSale = readFinalSale(cells.finalSale, errors);
  const sizes = list(cells.sizes);
  const price = cells.price.trim();
  const oldPrice = cells.oldPrice.trim();
  const parsed = ProductInputSchema.safeParse({
    name: cells.name,
    category: cells.category,
    colors: list(cells.colors),
    // No sizes: the shop's usual sizes, as when a product is added without them.
    sizes: sizes.length ? sizes : [...SIZES],
    price: price === '' ? undefined : price,
    oldPrice: oldPrice === '' ? null : oldPrice,
    description: cells.description,
    stock,
    finalSale,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.');
      const field = columnOf(path);
      const message =
        field === 'price' && price === ''
          ? 'price is required'
          : field === 'colors' && issue.message === 'color is required'
            ? 'colors is required'
            : issue.message;
      if (!errors.some((error) => error.field === field && error.message === message)) errors.push({ field, message });
    }
    return { row, name: cells.name.trim(), product: null, errors: inColumnOrder(errors) };
  }
  const input = parsed.data;
  const colors = input.colors ?? [];
  const productSizes = input.sizes ?? [...SIZES];
  const problems = [
    ...oldPriceProblems(input.price, input.oldPrice),
    ...(input.stock ? stockProblems(input.stock, colors, productSizes) : []),
  ];
  errors.push(...problems.map((problem) => ({ field: columnOf(problem.path), message: problem.message })));
  if (errors.length) return { row, name: cells.name.trim(), product: null, errors: inColumnOrder(errors) };
  const product: ImportedProduct = {
    name: input.name,
    category: input.category,
    colors,
    sizes: productSizes,
    price: input.price,
    oldPrice: input.oldPrice ?? null,
    description: input.description,
    stock: input.stock ?? null,
    finalSale: input.finalSale ?? false,
  };
  return { row, name: product.name, product, errors: [] };
}

/**
 * Reads a CSV file of products: each row's product, or its errors. The file itself is refused
 * (with a message) when it cannot be read: a quote never closed, a header without the needed
 * columns or with unknown ones, no rows, or too many.
 */
export function readProductCsv(text: string): ProductCsvResult {
  let records: string[][];
  try {
    records = parseCsv(text, { keepBlankLines: true });
  } catch (error) {
    if (error instanceof CsvError) return { ok: false, message: `The file is not valid CSV. ${error.message}` };
    throw error;
  }
  const [header, ...data] = records;
  if (!header) return { ok: false, message: 'The file is empty.' };
  if (isVariantLayout(header)) return readVariantRows(header, data);
  const names = header.map((name) => name.trim());
  const byLowerCase = new Map(PRODUCT_CSV_COLUMNS.map((column) => [column.toLowerCase(), column]));
  const columns = names.map((name) => byLowerCase.get(name.toLowerCase()));
  const unknown = names.filter((name, index) => !columns[index] && name !== '');
  if (unknown.length) {
    return {
      ok: false,
      message: `Unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}. The columns are: ${PRODUCT_CSV_COLUMNS.join(', ')}.`,
    };
  }
  const twice = PRODUCT_CSV_COLUMNS.filter((column) => columns.filter((found) => found === column).length > 1);
  if (twice.length) return { ok: false, message: `The header names ${twice.join(', ')} more than once.` };
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length) return { ok: false, message: `The header misses the column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}.` };

  // Rows whose cells are all empty (a spreadsheet's trailing rows) are not products.
  const rows = data.map((cells, index) => ({ cells, row: index + 2 })).filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  if (rows.length === 0) return { ok: false, message: 'The file has a header but no products.' };
  if (rows.length > PRODUCT_IMPORT_MAX_ROWS) {
    return { ok: false, message: `The file has ${rows.length} products; an import takes at most ${PRODUCT_IMPORT_MAX_ROWS}.` };
  }
  return {
    ok: true,
    rows: rows.map(({ cells, row }) => {
      if (cells.length > names.length) {
        return {
          row,
          name: unescapeCell(cells[columns.indexOf('name')] ?? '').trim(),
          product: null,
          errors: [{ field: null, message: `The row has ${cells.length} cells; the header has ${names.length}.` }],
        };
      }
      const byColumn = Object.fromEntries(PRODUCT_CSV_COLUMNS.map((column) => [column, ''])) as Record<ProductCsvColumn, string>;
      columns.forEach((column, index) => {
        if (column) byColumn[column] = unescapeCell(cells[index] ?? '');
      });
      return readRow(byColumn, row);
    }),
  };
}

/** A file in the variant layout: its rows grouped by handle, each group read as one product. */
function readVariantRows(header: string[], data: string[][]): ProductCsvResult {
  const columns = variantColumnsOf(header);
  const handleAt = columns.indexOf('Handle');
  const lines = data.map((cells, index) => ({ cells, row: index + 2 })).filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  if (lines.length === 0) return { ok: false, message: 'The file has a header but no products.' };
  if (lines.length > PRODUCT_IMPORT_MAX_VARIANT_ROWS) {
    return { ok: false, message: `The file has ${lines.length} rows; an import takes at most ${PRODUCT_IMPORT_MAX_VARIANT_ROWS}.` };
  }
  const groups = new Map<string, VariantCsvLine[]>();
  const rows: ImportRow[] = [];
  for (const { cells, row } of lines) {
    const handle = unescapeCell(cells[handleAt] ?? '')
      .trim()
      .toLowerCase();
    if (!handle) {
      rows.push({ row, name: '', product: null, errors: [{ field: 'Handle', message: `Row ${row}, Handle: the handle is empty` }] });
      continue;
    }
    const byColumn: VariantCsvLine['cells'] = {};
    columns.forEach((column, index) => {
      if (column) byColumn[column] = unescapeCell(cells[index] ?? '');
    });
    groups.set(handle, [...(groups.get(handle) ?? []), { row, cells: byColumn }]);
  }
  if (groups.size > PRODUCT_IMPORT_MAX_ROWS * 5) {
    return { ok: false, message: `The file has ${groups.size} products; an import takes at most ${PRODUCT_IMPORT_MAX_ROWS * 5}.` };
  }
  for (const [handle, group] of groups) rows.push(readVariantProduct(handle, group));
  return { ok: true, rows: rows.sort((a, b) => a.row - b.row) };
}
