import type { ComponentProps } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useMessages } from '@/i18n/i18n';
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

/**
 * Its words load with its code (they are not in the page's first load either), and the section
 * waits for them here, where no hook follows: a component that suspended for them between its
 * own hooks is replayed by React, and one whose words arrived meanwhile broke its hydration
 * ('Update hook called on initial render', React error 467), which then fell back to rendering
 * in the browser.
 */
export function LazyReviewsSection(props: ComponentProps<typeof reviews.LazyPart>) {
  useMessages('reviews');
  return <reviews.LazyPart {...props} />;
}

/** Loads the reviews' code; the server awaits it (the product route's prefetch) so that it renders them. */
export const preloadReviewsSection = reviews.preload;
