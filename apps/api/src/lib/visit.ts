/**
 * What the shop reads of a request for its analytics, and nothing more: whether the visitor
 * asked not to be tracked, the class of their device and the referring site's host name. The
 * user agent and the address are read here and never kept.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { VISITOR_HEADER, VisitorIdSchema } from '@shop/shared/analytics.schema';

export type Device = 'mobile' | 'tablet' | 'desktop' | 'bot';

const BOT =
  /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|embedly|preview|headless|lighthouse|pingdom|uptime|monitor|curl\/|wget\/|python|httpclient|http-client|okhttp|node-fetch|undici|axios|java\/|libwww|scrapy|feedfetcher/i;
const TABLET = /ipad|tablet|playbook|silk|kindle|android(?!.*mobile)/i;
const MOBILE = /mobi|iphone|ipod|android.*mobile|windows phone|blackberry|opera mini|iemobile/i;

/** The class of the device a User-Agent names; none at all is a script's, as a bot's. */
export function deviceClass(userAgent: string | undefined): Device {
  if (!userAgent || BOT.test(userAgent)) return 'bot';
  if (TABLET.test(userAgent)) return 'tablet';
  if (MOBILE.test(userAgent)) return 'mobile';
  return 'desktop';
}

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim();
};

/** Whether the visitor asked not to be tracked: Do Not Track (`DNT: 1`) or Global Privacy Control (`Sec-GPC: 1`). */
export function optedOut(headers: IncomingHttpHeaders): boolean {
  return header(headers, 'dnt') === '1' || header(headers, 'sec-gpc') === '1';
}

/** A visit the shop may record: none for a visitor who opted out, and none for a bot. */
export function trackedVisit(headers: IncomingHttpHeaders): { device: Exclude<Device, 'bot'> } | null {
  if (optedOut(headers)) return null;
  const device = deviceClass(header(headers, 'user-agent'));
  return device === 'bot' ? null : { device };
}

/**
 * The visitor of a checkout request: the id the storefront sends in `X-Visitor-Id` (else
 * 'server', which counts once per order), with the device; null when it must not be recorded.
 */
export function checkoutVisit(headers: IncomingHttpHeaders): { visitor: string; device: string } | null {
  const visit = trackedVisit(headers);
  if (!visit) return null;
  const given = VisitorIdSchema.safeParse(header(headers, VISITOR_HEADER));
  return { visitor: given.success ? given.data : 'server', device: visit.device };
}

/**
 * The referring page's host name, lower case; null when there is none, it is not a URL, or it
 * is one of the shop's own hosts (a visitor moving about the shop is not referred).
 */
export function referrerDomain(referrer: string | undefined, ownHosts: ReadonlySet<string>): string | null {
  if (!referrer) return null;
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return null;
  }
  if (!host || host.length > 253 || ownHosts.has(host)) return null;
  return host;
}

/** The host name of a Host header or URL, without its port. */
export function hostNameOf(hostOrUrl: string | undefined): string | null {
  if (!hostOrUrl) return null;
  try {
    return new URL(hostOrUrl.includes('://') ? hostOrUrl : `http://${hostOrUrl}`).hostname.toLowerCase();
  } catch {
    return null;
  }
}
