import { cn } from '@/lib/class-names';
import { useT } from '@/i18n/i18n';

/**
 * 'Final sale': the product cannot be exchanged (the shop's policy), on its page, its card and
 * its line in the bag.
 * NOTE: the look of `<Badge tone="warning">`, written out: importing Badge (all its tones) onto
 * every storefront card costs the /shop page bytes its budget does not have.
 */
export function FinalSaleBadge({ className }: { className?: string }) {
  const t = useT();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full bg-[#fbefd9] px-2.5 py-0.5 text-xs font-semibold tracking-wide whitespace-nowrap text-[#7a4a06] ring-1 ring-[#f0d9ae] ring-inset',
        className,
      )}
    >
      {t('product.finalSale')}
    </span>
  );
}
