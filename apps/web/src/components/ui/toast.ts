/**
 * The shop's toasts. Sonner loads with the first toast, so a page that never shows one never
 * downloads it; the toaster mounts then and shows what was asked for meanwhile.
 */
import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of listeners) listener();
  }
  return sonner;
}

export const toast = {
  message: (message: string, options?: ExternalToast) => void loadSonner().then(({ toast: show }) => show(message, options)),
  success: (message: string, options?: ExternalToast) => void loadSonner().then(({ toast: show }) => show.success(message, options)),
  error: (message: string, options?: ExternalToast) => void loadSonner().then(({ toast: show }) => show.error(message, options)),
};

/** For the toaster: whether a toast was ever asked for (it mounts from then on). */
export const toastsRequested = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: () => sonner !== undefined,
};
