/**
 * Products as CSV in the layout of a Shopify product export: one row per variant, grouped by the
 * product's handle; the product's own fields on its first row. A brand leaving Shopify imports
 * its file after renaming a few columns (Type to Category). Each product is checked by the schema
 * and the rules the API uses, and each problem names its row and column.
 */
import { toCents, toDollars } from './money';
import type { ImportedProduct, ImportRow, ImportRowError } from './product-admin.schema';
import { stockProblems, variantProblems } from './product-rules';
import { ProductInputSchema, type Product } from './product.schema';
import { variantOffer } from './variant';
import type { VariantInput } from './variant.schema';
import { ONE_SIZE } from './constants';

export const VARIANT_CSV_COLUMNS = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Category',
  /** The further categories, separated by ', '. */
  'Collections',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Variant SKU',
  'Variant Grams',
  'Variant Inventory Tracker',
  'Variant Inventory Qty',
  'Variant Price',
  'Variant Compare At Price',
  'Variant Barcode',
  'Final Sale',
  'SEO Title',
  'SEO Description',
] as const;
export type VariantCsvColumn = (typeof VARIANT_CSV_COLUMNS)[number];

/** A Shopify export's column that names the product's kind, read as its category when there is no Category column. */
const CATEGORY_FALLBACK = 'Type';
/** What the inventory tracker cell says of a tracked variant (Shopify writes 'shopify'). */
const TRACKER = 'shop';
const COLOR_OPTIONS = new Set(['color', 'colour']);
const SIZE_OPTIONS = new Set(['size']);
/** A Shopify product without options has one variant: option 'Title', value 'Default Title'. */
const NO_OPTION = 'title';
/** The colour of a product whose file gives none. */
export const DEFAULT_IMPORT_COLOR = 'default';

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The description as HTML: its text escaped, its line breaks as <br>. */
const toHtml = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

/** HTML as the shop's plain description: breaks and paragraphs as line breaks, tags dropped, entities read. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])>\s*/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Between further categories in the Collections cell; a reader splits on the comma alone. */
const COLLECTIONS_SEPARATOR = ', ';

const money = (dollars: number | null) => (dollars === null ? '' : dollars.toFixed(2));

/** The products as a CSV's rows (header first): a row per variant, colours then sizes in the product's order. */
export function productsToVariantRows(products: readonly Product[]): string[][] {
  const rows = products.flatMap((product) =>
    product.color.flatMap((color) =>
      product.sizes.map((size) => {
        const variant = product.variants?.find((line) => line.color === color && line.size === size);
        const offer = variantOffer(product, color, size);
        const first = color === product.color[0] && size === product.sizes[0];
        const counted = product.stock?.find((line) => line.color === color && line.size === size);
        const cells: Record<VariantCsvColumn, string> = {
          Handle: product.handle,
          Title: first ? product.name : '',
          'Body (HTML)': first ? toHtml(product.description) : '',
          Category: first ? product.category : '',
          Collections: first ? product.categories.join(COLLECTIONS_SEPARATOR) : '',
          'Option1 Name': first ? 'Color' : '',
          'Option1 Value': color,
          'Option2 Name': first ? 'Size' : '',
          'Option2 Value': size,
          'Variant SKU': variant?.sku ?? '',
          'Variant Grams': variant?.weight == null ? '' : String(variant.weight),
          // A variant the product does not count has no tracker, as Shopify writes an untracked one.
          'Variant Inventory Tracker': counted ? TRACKER : '',
          'Variant Inventory Qty': counted ? String(counted.stock) : '',
          'Variant Price': money(offer.price),
          'Variant Compare At Price': money(offer.oldPrice),
          'Variant Barcode': variant?.barcode ?? '',
          'Final Sale': first ? String(product.finalSale) : '',
          'SEO Title': first ? product.seoTitle : '',
          'SEO Description': first ? product.seoDescription : '',
        };
        return VARIANT_CSV_COLUMNS.map((column) => cells[column]);
      }),
    ),
  );
  return [[...VARIANT_CSV_COLUMNS], ...rows];
}

