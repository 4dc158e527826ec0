import { REVIEW_ADMIN_PAGE_SIZE } from '@shop/shared/constants';
import { can } from '@shop/shared/can';
import type { UserReview } from '@shop/shared/review.schema';
import { ChevronDown, MessageSquare } from 'lucide-react';
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
import { cn } from '@/lib/class-names';
import { plural } from '@/lib/format';
import { usePagedList, useUrlPaging } from '@/lib/use-paged-list';
import { useAllReviews } from '../api/get-all-reviews';
import { DeleteReviewDialog } from '../components/delete-review-dialog';
import { FitNote, helpfulVotes, ReviewedProduct, VerifiedBuyerBadge } from '../components/review-details';

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
        {(data) => <ReviewsTable reviews={data.reviews} onDelete={moderator ? setDeleting : undefined} />}
      </ListStates>
      <DeleteReviewDialog review={deleting} onClose={() => setDeleting(null)} />
    </DashboardPage>
  );
}

/** Without `onDelete` the rows have no actions. */
function ReviewsTable({ reviews, onDelete }: { reviews: UserReview[]; onDelete?: (review: UserReview) => void }) {
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
          <Comment review={review} />
          <span className="block text-xs text-muted">{helpfulVotes(review.helpfulCount)}</span>
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
