import type { Review } from '@shop/shared/product.schema';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { useUser } from '@/features/auth/auth-store';
import { useDeleteReview } from '../api/delete-review';
import { NO_PRODUCT } from './review-details';

export const REVIEW_DELETED = 'Review deleted.';
export const REVIEW_DELETE_FAILED = 'Could not delete the review.';

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
  const user = useUser();
  const mutation = useDeleteReview();
  return (
    <ConfirmDeleteDialog
      item={review}
      title="Delete review?"
      describe={(item) => {
        const product = item.productName === undefined ? 'this product' : (item.productName ?? NO_PRODUCT.toLowerCase());
        const whose = item.userId._id === user?._id ? 'your review' : `the review by ${item.userId.username}`;
        return `This removes ${whose} of ${product} from the shop. This cannot be undone.`;
      }}
      mutation={{
        mutateAsync: async (id) => {
          await mutation.mutateAsync(id);
          onDeleted?.();
        },
        isPending: mutation.isPending,
      }}
      successMessage={REVIEW_DELETED}
      failureMessage={REVIEW_DELETE_FAILED}
      onClose={onClose}
    />
  );
}
