import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A mutation whose success makes the given queries refetch. It settles only once they have, so
 * the next screen (a closed modal, a table after a delete) already shows the change.
 * `onSuccess` runs first, for what the answer itself updates (the stored user, a removed page).
 */
export function useInvalidatingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  invalidates: readonly QueryKey[],
  onSuccess?: (data: TData, variables: TVariables) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (data, variables) => {
      onSuccess?.(data, variables);
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
