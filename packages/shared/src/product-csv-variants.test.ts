import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from './csv';
import { productsToCsv, readProductCsv } from './product-csv';
import { htmlToText, VARIANT_CSV_COLUMNS } from './product-csv-variants';
import type { Product } from './product.schema';
import { makeProduct } from './testing/products';
import type { VariantFacts } from './variant.schema';

function rowsOf(text: string) {
  const result = readProductCsv(text);
  if (!result.ok) throw new Error(result.message);
  return result.rows;
}

const facts = (color: string, size: string, more: Partial<VariantFacts> = {}): VariantFacts => ({
  color,
  size,
  sku: `TEE-${color.replace(' ', '')}-${size}`.toUpperCase(),
  barcode: null,
  weight: 180,
  price: null,
  oldPrice: null,
  stock: null,
  ...more,
});

/** A tee in two colours and two sizes: black L priced apart with its own compare-at, a barcode on black M, tracked. */
const tee: Product = makeProduct({
  _id: 'p1',
  handle: 'field-tee',
  name: 'Field Tee',
  description: 'Heavy cotton & a boxy cut.\nMade in Portugal.',
  category: 'mens',
  categories: ['gifts', 'long sleeve'],
  color: ['black', 'navy blue'],
  sizes: ['m', 'l'],
  price: 30,
  oldPrice: null,
  stock: [
    { color: 'black', size: 'l', stock: 0 },
    { color: 'black', size: 'm', stock: 4 },
    { color: 'navy blue', size: 'l', stock: 2 },
    { color: 'navy blue', size: 'm', stock: 7 },
  ],
  seoTitle: 'Field Tee, heavy cotton',
  seoDescription: '',
  finalSale: true,
  variants: [
    facts('black', 'l', { price: 34, oldPrice: 40, stock: 0 }),
    facts('black', 'm', { barcode: '4006381333931', stock: 4 }),
    facts('navy blue', 'l', { stock: 2, weight: null }),
    facts('navy blue', 'm', { stock: 7 }),
  ],
});

