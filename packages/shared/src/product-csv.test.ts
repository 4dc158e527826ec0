import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import { PRODUCT_IMPORT_MAX_ROWS, productsToRowCsv, readProductCsv } from './product-csv';
import { fullyTracked, makeProduct, variantStock } from './testing/products';

const HEADER = 'name,category,colors,sizes,price,oldPrice,description,stock,finalSale';

function rowsOf(text: string) {
  const result = readProductCsv(text);
  if (!result.ok) throw new Error(result.message);
  return result.rows;
}

describe('productsToRowCsv (the layout of one product a row)', () => {
  it('writes one row a product, lists with |, and every variant of a tracked product', () => {
    const csv = productsToRowCsv([
      makeProduct({
        name: 'Tee, "heavy"',
        color: ['black', 'red'],
        sizes: ['s', 'm'],
        price: 29.9,
        oldPrice: 40,
        description: 'Two\nlines',
        stock: variantStock({ 'black/s': 3, 'red/m': 1 }),
        finalSale: true,
      }),
      makeProduct({ name: 'Plain' }),
    ]);
    expect(parseCsv(csv)).toEqual([
      HEADER.split(','),
      ['Tee, "heavy"', 'mens', 'black|red', 's|m', '29.90', '40.00', 'Two\nlines', 'black/s=3|black/m=0|red/s=0|red/m=1', 'true'],
      ['Plain', 'mens', 'black|blue', 's|m|l|xl', '24.00', '', 'A boxy tee in heavy cotton.', '', 'false'],
    ]);
  });

  it('keeps a spreadsheet from running a cell as a formula, and the import reads it back as it was', () => {
    const csv = productsToRowCsv([makeProduct({ name: '=HYPERLINK("x")', description: '- soft\n- warm' })]);
    expect(parseCsv(csv)[1]?.[0]).toBe('\'=HYPERLINK("x")');
    expect(rowsOf(csv)[0]?.product).toMatchObject({ name: '=HYPERLINK("x")', description: '- soft\n- warm' });
  });

  it('is read back by the import as the same products', () => {
    const products = [
      makeProduct({
        name: 'Loop Hoodie',
        category: 'womens',
        price: 74.5,
        oldPrice: 90,
        ...fullyTracked({ 'blue/m': 2, 'blue/l': 0, 'blue/xl': 5, 'pink/m': 1, 'pink/l': 1, 'pink/xl': 0 }),
        finalSale: true,
      }),
      makeProduct({ name: 'Cap', category: 'accessories', sizes: ['one-size'], price: 15 }),
    ];
    expect(rowsOf(productsToRowCsv(products))).toEqual(
      products.map((p, index) => ({
        row: index + 2,
        name: p.name,
        errors: [],
        product: {
          name: p.name,
          category: p.category,
          colors: p.color,
          sizes: p.sizes,
          price: p.price,
          oldPrice: p.oldPrice,
          description: p.description,
          stock: p.stock,
          finalSale: p.finalSale,
        },
      })),
    );
  });
});

describe('readProductCsv', () => {
  it('takes the columns in any order and any case, and fills what may be left empty', () => {
    const rows = rowsOf('Price,NAME,category,colors,description\r\n19.99,Tote,accessories,beige,A tote.\r\n');
    expect(rows).toEqual([
      {
        row: 2,
        name: 'Tote',
        errors: [],
        product: {
          name: 'Tote',
          category: 'accessories',
          colors: ['beige'],
          sizes: ['s', 'm', 'l', 'xl'],
          price: 19.99,
          oldPrice: null,
          description: 'A tote.',
          stock: null,
          finalSale: false,
        },
      },
    ]);
  });

  it("names each bad row's fields in the order of the columns, with the row as a spreadsheet numbers it", () => {
    const rows = rowsOf(
      [
        HEADER,
        'Good,mens,black,s|m,20,,Fine.,black/s=1|black/m=0,false',
        ',mens,,s,abc,,Text,,maybe',
        'Cheap,mens,black,s,30,25,Text,black/s=x|red/s=1|nonsense,',
        '',
        'Bad sizes,mens,black,one-size|m,20,,Text,,',
      ].join('\n'),
    );
    expect(rows.map((row) => row.row)).toEqual([2, 3, 4, 6]);
    expect(rows[0]?.product?.name).toBe('Good');
    expect(rows[1]).toEqual({
      row: 3,
      name: '',
      product: null,
      errors: expect.arrayContaining([
        { field: 'name', message: 'name is required' },
        { field: 'colors', message: 'colors is required' },
        { field: 'price', message: 'price must be a number' },
        { field: 'finalSale', message: 'finalSale must be true or false' },
      ]),
    });
    expect(rows[2]?.errors).toEqual([
      { field: 'oldPrice', message: 'oldPrice must be above price' },
      { field: 'stock', message: 'black/s: units must be a whole number, 0 or more' },
      { field: 'stock', message: "'nonsense' must look like colour/size=units, e.g. black/m=3" },
      { field: 'stock', message: "stock names colour 'red', which the product does not come in" },
    ]);
    expect(rows[3]?.errors).toEqual([{ field: 'sizes', message: 'One size cannot be combined with other sizes' }]);
  });

  it('applies the product rules: the old price above the price, stock only of its colours and sizes', () => {
    const [row] = rowsOf(`${HEADER}\nCheap,mens,black,s,30,25,Text,black/s=1|red/s=1|black/s=2,\n`);
    expect(row?.errors).toEqual([
      { field: 'oldPrice', message: 'oldPrice must be above price' },
      { field: 'stock', message: "stock names colour 'red', which the product does not come in" },
      { field: 'stock', message: 'stock lists black/s twice' },
    ]);
  });

  it('says when a price is missing, and when a row has more cells than the header', () => {
    const rows = rowsOf(`${HEADER}\nTee,mens,black,s,,,Text,,\nTee,mens,black,s,20,,Text,,,extra\n`);
    expect(rows[0]?.errors).toEqual([{ field: 'price', message: 'price is required' }]);
    expect(rows[1]?.errors).toEqual([{ field: null, message: 'The row has 10 cells; the header has 9.' }]);
  });

  it('refuses a file it cannot read, saying why', () => {
    const refusal = (text: string) => {
      const result = readProductCsv(text);
      return result.ok ? undefined : result.message;
    };
    expect(refusal('')).toBe('The file is empty.');
    expect(refusal(`${HEADER}\n`)).toBe('The file has a header but no products.');
    expect(refusal('name,category,colours,price,description\n')).toBe(
      'Unknown column: colours. The columns are: name, category, colors, sizes, price, oldPrice, description, stock, finalSale.',
    );
    expect(refusal('name,category,price\nx,y,1\n')).toBe('The header misses the columns: colors, description.');
    expect(refusal('name,name,category,colors,price,description\n')).toBe('The header names name more than once.');
    expect(refusal(`${HEADER}\n"open,mens\n`)).toBe('The file is not valid CSV. A quoted field opened on line 2 is never closed.');
    const tooMany = `${HEADER}\n${'Tee,mens,black,s,20,,Text,,\n'.repeat(PRODUCT_IMPORT_MAX_ROWS + 1)}`;
    expect(refusal(tooMany)).toBe(
      `The file has ${PRODUCT_IMPORT_MAX_ROWS + 1} products; an import takes at most ${PRODUCT_IMPORT_MAX_ROWS}.`,
    );
  });
});
