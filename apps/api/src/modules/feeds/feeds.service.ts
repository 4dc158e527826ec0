import type { SalesSource } from '../catalogue';
import { feedItemsOf, type FeedContext, type FeedItem } from './feed-items';
import { createFeedCache, type BuiltFeed } from './feed-cache';
import type { FeedProductRow, FeedsRepository } from './feeds.repository';
import { GOOGLE_FEED_TAIL, googleFeedHead, googleItem } from './google-feed';
import { metaFeedHead, metaRows } from './meta-feed';

/** The feeds the shop serves. */
export type FeedFormat = 'google' | 'meta';

/** How a feed is written: its opening, a batch of items, its end. */
const WRITERS: Record<
  FeedFormat,
  { head: (shop: { name: string; publicUrl: string }) => string; items: (items: FeedItem[]) => string; tail: string }
> = {
  google: { head: googleFeedHead, items: (items) => items.map(googleItem).join(''), tail: GOOGLE_FEED_TAIL },
  meta: { head: metaFeedHead, items: metaRows, tail: '' },
};

/** Products read a slice at a time: a few thousand items, whatever the size of the catalogue. */
const BATCH_PRODUCTS = 1000;

export interface FeedsServiceDeps {
  repository: FeedsRepository;
  /** The shop's sales clock: which sales run now, and the stamp that changes when one starts or ends. */
  sales: SalesSource;
  shop: { name: string; publicUrl: string };
  batchSize?: number;
}

/**
 * The product feeds for Google Merchant Center and Meta's catalogues: each built whole on the
 * first request after what it shows changes, a slice of products at a time, straight to text,
 * and kept in this process (feed-cache.ts).
 */
export function createFeedsService({ repository, sales, shop, batchSize = BATCH_PRODUCTS }: FeedsServiceDeps) {
  const caches: Record<FeedFormat, ReturnType<typeof createFeedCache>> = { google: createFeedCache(), meta: createFeedCache() };

  async function build(format: FeedFormat, context: FeedContext): Promise<Buffer> {
    const writer = WRITERS[format];
    const chunks = [Buffer.from(writer.head(shop))];
    // The next slice is read while this one is written (a failed read is thrown where it is awaited).
    const read = (after: string | null) => {
      const rows = repository.productsAfter(after, batchSize);
      rows.catch(() => undefined);
      return rows;
    };
    let next: Promise<FeedProductRow[]> | null = read(null);
    while (next) {
      const rows: FeedProductRow[] = await next;
      next = rows.length === batchSize ? read(rows.at(-1)!.id) : null;
      chunks.push(Buffer.from(writer.items(rows.flatMap((row) => feedItemsOf(row, context)))));
    }
    chunks.push(Buffer.from(writer.tail));
    return Buffer.concat(chunks);
  }

  return {
    /** The feed as it stands: kept, being built by another request, or built now. */
    async feed(format: FeedFormat): Promise<BuiltFeed> {
      const now = new Date();
      const [version, running] = await Promise.all([repository.version(), sales.running(now)]);
      return caches[format].feed({ version, sales: running.stamp }, async () => {
        const [categories, colorNames] = await Promise.all([repository.categories(), repository.colorNames()]);
        return build(format, { publicUrl: shop.publicUrl, brand: shop.name, categories, colorNames, sales: running, now });
      });
    },
  };
}

export type FeedsService = ReturnType<typeof createFeedsService>;
