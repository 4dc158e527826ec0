import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCents, formatCount, formatDate, formatLineTotal, monthName, plural, pluralNoun } from './format';

describe('plural', () => {
  it.each([
    [0, 'item', '0 items'],
    [1, 'item', '1 item'],
    [2, 'item', '2 items'],
    [1_000, 'order', '1000 orders'],
  ])('%i %s reads "%s"', (count, noun, text) => {
    expect(plural(count, noun)).toBe(text);
  });

  it('takes an irregular plural', () => {
    expect(plural(1, 'person', 'people')).toBe('1 person');
    expect(plural(3, 'person', 'people')).toBe('3 people');
  });

  it('gives the noun alone', () => {
    expect(pluralNoun(1, 'review')).toBe('review');
    expect(pluralNoun(0, 'review')).toBe('reviews');
  });
});

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1234567)).toBe('1,234,567');
  });
});

describe('monthName', () => {
  it('names a month of the year, long or short', () => {
    expect(monthName(1)).toBe('January');
    expect(monthName(12, 'short')).toBe('Dec');
  });
});

describe('formatDate', () => {
  const iso = '2025-03-14T10:00:00.000Z';

  it.each([
    ['medium', 'Mar 14, 2025'],
    ['long', 'March 14, 2025'],
    ['monthYear', 'March 2025'],
  ] as const)('writes the %s style in US English', (style, text) => {
    expect(formatDate(iso, style)).toBe(text);
  });

  it('writes order dates in the viewer’s locale and time zone', () => {
    expect(formatDate(iso, 'localDate')).toBe(new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso)));
    expect(formatDate(iso, 'localDateTime')).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
    );
  });

  it('answers the fallback for a missing or broken date', () => {
    expect(formatDate(null, 'medium')).toBe('—');
    expect(formatDate(undefined, 'localDateTime')).toBe('—');
    expect(formatDate('not a date', 'long', '')).toBe('');
  });
});

// formatCents and formatDollars are proven in @shop/shared/money.test.ts.
describe('formatLineTotal', () => {
  it('writes a line total in exact cents, whatever floating point makes of the unit price', () => {
    expect(formatLineTotal(19.99, 3)).toBe('$59.97');
    expect(formatLineTotal(0.1, 3)).toBe('$0.30');
    expect(formatLineTotal(29.99, 1)).toBe('$29.99');
  });

  it('writes any line total as quantity times the unit price in cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 99 }), (unitCents, quantity) => {
        expect(formatLineTotal(unitCents / 100, quantity)).toBe(formatCents(unitCents * quantity));
      }),
    );
  });
});
