/** What the admin charts show, in words and numbers (shared by the charts and their text summaries). */
import { PRODUCT_SIZES } from '@shop/shared/constants';
import { AdminStatsQuerySchema, type AdminStats } from '@shop/shared/stats.schema';
import { formatCount, formatDollars, monthName, pluralNoun } from '@/lib/format';

export interface MixSlice {
  key: 'orders' | 'products' | 'reviews' | 'users';
  label: string;
  value: number;
  color: string;
}

/** The pie's slices; each colour is at least 3:1 against white. */
export function shopMix(stats: AdminStats): MixSlice[] {
  return [
    { key: 'orders', label: 'Orders', value: stats.totalOrders, color: '#1f1b17' },
    { key: 'products', label: 'Products', value: stats.totalProducts, color: '#7a4630' },
    { key: 'reviews', label: 'Reviews', value: stats.totalReviews, color: '#2f5d9e' },
    { key: 'users', label: 'Users', value: stats.totalUsers, color: '#3f7a4a' },
  ];
}

export function shopMixSummary(stats: AdminStats): string {
  return `Pie chart: ${shopMix(stats)
    .map((slice) => `${slice.value} ${slice.label.toLowerCase()}`)
    .join(', ')}`;
}

/** The months January to December in order, with a month the answer lacks as 0. */
export function monthlyEarnings(stats: AdminStats): Array<{ month: number; name: string; earnings: number }> {
  return Array.from({ length: 12 }, (_, index) => {
    const month = index + 1;
    return {
      month,
      name: monthName(month),
      earnings: stats.monthlyEarnings.find((entry) => entry.month === month)?.earnings ?? 0,
    };
  });
}

/** 'this year' or 'in 2024'. */
export function yearPhrase(year: number, thisYear: number): string {
  return year === thisYear ? 'this year' : `in ${year}`;
}

/** 'Nothing sold yet this year.', 'Nothing sold in 2024.' */
export function nothingYet(what: string, year: number, thisYear: number): string {
  return year === thisYear ? `${what} yet this year.` : `${what} in ${year}.`;
}

export function earningsSummary(stats: AdminStats, thisYear: number): string {
  const months = monthlyEarnings(stats);
  const total = months.reduce((sum, entry) => sum + Math.round(entry.earnings * 100), 0) / 100;
  const when = yearPhrase(stats.year, thisYear);
  if (total === 0) return nothingYet('No earnings recorded', stats.year, thisYear);
  const best = months.reduce((top, entry) => (entry.earnings > top.earnings ? entry : top));
  return `${formatDollars(total)} earned ${when}; the best month was ${best.name} with ${formatDollars(best.earnings)}.`;
}

/** The `?year=` of the dashboard's URL, checked as the API checks it; undefined (this year) when missing or bad. */
export function readStatsYear(value: string | null): number | undefined {
  const parsed = AdminStatsQuerySchema.shape.year.safeParse(value ?? undefined);
  return parsed.success ? parsed.data : undefined;
}

/** The years the switch offers, newest first: from the first sale (or the year shown, if earlier) to this year. */
export function statsYears(firstYear: number, thisYear: number, shown: number): number[] {
  const from = Math.min(firstYear, shown, thisYear);
  const to = Math.max(thisYear, shown);
  return Array.from({ length: to - from + 1 }, (_, index) => to - index);
}

/** A number of units sold, as the sales cards say it: '1,250 units'. */
export function formatUnits(units: number): string {
  return `${formatCount(units)} ${pluralNoun(units, 'unit')}`;
}

export interface UnitsBar {
  key: string;
  units: number;
  /** The bar's length, as a percentage of the longest. */
  share: number;
}

/** Units sold as bars, the longest full. */
function bars(entries: Array<{ key: string; units: number }>): UnitsBar[] {
  const most = Math.max(0, ...entries.map((entry) => entry.units));
  return entries.map((entry) => ({ ...entry, share: most === 0 ? 0 : Math.round((entry.units / most) * 100) }));
}

/** Sizes read best in their own order (S, M, L, XL, One size); sizes the shop no longer offers last. */
export function sizeBars(stats: AdminStats): UnitsBar[] {
  const rank = (size: string) => {
    const index = (PRODUCT_SIZES as readonly string[]).indexOf(size);
    return index === -1 ? PRODUCT_SIZES.length : index;
  };
  return bars(
    [...stats.unitsBySize]
      .sort((a, b) => rank(a.size) - rank(b.size) || a.size.localeCompare(b.size))
      .map((entry) => ({ key: entry.size, units: entry.units })),
  );
}

/** Colours, the best selling first (as the API answers them). */
export function colorBars(stats: AdminStats): UnitsBar[] {
  return bars(stats.unitsByColor.map((entry) => ({ key: entry.color, units: entry.units })));
}
