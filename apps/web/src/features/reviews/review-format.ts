const reviewDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** A review's date in long US format: 'November 21, 2026'. */
export function formatReviewDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : reviewDate.format(date);
}

/** '1 star', '4 stars'. */
export function starsLabel(count: number): string {
  return `${count} ${count === 1 ? 'star' : 'stars'}`;
}
