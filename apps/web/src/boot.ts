/**
 * The only script a server-rendered page loads at first (apps/api/src/plugins/page-html.ts
 * writes it in place of the app's entry). The page's HTML is complete, so the app's code is not
 * needed for the first paint: it is asked for once the page's main pictures are on screen, so
 * that on a phone it neither shares the first round trips with those pictures nor keeps the
 * main thread busy while they would be painted. Then the app hydrates (src/ssr/main.tsx).
 * It stays here, apart from the rest of the rendering in src/ssr/ (its README.md): the server
 * finds it in the build's manifest under this name.
 */

/** Must match SCRIPTS_ELEMENT_ID in apps/api/src/plugins/page-html.ts. */
const SCRIPTS_ELEMENT_ID = 'shop-scripts';
/** The app loads by then even if a picture never arrives. */
const LONGEST_WAIT_MS = 3000;

interface PageScripts {
  /** The app's entry module. */
  entry: string;
  /** What the entry and the page on screen import, fetched alongside it instead of after it. */
  modules: string[];
}

export {};

const scripts = JSON.parse(document.getElementById(SCRIPTS_ELEMENT_ID)?.textContent ?? 'null') as PageScripts | null;
if (scripts) {
  await Promise.race([mainPicturesPainted(), new Promise((resolve) => setTimeout(resolve, LONGEST_WAIT_MS))]);
  // crossOrigin as Vite writes it on the entry, so each preload serves the import that follows.
  for (const href of scripts.modules) {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', crossOrigin: '', href }));
  }
  // NOTE: run the modules one file at a time, each in a task of its own, before the entry:
  // loaded with the entry alone, every module of the page runs in one task, which holds a
  // phone's main thread for a few hundred milliseconds. A module runs once, whoever imports it.
  for (const href of scripts.modules) {
    await import(/* @vite-ignore */ href);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  document.body.append(Object.assign(document.createElement('script'), { type: 'module', crossOrigin: '', src: scripts.entry }));
}

/** The pictures marked as the page's priority are decoded and a frame showing them has been drawn. */
async function mainPicturesPainted() {
  const pictures = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  await Promise.allSettled(pictures.map((picture) => picture.decode()));
  // A hidden tab draws no frames; there is nothing to wait for.
  if (document.visibilityState === 'hidden') return;
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
