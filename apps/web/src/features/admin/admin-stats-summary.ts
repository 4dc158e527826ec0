/** What the admin charts show, in words and numbers (shared by the charts and their text summaries). */
import type { AdminStats } from '@shop/shared/stats.schema';
import { formatDollars, monthName } from '@/lib/format';

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

export function earningsSummary(stats: AdminStats): string {
  const months = monthlyEarnings(stats);
  const total = months.reduce((sum, entry) => sum + Math.round(entry.earnings * 100), 0) / 100;
  if (total === 0) return 'No earnings recorded yet this year.';
  const best = months.reduce((top, entry) => (entry.earnings > top.earnings ? entry : top));
  return `${formatDollars(total)} earned this year; the best month was ${best.name} with ${formatDollars(best.earnings)}.`;
}
