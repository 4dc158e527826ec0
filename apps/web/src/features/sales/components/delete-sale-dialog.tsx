import type { Sale } from '@shop/shared/sale.schema';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { useDeleteSale, useSetSalePaused } from '../api/change-sales';

/**
 * Asks before deleting a sale. A sale that paid orders carry is refused (their records name it):
 * the dialog then says why, and offers to pause it instead, which stops it all the same.
 */
export function DeleteSaleDialog({ sale, onClose }: { sale: Sale | null; onClose: () => void }) {
  const remove = useDeleteSale();
  const pause = useSetSalePaused();
  const [refusal, setRefusal] = useState<string | null>(null);
  const pending = remove.isPending || pause.isPending;
  const canPause = refusal !== null && sale !== null && !sale.paused;

  const confirm = async () => {
    if (sale === null || pending) return;
    try {
      const { message } = canPause ? await pause.mutateAsync({ id: sale._id, paused: true }) : await remove.mutateAsync(sale._id);
      toast.success(message);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setRefusal(error.message);
      else toast.error(apiErrorDetail(error) ?? (canPause ? 'Could not pause the sale.' : 'Could not delete the sale.'));
    }
  };

  return (
    <ConfirmDialog
      open={sale !== null}
      onClose={onClose}
      title="Delete sale?"
      description={
        sale ? (
          <>
            <span className="font-medium text-ink">{sale.name}</span> stops at once, and its prices go back to the regular ones. This cannot
            be undone.
          </>
        ) : undefined
      }
      pending={pending}
      confirmLabel={canPause ? 'Pause instead' : 'Delete'}
      pendingLabel={canPause ? 'Pausing…' : 'Deleting…'}
      onConfirm={() => void confirm()}
      variant={canPause ? 'primary' : 'danger'}
    >
      {refusal ? <FormAlert title="The sale was not deleted." detail={refusal} /> : null}
    </ConfirmDialog>
  );
}
