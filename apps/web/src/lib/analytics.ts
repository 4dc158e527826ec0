/**
 * The shop's own analytics in the browser. A random id for this browsing session is kept in
 * sessionStorage (never a cookie; a new one each session); events of a moment are sent together
 * once the page is idle, as a beacon (or a keep-alive fetch), which outlives the page and whose
 * answer nobody waits for. Nothing is sent, and no id kept, for a visitor with Global Privacy
 * Control or Do Not Track (the server refuses them too). Small on purpose: the storefront's
 * pages load it with their first JavaScript.
 */
import type { ANALYTICS_EVENTS_PATH, MAX_EVENTS_PER_REPORT, StorefrontEvent, VISITOR_HEADER } from '@shop/shared/analytics';
import type { RecordAnalyticsEvents } from '@shop/shared/analytics.schema';

// The shared constants, written here and checked against them: importing them would cost the
// storefront's first load a chunk of its own, shared with the admin's pages.
const EVENTS_PATH: typeof ANALYTICS_EVENTS_PATH = '/api/analytics/events';
const HEADER: typeof VISITOR_HEADER = 'x-visitor-id';
const PER_REPORT: typeof MAX_EVENTS_PER_REPORT = 20;
const KEY = 'shop.visitor';
const waiting: StorefrontEvent[] = [];

/** Whether the visitor asked not to be tracked: Global Privacy Control, or Do Not Track. */
export function trackingRefused(): boolean {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
  return browser.globalPrivacyControl === true || browser.doNotTrack === '1';
}

/** This browsing session's visitor id, made on first use; null on the server, where storage is closed, or when the visitor opted out. */
export function visitorId(): string | null {
  if (typeof window === 'undefined' || trackingRefused()) return null;
  try {
    let id = sessionStorage.getItem(KEY);
    if (!id) {
      id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
      sessionStorage.setItem(KEY, id);
    }
    return id;
  } catch {
    return null;
  }
}

/** The header that ties a checkout to this visit, for the analytics' funnel; none when the visitor opted out. */
export function visitorHeaders(): Record<string, string> | undefined {
  const id = visitorId();
  return id ? { [HEADER]: id } : undefined;
}

/** Reports a storefront event (a product viewed, a search, an add to the bag): sent with the others of the moment, once the page is idle. */
export function reportEvent(event: StorefrontEvent): void {
  if (!visitorId()) return;
  // The first event of a moment asks for the sending; the others join it.
  if (waiting.push(event) > 1) return;
  if (typeof requestIdleCallback === 'function') requestIdleCallback(sendWaiting, { timeout: 2000 });
  else setTimeout(sendWaiting, 0);
}

/** Sends what waits, at most MAX_EVENTS_PER_REPORT (20) a request. */
export function sendWaiting(): void {
  const visitor = visitorId();
  while (visitor && waiting.length > 0) {
    const body: RecordAnalyticsEvents = {
      visitor,
      events: waiting.splice(0, PER_REPORT),
      ...(document.referrer ? { referrer: document.referrer } : {}),
    };
    const json = JSON.stringify(body);
    if (navigator.sendBeacon?.(EVENTS_PATH, new Blob([json], { type: 'application/json' }))) continue;
    fetch(EVENTS_PATH, {
      method: 'POST',
      body: json,
      headers: { 'Content-Type': 'application/json' },
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => undefined);
  }
  waiting.length = 0;
}
