import type { AdminStats } from '@shop/shared/stats.schema';
import { describe, expect, it } from 'vitest';
import { colorBars, nothingYet, readStatsYear, sizeBars, statsYears } from './admin-stats-summary';

const sales = (unitsBySize: AdminStats['unitsBySize'], unitsByColor: AdminStats['unitsByColor'] = []) =>
  ({ unitsBySize, unitsByColor }) as AdminStats;

describe('the dashboard’s year', () => {
  it('reads the URL’s year as the API checks it, and this year (undefined) otherwise', () => {
    expect(readStatsYear('2024')).toBe(2024);
    for (const bad of [null, '', 'soon', '1999', '2024.5', '2101']) expect(readStatsYear(bad)).toBeUndefined();
  });

  it('offers the years from the first sale to this year, newest first, and the year shown even outside them', () => {
    expect(statsYears(2024, 2026, 2026)).toEqual([2026, 2025, 2024]);
    expect(statsYears(2026, 2026, 2026)).toEqual([2026]);
    expect(statsYears(2025, 2026, 2020)).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020]);
    expect(statsYears(2025, 2026, 2030)[0]).toBe(2030);
  });

  it('says when nothing happened, with "yet" only for this year', () => {
    expect(nothingYet('Nothing sold', 2026, 2026)).toBe('Nothing sold yet this year.');
    expect(nothingYet('Nothing sold', 2024, 2026)).toBe('Nothing sold in 2024.');
  });
});

describe('units sold as bars', () => {
  it('puts sizes in their own order, sizes no longer offered last, the longest bar full', () => {
    const bars = sizeBars(
      sales([
        { size: 'xxl', units: 1 },
        { size: 'l', units: 8 },
        { size: 'one-size', units: 2 },
        { size: 's', units: 4 },
      ]),
    );
    expect(bars).toEqual([
      { key: 's', units: 4, share: 50 },
      { key: 'l', units: 8, share: 100 },
      { key: 'one-size', units: 2, share: 25 },
      { key: 'xxl', units: 1, share: 13 },
    ]);
  });

  it('keeps the colours as answered, most first', () => {
    expect(
      colorBars(
        sales(
          [],
          [
            { color: 'red', units: 3 },
            { color: 'black', units: 1 },
          ],
        ),
      ).map((bar) => bar.key),
    ).toEqual(['red', 'black']);
  });
});
