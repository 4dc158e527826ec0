import { Skeleton } from '@/components/ui/skeleton';
import { lazyPart } from '@/ssr/lazy-part';

/**
 * The reviews, whose code (sorting, paging, votes) stays out of the product page's first load:
 * they are below the fold. A lazy part (src/ssr/lazy-part.tsx): the server renders them in full
 * (the product route's prefetch awaits `preloadReviewsSection`), the browser hydrates them once
 * their code arrives, their server HTML on screen meanwhile, and the page is not marked
 * interactive until they have hydrated too.
 */
const reviews = lazyPart(
  () => import('./reviews-section').then((module) => module.ReviewsSection),
  <Skeleton className="h-64 w-full rounded-xl" />,
);

export const LazyReviewsSection = reviews.LazyPart;

/** Loads the reviews' code; the server awaits it (the product route's prefetch) so that it renders them. */
export const preloadReviewsSection = reviews.preload;
