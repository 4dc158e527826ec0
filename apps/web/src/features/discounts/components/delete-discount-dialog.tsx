import type { Discount } from '@shop/shared/discount.schema';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { useDeleteDiscount, useSetDiscountPaused } from '../api/change-discounts';

/**
 * Asks before deleting a code. A code that orders used is refused (their receipts name it): the
 * dialog then says why, and offers to pause the code instead, which stops it all the same.
 */
export function DeleteDiscountDialog({ discount, onClose }: { discount: Discount | null; onClose: () => void }) {
  const remove = useDeleteDiscount();
  const pause = useSetDiscountPaused();
  const [refusal, setRefusal] = useState<string | null>(null);
  const pending = remove.isPending || pause.isPending;
  const canPause = refusal !== null && discount !== null && !discount.paused;

  const confirm = async () => {
    if (discount === null || pending) return;
    try {
      const { message } = canPause ? await pause.mutateAsync({ id: discount._id, paused: true }) : await remove.mutateAsync(discount._id);
      toast.success(message);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setRefusal(error.message);
      else toast.error(apiErrorDetail(error) ?? (canPause ? 'Could not pause the code.' : 'Could not delete the code.'));
    }
  };

  return (
    <ConfirmDialog
      open={discount !== null}
      onClose={onClose}
      title="Delete discount code?"
      description={
        discount ? (
          <>
            <span className="font-medium text-ink">{discount.code}</span> stops working at once. This cannot be undone.
          </>
        ) : undefined
      }
      pending={pending}
      confirmLabel={canPause ? 'Pause instead' : 'Delete'}
      pendingLabel={canPause ? 'Pausing…' : 'Deleting…'}
      onConfirm={() => void confirm()}
      variant={canPause ? 'primary' : 'danger'}
    >
      {refusal ? <FormAlert title="The code was not deleted." detail={refusal} /> : null}
    </ConfirmDialog>
  );
}
