/** A product page's title, description, Open Graph tags and JSON-LD, for search engines and link previews. */
import type { ProductDetailResponse } from '@shop/shared/product.schema';
import { isInStock } from '@shop/shared/product-availability';
import { paths } from '@shop/shared/routes';
import type { PageHead } from '../../plugins/page-html';

/** How many reviews the JSON-LD carries (the most helpful first). */
const JSON_LD_REVIEWS = 5;

export function productPageMeta({ product, reviews }: ProductDetailResponse, shop: { name: string; publicUrl: string }): PageHead {
  const url = `${shop.publicUrl}${paths.product(product._id)}`;
  const image = product.image ? `${shop.publicUrl}${product.image}` : undefined;
  const description = product.description.length > 160 ? `${product.description.slice(0, 157)}...` : product.description;
  return {
    title: `${product.name} | ${shop.name}`,
    description,
    url,
    image,
    type: 'product',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.description,
      category: product.category,
      color: product.color.join(', '),
      ...(image ? { image } : {}),
      brand: { '@type': 'Brand', name: shop.name },
      offers: {
        '@type': 'Offer',
        url,
        priceCurrency: 'USD',
        price: product.price.toFixed(2),
        availability: isInStock(product) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      },
      ...(product.reviewCount > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: product.rating,
              reviewCount: product.reviewCount,
              bestRating: 5,
              worstRating: 1,
            },
            review: reviews.slice(0, JSON_LD_REVIEWS).map((review) => ({
              '@type': 'Review',
              author: { '@type': 'Person', name: review.userId.username },
              datePublished: review.createdAt.slice(0, 10),
              reviewBody: review.comment,
              reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
            })),
          }
        : {}),
    },
  };
}
