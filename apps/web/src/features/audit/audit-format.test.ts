import { describe, expect, it } from 'vitest';
import { diffRows, fieldLabel, formatValue } from './audit-format';

describe('the audit diff', () => {
  it('lists each changed field as it was and as it became, prices in dollars, the stock of each variant apart', () => {
    expect(
      diffRows({
        details: { fields: ['price', 'stock'] },
        before: { price: 25, oldPrice: null, stock: { 'black/m': 3 } },
        after: { price: 19.5, oldPrice: 25, stock: { 'black/m': 1 } },
      }),
    ).toEqual([
      { key: 'price', field: 'Price', before: '$25.00', after: '$19.50' },
      { key: 'oldPrice', field: 'Old price', before: '—', after: '$25.00' },
      { key: 'stock.black/m', field: 'Stock black/m', before: '3', after: '1' },
    ]);
  });

  it('shows only what a create set, and only what a delete removed', () => {
    expect(
      diffRows({ details: null, before: null, after: { name: 'Tee', oldPrice: null, colors: ['black', 'red'], finalSale: false } }),
    ).toEqual([
      { key: 'name', field: 'Name', before: undefined, after: 'Tee' },
      { key: 'colors', field: 'Colours', before: undefined, after: 'black, red' },
    ]);
    expect(diffRows({ details: null, before: { role: 'user', joined: '2026-03-14T10:00:00.000Z' }, after: null })).toEqual([
      { key: 'role', field: 'Role', before: 'user', after: undefined },
      { key: 'joined', field: 'Joined', before: 'Mar 14, 2026', after: undefined },
    ]);
  });

  it('gives a field only one side names only that side (a refund that put nothing back)', () => {
    expect(diffRows({ details: null, before: { paymentStatus: 'paid' }, after: { paymentStatus: 'refunded', restocked: false } })).toEqual([
      { key: 'paymentStatus', field: 'Payment', before: 'paid', after: 'refunded' },
      { key: 'restocked', field: 'Back in stock', before: undefined, after: 'No' },
    ]);
  });

  it('shows the details of an entry written before the log kept before and after', () => {
    expect(diffRows({ details: { from: 'pending', to: 'shipped' }, before: null, after: null })).toEqual([
      { key: 'from', field: 'From', after: 'pending' },
      { key: 'to', field: 'To', after: 'shipped' },
    ]);
  });

  it('names and writes any field', () => {
    expect(fieldLabel('someNewField')).toBe('Some new field');
    expect(formatValue('total', 36.79)).toBe('$36.79');
    expect(formatValue('amountCents', 3679)).toBe('$36.79');
    expect(formatValue('finalSale', true)).toBe('Yes');
    expect(formatValue('sizes', [])).toBe('—');
    expect(formatValue('gallery', { a: 1 })).toBe('{"a":1}');
  });
});
