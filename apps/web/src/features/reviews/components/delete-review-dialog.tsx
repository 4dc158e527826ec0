import type { Review } from '@shop/shared/product.schema';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { useUser } from '@/features/auth/auth-store';
import { useMessages, useT } from '@/i18n/i18n';
import { useDeleteReview } from '../api/delete-review';

/**
 * Asks before a review is deleted: the author's own, or anyone's by an admin. `onDeleted` runs
 * once it is gone (the lists have refetched by then), before the dialog closes.
 */
export function DeleteReviewDialog({
  review,
  onClose,
  onDeleted,
}: {
  /** With its product's name where the list knows it (a user's or the admin's list). */
  review: (Review & { productName?: string | null }) | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  useMessages('account');
  useMessages('reviews');
  const t = useT();
  const user = useUser();
  const mutation = useDeleteReview();
  return (
    <ConfirmDeleteDialog
      item={review}
      title={t('reviewForm.delete.title')}
      describe={(item) => {
        const product =
          item.productName === undefined ? t('reviewForm.delete.thisProduct') : (item.productName ?? t('reviews.noProduct').toLowerCase());
        return item.userId._id === user?._id
          ? t('reviewForm.delete.own', { product })
          : t('reviewForm.delete.other', { author: item.userId.username, product });
      }}
      mutation={{
        mutateAsync: async (id) => {
          await mutation.mutateAsync(id);
          onDeleted?.();
        },
        isPending: mutation.isPending,
      }}
      successMessage={t('reviewForm.delete.done')}
      failureMessage={t('reviewForm.delete.failed')}
      onClose={onClose}
    />
  );
}
