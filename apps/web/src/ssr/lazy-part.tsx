import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { LATE_HYDRATION, lateHydrated } from './late-hydration';

/**
 * A part of a server-rendered page whose code stays out of the page's first load (the product
 * page's reviews, below the fold). The server renders it in full (the page's route awaits
 * `preload` first); in the browser the rest of the page hydrates at once and the part as soon as
 * its code arrives, its server HTML on screen meanwhile (React keeps a suspended boundary's
 * HTML), showing `fallback` only where there is no such HTML. The page is not marked interactive
 * until the part has hydrated too (late-hydration.ts).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode) {
  let Loaded: ComponentType<P> | undefined;

  const loadOnce = async () => {
    Loaded ??= await load();
    return Loaded;
  };

  // The first of these parts in this browser tells the page once that it hydrated (or cannot).
  let reported = false;
  const reportHydrated = () => {
    if (reported) return;
    reported = true;
    lateHydrated();
  };

  function HydratedPart(props: P) {
    useEffect(reportHydrated, []);
    const Part = Loaded!;
    return <Part {...props} />;
  }

  type PartModule = { default: ComponentType<P> };
  const partModule: PartModule = { default: HydratedPart };

  // NOTE: once the code is loaded (the server preloads it), a thenable that resolves at once:
  // React then renders the part without suspending, so the server's HTML holds it.
  const Lazy = lazy(() =>
    Loaded
      ? ({ then: (resolve: (module: PartModule) => void) => resolve(partModule) } as unknown as Promise<PartModule>)
      : loadOnce().then(
          () => partModule,
          (error: unknown) => {
            reportHydrated();
            throw error;
          },
        ),
  );

  function LazyPart(props: P) {
    return (
      <div {...LATE_HYDRATION}>
        <Suspense fallback={fallback}>
          <Lazy {...props} />
        </Suspense>
      </div>
    );
  }

  /** Loads the part's code; the server awaits it so that it renders the part. */
  const preload = async (): Promise<void> => {
    await loadOnce();
  };

  return { LazyPart, preload };
}
