import { vi } from 'vitest';

/** jsdom has no ResizeObserver, which the charts' responsive containers need: a silent one. */
export function stubResizeObserver(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}
