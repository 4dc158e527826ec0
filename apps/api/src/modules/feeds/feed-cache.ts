/**
 * A feed built once and kept in this process until what it shows changes: it is kept under the
 * catalogue's version (which every write to products, variants, categories and colours moves on,
 * docs/decisions/022) and the stamp of the sales running (which changes when a sale starts, ends
 * or is changed). Requests that come while it is being built wait for the same build. Its ETag is
 * the hash of its bytes, so a build that comes out the same (after a write it does not show) keeps
 * its ETag and its Last-Modified, and feed readers are answered 304 as before.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createGzip } from 'node:zlib';

/** What a build is kept under. */
export interface FeedKey {
  version: number;
  /** The running sales' stamp: empty when none runs. */
  sales: string;
}

/** A build's bytes, as they are and gzipped, and their entity tag. */
export interface FeedBytes {
  body: Buffer;
  /** A strong entity tag: the SHA-1 of the bytes. */
  etag: string;
  /** The bytes gzipped, for the readers that take them so (feed readers do). */
  gzipped: Buffer;
}

export interface BuiltFeed extends FeedBytes {
  /** When these bytes were first built, to the second (HTTP dates have no finer grain). */
  lastModified: Date;
}

/** The size of the buffers a feed's text is encoded into. */
const SLAB_BYTES = 1024 * 1024;

/**
 * A feed's bytes, written a piece (an item) at a time. Each piece is encoded straight into a
 * buffer of a megabyte: no text of a whole batch is joined first (that join and its encoding took
 * about as long as writing the items). Each full buffer is hashed and handed to zlib at once, so
 * that the compression runs in zlib's own thread while the next items are read and written, and
 * the gzipped bytes are ready when the last piece is (rather than made after, on a reader's request).
 */
export function feedBytesWriter() {
  const parts: Buffer[] = [];
  const hash = createHash('sha1');
  const gzip = createGzip();
  const compressed: Buffer[] = [];
  gzip.on('data', (chunk: Buffer) => compressed.push(chunk));
  const ended = once(gzip, 'end');
  // NOTE: a failed build abandons the writer: its rejection must not go unheard meanwhile.
  ended.catch(() => undefined);
  let slab = Buffer.allocUnsafe(SLAB_BYTES);
  let used = 0;

  const pass = (part: Buffer) => {
    parts.push(part);
    hash.update(part);
    gzip.write(part);
  };
  const flush = () => {
    if (used === 0) return;
    pass(slab.subarray(0, used));
    slab = Buffer.allocUnsafe(SLAB_BYTES);
    used = 0;
  };

  return {
    write(text: string): void {
      // UTF-8 takes at most three bytes for each UTF-16 unit.
      if (used + text.length * 3 > slab.length) {
        flush();
        if (text.length * 3 > slab.length) return pass(Buffer.from(text));
      }
      used += slab.write(text, used);
    },
    async end(): Promise<FeedBytes> {
      flush();
      gzip.end();
      await ended;
      return { body: Buffer.concat(parts), etag: `"${hash.digest('base64url')}"`, gzipped: Buffer.concat(compressed) };
    },
    /** Lets the compression go, for a build that failed. */
    abandon(): void {
      gzip.destroy();
    },
  };
}

const sameKey = (a: FeedKey, b: FeedKey) => a.version === b.version && a.sales === b.sales;

/** A feed's kept build: `feed(key, build)` answers the build kept under `key`, or makes it. */
export function createFeedCache() {
  let kept: { key: FeedKey; feed: BuiltFeed } | null = null;
  const building: { key: FeedKey; feed: Promise<BuiltFeed> }[] = [];

  function toFeed(bytes: FeedBytes): BuiltFeed {
    if (kept?.feed.etag === bytes.etag) return kept.feed;
    return { ...bytes, lastModified: new Date(Math.floor(Date.now() / 1000) * 1000) };
  }

  return {
    /** Whether this key's build is the one kept; false when none is kept yet (nobody asked for the feed). */
    isCurrent(key: FeedKey): boolean | undefined {
      return kept ? sameKey(kept.key, key) : undefined;
    },
    /** Whether a build is under way. */
    isBuilding(): boolean {
      return building.length > 0;
    },
    async feed(key: FeedKey, build: () => Promise<FeedBytes>): Promise<BuiltFeed> {
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
