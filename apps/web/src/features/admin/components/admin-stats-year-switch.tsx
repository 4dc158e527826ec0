import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { inputStyles } from '@/components/ui/field';
import { cn } from '@/lib/class-names';

/** Chooses the year of the earnings, units sold and best sellers: a step back or on, or any year from the list. */
export function YearSwitch({ year, years, onChange }: { year: number; years: readonly number[]; onChange: (year: number) => void }) {
  const newest = years[0] ?? year;
  const oldest = years[years.length - 1] ?? year;
  return (
    <div role="group" aria-label="Year" className="flex items-center gap-1">
      <Button variant="ghost" size="icon" aria-label="Previous year" disabled={year <= oldest} onClick={() => onChange(year - 1)}>
        <ChevronLeft aria-hidden="true" className="size-5" />
      </Button>
      <select
        aria-label="Year shown"
        value={year}
        onChange={(event) => onChange(Number(event.target.value))}
        className={cn(inputStyles, 'min-h-touch w-auto tabular-nums')}
      >
        {years.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <Button variant="ghost" size="icon" aria-label="Next year" disabled={year >= newest} onClick={() => onChange(year + 1)}>
        <ChevronRight aria-hidden="true" className="size-5" />
      </Button>
    </div>
  );
}
