import { Star } from 'lucide-react';
import { RATING_MAX } from '@shop/shared/constants';
import { cn } from '@/lib/class-names';
import { useT } from '@/i18n/i18n';

const sizes = { sm: 'size-3.5', md: 'size-4', lg: 'size-5' } as const;

function StarRow({ className, filled }: { className: string; filled: boolean }) {
  return (
    <span className="flex w-max gap-0.5">
      {Array.from({ length: RATING_MAX }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          strokeWidth={1.5}
          className={cn('shrink-0', className, filled ? 'fill-current' : 'fill-transparent')}
        />
      ))}
    </span>
  );
}

/**
 * A rating from 0 to 5 as five stars, filled to the exact fraction. Read as one image:
 * 'Rated 4.5 out of 5' (or 'Not rated yet' for 0).
 */
export function Stars({ rating, size = 'md', className }: { rating: number; size?: keyof typeof sizes; className?: string }) {
  const clamped = Math.min(RATING_MAX, Math.max(0, rating));
  const rounded = Math.round(clamped * 10) / 10;
  const t = useT();
  const label = rounded > 0 ? t('stars.rated', { rating: rounded, max: RATING_MAX }) : t('stars.notRated');
  return (
    <span role="img" aria-label={label} className={cn('relative inline-flex shrink-0 text-clay', className)}>
      <StarRow className={cn(sizes[size], 'text-stone')} filled={false} />
      <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${(clamped / RATING_MAX) * 100}%` }}>
        <StarRow className={sizes[size]} filled />
      </span>
    </span>
  );
}