/** One data row: its number as a spreadsheet shows it (the header is row 1), and its cells by column. */
export interface VariantCsvLine {
  row: number;
  cells: Partial<Record<VariantCsvColumn | typeof CATEGORY_FALLBACK, string>>;
}

/** Which header cells the layout reads (case and spaces aside); other columns of a Shopify export are left alone. */
export function variantColumnsOf(header: readonly string[]): (VariantCsvColumn | typeof CATEGORY_FALLBACK | undefined)[] {
  const columns: readonly (VariantCsvColumn | typeof CATEGORY_FALLBACK)[] = [...VARIANT_CSV_COLUMNS, CATEGORY_FALLBACK];
  const known = new Map(columns.map((column) => [column.toLowerCase(), column] as const));
  return header.map((name) => known.get(name.trim().toLowerCase()));
}

/** Whether a header is this layout's: it has a Handle column. */
export const isVariantLayout = (header: readonly string[]) => variantColumnsOf(header).includes('Handle');

const normalValue = (value: string) => value.trim().toLowerCase();
const sizeValue = (value: string) => (/^one[\s-]?size$/i.test(value.trim()) ? ONE_SIZE : normalValue(value));

/** The most frequent of the values; of equally frequent ones, the lowest. */
function mostCommon(values: number[]): number {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]![0];
}

const decimal = /^\d+(\.\d{1,2})?$/;

/**
 * The lines of one handle as a product, or its errors: each names the row and the column. The
 * product's price is its variants' most common one; a variant priced otherwise keeps its own.
 */
export function readVariantProduct(handle: string, lines: readonly VariantCsvLine[]): ImportRow {
  const found = readLines(handle, lines);
  return { ...found, errors: inRowOrder(found.errors) };
}

/** Errors by row, then in the order of the columns (a row's own last), as the admin reads the file. */
function inRowOrder(errors: ImportRowError[]): ImportRowError[] {
  const rowOf = (error: ImportRowError) => Number(/^Row (\d+)/.exec(error.message)?.[1] ?? 0);
  const columnOf = (error: ImportRowError) =>
    error.field === null ? VARIANT_CSV_COLUMNS.length : VARIANT_CSV_COLUMNS.indexOf(error.field as VariantCsvColumn);
  return [...errors].sort((a, b) => rowOf(a) - rowOf(b) || columnOf(a) - columnOf(b));
}

