import { RELATED_PRODUCTS_LIMIT } from '@shop/shared/constants';
import { useId } from 'react';
import { useRelatedProducts } from '../api/get-related-products';
import { ProductGrid, ProductGridSkeleton } from './product-card';
import { useT } from '@/i18n/i18n';

/** Up to four products of the same category; quietly absent when there are none or they fail. */
export function RelatedProducts({ productKey, productId }: { productKey: string; productId: string }) {
  const headingId = useId();
  const t = useT();
  const related = useRelatedProducts(productKey);
  const products = related.data?.filter((product) => product._id !== productId).slice(0, RELATED_PRODUCTS_LIMIT);
  if (related.isError || (products && products.length === 0)) return null;
  return (
    <section aria-labelledby={headingId} aria-busy={related.isPending}>
      <h2 id={headingId} className="mb-6 text-3xl">
        {t('product.related')}
      </h2>
      {products ? (
        <ProductGrid products={products} priorityCount={0} layout="row" />
      ) : (
        <ProductGridSkeleton count={RELATED_PRODUCTS_LIMIT} layout="row" />
      )}
    </section>
  );
}
