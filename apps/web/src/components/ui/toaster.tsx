import { TOAST_DURATION_MS } from '@shop/shared/constants';
import { Toaster } from 'sonner';

// NOTE: toasts sit below the fixed header, so they never cover the bag or account buttons
// (a hovered toast also pauses its own timer).
const BELOW_HEADER = { top: 'calc(var(--spacing-header) + 0.75rem)', right: '1rem' };
const BELOW_HEADER_PHONE = { top: 'calc(var(--spacing-header) + 0.5rem)', right: '0.5rem', left: '0.5rem' };

/** The shop's toasts: top right, closing by themselves after two seconds, no progress bar. */
export function ShopToaster() {
  return (
    <Toaster
      position="top-right"
      duration={TOAST_DURATION_MS}
      offset={BELOW_HEADER}
      mobileOffset={BELOW_HEADER_PHONE}
    />
  );
}
