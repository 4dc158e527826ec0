/** What a product's fit votes say, the same on the product page and wherever else it is read. */
import { sizeLabel, type ReviewFit } from './constants';

export type FitCounts = Record<ReviewFit, number>;

export const FIT_LABELS: Record<ReviewFit, string> = { small: 'Runs small', true: 'True to size', large: 'Runs large' };

/** Below this many fit votes, no majority is claimed. */
export const FIT_MAJORITY_MIN_VOTES = 3;

/** The fit more than half the fit votes give, once there are at least three; otherwise null. */
export function fitMajority(counts: FitCounts): ReviewFit | null {
  const total = counts.small + counts.true + counts.large;
  if (total < FIT_MAJORITY_MIN_VOTES) return null;
  return (Object.keys(FIT_LABELS) as ReviewFit[]).find((fit) => counts[fit] * 2 > total) ?? null;
}

/** 'Most buyers say: true to size', or null without a majority. */
export function fitVerdict(counts: FitCounts): string | null {
  const majority = fitMajority(counts);
  return majority ? `Most buyers say: ${FIT_LABELS[majority].toLowerCase()}` : null;
}

/** The advice beside the size select when most fit votes say the product runs small or large. */
export function sizeAdvice(counts: FitCounts): string | null {
  const majority = fitMajority(counts);
  if (majority === 'small') return 'Runs small: consider one size up';
  if (majority === 'large') return 'Runs large: consider one size down';
  return null;
}

/**
 * What the exchanges say of one size of a product (`GET /api/products/{id}/fit`): of `buyers`
 * orders of `size`, `swapped` exchanged it for another size, `mostlyToCount` of them for `mostlyTo`.
 */
export interface SwapsOfSize {
  size: string;
  buyers: number;
  swapped: number;
  mostlyTo: string | null;
  mostlyToCount: number;
}

/** The swaps from a size speak once at least one of this many of its buyers swapped to the same other size. */
export const SWAPS_SPEAK_ONE_IN = 10;

/**
 * The one size suggestion beside the size select, from the fit votes and the swaps from the
 * size in question (none when it has too few to show). Votes alone, or votes and swaps that go
 * the same way (up or down `sizes`, the product's sizes in order), give `sizeAdvice`; swaps
 * alone, 'Buyers of M often chose L: consider L'. Where they disagree the swaps win, being real
 * purchases, and the suggestion says what the reviews say. The API makes it for each size it tells
 * of (`GET /api/products/{id}/fit`), so that the product page's first load carries none of it.
 */
export function sizeSuggestion(counts: FitCounts, swaps: SwapsOfSize | null | undefined, sizes: readonly string[] = []): string | null {
  const suggestion = sizeSuggestionOf(counts, swaps, sizes);
  if (!suggestion) return null;
  if (suggestion.kind === 'advice')
    return suggestion.fit === 'small' ? 'Runs small: consider one size up' : 'Runs large: consider one size down';
  const chose = `often chose ${sizeLabel(suggestion.to)}: consider ${sizeLabel(suggestion.to)}`;
  return suggestion.reviews
    ? `Reviews say ${FIT_LABELS[suggestion.reviews].toLowerCase()}, but buyers of ${sizeLabel(suggestion.from)} ${chose}`
    : `Buyers of ${sizeLabel(suggestion.from)} ${chose}`;
}

/**
 * `sizeSuggestion` as what it says rather than in words, for a page to write in its language:
 * the votes' advice (`fit`), or the swaps' size (`from` to `to`), with what the reviews say
 * where they disagree (`reviews`).
 */
export type SizeSuggestion =
  { kind: 'advice'; fit: 'small' | 'large' } | { kind: 'swaps'; from: string; to: string; reviews: ReviewFit | null };

export function sizeSuggestionOf(
  counts: FitCounts,
  swaps: SwapsOfSize | null | undefined,
  sizes: readonly string[] = [],
): SizeSuggestion | null {
  const votes = fitMajority(counts);
  const advice = votes === 'small' || votes === 'large' ? ({ kind: 'advice', fit: votes } as const) : null;
  const to = swaps?.mostlyTo;
  if (!swaps || !to || swaps.mostlyToCount * SWAPS_SPEAK_ONE_IN < swaps.buyers) return advice;
  const from = sizes.indexOf(swaps.size);
  const toAt = sizes.indexOf(to);
  const swapsSay: ReviewFit | null = from < 0 || toAt < 0 ? null : toAt > from ? 'small' : 'large';
  if (votes && votes === swapsSay) return advice;
  return { kind: 'swaps', from: swaps.size, to, reviews: votes && swapsSay ? votes : null };
}
