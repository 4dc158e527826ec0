import { REVIEW_ADMIN_PAGE_SIZE } from '@shop/shared/constants';
import { can } from '@shop/shared/can';
import type { UserReview } from '@shop/shared/review.schema';
import { Check, ChevronDown, MessageSquare, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { ListStates } from '@/components/ui/list-states';
import { Button } from '@/components/ui/button';
import { DateTime } from '@/components/ui/date-time';
import { RowActions } from '@/components/ui/row-actions';
import { Stars } from '@/components/ui/stars';
import { DataTable, type Column } from '@/components/ui/table';
import { useUser } from '@/features/auth/auth-store';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { toast } from '@/components/ui/toast';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { cn } from '@/lib/class-names';
import { plural } from '@/lib/format';
import { usePagedList, useUrlPaging } from '@/lib/use-paged-list';
import { useAllReviews } from '../api/get-all-reviews';
import { DeleteReviewDialog } from '../components/delete-review-dialog';
import { useApproveReviewPhoto, useRemoveReviewPhoto } from '../api/review-photos';
import { BoughtNote, FitNote, HelpfulVotes, ReviewedProduct, VerifiedBuyerBadge } from '../components/review-details';

export const MANAGE_REVIEWS_PAGE_SIZE = REVIEW_ADMIN_PAGE_SIZE;

/** Longer comments (or ones of many lines) start shortened to three lines, with 'Show all'. */
const COMMENT_PREVIEW_CHARS = 180;
const COMMENT_PREVIEW_LINES = 3;

/** 'review by ada': what a row's Delete button and the delete dialog name. */
const reviewBy = (review: UserReview) => `review by ${review.userId.username}`;

/** `/dashboard/manage-reviews` (admin): every review of the shop, newest first, to take down what does not belong. */
export function ManageReviewsPage() {
  usePageTitle('Manage Reviews');
  const paging = useUrlPaging();
  const reviews = useAllReviews({ page: paging.page, limit: MANAGE_REVIEWS_PAGE_SIZE });
  const [deleting, setDeleting] = useState<UserReview | null>(null);
  // Taking a review down is moderation ('reviews'), as the API checks it.
  const moderator = can(useUser(), 'reviews');

  const list = usePagedList(paging, MANAGE_REVIEWS_PAGE_SIZE, reviews, (data) => ({
    total: data.totalReviews,
    totalPages: data.totalPages,
  }));

  return (
    <DashboardPage
      title="Manage Reviews"
      intro={reviews.data ? plural(list.view.total, 'review') : 'Every review shoppers wrote, newest first.'}
    >
      <ListStates
        list={list}
        noun="reviews"
        rowClassName="h-20 rounded-lg"
        empty={{
          title: 'No reviews yet',
          icon: <MessageSquare aria-hidden="true" className="size-8 text-clay" />,
          children: 'Reviews will appear here as soon as shoppers write them.',
        }}
      >
        {(data) => <ReviewsTable reviews={data.reviews} moderator={moderator} onDelete={moderator ? setDeleting : undefined} />}
      </ListStates>
      <DeleteReviewDialog review={deleting} onClose={() => setDeleting(null)} />
    </DashboardPage>
  );
}

/** Without `onDelete` the rows have no actions. */
function ReviewsTable({
  reviews,
  moderator,
  onDelete,
}: {
  reviews: UserReview[];
  moderator: boolean;
  onDelete?: (review: UserReview) => void;
}) {
  const columns: Column<UserReview>[] = [
    {
      label: 'Product',
      variant: 'lead',
      cell: (review) => <ReviewedProduct review={review} className="font-medium" />,
    },
    {
      label: 'Author',
      cell: (review) => (
        <span className="inline-flex flex-wrap items-center justify-end gap-x-2 gap-y-1 md:justify-start">
          <span className="break-words">{review.userId.username}</span>
          {review.verified ? <VerifiedBuyerBadge /> : null}
        </span>
      ),
    },
    {
      label: 'Review',
      // The widest column: on phones it reads under its label, left-aligned, across the card.
      className: 'max-md:flex-col max-md:items-stretch max-md:gap-1 md:w-2/5',
      cell: (review) => (
        <span className="block space-y-1.5 text-left">
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Stars rating={review.rating} size="sm" />
            <FitNote fit={review.fit} className="text-xs" />
          </span>
          <BoughtNote bought={review.bought} usualSize={review.usualSize} />
          <Comment review={review} />
          <ModeratedPhotos review={review} moderator={moderator} />
          <span className="block text-xs text-muted">
            <HelpfulVotes count={review.helpfulCount} />
          </span>
        </span>
      ),
    },
    {
      label: 'Date',
      cell: (review) => <DateTime value={review.updatedAt} format="medium" className="whitespace-nowrap" />,
    },
  ];
  if (onDelete) {
    columns.push({
      label: 'Actions',
      variant: 'actions',
      cell: (review) => <RowActions name={reviewBy(review)} onDelete={() => onDelete(review)} />,
    });
  }
  return <DataTable caption="Reviews" rows={reviews} columns={columns} />;
}

/** The comment, always as text; a long one starts shortened, with a button to read it all. */
function Comment({ review }: { review: UserReview }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const { comment } = review;
  const long = comment.length > COMMENT_PREVIEW_CHARS || comment.split('\n').length > COMMENT_PREVIEW_LINES;
  return (
    <span className="block">
      <span id={id} className={cn('break-words whitespace-pre-line', long && !open ? 'line-clamp-3' : 'block')}>
        {comment}
      </span>
      {long ? (
        <Button
          variant="ghost"
          size="sm"
          className="-ml-3"
          aria-expanded={open}
          aria-controls={id}
          aria-label={`${open ? 'Show less' : 'Show all'} of the ${reviewBy(review)}`}
          onClick={() => setOpen((current) => !current)}
        >
          {open ? 'Show less' : 'Show all'}
          <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', open && 'rotate-180')} />
        </Button>
      ) : null}
    </span>
  );
}

/** A review's photos, each with 'Approve' while it waits and 'Remove' (both audited), for staff who moderate reviews. */
function ModeratedPhotos({ review, moderator }: { review: UserReview; moderator: boolean }) {
  const approve = useApproveReviewPhoto();
  const remove = useRemoveReviewPhoto();
  if (review.photos.length === 0) return null;
  const busy = approve.isPending || remove.isPending;
  const failed = (fallback: string) => (error: unknown) => toast.error(apiErrorDetail(error) ?? fallback);
  return (
    <span className="flex flex-wrap gap-3" role="list" aria-label={`Photos of the ${reviewBy(review)}`}>
      {review.photos.map((photo, index) => {
        const target = { reviewId: review._id, photoId: photo._id };
        const name = `photo ${index + 1} of the ${reviewBy(review)}`;
        return (
          <span key={photo._id} role="listitem" className="block w-24 space-y-1">
            <a href={photo.image} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-md border border-line">
              <img
                src={photo.images[0]?.url ?? photo.image}
                width={96}
                height={96}
                loading="lazy"
                alt={`Photo ${index + 1} by ${review.userId.username}`}
                className="size-24 object-cover"
              />
            </a>
            {photo.approved ? null : <span className="block text-xs font-medium text-clay">Waiting for approval</span>}
            {moderator ? (
              <span className="flex flex-col items-start">
                {photo.approved ? null : (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="-ml-3"
                    disabled={busy}
                    onClick={() =>
                      approve.mutate(target, {
                        onSuccess: () => toast.success('Photo approved.'),
                        onError: failed('Could not approve the photo.'),
                      })
                    }
                  >
                    <Check aria-hidden="true" className="size-4" />
                    Approve <span className="sr-only">{name}</span>
                  </Button>
                )}
                <Button
                  variant="ghost-danger"
                  size="sm"
                  className="-ml-3"
                  disabled={busy}
                  onClick={() =>
                    remove.mutate(target, {
                      onSuccess: () => toast.success('Photo removed.'),
                      onError: failed('Could not remove the photo.'),
                    })
                  }
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  Remove <span className="sr-only">{name}</span>
                </Button>
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}
