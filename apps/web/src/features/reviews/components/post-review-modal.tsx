import { zodResolver } from '@hookform/resolvers/zod';
import type { Review } from '@shop/shared/product.schema';
import { PostReviewSchema } from '@shop/shared/review.schema';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import type { z } from 'zod';
import { TextAreaField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { Modal } from '@/components/ui/modal';
import { useUser } from '@/features/auth/auth-store';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { formatDate } from '@/lib/format';
import { usePostReview } from '../api/post-review';
import { StarPicker } from './star-picker';

export const REVIEW_POSTED = 'Comment posted successfully!';
export const REVIEW_POST_FAILED = 'Failed to post comment.';

/** What the person fills in; the product and the author are added when it is sent. */
const ReviewFormSchema = PostReviewSchema.pick({ rating: true, comment: true });
type ReviewFormValues = z.input<typeof ReviewFormSchema>;

const EMPTY: ReviewFormValues = { rating: 0, comment: '' };

export interface PostReviewModalProps {
  productId: string;
  /** The signed-in person's current review of this product, if any: posting replaces it. */
  ownReview?: Review;
  open: boolean;
  onClose: () => void;
}

/**
 * 'Post A Review': a star picker (starting at 0) and a comment. The modal closes after the post
 * whatever its outcome (spec section 4); a failed post keeps what was written for the next try.
 */
export function PostReviewModal({ productId, ownReview, open, onClose }: PostReviewModalProps) {
  const [draft, setDraft] = useState<ReviewFormValues | null>(null);
  const [posting, setPosting] = useState(false);
  const initial = draft ?? (ownReview ? { rating: ownReview.rating, comment: ownReview.comment } : EMPTY);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Post A Review"
      dismissible={!posting}
      description={
        ownReview ? (
          <>You reviewed this product on {formatDate(ownReview.updatedAt, 'long', '')}. Posting again replaces your review.</>
        ) : (
          'Tell other shoppers how it fits, feels and wears.'
        )
      }
    >
      {/* Mounted afresh on every opening, so it starts from the draft or the saved review. */}
      <PostReviewForm
        productId={productId}
        initial={initial}
        onPostingChange={setPosting}
        onPosted={() => {
          setDraft(null);
          onClose();
        }}
        onFailed={(values) => {
          setDraft(values);
          onClose();
        }}
        onCancel={onClose}
      />
    </Modal>
  );
}

function PostReviewForm({
  productId,
  initial,
  onPostingChange,
  onPosted,
  onFailed,
  onCancel,
}: {
  productId: string;
  initial: ReviewFormValues;
  onPostingChange: (posting: boolean) => void;
  onPosted: () => void;
  onFailed: (values: ReviewFormValues) => void;
  onCancel: () => void;
}) {
  const user = useUser();
  const mutation = usePostReview();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ReviewFormSchema),
    defaultValues: initial,
    // NOTE: react-hook-form focuses the first invalid field in registration order, and a
    // Controller registers after render, so it would skip the stars; focus in visual order instead.
    shouldFocusError: false,
  });
  // NOTE: not `isSubmitting`: it is still true when an invalid submit moves focus to the stars,
  // and a disabled radio cannot take focus.
  const posting = mutation.isPending;

  const onSubmit = handleSubmit(
    async (values) => {
      if (mutation.isPending) return;
      onPostingChange(true);
      try {
        await mutation.mutateAsync({ ...values, productId, userId: user?._id });
      } catch (error) {
        toast.error(apiErrorDetail(error) ?? REVIEW_POST_FAILED);
        onFailed(values);
        return;
      } finally {
        onPostingChange(false);
      }
      toast.success(REVIEW_POSTED);
      reset(EMPTY);
      onPosted();
    },
    (invalid) => setFocus(invalid.rating ? 'rating' : 'comment'),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={posting}>
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <StarPicker
            ref={field.ref}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.rating?.message}
            disabled={posting}
          />
        )}
      />
      <TextAreaField
        label="Comment"
        rows={5}
        maxLength={2000}
        placeholder="How is the fit, the fabric, the colour after a few washes?"
        hint="Up to 2000 characters."
        error={errors.comment?.message}
        disabled={posting}
        {...register('comment')}
      />
      <FormActions pending={posting} submitLabel="Submit" pendingLabel="Posting…" onCancel={onCancel} className="pt-1" />
    </form>
  );
}
