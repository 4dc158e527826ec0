/**
 * Parts of a page whose code loads after the rest (the product page's reviews) hydrate late:
 * until they have, their server HTML is on screen but a click on it does nothing. Each such
 * part marks its server HTML with `LATE_HYDRATION`; the page counts the marks before it
 * hydrates (main.tsx), and its 'interactive' mark waits until each part has said it hydrated,
 * so that the mark means the whole page answers.
 */
const ATTRIBUTE = 'data-hydrates-late';

/** Spread on the element around a part that hydrates late. */
export const LATE_HYDRATION = { [ATTRIBUTE]: '' };

let waiting = 0;
let allHydrated: () => void = () => {};
const hydrated = new Promise<void>((resolve) => {
  allHydrated = resolve;
});

/** Counts the late parts in the server's HTML, before it hydrates. */
export function expectLateHydration(root: ParentNode): void {
  waiting = root.querySelectorAll(`[${ATTRIBUTE}]`).length;
  if (waiting === 0) allHydrated();
}

/** A late part has hydrated (or its code failed to load: it will not). Each part says so once. */
export function lateHydrated(): void {
  waiting -= 1;
  if (waiting <= 0) allHydrated();
}

/** Settles once every late part of the server's HTML has hydrated. */
export function lateHydrationDone(): Promise<void> {
  return hydrated;
}
