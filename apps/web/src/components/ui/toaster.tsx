import { TOAST_DURATION_MS } from '@shop/shared/constants';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { toasterIsMounted, toastsRequested } from './toast';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

// NOTE: toasts sit below the fixed header, so they never cover the bag or account buttons
// (a hovered toast also pauses its own timer).
const BELOW_HEADER = { top: 'calc(var(--spacing-header) + 0.75rem)', right: '1rem' };
const BELOW_HEADER_PHONE = { top: 'calc(var(--spacing-header) + 0.5rem)', right: '0.5rem', left: '0.5rem' };

/**
 * The shop's toasts: top right, closing by themselves after two seconds, no progress bar.
 * Mounted with the first toast (see ./toast).
 */
export function ShopToaster() {
  const requested = useSyncExternalStore(toastsRequested.subscribe, toastsRequested.get, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-right" duration={TOAST_DURATION_MS} offset={BELOW_HEADER} mobileOffset={BELOW_HEADER_PHONE} />
      <AfterMount run={toasterIsMounted} />
    </Suspense>
  );
}

/** Runs `run` once its Suspense boundary has committed, i.e. once the Toaster beside it is mounted. */
function AfterMount({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}
