import { sizeSuggestion } from '@shop/shared/review-fit';
import { SIZE_SWAPS_LIMIT, type ProductFitResponse, type SizeSwaps, type SizeSwapsReport } from '@shop/shared/size-swaps.schema';
import { notFound } from '../../lib/http-errors';
import type { SizeSwapsRepository } from './size-swaps.repository';

/**
 * Fit from real swaps: per product and size, how many buyers exchanged it for another size, for
 * the product page (sizes with at least `minSwaps` swaps away) and for the admin (the products
 * most swapped, and which way). Test-mode orders count while the shop runs in test mode, as on
 * the admin dashboard, and stay out of a live shop's figures.
 */
export function createSizeSwapsService({
  repository,
  minSwaps,
  testMode,
}: {
  repository: SizeSwapsRepository;
  /** FIT_SWAPS_MIN: the fewest swaps away from a size before the product page tells of them. */
  minSwaps: number;
  testMode: boolean;
}) {
  return {
    /**
     * A live product's sizes (in its order) with at least `minSwaps` swaps away from them, each with
     * the size suggestion its swaps and the product's fit votes make; 404 for no such product.
     */
    async productFit(productId: string): Promise<ProductFitResponse> {
      const found = await repository.ofProduct(productId, { includeTest: testMode });
      if (!found) throw notFound('Product not found');
      const fitSwaps: SizeSwaps[] = [];
      for (const size of found.sizes) {
        const swapped = found.away.find((entry) => entry.size === size)?.count ?? 0;
        if (swapped < minSwaps) continue;
        // The size most chosen; of two as often, the nearer one in the product's order.
        const ways = found.ways
          .filter((way) => way.fromSize === size)
          .sort(
            (a, b) =>
              b.count - a.count ||
              distance(found.sizes, size, a.toSize) - distance(found.sizes, size, b.toSize) ||
              a.toSize.localeCompare(b.toSize),
          );
        const swaps = {
          size,
          buyers: found.buyers.find((entry) => entry.size === size)?.buyers ?? 0,
          swapped,
          mostlyTo: ways[0]?.toSize ?? null,
          mostlyToCount: ways[0]?.count ?? 0,
        };
        // Made here, so that the product page's first load carries no code for it.
        fitSwaps.push({ ...swaps, suggestion: sizeSuggestion(found.fit, swaps, found.sizes) });
      }
      return { fitSwaps };
    },

    /** The products whose sizes are most often swapped, the most first, each with its swaps each way. */
    async mostSwapped(): Promise<SizeSwapsReport> {
      const products = await repository.mostSwapped({ includeTest: testMode, limit: SIZE_SWAPS_LIMIT });
      return { products, includesTestOrders: testMode };
    },
  };
}

/** How far apart two sizes are in the product's order; a size no longer made is farthest. */
function distance(sizes: readonly string[], from: string, to: string): number {
  const at = sizes.indexOf(to);
  return at < 0 ? sizes.length : Math.abs(at - sizes.indexOf(from));
}

export type SizeSwapsService = ReturnType<typeof createSizeSwapsService>;
