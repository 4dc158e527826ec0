/** Puts a page's title, description, Open Graph tags and JSON-LD into the app's index.html. */
import type { Product } from '@shop/shared/product.schema';
import { isInStock } from '@shop/shared/product-availability';

export interface PageMeta {
  title: string;
  description: string;
  url: string;
  image?: string;
  type?: 'website' | 'product';
  jsonLd?: object;
}

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

// NOTE: JSON inside a <script> ends at the first "</script"; escaping "<" keeps it inside.
const safeJson = (value: object) => JSON.stringify(value).replaceAll('<', '\\u003c');

export function withPageMeta(indexHtml: string, meta: PageMeta): string {
  const tags = [
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(meta.image)}" />`] : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    ...(meta.jsonLd ? [`<script type="application/ld+json">${safeJson(meta.jsonLd)}</script>`] : []),
  ].join('\n    ');
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/<meta\s+name="description"[\s\S]*?\/>/, `<meta name="description" content="${escapeHtml(meta.description)}" />`)
    .replace('</head>', `    ${tags}\n  </head>`);
}

export function productPageMeta(product: Product, shop: { name: string; publicUrl: string }): PageMeta {
  const url = `${shop.publicUrl}/shop/${product._id}`;
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
        ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.reviewCount, bestRating: 5, worstRating: 1 } }
        : {}),
    },
  };
}