function readLines(handle: string, lines: readonly VariantCsvLine[]): ImportRow {
  const errors: ImportRowError[] = [];
  // 'Row 7, Variant Barcode: ...': the row and the column of the bad cell.
  const fail = (line: VariantCsvLine, column: VariantCsvColumn | null, message: string) =>
    errors.push({ field: column, message: `Row ${line.row}${column ? `, ${column}` : ''}: ${message}` });
  const first = lines[0]!;
  const cell = (line: VariantCsvLine, column: VariantCsvColumn) => (line.cells[column] ?? '').trim();

  // Which option is the colour and which the size: named on the first row (or any row).
  const optionName = (n: 1 | 2) => normalValue(lines.map((line) => line.cells[`Option${n} Name`] ?? '').find((name) => name.trim()) ?? '');
  const names = [optionName(1), optionName(2)];
  names.forEach((name, index) => {
    if (name && !COLOR_OPTIONS.has(name) && !SIZE_OPTIONS.has(name) && name !== NO_OPTION)
      fail(first, `Option${index + 1} Name` as VariantCsvColumn, `option '${name}' is not one the shop has: use Color and Size`);
  });
  const colorOption = names.findIndex((name) => COLOR_OPTIONS.has(name));
  const sizeOption = names.findIndex((name) => SIZE_OPTIONS.has(name));
  const valueColumn = (index: number) => `Option${index + 1} Value` as VariantCsvColumn;

  const variants = lines.map((line) => ({
    line,
    color: colorOption < 0 ? DEFAULT_IMPORT_COLOR : normalValue(line.cells[valueColumn(colorOption)] ?? ''),
    size: sizeOption < 0 ? ONE_SIZE : sizeValue(line.cells[valueColumn(sizeOption)] ?? ''),
  }));
  const seen = new Set<string>();
  for (const variant of variants) {
    if (colorOption >= 0 && !variant.color) fail(variant.line, valueColumn(colorOption), 'the colour is empty');
    if (sizeOption >= 0 && !variant.size) fail(variant.line, valueColumn(sizeOption), 'the size is empty');
    const key = `${variant.color}/${variant.size}`;
    if (seen.has(key)) fail(variant.line, null, `${handle} lists ${key} twice`);
    seen.add(key);
  }

  // Prices: every variant has one; the product's is the most common.
  const prices = variants.map(({ line }) => {
    const text = cell(line, 'Variant Price');
    if (!decimal.test(text) || Number(text) <= 0) {
      fail(line, 'Variant Price', text ? 'the price must be an amount in dollars, like 24.50' : 'the price is required');
      return null;
    }
    return toCents(Number(text));
  });
  const compareAts = variants.map(({ line }) => {
    const text = cell(line, 'Variant Compare At Price');
    if (text === '') return null;
    if (!decimal.test(text) || Number(text) <= 0) {
      fail(line, 'Variant Compare At Price', 'the compare-at price must be an amount in dollars, like 40.00');
      return null;
    }
    return toCents(Number(text));
  });
  // A compare-at price not above the variant's price marks no sale (Shopify shows none): it is left out.
  compareAts.forEach((value, index) => {
    if (value !== null && prices[index] !== null && value <= prices[index]!) compareAts[index] = null;
  });
  // A row without a tracker is a variant whose stock is not counted; a product none of whose rows has one tracks none.
  const tracked = variants.some(({ line }) => cell(line, 'Variant Inventory Tracker') !== '');
  const stock = variants.map(({ line }) => {
    const text = cell(line, 'Variant Inventory Qty');
    if (cell(line, 'Variant Inventory Tracker') === '') return null;
    if (text !== '' && !/^\d+$/.test(text)) {
      // Shopify writes what was oversold as a negative quantity: none is left.
      if (/^-\d+$/.test(text)) return 0;
      fail(line, 'Variant Inventory Qty', 'the quantity must be a whole number');
      return 0;
    }
    return text === '' ? 0 : Number(text);
  });
  const grams = variants.map(({ line }) => {
    const text = cell(line, 'Variant Grams');
    if (text === '') return null;
    const value = Number(text);
    if (!Number.isFinite(value) || value < 0) {
      fail(line, 'Variant Grams', 'the weight must be grams, 0 or more');
      return null;
    }
    return Math.round(value);
  });
  const finalSaleText = normalValue(first.cells['Final Sale'] ?? '');
  if (!['', 'true', 'false', 'yes', 'no', '1', '0'].includes(finalSaleText)) fail(first, 'Final Sale', 'Final Sale must be true or false');

  const title = cell(first, 'Title');
  if (errors.length) return { row: first.row, name: title || handle, product: null, errors };

  const priceCents = mostCommon(prices as number[]);
  // The product's compare-at price is its variants' most common one when every variant has one;
  // a variant with another (or any, when some have none) keeps its own.
  const allCompared = compareAts.every((value) => value !== null);
  const commonCompareAt = allCompared ? mostCommon(compareAts as number[]) : null;
  const oldPriceCents = commonCompareAt !== null && commonCompareAt > priceCents ? commonCompareAt : null;
  const lineInputs: VariantInput[] = variants.map((variant, index) => {
    const ownCompareAt = compareAts[index] === oldPriceCents ? null : compareAts[index];
    return {
      color: variant.color,
      size: variant.size,
      ...(cell(variant.line, 'Variant SKU') ? { sku: cell(variant.line, 'Variant SKU').toUpperCase() } : {}),
      barcode: cell(variant.line, 'Variant Barcode') || null,
      weight: grams[index] ?? null,
      price: prices[index] === priceCents ? null : toDollars(prices[index]!),
      oldPrice: ownCompareAt == null ? null : toDollars(ownCompareAt),
    };
  });
  const colors = [...new Set(variants.map((variant) => variant.color))];
  const sizes = [...new Set(variants.map((variant) => variant.size))];
  const parsed = ProductInputSchema.safeParse({
    name: title,
    handle,
    category: cell(first, 'Category') || (first.cells[CATEGORY_FALLBACK] ?? '').trim(),
    categories: cell(first, 'Collections')
      .split(',')
      .map((handle) => handle.trim())
      .filter(Boolean),
    colors,
    sizes,
    price: toDollars(priceCents),
    oldPrice: oldPriceCents === null ? null : toDollars(oldPriceCents),
    description: htmlToText(first.cells['Body (HTML)'] ?? ''),
    stock: tracked ? variants.map((variant, index) => ({ color: variant.color, size: variant.size, stock: stock[index] ?? null })) : null,
    variants: lineInputs,
    finalSale: ['true', 'yes', '1'].includes(finalSaleText),
    seoTitle: cell(first, 'SEO Title'),
    seoDescription: cell(first, 'SEO Description'),
  });
  // The rules across a product's variants, named even while other cells are wrong.
  const problems = [
    ...variantProblems(
      lineInputs,
      colors,
      sizes,
      (line) => (line.price == null ? priceCents : toCents(line.price)),
      (line) => (line.oldPrice == null ? null : toCents(line.oldPrice)),
    ),
    ...(tracked
      ? stockProblems(
          variants.map((variant) => ({ color: variant.color, size: variant.size })),
          colors,
          sizes,
        )
      : []),
  ];
  for (const problem of problems) {
    const [head, index, field] = problem.path.split('.');
    fail(variants[Number(index)]?.line ?? first, columnOfField(head ?? '', field, colorOption, sizeOption), problem.message);
  }
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [head, index, field] = issue.path.map(String);
      const line = head === 'variants' || head === 'stock' ? (variants[Number(index)]?.line ?? first) : first;
      const column = columnOfField(head ?? '', field, colorOption, sizeOption);
      const message = head === 'name' && title === '' ? 'Title is required on the first row of a product' : issue.message;
      if (!errors.some((error) => error.message.endsWith(`: ${message}`) && error.message.startsWith(`Row ${line.row}`)))
        fail(line, column, message);
    }
    return { row: first.row, name: title || handle, product: null, errors };
  }
  const input = parsed.data;
  if (errors.length) return { row: first.row, name: input.name, product: null, errors };
  const product: ImportedProduct = {
    name: input.name,
    handle,
    category: input.category,
    categories: input.categories ?? [],
    colors: input.colors ?? [],
    sizes: input.sizes ?? [],
    price: input.price,
    oldPrice: input.oldPrice ?? null,
    description: input.description,
    stock: input.stock ?? null,
    finalSale: input.finalSale ?? false,
    variants: input.variants,
    seoTitle: input.seoTitle ?? '',
    seoDescription: input.seoDescription ?? '',
  };
  return { row: first.row, name: product.name, product, errors: [] };
}

