/**
 * Whether a side sheet is open, for what has to keep clear of it: the toasts move aside so
 * that they never cover the sheet's lines.
 */
let held = 0;
const listeners = new Set<() => void>();

export const openSheets = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: () => held > 0,
  /** Counts one sheet open until the returned function is called. */
  hold(): () => void {
    held += 1;
    for (const listener of listeners) listener();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      held -= 1;
      for (const listener of listeners) listener();
    };
  },
};
