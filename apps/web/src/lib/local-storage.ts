/**
 * Local storage that never throws: storage can be disabled, full, or hold a value written by
 * an older version of the app, and none of those may break a page.
 */

/** The parsed JSON under `key`, or null when it is missing or not valid JSON. */
export function readJson(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the value still lives in memory for this visit.
  }
}

export function removeItem(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage disabled: there is nothing stored to remove.
  }
}
