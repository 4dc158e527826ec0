import { sizeLabel } from '@shop/shared/constants';
import { FIT_LABELS } from '@shop/shared/review-fit';
import { paths } from '@shop/shared/routes';
import { swapsLean } from '@shop/shared/size-swaps';
import type { SwappedProduct } from '@shop/shared/size-swaps.schema';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { QueryStates } from '@/components/ui/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { plural } from '@/lib/format';
import { useSizeSwaps } from '../api/get-size-swaps';
import { StatsCard } from './admin-stats-card';

/**
 * 'Sizes most often swapped': the products whose buyers most often exchange a size for another,
 * the most first, each with its swaps ('M → L: 9') and which way they lean ('Runs small' when most
 * go up its sizes, 'Runs large' when most go down): what a brand needs to fix its size chart.
 * Each opens its product's edit page. Loads by itself, beside the dashboard's figures.
 */
export function SizeSwapsCard() {
  const query = useSizeSwaps();
  return (
    <StatsCard title="Sizes most often swapped" description="Products whose buyers exchange a size for another, the most first.">
      <QueryStates
        query={query}
        loading={<Skeleton className="h-40 w-full" />}
        failed="Failed to load the size swaps!"
        failedDetail="Please check your connection and try again."
      >
        {({ products }) =>
          products.length === 0 ? (
            <p className="text-sm text-muted">No size has been swapped yet.</p>
          ) : (
            <ol className="divide-y divide-line">
              {products.map((product) => (
                <SwappedProductRow key={product.productId} product={product} />
              ))}
            </ol>
          )
        }
      </QueryStates>
    </StatsCard>
  );
}

function SwappedProductRow({ product }: { product: SwappedProduct }) {
  const lean = swapsLean(product.swaps, product.sizes);
  return (
    <li className="flex items-start gap-3 py-2.5">
      <div className="min-w-0 flex-1">
        <Link to={paths.updateProduct(product.productId)} className="block font-medium break-words hover:underline">
          {product.name}
        </Link>
        <ul aria-label={`Swaps of ${product.name}`} className="flex flex-wrap gap-x-3 text-sm text-muted">
          {product.swaps.map((swap) => (
            <li key={`${swap.fromSize}/${swap.toSize}`} className="tabular-nums">
              {sizeLabel(swap.fromSize)} → {sizeLabel(swap.toSize)}: {swap.count}
            </li>
          ))}
        </ul>
      </div>
      <span className="flex shrink-0 flex-col items-end gap-1">
        <span className="text-sm text-muted tabular-nums">
          {plural(product.totalSwaps, 'swap')} of {plural(product.buyers, 'buyer')}
        </span>
        {lean ? (
          <Badge tone="warning" className="normal-case">
            {FIT_LABELS[lean]}
          </Badge>
        ) : null}
      </span>
    </li>
  );
}
