import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import type { ReviewsSection as ReviewsSectionType, ReviewsSectionProps } from './reviews-section';

let Loaded: typeof ReviewsSectionType | undefined;

const load = async () => {
  Loaded ??= (await import('./reviews-section')).ReviewsSection;
  return Loaded;
};

const Lazy = lazy(async () => ({ default: await load() }));

/** Loads the reviews' code; the server awaits it (the product route's prefetch) so that it renders them. */
export async function preloadReviewsSection(): Promise<void> {
  await load();
}

/**
 * The reviews, whose code (sorting, paging, votes) stays out of the product page's first load:
 * they are below the fold. The server renders them in full (its route preloads the code first);
 * in the browser the rest of the page hydrates at once and the reviews as soon as their code
 * arrives, their server HTML on screen meanwhile (React keeps a suspended boundary's HTML).
 */
export function LazyReviewsSection(props: ReviewsSectionProps) {
  return (
    <Suspense fallback={<Skeleton className="h-64 w-full rounded-xl" />}>{Loaded ? <Loaded {...props} /> : <Lazy {...props} />}</Suspense>
  );
}