describe('the variant layout (a Shopify product export)', () => {
  it('writes a row per variant under its handle, the product’s fields on its first row only', () => {
    const [header, ...rows] = parseCsv(productsToCsv([tee]));
    expect(header).toEqual([...VARIANT_CSV_COLUMNS]);
    const cell = (row: string[], column: (typeof VARIANT_CSV_COLUMNS)[number]) => row[VARIANT_CSV_COLUMNS.indexOf(column)];
    expect(
      rows.map((row) => [cell(row, 'Handle'), cell(row, 'Option1 Value'), cell(row, 'Option2 Value'), cell(row, 'Variant SKU')]),
    ).toEqual([
      ['field-tee', 'black', 'm', 'TEE-BLACK-M'],
      ['field-tee', 'black', 'l', 'TEE-BLACK-L'],
      ['field-tee', 'navy blue', 'm', 'TEE-NAVYBLUE-M'],
      ['field-tee', 'navy blue', 'l', 'TEE-NAVYBLUE-L'],
    ]);
    expect(cell(rows[0]!, 'Title')).toBe('Field Tee');
    expect(cell(rows[0]!, 'Body (HTML)')).toBe('Heavy cotton &amp; a boxy cut.<br>Made in Portugal.');
    expect(cell(rows[1]!, 'Title')).toBe('');
    expect(header!.indexOf('Collections')).toBe(header!.indexOf('Category') + 1);
    expect(rows.map((row) => cell(row, 'Collections'))).toEqual(['gifts, long sleeve', '', '', '']);
    // Each row says what its variant sells for, as Shopify does.
    expect(
      rows.map((row) => [cell(row, 'Variant Price'), cell(row, 'Variant Compare At Price'), cell(row, 'Variant Inventory Qty')]),
    ).toEqual([
      ['30.00', '', '4'],
      ['34.00', '40.00', '0'],
      ['30.00', '', '7'],
      ['30.00', '', '2'],
    ]);
  });

  it('is read back as the same products: prices, compare-at prices, SKUs, barcodes, weights, stock and search listing', () => {
    const [row] = rowsOf(productsToCsv([tee]));
    expect(row!.errors).toEqual([]);
    expect(row!.product).toEqual({
      name: 'Field Tee',
      handle: 'field-tee',
      category: 'mens',
      categories: ['gifts', 'long sleeve'],
      colors: ['black', 'navy blue'],
      sizes: ['m', 'l'],
      price: 30,
      oldPrice: null,
      description: 'Heavy cotton & a boxy cut.\nMade in Portugal.',
      stock: [
        { color: 'black', size: 'm', stock: 4 },
        { color: 'black', size: 'l', stock: 0 },
        { color: 'navy blue', size: 'm', stock: 7 },
        { color: 'navy blue', size: 'l', stock: 2 },
      ],
      finalSale: true,
      seoTitle: 'Field Tee, heavy cotton',
      seoDescription: '',
      variants: [
        { color: 'black', size: 'm', sku: 'TEE-BLACK-M', barcode: '4006381333931', weight: 180, price: null, oldPrice: null },
        { color: 'black', size: 'l', sku: 'TEE-BLACK-L', barcode: null, weight: 180, price: 34, oldPrice: 40 },
        { color: 'navy blue', size: 'm', sku: 'TEE-NAVYBLUE-M', barcode: null, weight: 180, price: null, oldPrice: null },
        { color: 'navy blue', size: 'l', sku: 'TEE-NAVYBLUE-L', barcode: null, weight: null, price: null, oldPrice: null },
      ],
    });
  });

  it('writes an uncounted variant of a tracked product without a tracker, and reads it back uncounted', () => {
    // navy blue M is always for sale: the product lists no stock line for it.
    const partly = makeProduct({ ...tee, stock: tee.stock!.filter((line) => !(line.color === 'navy blue' && line.size === 'm')) });
    const text = productsToCsv([partly]);
    const [, ...rows] = parseCsv(text);
    const cell = (row: string[], column: (typeof VARIANT_CSV_COLUMNS)[number]) => row[VARIANT_CSV_COLUMNS.indexOf(column)];
    expect(rows.map((row) => [cell(row, 'Variant Inventory Tracker'), cell(row, 'Variant Inventory Qty')])).toEqual([
      ['shop', '4'],
      ['shop', '0'],
      ['', ''],
      ['shop', '2'],
    ]);
    expect(rowsOf(text)[0]!.product!.stock).toEqual([
      { color: 'black', size: 'm', stock: 4 },
      { color: 'black', size: 'l', stock: 0 },
      { color: 'navy blue', size: 'm', stock: null },
      { color: 'navy blue', size: 'l', stock: 2 },
    ]);
  });

  it("reads a Shopify export once its Type column is named Category: HTML bodies, 'One Size', untracked and single-variant products", () => {
    const header = [
      'Handle',
      'Title',
      'Body (HTML)',
      'Vendor',
      'Category',
      'Tags',
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
      'Image Src',
      'Status',
    ];
    const csv = toCsv([
      header,
      [
        'linen-shirt',
        'Linen Shirt',
        '<p>Breathable <strong>linen</strong>.</p><p>Cut loose.</p>',
        'Drip',
        'Shirts',
        'summer',
        'Size',
        'S',
        'Color',
        'Sand',
        'LS-S-SAND',
        '210',
        'shopify',
        '3',
        '58.00',
        '',
        'https://cdn.example/ls.jpg',
        'active',
      ],
      ['linen-shirt', '', '', '', '', '', '', 'M', '', 'Sand', 'LS-M-SAND', '220', 'shopify', '-2', '58.00', '', '', ''],
      ['linen-shirt', '', '', '', '', '', '', 'XXL', '', 'Sand', 'LS-XXL-SAND', '240', 'shopify', '1', '62.00', '70.00', '', ''],
      [
        'gift-tote',
        'Gift Tote',
        'Canvas.',
        'Drip',
        'Accessories',
        '',
        'Title',
        'Default Title',
        '',
        '',
        'TOTE-1',
        '',
        '',
        '',
        '25',
        '',
        '',
        'active',
      ],
      ['wool-beanie', 'Wool Beanie', 'Merino.', 'Drip', 'Accessories', '', 'Size', 'One Size', '', '', '', '', '', '', '19.50', '', '', ''],
    ]);
    const rows = rowsOf(csv);
    expect(rows.map((row) => row.errors)).toEqual([[], [], []]);
    const [shirt, tote, beanie] = rows.map((row) => row.product!);
    expect(shirt).toMatchObject({
      name: 'Linen Shirt',
      category: 'shirts',
      description: 'Breathable linen.\nCut loose.',
      colors: ['sand'],
      sizes: ['s', 'm', 'xxl'],
      price: 58,
      stock: [
        { color: 'sand', size: 's', stock: 3 },
        // Oversold in Shopify: none left.
        { color: 'sand', size: 'm', stock: 0 },
        { color: 'sand', size: 'xxl', stock: 1 },
      ],
    });
    expect(shirt!.variants![2]).toEqual({
      color: 'sand',
      size: 'xxl',
      sku: 'LS-XXL-SAND',
      barcode: null,
      weight: 240,
      price: 62,
      oldPrice: 70,
    });
    expect(tote).toMatchObject({ colors: ['default'], sizes: ['one-size'], price: 25, stock: null, description: 'Canvas.' });
    expect(beanie).toMatchObject({ sizes: ['one-size'], price: 19.5 });
  });

  it('names each bad cell by its row and column, and refuses the product it belongs to (a compare-at price under the price is no sale, not an error)', () => {
    const csv = toCsv([
      [...VARIANT_CSV_COLUMNS],
      ['tee', '', '', 'mens', '', 'Color', 'Black', 'Size', 'M', 'A-1', 'heavy', '', '', '24', '', '4006381333932', '', '', ''],
      ['tee', '', '', '', '', '', 'Black', '', 'L', 'A-1', '', '', '', 'free', '20', '', '', '', ''],
      ['tee', '', '', '', '', '', 'Red', '', 'L', 'A-2', '', '', '', '24', '20', '', '', '', ''],
      ['', 'Orphan', '', 'mens', '', 'Color', 'Black', 'Size', 'M', '', '', '', '', '24', '', '', '', '', ''],
      ['hat', 'Hat', '', 'accessories', '', 'Material', 'Wool', '', '', '', '', '', '', '24', '', '', '', '', ''],
    ]);
    const rows = rowsOf(csv);
    expect(rows.map((row) => [row.row, row.product, row.errors.map((error) => error.message)])).toEqual([
      [
        2,
        null,
        [
          'Row 2, Variant Grams: the weight must be grams, 0 or more',
          'Row 3, Variant Price: the price must be an amount in dollars, like 24.50',
        ],
      ],
      [5, null, ['Row 5, Handle: the handle is empty']],
      [6, null, ["Row 6, Option1 Name: option 'material' is not one the shop has: use Color and Size"]],
    ]);
    // Once those are fixed, the rest of the product's problems are named.
    const fixed = rowsOf(csv.replace('heavy', '200').replace(',free,', ',25,'));
    expect(fixed[0]!.errors.map((error) => error.message)).toEqual([
      'Row 2, Title: Title is required on the first row of a product',
      'Row 2, Body (HTML): description is required',
      'Row 2, Variant Barcode: barcode must be a GTIN of 8, 12, 13 or 14 digits whose check digit is right',
      'Row 3, Variant SKU: SKU A-1 is given to two variants',
    ]);
  });

  it('reads the Collections cell as further categories, and refuses one that repeats the main category, naming the column', () => {
    const line = (collections: string) => [
      ['Handle', 'Title', 'Body (HTML)', 'Category', 'Collections', 'Option1 Name', 'Option1 Value', 'Variant Price'],
      ['tee', 'Tee', 'Soft.', 'mens', collections, 'Color', 'Black', '24'],
    ];
    expect(rowsOf(toCsv(line(' Gifts ,summer, ,gifts')))[0]!.product!.categories).toEqual(['gifts', 'summer']);
    expect(rowsOf(toCsv(line('')))[0]!.product!.categories).toEqual([]);
    expect(rowsOf(toCsv(line('gifts, mens')))[0]!.errors).toEqual([
      { field: 'Collections', message: 'Row 2, Collections: the main category cannot be a further one too' },
    ]);
    expect(rowsOf(toCsv(line('no/slash')))[0]!.errors.map((error) => error.field)).toEqual(['Collections']);
  });

  it('reads HTML as the plain description it stands for', () => {
    expect(htmlToText('<p>A &amp; B</p>\n<ul><li>soft</li><li>warm&nbsp;&#233;t&eacute;</li></ul>')).toBe('A & B\nsoft\nwarm ét&eacute;');
  });
});
