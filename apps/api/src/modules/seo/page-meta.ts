/** A product page's title, description, Open Graph tags and JSON-LD, for search engines and link previews. */
import type { Category } from '@shop/shared/category.schema';
import type { ProductDetailResponse } from '@shop/shared/product.schema';
import { isInStock } from '@shop/shared/product-availability';
import { SEO_DESCRIPTION_SHOWN } from '@shop/shared/handle';
import { paths } from '@shop/shared/routes';
import type { PageHead } from '../../plugins/page-html';

/** A category's page: its own search listing, or one made from its name and description. */
export function collectionPageMeta(category: Category, shop: { name: string; publicUrl: string }): PageHead {
  const url = `${shop.publicUrl}${paths.collection(category.handle)}`;
  const description = category.seoDescription || shorten(category.description) || `Shop ${category.name} at ${shop.name}.`;
  return {
    title: category.seoTitle || `${category.name} | ${shop.name}`,
    description,
    url,
    image: category.image ? `${shop.publicUrl}${category.image}` : undefined,
    type: 'website',
    jsonLd: { '@context': 'https://schema.org', '@type': 'CollectionPage', name: category.name, description, url },
  };
}

/** A text cut to what search results show, with '...' when cut. */
const shorten = (text: string) => (text.length > SEO_DESCRIPTION_SHOWN ? `${text.slice(0, SEO_DESCRIPTION_SHOWN - 3)}...` : text);

/** How many reviews the JSON-LD carries (the most helpful first). */
const JSON_LD_REVIEWS = 5;

export function productPageMeta({ product, reviews }: ProductDetailResponse, shop: { name: string; publicUrl: string }): PageHead {
  const url = `${shop.publicUrl}${paths.product(product.handle)}`;
  const image = product.image ? `${shop.publicUrl}${product.image}` : undefined;
  // The admin's own title and description for search engines, else made from the product's.
  const description = product.seoDescription || shorten(product.description);
  return {
    title: product.seoTitle || `${product.name} | ${shop.name}`,
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
        // What a shopper pays now: the sale price while a sale runs.
        price: (product.salePrice ?? product.price).toFixed(2),
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
