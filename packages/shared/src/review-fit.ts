/** What a product's fit votes say, the same on the product page and wherever else it is read. */
import type { ReviewFit } from './constants';

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
