import { lazyPart } from '@/ssr/lazy-part';
import { useSiteContent } from '../api/get-site-content';

/**
 * The announcement bar's code stays out of every page's first load: it loads only while there is
 * an announcement. A lazy part (src/ssr/lazy-part.tsx): the server renders it in full (the root
 * route's prefetch awaits `preloadAnnouncementBar`), the browser keeps that HTML and hydrates it
 * once the code arrives, so the bar is in the page from its first paint.
 */
const bar = lazyPart(() => import('./announcement-bar').then((module) => module.AnnouncementBarContent), null);

/** The owner's announcement at the top of every page while it runs; nothing when there is none. */
export function AnnouncementBar() {
  const announcement = useSiteContent()?.announcement;
  return announcement ? <bar.LazyPart announcement={announcement} /> : null;
}

/** Loads the bar's code; the server awaits it so that it renders the bar. */
export const preloadAnnouncementBar = bar.preload;
