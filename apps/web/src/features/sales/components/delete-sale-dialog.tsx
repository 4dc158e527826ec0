import type { Sale } from '@shop/shared/sale.schema';
import { useDeleteSale, useSetSalePaused } from '../api/change-sales';
import { DeleteOrPauseDialog } from './delete-or-pause-dialog';

/** Asks before deleting a sale; one that paid orders carry can be paused instead (their records name it). */
export function DeleteSaleDialog({ sale, onClose }: { sale: Sale | null; onClose: () => void }) {
  const remove = useDeleteSale();
  const pause = useSetSalePaused();
  return (
    <DeleteOrPauseDialog
      item={sale}
      noun="sale"
      title="Delete sale?"
      description={
        <>
          <span className="font-medium text-ink">{sale?.name}</span> stops at once, and its prices go back to the regular ones. This cannot
          be undone.
        </>
      }
      remove={remove}
      pause={pause}
      onClose={onClose}
    />
  );
}
