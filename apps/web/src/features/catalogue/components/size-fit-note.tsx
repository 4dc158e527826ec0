import type { Product } from '@shop/shared/product.schema';
import { sizeSuggestionOf } from '@shop/shared/review-fit';
import { swapsToShow } from '@shop/shared/size-swaps';
import type { ProductFitResponse } from '@shop/shared/size-swaps.schema';
import { useQuery } from '@tanstack/react-query';
import { Ruler } from 'lucide-react';
import { api } from '@/lib/api-client';
import { useSizeFitWords } from '../size-fit-words';

/** Swaps move slowly: the answer stays fresh as long as the server lets caches keep it. */
const FIT_STALE_MS = 5 * 60_000;

/**
 * Beside the size select, once the shopper comes to it: how many buyers of the chosen size (with
 * none chosen, of the size most swapped from) exchanged it for another, 'Of 40 buyers of M, 9
 * swapped to L', and the one size suggestion that the swaps and the fit votes make together (the
 * server's, `sizeSuggestion`). For a size without such swaps, or until they arrive, the fit votes'
 * `advice` alone.
 *
 * NOTE: loaded lazily by the size select (add-to-cart-form.tsx), out of the product page's first load.
 */
export function SizeFitNote({ product, size, advice }: { product: Product; size: string; advice: string | null }) {
  const { data } = useQuery({
    // Under the catalogue's keys (`products`), so that what refreshes the catalogue refreshes it too.
    queryKey: ['products', 'fit', product._id],
    queryFn: ({ signal }) => api.get<ProductFitResponse>(`/products/${encodeURIComponent(product._id)}/fit`, { signal }),
    staleTime: FIT_STALE_MS,
    retry: false,
  });
  const words = useSizeFitWords();
  const swaps = swapsToShow(data?.fitSwaps ?? [], size);
  // The server's suggestion, made again here from the same facts to be written in the page's language.
  const suggestion = swaps ? words.suggestion(sizeSuggestionOf(product.fit, swaps, product.sizes)) : advice;
  return (
    <>
      {swaps ? <p className="text-sm">{words.swapLine(swaps)}</p> : null}
      {suggestion ? (
        <p className="flex items-center gap-1.5 text-sm">
          <Ruler aria-hidden="true" className="size-4 shrink-0 text-clay" />
          {suggestion}
        </p>
      ) : null}
    </>
  );
}