/** The column a field of the product's body comes from. */
function columnOfField(head: string, field: string | undefined, colorOption: number, sizeOption: number): VariantCsvColumn | null {
  switch (head) {
    case 'name':
      return 'Title';
    case 'handle':
      return 'Handle';
    case 'category':
      return 'Category';
    case 'categories':
      return 'Collections';
    case 'description':
      return 'Body (HTML)';
    case 'seoTitle':
      return 'SEO Title';
    case 'seoDescription':
      return 'SEO Description';
    case 'finalSale':
      return 'Final Sale';
    case 'price':
      return 'Variant Price';
    case 'oldPrice':
      return 'Variant Compare At Price';
    case 'color':
    case 'colors':
      return colorOption < 0 ? null : (`Option${colorOption + 1} Value` as VariantCsvColumn);
    case 'sizes':
      return sizeOption < 0 ? null : (`Option${sizeOption + 1} Value` as VariantCsvColumn);
    case 'stock':
      return 'Variant Inventory Qty';
    case 'variants':
      return field === 'sku'
        ? 'Variant SKU'
        : field === 'barcode'
          ? 'Variant Barcode'
          : field === 'weight'
            ? 'Variant Grams'
            : field === 'price'
              ? 'Variant Price'
              : field === 'oldPrice'
                ? 'Variant Compare At Price'
                : null;
    default:
      return null;
  }
}
