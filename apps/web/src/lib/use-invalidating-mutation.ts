import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A mutation whose success makes the given queries refetch. It settles only once they have, so
 * the next screen (a closed modal, a table after a delete) already shows the change.
 * `onSuccess` runs first, for what the answer itself updates (the stored user, a removed page).
 *
 * A form keyed on what is saved (it starts again from the saved words) is unmounted by that
 * refetch, and TanStack Query drops the callbacks given to `mutate()` by a component that is
 * gone: its "saved" toast showed about one save in ten. Such a form's toast goes in `onSuccess`.
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
