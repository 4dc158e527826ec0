import type { User } from '@shop/shared/auth.schema';
import type { Review } from '@shop/shared/product.schema';
import { Pencil, ThumbsUp, Trash2 } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Stars } from '@/components/ui/stars';
import { toast } from '@/components/ui/toast';
import { useFormatLocale, useMessages, useT } from '@/i18n/i18n';
import { cn } from '@/lib/class-names';
import { formatDate } from '@/lib/format';
import { useVoteHelpful } from '../api/vote-helpful';
import { BoughtNote, FitNote, helpfulVotes, VerifiedBuyerBadge } from './review-details';
import { ReviewPhotoThumbs } from './review-photo-thumbs';

export interface ReviewListItemProps {
  productId: string;
  review: Review;
  /** Who is looking: null when signed out. */
  viewer: User | null;
  /** 'Helpful' pressed while signed out. */
  onSignInToVote: () => void;
  onEdit: () => void;
  onDelete: (review: Review) => void;
}

/**
 * One review of a product's list: its author, stars, fit, what they bought, comment (always as
 * text) and photos, and what
 * the viewer may do with it: find it helpful, or, on their own review, edit and delete it.
 * Admins may delete any review.
 */
export function ReviewListItem({ productId, review, viewer, onSignInToVote, onEdit, onDelete }: ReviewListItemProps) {
  useMessages('reviews');
  const t = useT();
  const locale = useFormatLocale();
  const own = viewer !== null && viewer._id === review.userId._id;
  const canDelete = own || viewer?.role === 'admin';
  const author = review.userId.username;

  return (
    <article className="flex gap-4 py-6">
      <Avatar src={review.userId.profileImage} name={author} decorative />
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <p className="flex flex-wrap items-center gap-2 font-medium break-words">
            {author}
            {review.verified ? <VerifiedBuyerBadge /> : null}
            {own ? (
              <Badge tone="accent" className="normal-case">
                {t('reviews.yours')}
              </Badge>
            ) : null}
          </p>
          <time dateTime={review.updatedAt} className="text-sm text-muted">
            {formatDate(review.updatedAt, 'long', '', locale)}
          </time>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <Stars rating={review.rating} size="sm" />
          <FitNote fit={review.fit} />
        </div>
        <BoughtNote bought={review.bought} usualSize={review.usualSize} />
        <p className="leading-relaxed break-words whitespace-pre-line text-ink/90">{review.comment}</p>
        <ReviewPhotoThumbs photos={review.photos} author={author} />
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 pt-1">
          {own ? (
            <p className="mr-2 text-sm text-muted">{helpfulVotes(review.helpfulCount, t)}</p>
          ) : (
            <HelpfulButton productId={productId} review={review} signedIn={viewer !== null} onSignIn={onSignInToVote} />
          )}
          {own ? (
            <Button variant="ghost" size="sm" onClick={onEdit} aria-haspopup="dialog">
              <Pencil aria-hidden="true" className="size-4" />
              {t('reviews.edit')} <span className="sr-only">{t('reviews.yourReview')}</span>
            </Button>
          ) : null}
          {canDelete ? (
            <Button variant="ghost-danger" size="sm" onClick={() => onDelete(review)} aria-haspopup="dialog">
              <Trash2 aria-hidden="true" className="size-4" />
              {t('reviews.delete')} <span className="sr-only">{own ? t('reviews.yourReview') : t('reviews.reviewBy', { author })}</span>
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/** A toggle: pressed when the viewer found the review helpful. Signed out, it asks to sign in first. */
function HelpfulButton({
  productId,
  review,
  signedIn,
  onSignIn,
}: {
  productId: string;
  review: Review;
  signedIn: boolean;
  onSignIn: () => void;
}) {
  const t = useT();
  const vote = useVoteHelpful(productId, review);
  const pressed = signedIn && review.helpfulByMe === true;

  const onClick = () => {
    if (!signedIn) {
      onSignIn();
      return;
    }
    // One vote at a time: a second press waits for the first answer.
    if (vote.isPending) return;
    // The error's wording is loaded with the error: the product page's first load stays within its budget.
    vote.mutate(undefined, {
      onError: (error) =>
        void import('@/lib/api-error-detail').then(({ apiErrorDetail }) => toast.error(apiErrorDetail(error) ?? t('reviews.voteFailed'))),
    });
  };

  return (
    <Button
      variant="ghost"
      size="sm"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn('-ml-3 tabular-nums', pressed && 'bg-sand text-clay')}
    >
      <ThumbsUp aria-hidden="true" className={cn('size-4', pressed && 'fill-current')} />
      {t('reviews.helpful', { count: review.helpfulCount })}
    </Button>
  );
}
