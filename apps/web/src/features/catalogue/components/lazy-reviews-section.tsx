import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { LATE_HYDRATION, lateHydrated } from '@/lib/late-hydration';
import type { ReviewsSection as ReviewsSectionType, ReviewsSectionProps } from './reviews-section';

let Loaded: typeof ReviewsSectionType | undefined;

const load = async () => {
  Loaded ??= (await import('./reviews-section')).ReviewsSection;
  return Loaded;
};

// The first reviews of this browser tell the page once that they hydrated (or cannot).
let reported = false;
const reportHydrated = () => {
  if (reported) return;
  reported = true;
  lateHydrated();
};

function HydratedReviewsSection(props: ReviewsSectionProps) {
  useEffect(reportHydrated, []);
  const Section = Loaded!;
  return <Section {...props} />;
}

type SectionModule = { default: ComponentType<ReviewsSectionProps> };
const sectionModule: SectionModule = { default: HydratedReviewsSection };

// NOTE: once the code is loaded (the server preloads it), a thenable that resolves at once:
// React then renders the section without suspending, so the server's HTML holds the reviews.
const Lazy = lazy(() =>
  Loaded
    ? ({ then: (resolve: (module: SectionModule) => void) => resolve(sectionModule) } as unknown as Promise<SectionModule>)
    : load().then(
        () => sectionModule,
        (error: unknown) => {
          reportHydrated();
          throw error;
        },
      ),
);

/** Loads the reviews' code; the server awaits it (the product route's prefetch) so that it renders them. */
export async function preloadReviewsSection(): Promise<void> {
  await load();
}

/**
 * The reviews, whose code (sorting, paging, votes) stays out of the product page's first load:
 * they are below the fold. The server renders them in full (its route preloads the code first);
 * in the browser the rest of the page hydrates at once and the reviews as soon as their code
 * arrives, their server HTML on screen meanwhile (React keeps a suspended boundary's HTML). The
 * page is not marked interactive until they have hydrated too.
 */
export function LazyReviewsSection(props: ReviewsSectionProps) {
  return (
    <div {...LATE_HYDRATION}>
      <Suspense fallback={<Skeleton className="h-64 w-full rounded-xl" />}>
        <Lazy {...props} />
      </Suspense>
    </div>
  );
}
