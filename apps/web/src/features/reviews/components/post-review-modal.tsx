import { zodResolver } from '@hookform/resolvers/zod';
import { REVIEW_COMMENT_MAX } from '@shop/shared/constants';
import type { Review } from '@shop/shared/product.schema';
import { ReviewFieldsSchema, type UpdateReviewInput } from '@shop/shared/review.schema';
import { lazy, Suspense, useRef, useState, type RefObject } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import type { z } from 'zod';
import { TextAreaField, TextField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { useUser } from '@/features/auth/auth-store';
import { useLanguage, useMessages, useT } from '@/i18n/i18n';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { cn } from '@/lib/class-names';
import { formatCount, formatDate } from '@/lib/format';
import { usePostReview } from '../api/post-review';
import { useUpdateReview } from '../api/update-review';
import { FitPicker } from './fit-picker';
import { StarPicker } from './star-picker';

// The photos' picker loads only for a verified buyer's own review.
const ReviewPhotosEditor = lazy(() => import('./review-photos-editor').then((module) => ({ default: module.ReviewPhotosEditor })));

/** What the person fills in (the same rules the API checks); the product and author are added when it is sent. */
type ReviewFormValues = z.input<typeof ReviewFieldsSchema>;
type ReviewFormOutput = z.output<typeof ReviewFieldsSchema>;

const EMPTY: ReviewFormValues = { rating: 0, comment: '', fit: null, usualSize: '' };

export interface PostReviewModalProps {
  productId: string;
  /** The signed-in person's current review of this product, if any: submitting updates it. */
  ownReview?: Review;
  open: boolean;
  onClose: () => void;
}

/**
 * 'Post A Review': a star picker (starting at 0), an optional fit and a comment; with `ownReview`
 * it starts from that review and submitting updates it. The modal closes after sending whatever
 * the outcome (docs/product.md); a failure keeps what was written for the next try.
 */
export function PostReviewModal({ productId, ownReview, open, onClose }: PostReviewModalProps) {
  useMessages('account');
  const t = useT();
  const { locale } = useLanguage();
  const [draft, setDraft] = useState<ReviewFormValues | null>(null);
  const [posting, setPosting] = useState(false);
  // NOTE: the dialog would focus its first input, the first star; arrowing on from there would
  // change a saved rating, so it opens on the star that is chosen instead.
  const starsRef = useRef<HTMLInputElement>(null);
  const initial =
    draft ??
    (ownReview
      ? { rating: ownReview.rating, comment: ownReview.comment, fit: ownReview.fit, usualSize: ownReview.usualSize ?? '' }
      : EMPTY);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('reviewForm.title')}
      dismissible={!posting}
      initialFocusRef={starsRef}
      description={
        ownReview ? t('reviewForm.reviewedOn', { day: formatDate(ownReview.updatedAt, 'long', '', locale) }) : t('reviewForm.intro')
      }
    >
      {/* Mounted afresh on every opening, so it starts from the draft or the saved review. */}
      <PostReviewForm
        productId={productId}
        ownReview={ownReview}
        initial={initial}
        starsRef={starsRef}
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

/** Only what the author changed, so an edit never overwrites a field with the value it already had. */
function changesTo(review: Review, values: ReviewFormOutput): UpdateReviewInput {
  const changes: UpdateReviewInput = {};
  if (values.rating !== review.rating) changes.rating = values.rating;
  if (values.comment !== review.comment) changes.comment = values.comment;
  if ((values.fit ?? null) !== review.fit) changes.fit = values.fit ?? null;
  if ((values.usualSize ?? null) !== review.usualSize) changes.usualSize = values.usualSize ?? null;
  return changes;
}

function PostReviewForm({
  productId,
  ownReview,
  initial,
  starsRef,
  onPostingChange,
  onPosted,
  onFailed,
  onCancel,
}: {
  productId: string;
  ownReview: Review | undefined;
  initial: ReviewFormValues;
  starsRef: RefObject<HTMLInputElement | null>;
  onPostingChange: (posting: boolean) => void;
  onPosted: () => void;
  onFailed: (values: ReviewFormValues) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const user = useUser();
  const post = usePostReview();
  const update = useUpdateReview();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ReviewFieldsSchema),
    defaultValues: initial,
    // NOTE: react-hook-form focuses the first invalid field in registration order, and a
    // Controller registers after render, so it would skip the stars; focus in visual order instead.
    shouldFocusError: false,
  });
  // NOTE: not `isSubmitting`: it is still true when an invalid submit moves focus to the stars,
  // and a disabled radio cannot take focus.
  const posting = post.isPending || update.isPending;

  const send = async (values: ReviewFormOutput): Promise<string | null> => {
    if (!ownReview) {
      // A usual size left empty is not sent.
      const { usualSize, ...fields } = values;
      await post.mutateAsync({ ...fields, ...(usualSize ? { usualSize } : {}), fit: values.fit ?? null, productId, userId: user?._id });
      return t('reviewForm.posted');
    }
    const changes = changesTo(ownReview, values);
    if (Object.keys(changes).length === 0) return null;
    await update.mutateAsync({ id: ownReview._id, fields: changes });
    return t('reviewForm.updated');
  };

  const onSubmit = handleSubmit(
    async (values) => {
      if (posting) return;
      onPostingChange(true);
      let done: string | null;
      try {
        done = await send(values);
      } catch (error) {
        toast.error(apiErrorDetail(error) ?? (ownReview ? t('reviewForm.updateFailed') : t('reviewForm.postFailed')));
        onFailed(values);
        return;
      } finally {
        onPostingChange(false);
      }
      // Nothing changed in an edit: closing is all Submit has to do.
      if (done) toast.success(done);
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
            ref={(element) => {
              field.ref(element);
              starsRef.current = element;
            }}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.rating?.message}
            disabled={posting}
          />
        )}
      />
      <Controller
        control={control}
        name="fit"
        render={({ field }) => <FitPicker name={field.name} value={field.value ?? null} onChange={field.onChange} disabled={posting} />}
      />
      <TextAreaField
        label={t('reviewForm.comment')}
        rows={5}
        placeholder={t('reviewForm.commentExample')}
        hint={<CommentLength control={control} />}
        error={errors.comment?.message}
        disabled={posting}
        {...register('comment')}
      />
      <TextField
        label={t('reviewForm.usualSize')}
        placeholder="M"
        autoComplete="off"
        className="sm:w-48"
        error={errors.usualSize?.message}
        disabled={posting}
        {...register('usualSize')}
      />
      {ownReview ? (
        <Suspense fallback={null}>
          <ReviewPhotosEditor review={ownReview} />
        </Suspense>
      ) : (
        <p className="text-sm text-muted">{t('reviewForm.photosLater')}</p>
      )}
      <FormActions
        pending={posting}
        submitLabel={t('reviewForm.submit')}
        pendingLabel={ownReview ? t('auth.saving') : t('reviewForm.posting')}
        onCancel={onCancel}
        className="pt-1"
      />
    </form>
  );
}

/**
 * '1,234 / 2,000' under the comment, turning red with how many characters are too many once
 * over. No hard cut: a pasted comment stays whole, and the check on Submit says what to fix.
 * Counted as the check counts, without the spaces at either end.
 */
function CommentLength({ control }: { control: Control<ReviewFormValues, unknown, ReviewFormOutput> }) {
  const t = useT();
  const { locale } = useLanguage();
  const comment = useWatch({ control, name: 'comment' });
  const length = (comment ?? '').trim().length;
  const over = length - REVIEW_COMMENT_MAX;
  return (
    <span className={cn('block text-right tabular-nums', over > 0 && 'font-medium text-danger')}>
      {formatCount(length, locale)} / {formatCount(REVIEW_COMMENT_MAX, locale)}
      <span className="sr-only"> {t('exchanges.form.characters')}</span>
      {over > 0 ? ` · ${t('reviewForm.tooMany', { count: formatCount(over, locale) })}` : null}
      {/* Said once when the comment crosses the limit, not at every keystroke. */}
      <span role="status" className="sr-only">
        {over > 0 ? t('reviewForm.over', { max: formatCount(REVIEW_COMMENT_MAX, locale) }) : ''}
      </span>
    </span>
  );
}
