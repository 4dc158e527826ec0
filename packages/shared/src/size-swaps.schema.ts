import { z } from 'zod';

/** How many products the admin's 'Sizes most often swapped' lists. */
export const SIZE_SWAPS_LIMIT = 10;

const count = z.number().int().min(0);

/**
 * What the exchanges say of one of a product's sizes (`GET /api/products/{id}/fit`): of the
 * `buyers` (paid orders with the product in that size), `swapped` exchanged it for another size,
 * `mostlyToCount` of them for `mostlyTo`, the size most of them chose. Buyers and swaps are
 * counted by order: however many units or exchanges an order took, it counts once.
 */
export const SizeSwapsSchema = z.object({
  size: z.string(),
  buyers: count,
  swapped: count,
  /** The size most of them swapped to; null when none was named. */
  mostlyTo: z.string().nullable(),
  mostlyToCount: count,
  /**
   * The one size suggestion for a shopper at this size, of these swaps and the product's fit votes
   * together (`sizeSuggestion` of review-fit.ts); null when they say nothing.
   */
  suggestion: z.string().nullable(),
});
export type SizeSwaps = z.infer<typeof SizeSwapsSchema>;

/** The sizes of a product with at least FIT_SWAPS_MIN swaps away from them, in the product's size order. */
export const ProductFitResponseSchema = z.object({ fitSwaps: z.array(SizeSwapsSchema) });
export type ProductFitResponse = z.infer<typeof ProductFitResponseSchema>;

/** One way a product's buyers swapped: from a size to another, by so many orders. */
export const SizeSwapSchema = z.object({ fromSize: z.string(), toSize: z.string(), count: z.number().int().min(1) });
export type SizeSwap = z.infer<typeof SizeSwapSchema>;

/** A product whose sizes buyers swap: what a brand looks at to fix its size chart. */
export const SwappedProductSchema = z.object({
  productId: z.string(),
  name: z.string(),
  handle: z.string(),
  /** The product's sizes, in its size set's order: which way a swap goes (up or down). */
  sizes: z.array(z.string()),
  /** Each way, the most taken first. */
  swaps: z.array(SizeSwapSchema),
  /** The swaps of every way together. */
  totalSwaps: z.number().int().min(1),
  /** Paid orders with the product in any size. */
  buyers: count,
});
export type SwappedProduct = z.infer<typeof SwappedProductSchema>;

export const SizeSwapsReportSchema = z.object({
  /** The most swapped first, at most SIZE_SWAPS_LIMIT of them. */
  products: z.array(SwappedProductSchema).max(SIZE_SWAPS_LIMIT),
  /** Whether the orders taken in test mode are counted (they are while the shop runs in test mode). */
  includesTestOrders: z.boolean(),
});
export type SizeSwapsReport = z.infer<typeof SizeSwapsReportSchema>;
