import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { toasterIsMounted, toastsRequested } from './toast';

const PlacedToaster = lazy(() => import('./placed-toaster').then((module) => ({ default: module.PlacedToaster })));

/**
 * The shop's toasts: top right, closing by themselves after two seconds, no progress bar, and
 * clear of an open bag (./placed-toaster). Mounted with the first toast (see ./toast).
 */
export function ShopToaster() {
  const requested = useSyncExternalStore(toastsRequested.subscribe, toastsRequested.get, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <PlacedToaster />
      <AfterMount run={toasterIsMounted} />
    </Suspense>
  );
}

/** Runs `run` once its Suspense boundary has committed, i.e. once the Toaster beside it is mounted. */
function AfterMount({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}
