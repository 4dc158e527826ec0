import type { Discount } from '@shop/shared/discount.schema';
import { DeleteOrPauseDialog } from '@/features/sales/components/delete-or-pause-dialog';
import { useDeleteDiscount, useSetDiscountPaused } from '../api/change-discounts';

/** Asks before deleting a code; one that orders used can be paused instead (their receipts name it). */
export function DeleteDiscountDialog({ discount, onClose }: { discount: Discount | null; onClose: () => void }) {
  const remove = useDeleteDiscount();
  const pause = useSetDiscountPaused();
  return (
    <DeleteOrPauseDialog
      item={discount}
      noun="code"
      title="Delete discount code?"
      description={
        <>
          <span className="font-medium text-ink">{discount?.code}</span> stops working at once. This cannot be undone.
        </>
      }
      remove={remove}
      pause={pause}
      onClose={onClose}
    />
  );
}
