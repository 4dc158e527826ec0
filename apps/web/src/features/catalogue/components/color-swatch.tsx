import type { CSSProperties } from 'react';
import type { Color } from '@shop/shared/color.schema';
import { cn } from '@/lib/class-names';
import { useShopColors } from '../api/get-shop-options';

/** How a colour is painted: its hex, or its picture (a print); undefined for the neutral chip. */
export function swatchStyle(color: Pick<Color, 'hex' | 'image'> | undefined): CSSProperties | undefined {
  if (color?.image) return { backgroundImage: `url("${color.image}")`, backgroundSize: 'cover', backgroundPosition: 'center' };
  if (color?.hex) return { backgroundColor: color.hex };
  return undefined;
}

const NEUTRAL = 'bg-[conic-gradient(var(--color-sand)_0_25%,var(--color-stone)_0_50%,var(--color-sand)_0_75%,var(--color-stone)_0)]';

/** A small round chip painted as a swatch (hex or picture), or the neutral chip. */
export function SwatchChip({ paint, className }: { paint: CSSProperties | undefined; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-block size-4 shrink-0 rounded-full border border-ink/20', !paint && NEUTRAL, className)}
      style={paint}
    />
  );
}

/**
 * A small round chip of one of the shop's colours, painted as the shop keeps it; a colour it has
 * not got (or before the colours arrive) gets the neutral chip. Decorative: its name is always
 * written beside it, or is the label of the control it sits in.
 */
export function ColorSwatch({ color, className }: { color: string; className?: string }) {
  const { data } = useShopColors();
  return <SwatchChip paint={swatchStyle(data?.find((shopColor) => shopColor.handle === color))} className={className} />;
}
