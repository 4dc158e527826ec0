import type { FastifyBaseLogger } from 'fastify';
import { createPollingWorker } from '../../lib/polling-worker';
import type { SalesSource } from '../catalogue';
import { feedItemsOf, type FeedContext, type FeedItem } from './feed-items';
import { createFeedCache, feedBytesWriter, type BuiltFeed, type FeedBytes, type FeedKey } from './feed-cache';
import type { FeedProductRow, FeedsRepository } from './feeds.repository';
import { GOOGLE_FEED_TAIL, googleFeedHead, googleItem } from './google-feed';
import { metaFeedHead, metaRow } from './meta-feed';

/** The feeds the shop serves. */
export type FeedFormat = 'google' | 'meta';

/** How a feed is written: its opening, an item, its end. */
const WRITERS: Record<
  FeedFormat,
  { head: (shop: { name: string; publicUrl: string }) => string; item: (item: FeedItem) => string; tail: string }
> = {
  google: { head: googleFeedHead, item: googleItem, tail: GOOGLE_FEED_TAIL },
  meta: { head: metaFeedHead, item: metaRow, tail: '' },
};

/** Products read a slice at a time: a few thousand items, whatever the size of the catalogue. */
const BATCH_PRODUCTS = 1000;

export interface FeedsServiceDeps {
  repository: FeedsRepository;
  /** The shop's sales clock: which sales run now, and the stamp that changes when one starts or ends. */
  sales: SalesSource;
  shop: { name: string; publicUrl: string };
  batchSize?: number;
  /**
   * How often a kept feed is checked against the catalogue and, when that changed, built again in
   * the background: a reader is then answered from a kept build, not kept waiting for one. 0: never.
   */
  refreshMs?: number;
  log?: FastifyBaseLogger;
}

/**
 * The product feeds for Google Merchant Center and Meta's catalogues: each built whole, a slice
 * of products at a time, straight to text, and kept in this process (feed-cache.ts) until what it
 * shows changes. A feed somebody has read is built again in the background soon after (`refreshMs`),
 * so that its readers, which fetch it on a schedule, find it built; one asked for first, or in the
 * moment between a change and its rebuild, waits for the build.
 */
export function createFeedsService({ repository, sales, shop, batchSize = BATCH_PRODUCTS, refreshMs = 0, log }: FeedsServiceDeps) {
  const caches: Record<FeedFormat, ReturnType<typeof createFeedCache>> = { google: createFeedCache(), meta: createFeedCache() };

  async function build(format: FeedFormat, context: FeedContext): Promise<FeedBytes> {
    const writer = WRITERS[format];
    const bytes = feedBytesWriter();
    bytes.write(writer.head(shop));
    // The next slice is read while this one is written (a failed read is thrown where it is awaited).
    const read = (after: string | null) => {
      const rows = repository.productsAfter(after, batchSize);
      rows.catch(() => undefined);
      return rows;
    };
    let next: Promise<FeedProductRow[]> | null = read(null);
    try {
      while (next) {
        const rows: FeedProductRow[] = await next;
        next = rows.length === batchSize ? read(rows.at(-1)!.id) : null;
        for (const row of rows) for (const item of feedItemsOf(row, context)) bytes.write(writer.item(item));
      }
    } catch (error) {
      bytes.abandon();
      throw error;
    }
    bytes.write(writer.tail);
    return bytes.end();
  }

  /** The feed as it stands: kept, being built by another request, or built now. */
  async function feed(format: FeedFormat, current?: (key: FeedKey) => boolean): Promise<BuiltFeed | undefined> {
    const now = new Date();
    const [version, running] = await Promise.all([repository.version(), sales.running(now)]);
    const key = { version, sales: running.stamp };
    if (current && current(key)) return undefined;
    return caches[format].feed(key, async () => {
      const [categories, colorNames] = await Promise.all([repository.categories(), repository.colorNames()]);
      return build(format, { publicUrl: shop.publicUrl, brand: shop.name, categories, colorNames, sales: running, now });
    });
  }

  /**
   * Builds again, one after the other, each feed that was read and is no longer current; how many
   * it built. Not while any feed is being built (a reader's request builds it): two builds at once
   * would each take twice as long.
   */
  async function refresh(): Promise<number> {
    let built = 0;
    for (const format of Object.keys(caches) as FeedFormat[]) {
      const cache = caches[format];
      if (Object.values(caches).some((each) => each.isBuilding())) break;
      const rebuilt = await feed(format, (key) => cache.isCurrent(key) !== false);
      if (rebuilt) built += 1;
    }
    return built;
  }

  const worker =
    refreshMs > 0 && log
      ? createPollingWorker({
          work: refresh,
          pollMs: refreshMs,
          log,
          countField: 'feeds',
          done: 'product feeds built again after a catalogue change',
          failed: 'building a product feed again failed',
        })
      : undefined;

  return {
    feed: (format: FeedFormat) => feed(format) as Promise<BuiltFeed>,
    /** One round of the background rebuild, as the worker runs it (tests call it). */
    refresh,
    start: () => worker?.start(),
    stop: async () => worker?.stop(),
  };
}

export type FeedsService = ReturnType<typeof createFeedsService>;
