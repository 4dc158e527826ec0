/**
 * A feed built once and kept in this process until what it shows changes: it is kept under the
 * catalogue's version (which every write to products, variants, categories and colours moves on,
 * docs/decisions/022) and the stamp of the sales running (which changes when a sale starts, ends
 * or is changed). Requests that come while it is being built wait for the same build. Its ETag is
 * the hash of its bytes, so a build that comes out the same (after a write it does not show) keeps
 * its ETag and its Last-Modified, and feed readers are answered 304 as before.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipped = promisify(gzip);

/** What a build is kept under. */
export interface FeedKey {
  version: number;
  /** The running sales' stamp: empty when none runs. */
  sales: string;
}

export interface BuiltFeed {
  body: Buffer;
  /** A strong entity tag: the SHA-1 of the bytes. */
  etag: string;
  /** When these bytes were first built, to the second (HTTP dates have no finer grain). */
  lastModified: Date;
  /** The bytes gzipped, made on the first request that accepts them and kept with the feed. */
  gzipped(): Promise<Buffer>;
}

const sameKey = (a: FeedKey, b: FeedKey) => a.version === b.version && a.sales === b.sales;

/** A feed's kept build: `feed(key, build)` answers the build kept under `key`, or makes it. */
export function createFeedCache() {
  let kept: { key: FeedKey; feed: BuiltFeed } | null = null;
  const building: { key: FeedKey; feed: Promise<BuiltFeed> }[] = [];

  function toFeed(body: Buffer): BuiltFeed {
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const same = kept?.feed.etag === etag ? kept.feed : undefined;
    if (same) return same;
    let compressed: Promise<Buffer> | undefined;
    return {
      body,
      etag,
      lastModified: new Date(Math.floor(Date.now() / 1000) * 1000),
      gzipped: () => (compressed ??= gzipped(body)),
    };
  }

  return {
    async feed(key: FeedKey, build: () => Promise<Buffer>): Promise<BuiltFeed> {
      if (kept && sameKey(kept.key, key)) return kept.feed;
      const pending = building.find((entry) => sameKey(entry.key, key));
      if (pending) return pending.feed;
      const entry = { key, feed: build().then(toFeed) };
      building.push(entry);
      try {
        const feed = await entry.feed;
        // A build of an older version, finished after a newer one, is answered but not kept.
        if (!kept || key.version >= kept.key.version) kept = { key, feed };
        return feed;
      } finally {
        building.splice(building.indexOf(entry), 1);
      }
    },
  };
}

export type FeedCache = ReturnType<typeof createFeedCache>;
