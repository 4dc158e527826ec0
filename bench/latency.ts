/** Percentiles and means of latency samples, in milliseconds. */
export interface LatencySummary {
  count: number;
  mean: number;
  p50: number;
  p99: number;
}

/** Nearest-rank percentile of ascending samples. */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.max(1, Math.ceil(fraction * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1]!;
}

export function summarise(samples: readonly number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, value) => sum + value, 0) / (sorted.length || 1);
  return { count: sorted.length, mean, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
}
