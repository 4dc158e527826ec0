import type { Product, ProductListQuery, ProductListResponse } from '@shop/shared/product.schema';
import { toCents, toDollars } from '@shop/shared/money';
import type { ProductRow, ProductsRepository } from './products.repository';

export function toProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    color: row.colors,
    sizes: row.sizes,
    price: toDollars(row.priceCents),
    oldPrice: row.oldPriceCents === null ? null : toDollars(row.oldPriceCents),
    image: row.image,
    rating: Math.round(row.rating * 10) / 10,
    reviewCount: row.reviewCount,
    author: row.authorId,
    stock: row.trackStock ? (row.variants ?? []) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createProductsService(repository: ProductsRepository) {
  return {
    async list(query: ProductListQuery): Promise<ProductListResponse> {
      const { rows, total } = await repository.list(
        {
          category: query.category,
          color: query.color,
          size: query.size,
          minPriceCents: query.minPrice === undefined ? undefined : toCents(query.minPrice),
          maxPriceCents: query.maxPrice === undefined ? undefined : toCents(query.maxPrice),
        },
        query.sort ?? 'newest',
        (query.page - 1) * query.limit,
        query.limit,
      );
      return {
        products: rows.map(toProduct),
        totalPages: Math.ceil(total / query.limit),
        totalProducts: total,
        page: query.page,
        limit: query.limit,
      };
    },
  };
}
