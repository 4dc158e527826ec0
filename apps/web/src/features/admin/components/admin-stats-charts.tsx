/** Loaded on demand (React.lazy), so the charting library stays out of the first download. */
import type { AdminStats } from '@shop/shared/stats.schema';
import { CartesianGrid, Cell, Line, LineChart, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatAxisDollars, formatDollars, monthName } from '@/lib/format';
import { monthlyEarnings, shopMix } from '../admin-stats-summary';

const AXIS_TICK = { fill: '#5c544b', fontSize: 12 };
const GRID = '#e2dbd1';

/** Orders, products, reviews and users as shares of one ring. */
export function ShopMixChart({ stats }: { stats: AdminStats }) {
  const data = shopMix(stats).filter((slice) => slice.value > 0);
  return (
    <ResponsiveContainer width="100%" height="100%">
      <PieChart accessibilityLayer={false}>
        <Pie
          data={data}
          dataKey="value"
          nameKey="label"
          innerRadius="55%"
          outerRadius="90%"
          paddingAngle={2}
          stroke="#ffffff"
          strokeWidth={2}
          isAnimationActive={false}
          rootTabIndex={-1}
        >
          {data.map((slice) => (
            <Cell key={slice.key} fill={slice.color} />
          ))}
        </Pie>
        <Tooltip separator=": " />
      </PieChart>
    </ResponsiveContainer>
  );
}

/** Earnings of every month of the year, January to December. */
export function MonthlyEarningsChart({ stats }: { stats: AdminStats }) {
  const data = monthlyEarnings(stats);
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={data} margin={{ top: 8, right: 20, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" stroke={GRID} vertical={false} />
        <XAxis
          dataKey="month"
          tick={AXIS_TICK}
          tickLine={false}
          axisLine={{ stroke: GRID }}
          interval="preserveStartEnd"
          tickFormatter={(month: number) => monthName(month, 'short')}
        />
        <YAxis tick={AXIS_TICK} tickLine={false} axisLine={false} width={64} allowDecimals={false} tickFormatter={formatAxisDollars} />
        <Tooltip
          formatter={(value) => [formatDollars(Number(value)), 'Earnings']}
          labelFormatter={(month) => monthName(Number(month))}
          separator=": "
        />
        <Line type="monotone" dataKey="earnings" stroke="#7a4630" strokeWidth={2.5} dot={{ r: 3, fill: '#7a4630' }} activeDot={{ r: 5 }} />
      </LineChart>
    </ResponsiveContainer>
  );
}
