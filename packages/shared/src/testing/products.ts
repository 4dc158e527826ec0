/** Products and their stock as tests write them, for every workspace's tests (never imported by the app). */
import { categoryNameOf } from '../category.schema';
import type { Product, VariantStock } from '../product.schema';

/** A product as the catalogue API answers it; `overrides` set what a test is about. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides._id ?? 'p1';
  return {
    _id: id,
    // The id, so that a test's addresses (`/shop/p1`) read the same by id and by handle.
    handle: id,
    name: 'Heavy Cotton Tee',
    description: 'A boxy tee in heavy cotton.',
    category: 'mens',
    categoryName: categoryNameOf(overrides.category ?? 'mens'),
    categories: [],
    color: ['black', 'blue'],
    sizes: ['s', 'm', 'l', 'xl'],
    price: 24,
    oldPrice: null,
    image: `/uploads/${id}-800.webp`,
    images: [
      { width: 400, url: `/uploads/${id}-400.webp` },
      { width: 800, url: `/uploads/${id}-800.webp` },
    ],
    imageColor: null,
    gallery: [],
    finalSale: false,
    rating: 4.5,
    reviewCount: 2,
    fit: { small: 0, true: 0, large: 0 },
    author: null,
    stock: null,
    seoTitle: '',
    seoDescription: '',
    minPrice: overrides.price ?? 24,
    maxPrice: overrides.price ?? 24,
    createdAt: '2026-10-01T10:00:00.000Z',
    updatedAt: '2026-10-01T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * The per-variant stock list from units by `colour/size`, as the audit log and the CSV import
 * write it: `variantStock({ 'black/m': 3, 'red/l': 0 })`. The list keeps the order written.
 */
export function variantStock(unitsByVariant: Record<`${string}/${string}`, number>): VariantStock[] {
  return Object.entries(unitsByVariant).map(([variant, stock]) => {
    const [color, size] = variant.split('/') as [string, string];
    return { color, size, stock };
  });
}

/**
 * A product's colours and sizes (each once, in the order first written) and its stock list, all
 * from units by `colour/size`, for a test whose product is tracked in every variant it comes in:
 * `makeProduct({ ...fullyTracked({ 'black/m': 3, 'red/m': 0 }) })` comes in black and red, size m.
 */
export function fullyTracked(unitsByVariant: Parameters<typeof variantStock>[0]): {
  color: string[];
  sizes: string[];
  stock: VariantStock[];
} {
  const stock = variantStock(unitsByVariant);
  return {
    color: [...new Set(stock.map((line) => line.color))],
    sizes: [...new Set(stock.map((line) => line.size))],
    stock,
  };
}
