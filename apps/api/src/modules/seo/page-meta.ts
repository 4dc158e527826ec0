/** A product page's title, description, Open Graph tags and JSON-LD, for search engines and link previews. */
import type { Category } from '@shop/shared/category.schema';
import { BASE_CURRENCY, fromMinor, minorDigits } from '@shop/shared/currency';
import type { ProductDetailResponse } from '@shop/shared/product.schema';
import { isInStock } from '@shop/shared/product-availability';
import { SEO_DESCRIPTION_SHOWN } from '@shop/shared/handle';
import { DEFAULT_LANGUAGE, prefixPath, type Language } from '@shop/shared/languages';
import { paths } from '@shop/shared/routes';
import type { PageHead } from '../../plugins/page-html';

/** The shop as a page's meta names it; `language` is the page's (its canonical address is in it). */
interface ShopOfPage {
  name: string;
  publicUrl: string;
  language?: Language;
}

const pageUrl = (shop: ShopOfPage, path: string) => `${shop.publicUrl}${prefixPath(path, shop.language ?? DEFAULT_LANGUAGE)}`;

/** A category's page: its own search listing, or one made from its name and description. */
export function collectionPageMeta(category: Category, shop: ShopOfPage): PageHead {
  const url = pageUrl(shop, paths.collection(category.handle));
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

/** A Markdown page at /pages/{handle}: its title, and the owner's description for search engines when there is one. */
export function contentPageMeta(page: { handle: string; title: string; seoDescription: string }, shop: ShopOfPage): PageHead {
  const url = pageUrl(shop, paths.contentPage(page.handle));
  return {
    title: `${page.title} | ${shop.name}`,
    description: page.seoDescription || undefined,
    url,
    type: 'website',
  };
}

/** A text cut to what search results show, with '...' when cut. */
const shorten = (text: string) => (text.length > SEO_DESCRIPTION_SHOWN ? `${text.slice(0, SEO_DESCRIPTION_SHOWN - 3)}...` : text);

/**
 * What a shopper pays now, as the page shows it: the sale price while a sale runs; in the currency
 * the page is in when the answer carries its prices there (`presented`), else in the base currency.
 */
function offerPrice({ presented, price, salePrice }: ProductDetailResponse['product']) {
  if (!presented) return { priceCurrency: BASE_CURRENCY, price: (salePrice ?? price).toFixed(2) };
  const { currency } = presented;
  return { priceCurrency: currency, price: fromMinor(presented.salePrice ?? presented.price, currency).toFixed(minorDigits(currency)) };
}

/** How many reviews the JSON-LD carries (the most helpful first). */
const JSON_LD_REVIEWS = 5;

export function productPageMeta({ product, reviews }: ProductDetailResponse, shop: ShopOfPage): PageHead {
  const url = pageUrl(shop, paths.product(product.handle));
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
        ...offerPrice(product),
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
