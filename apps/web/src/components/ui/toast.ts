/**
 * The shop's toasts. Sonner loads with the first toast, so a page that never shows one never
 * downloads it; the toaster mounts then and shows what was asked for meanwhile.
 */
import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();
let markMounted = () => {};
// NOTE: sonner shows only the toasts made after its Toaster mounted; earlier ones are lost.
const toasterMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Sonner, once its Toaster is on screen. */
function ready(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of listeners) listener();
  }
  const loaded = sonner;
  return toasterMounted.then(() => loaded);
}

export const toast = {
  message: (message: string, options?: ExternalToast) => void ready().then(({ toast: show }) => show(message, options)),
  success: (message: string, options?: ExternalToast) => void ready().then(({ toast: show }) => show.success(message, options)),
  error: (message: string, options?: ExternalToast) => void ready().then(({ toast: show }) => show.error(message, options)),
};

/** Called by the toaster once it is on screen. */
export function toasterIsMounted(): void {
  markMounted();
}

/** For the toaster: whether a toast was ever asked for (it mounts from then on). */
export const toastsRequested = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: () => sonner !== undefined,
};
