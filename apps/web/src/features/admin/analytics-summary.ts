/**
 * The analytics page's words and numbers: the range of days in the URL, each figure's change
 * against the period before, and rates as percentages. Pure, for the page and its tests.
 */
import {
  addDays,
  DEFAULT_REPORT_DAYS,
  daysBetween,
  MAX_REPORT_DAYS,
  type AnalyticsReport,
  type DayRange,
} from '@shop/shared/analytics.schema';

const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/** Today as the report counts days: in UTC. */
export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);

/** The last 30 days, today included. */
export function defaultRange(now = new Date()): DayRange {
  const to = utcToday(now);
  return { from: addDays(to, -(DEFAULT_REPORT_DAYS - 1)), to };
}

/** What is wrong with a range, in words for the form; undefined when nothing is. */
export function rangeProblem({ from, to }: DayRange): string | undefined {
  if (!isDay(from) || !isDay(to)) return 'Pick both days.';
  if (to < from) return 'Pick a day on or after the ‘From’ day.';
  if (daysBetween(from, to) > MAX_REPORT_DAYS) return `Pick at most ${MAX_REPORT_DAYS} days.`;
  return undefined;
}

/** The range in the URL (`?from=&to=`), or the last 30 days when it holds none that makes sense. */
export function readRange(params: URLSearchParams, now = new Date()): DayRange {
  const fallback = defaultRange(now);
  const from = params.get('from');
  const to = params.get('to');
  const asked = { from: isDay(from) ? from : fallback.from, to: isDay(to) ? to : fallback.to };
  return rangeProblem(asked) ? fallback : asked;
}

/** 'previous 30 days', 'previous day': what each figure is compared with. */
export function previousPeriod(range: DayRange): string {
  const days = daysBetween(range.from, range.to);
  return days === 1 ? 'previous day' : `previous ${days} days`;
}

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

/** A share as a percentage (`12.5%`); a dash when there was nothing to divide by. */
export function formatRate(ratio: number | null): string {
  return ratio === null ? '—' : percent.format(ratio);
}

const signed = (value: number) => (value > 0 ? `+${value}` : value < 0 ? `−${Math.abs(value)}` : '0');

/** A count's change in words: '+12% vs previous 30 days', 'None in the previous 30 days'. */
export function changeText(current: number | null, previous: number | null, period: string): string {
  if (current === null && previous === null) return `None in the ${period} either`;
  if (!previous) return current ? `None in the ${period}` : `None in the ${period} either`;
  if (current === null) return `None, against some in the ${period}`;
  const change = Math.round(((current - previous) / previous) * 100);
  return `${signed(change)}% vs ${period}`;
}

/** A rate's change in percentage points: '+1.5 pts vs previous 30 days'. */
export function pointsText(current: number | null, previous: number | null, period: string): string {
  if (current === null || previous === null) return `Nothing to compare in the ${period}`;
  return `${pointsChange(current, previous)} vs ${period}`;
}

/** A rate's change in percentage points, short, for a table's cell: '+1.5 pts'; null when either side had nothing to divide by. */
export function pointsChange(current: number | null, previous: number | null): string | null {
  if (current === null || previous === null) return null;
  return `${signed(Math.round((current - previous) * 1000) / 10)} pts`;
}

/** A count's change, short, for a table's cell: '+12%', '−3%', '0%'; 'new' when there was none before. */
export function countChange(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? '0%' : 'new';
  return `${signed(Math.round(((current - previous) / previous) * 100))}%`;
}

/** Whether nothing at all was recorded in the range: no step of the funnel, no search, no referrer. */
export function isQuiet(report: AnalyticsReport): boolean {
  const { totals } = report.funnel;
  return (
    totals.views + totals.bag + totals.checkout + totals.paid === 0 &&
    report.emptySearches.length === 0 &&
    report.referrers.length === 0 &&
    report.averageOrderCents.current === null
  );
}
