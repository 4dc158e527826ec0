import { sizeLabel } from '@shop/shared/constants';
import type { AdminStats } from '@shop/shared/stats.schema';
import { useId, type ReactNode } from 'react';
import { capitalize } from '@/features/catalogue/catalogue-labels';
import { ColorSwatch } from '@/features/catalogue/components/color-swatch';
import { formatDollars } from '@/lib/format';
import { colorBars, formatUnits, nothingYet, sizeBars, yearPhrase, type UnitsBar } from '../admin-stats-summary';
import { StatsCard } from './admin-stats-card';

/** The year's units sold by size and by colour, as bars with their numbers. */
export function UnitsSoldCard({ stats, thisYear, busy }: { stats: AdminStats; thisYear: number; busy: boolean }) {
  const nothing = stats.unitsBySize.length === 0;
  return (
    <StatsCard title={`Units sold ${yearPhrase(stats.year, thisYear)}`} busy={busy}>
      {nothing ? (
        <p className="text-sm text-muted">{nothingYet('Nothing sold', stats.year, thisYear)}</p>
      ) : (
        // Side by side only where each list has room for its bars (the card spans the page below xl).
        <div className="@container">
          <div className="grid gap-6 @xl:grid-cols-2">
            <UnitsBars title="By size" bars={sizeBars(stats)} label={(size) => sizeLabel(size)} />
            <UnitsBars
              title="By colour"
              bars={colorBars(stats)}
              label={(color) => (
                <span className="flex items-center gap-2">
                  <ColorSwatch color={color} />
                  {capitalize(color)}
                </span>
              )}
            />
          </div>
        </div>
      )}
    </StatsCard>
  );
}

function UnitsBars({ title, bars, label }: { title: string; bars: UnitsBar[]; label: (key: string) => ReactNode }) {
  const titleId = useId();
  return (
    <div>
      <h3 id={titleId} className="text-sm font-semibold tracking-[0.12em] text-muted uppercase">
        {title}
      </h3>
      <ul aria-labelledby={titleId} className="mt-3 space-y-2.5">
        {bars.map((bar) => (
          <li key={bar.key} className="grid grid-cols-[minmax(4.5rem,auto)_1fr_auto] items-center gap-3 text-sm">
            <span className="min-w-0 truncate">{label(bar.key)}</span>
            <span aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-sand">
              <span className="block h-full rounded-full bg-clay" style={{ width: `${bar.share}%` }} />
            </span>
            <span className="text-right tabular-nums">{formatUnits(bar.units)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The year's best sellers, most units first, with what they brought in. */
export function BestSellersCard({ stats, thisYear, busy }: { stats: AdminStats; thisYear: number; busy: boolean }) {
  return (
    <StatsCard title={`Best sellers ${yearPhrase(stats.year, thisYear)}`} busy={busy}>
      {stats.bestSellers.length === 0 ? (
        <p className="text-sm text-muted">{nothingYet('Nothing sold', stats.year, thisYear)}</p>
      ) : (
        <ol className="divide-y divide-line">
          {stats.bestSellers.map((seller, index) => (
            <li key={seller.productId} className="flex items-center gap-3 py-2.5">
              <span aria-hidden="true" className="w-6 shrink-0 text-sm text-muted tabular-nums">
                {index + 1}
              </span>
              <span className="min-w-0 flex-1 font-medium break-words">{seller.name}</span>
              <span className="shrink-0 text-right text-sm">
                <span className="block tabular-nums">{formatDollars(seller.revenue)}</span>
                <span className="block text-xs text-muted">{formatUnits(seller.units)}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </StatsCard>
  );
}
