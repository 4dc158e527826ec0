/** Loaded on demand (React.lazy), so the charting library stays out of the first download. */
import type { UserStats } from '@shop/shared/auth.schema';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useMessages, useT } from '@/i18n/i18n';
import { formatAxisDollars, formatDollars } from '@/lib/format';

const BAR_SIZE = 56;
const COUNT_COLORS = ['#1f1b17', '#a9a095'];
const AXIS_TICK = { fill: '#5c544b', fontSize: 12 };

interface Row {
  name: string;
  /** Dollars, on the left axis. */
  money?: number;
  /** Counts, on the right axis. */
  count?: number;
  label: string;
}

/**
 * Dollars and counts differ by orders of magnitude, so they get an axis each: payments on the
 * left, reviews and products on the right. NOTE: each bar has one series left empty; a
 * negative gap as wide as a bar lays the two series over each other, so every bar is centred.
 */
export function UserStatsChart({ stats }: { stats: UserStats }) {
  useMessages('account');
  const t = useT();
  const data: Row[] = [
    { name: t('dashboard.chart.payments'), money: stats.totalPayments, label: formatDollars(stats.totalPayments) },
    { name: t('dashboard.chart.reviews'), count: stats.totalReviews, label: String(stats.totalReviews) },
    { name: t('dashboard.chart.products'), count: stats.totalPurchasedProducts, label: String(stats.totalPurchasedProducts) },
  ];
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 0, bottom: 0, left: 0 }} barSize={BAR_SIZE} barGap={-BAR_SIZE}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2dbd1" vertical={false} />
        <XAxis dataKey="name" tick={AXIS_TICK} tickLine={false} axisLine={{ stroke: '#e2dbd1' }} />
        <YAxis yAxisId="money" tick={AXIS_TICK} tickLine={false} axisLine={false} width={64} tickFormatter={formatAxisDollars} />
        <YAxis yAxisId="count" orientation="right" tick={AXIS_TICK} tickLine={false} axisLine={false} width={40} allowDecimals={false} />
        <Tooltip
          cursor={{ fill: '#f2ede6' }}
          formatter={(_value, _name, item) => [(item.payload as Row).label, (item.payload as Row).name]}
          labelFormatter={() => ''}
          separator=": "
        />
        <Bar yAxisId="money" dataKey="money" fill="#7a4630" radius={[6, 6, 0, 0]} />
        <Bar yAxisId="count" dataKey="count" radius={[6, 6, 0, 0]}>
          {data.map((row, index) => (
            <Cell key={row.name} fill={COUNT_COLORS[(index + 1) % 2]} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
