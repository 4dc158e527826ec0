/** What the size swaps of exchanges say, in words: the product page's line and the admin's advice. Zod-free. */
import { sizeLabel } from './constants';
import type { SwapsOfSize } from './review-fit';

/**
 * 'Of 40 buyers of M, 9 swapped to L': the buyers of the size and those who swapped it for the
 * size most chosen; ', 2 to other sizes' when some chose others.
 */
export function swapLine({ size, buyers, swapped, mostlyTo, mostlyToCount }: SwapsOfSize): string {
  const of = `Of ${buyers} buyers of ${sizeLabel(size)}`;
  if (!mostlyTo) return `${of}, ${swapped} swapped to another size`;
  const others = swapped - mostlyToCount;
  return `${of}, ${mostlyToCount} swapped to ${sizeLabel(mostlyTo)}${others > 0 ? `, ${others} to other sizes` : ''}`;
}

/** The swaps to show for a size: its own, or with none chosen, those of the size most swapped from. */
export function swapsToShow<Swaps extends SwapsOfSize>(fitSwaps: readonly Swaps[], size: string): Swaps | null {
  if (size) return fitSwaps.find((swaps) => swaps.size === size) ?? null;
  return fitSwaps.reduce<Swaps | null>((most, swaps) => (!most || swaps.swapped > most.swapped ? swaps : most), null);
}

/**
 * Which way a product runs by its swaps: 'small' when more than half of them go up its sizes
 * (in the size set's order), 'large' when more than half go down, else null. A size it is no
 * longer made in has no place in the order: such swaps count for neither way.
 */
export function swapsLean(swaps: readonly { fromSize: string; toSize: string; count: number }[], sizes: readonly string[]) {
  let up = 0;
  let down = 0;
  let total = 0;
  for (const { fromSize, toSize, count } of swaps) {
    const from = sizes.indexOf(fromSize);
    const to = sizes.indexOf(toSize);
    total += count;
    if (from < 0 || to < 0) continue;
    if (to > from) up += count;
    else if (to < from) down += count;
  }
  if (up * 2 > total) return 'small' as const;
  if (down * 2 > total) return 'large' as const;
  return null;
}
