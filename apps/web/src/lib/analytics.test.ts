import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportEvent, sendWaiting, visitorHeaders, visitorId } from './analytics';

const TEE = '00000000-0000-4000-8000-000000000001';
const CAP = '00000000-0000-4000-8000-000000000002';

/** The browser as the reporter reads it: a beacon (or none), and the visitor's choices. */
function browser({
  sendBeacon = vi.fn(() => true),
  doNotTrack = null,
  globalPrivacyControl,
}: {
  /** null: a browser without beacons. */
  sendBeacon?: ((url: string, data: Blob) => boolean) | null;
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
} = {}) {
  vi.stubGlobal('navigator', { userAgent: navigator.userAgent, sendBeacon: sendBeacon ?? undefined, doNotTrack, globalPrivacyControl });
  return sendBeacon;
}

/** What a beacon carried, as JSON, with the Blob's type. */
async function beaconBody(beacon: ReturnType<typeof browser>, call = 0) {
  const [url, blob] = vi.mocked(beacon!).mock.calls[call] as [string, Blob];
  return { url, type: blob.type, body: JSON.parse(await blob.text()) as Record<string, unknown> };
}

beforeEach(() => {
  vi.useFakeTimers();
  Object.defineProperty(document, 'referrer', { value: '', configurable: true });
});

afterEach(() => {
  // Nothing of one test waits into the next.
  sendWaiting();
  vi.useRealTimers();
  Object.defineProperty(document, 'referrer', { value: '', configurable: true });
});

describe('the storefront’s analytics', () => {
  it('sends the events of a moment together, once idle, as one beacon of JSON: the session’s visitor, the events, the referrer', async () => {
    const beacon = browser();
    Object.defineProperty(document, 'referrer', { value: 'https://news.example.com/story?id=1', configurable: true });
    reportEvent({ kind: 'view', productId: TEE });
    reportEvent({ kind: 'search', query: 'linen dress' });
    expect(beacon).not.toHaveBeenCalled();
    vi.runAllTimers();

    expect(beacon).toHaveBeenCalledTimes(1);
    const sent = await beaconBody(beacon);
    expect(sent.url).toBe('/api/analytics/events');
    expect(sent.type).toBe('application/json');
    expect(sent.body).toEqual({
      visitor: expect.stringMatching(/^[0-9a-f]{32}$/),
      events: [
        { kind: 'view', productId: TEE },
        { kind: 'search', query: 'linen dress' },
      ],
      referrer: 'https://news.example.com/story?id=1',
    });
    // The id is this browsing session's, kept in sessionStorage (no cookie), the same for each report.
    expect(sessionStorage.getItem('shop.visitor')).toBe(sent.body.visitor);
    expect(document.cookie).toBe('');
    reportEvent({ kind: 'bag', productId: TEE });
    vi.runAllTimers();
    expect((await beaconBody(beacon, 1)).body).toEqual({
      visitor: sent.body.visitor,
      events: [{ kind: 'bag', productId: TEE }],
      referrer: 'https://news.example.com/story?id=1',
    });
    expect(visitorHeaders()).toEqual({ 'x-visitor-id': sent.body.visitor });
  });

  it('sends nothing, and keeps no id, for a visitor with Do Not Track or Global Privacy Control', () => {
    for (const choice of [{ doNotTrack: '1' }, { globalPrivacyControl: true }]) {
      const beacon = browser(choice);
      const fetchMock = vi.fn();
      vi.stubGlobal('fetch', fetchMock);
      reportEvent({ kind: 'view', productId: TEE });
      vi.runAllTimers();
      expect(beacon).not.toHaveBeenCalled();
      expect(fetchMock).not.toHaveBeenCalled();
      expect(visitorId()).toBeNull();
      expect(visitorHeaders()).toBeUndefined();
      expect(sessionStorage.getItem('shop.visitor')).toBeNull();
    }
  });

  it('falls back to a keep-alive fetch where the browser has no beacon, or refuses it', () => {
    for (const sendBeacon of [null, vi.fn(() => false)]) {
      browser({ sendBeacon });
      const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
      vi.stubGlobal('fetch', fetchMock);
      reportEvent({ kind: 'bag', productId: CAP });
      vi.runAllTimers();
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe('/api/analytics/events');
      expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' } });
      expect(JSON.parse(init.body as string)).toMatchObject({ events: [{ kind: 'bag', productId: CAP }] });
    }
  });

  it('sends at most 20 events a request', () => {
    const beacon = browser();
    for (let index = 0; index < 25; index++) reportEvent({ kind: 'view', productId: TEE });
    vi.runAllTimers();
    expect(beacon).toHaveBeenCalledTimes(2);
  });
});
