/** Products and answers of the catalogue API for component tests. */
import { categoryNameOf } from '@shop/shared/category.schema';
import { colorNameOf } from '@shop/shared/color.schema';
import { PRICE_RANGES } from '@shop/shared/constants';
import type { Product, ProductFacets, ProductListResponse } from '@shop/shared/product.schema';
import { makeProduct } from '@shop/shared/testing/products';

export { makeProduct };

export function makeProducts(count: number, start = 1): Product[] {
  return Array.from({ length: count }, (_, index) =>
    makeProduct({ _id: `p${start + index}`, name: `Tee number ${start + index}`, price: 20 + index }),
  );
}

/** Facet entries from `{ value: count }`, in the order written. */
const counts = (byValue: Record<string, number>) => Object.entries(byValue).map(([value, count]) => ({ value, count }));

export const testFacets: ProductFacets = {
  categories: counts({ womens: 12, mens: 10, kids: 8, accessories: 3 }).map((facet) => ({ ...facet, name: categoryNameOf(facet.value) })),
  colors: counts({ black: 9, red: 4, blue: 7, green: 3, pink: 2, gold: 1 }).map((facet) => ({ ...facet, name: colorNameOf(facet.value) })),
  sizes: counts({ s: 20, m: 30, l: 30, xl: 25 }),
  priceRanges: PRICE_RANGES.map((range, index) => ({ ...range, count: [14, 12, 6, 1][index] ?? 0 })),
};

/** One page of a list of `total` products, as the API answers it. */
export function listResponse(total: number, page = 1, limit = 4, facets: ProductFacets = testFacets): ProductListResponse {
  const totalPages = Math.ceil(total / limit);
  const onPage = Math.max(0, Math.min(limit, total - (page - 1) * limit));
  return {
    products: makeProducts(onPage, (page - 1) * limit + 1),
    totalPages,
    totalProducts: total,
    page,
    limit,
    facets,
  };
}
