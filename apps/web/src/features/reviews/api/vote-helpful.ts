import type { Review } from '@shop/shared/product.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * 'Helpful' on one review (see helpful-vote-action.ts). A plain function, not useMutation, and
 * its code loads at the first press: the product page's first load stays within its budget.
 */
export function useVoteHelpful(productId: string, review: Review) {
  const queryClient = useQueryClient();
  const [isPending, setPending] = useState(false);
  const mutate = (_variables: undefined, { onError }: { onError?: (error: unknown) => void } = {}) => {
    setPending(true);
    import('./helpful-vote-action')
      .then(({ runHelpfulVote }) => runHelpfulVote(queryClient, productId, review))
      .catch((error: unknown) => onError?.(error))
      .finally(() => setPending(false));
  };
  return { isPending, mutate };
}
