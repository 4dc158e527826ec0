import { MessageSquarePlus, Plus } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { Button, buttonStyles } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Stars } from '@/components/ui/stars';
import { useUser } from '@/features/auth/auth-store';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { useUserReviews, type UserReview } from '../api/get-user-reviews';
import { formatReviewDate } from '../review-format';

const TITLE = 'Your given Reviews';

/** The signed-in user's reviews (`/dashboard/reviews`), newest first, as cards. */
export function UserReviewsPage() {
  usePageTitle(TITLE);
  const user = useUser();
  const reviews = useUserReviews(user?._id);
  const count = reviews.data?.length ?? 0;

  return (
    <DashboardPage title={TITLE} intro={count > 0 ? `${count} ${count === 1 ? 'review' : 'reviews'}` : undefined}>
      {reviews.isPending ? (
        <ReviewsSkeleton />
      ) : reviews.isError ? (
        <div
          role="alert"
          className="rounded-xl border border-danger/30 bg-danger-soft px-6 py-8 text-center text-danger"
        >
          <p className="font-medium">No review found.</p>
          <Button variant="secondary" className="mt-4" onClick={() => void reviews.refetch()}>
            Try again
          </Button>
        </div>
      ) : count === 0 ? (
        <NoReviewsYet />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {/* First, so that it is at hand however many reviews there are. */}
          <li>
            <AddNewReviewCard />
          </li>
          {reviews.data.map((review) => (
            <li key={review._id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      )}
    </DashboardPage>
  );
}

function ReviewCard({ review }: { review: UserReview }) {
  const productPath = `/shop/${encodeURIComponent(review.productId)}`;
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl border border-line bg-white p-5">
      <h2 className="font-sans text-base font-medium break-words">
        {review.productName ? (
          <Link to={productPath} className="text-clay underline-offset-4 hover:text-ink hover:underline">
            {review.productName}
          </Link>
        ) : (
          <span className="text-muted">A product no longer in the shop</span>
        )}
      </h2>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <Stars rating={review.rating} />
        <time dateTime={review.updatedAt} className="text-sm text-muted">
          {formatReviewDate(review.updatedAt)}
        </time>
      </div>
      <p className="leading-relaxed break-words whitespace-pre-line text-ink/90">{review.comment}</p>
      <p className="mt-auto border-t border-line pt-3 text-xs break-all text-muted">
        Product ID: <span className="font-mono">{review.productId}</span>
      </p>
    </article>
  );
}

/** The whole card leads to the shop; the link itself carries the card's name. */
function AddNewReviewCard() {
  const hintId = useId();
  return (
    <div className="relative flex h-full items-center gap-4 rounded-xl border border-dashed border-stone bg-sand p-5 transition-colors hover:border-ink has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-3 has-[:focus-visible]:outline-focus sm:min-h-44 sm:flex-col sm:justify-center sm:gap-2 sm:text-center">
      <span aria-hidden="true" className="grid size-touch shrink-0 place-items-center rounded-full bg-paper text-clay">
        <Plus className="size-5" />
      </span>
      <div className="space-y-1">
        <Link
          to="/shop"
          aria-describedby={hintId}
          className="font-display text-xl after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
        >
          Add New Review
        </Link>
        <p id={hintId} className="text-sm text-muted">
          Open a product and choose Add A Review.
        </p>
      </div>
    </div>
  );
}

function NoReviewsYet() {
  return (
    <div className="rounded-xl border border-dashed border-stone bg-sand px-6 py-10 text-center">
      <MessageSquarePlus aria-hidden="true" className="mx-auto size-8 text-clay" />
      <p className="mt-3 font-display text-2xl">No reviews yet</p>
      <p className="mx-auto mt-2 max-w-md text-muted">
        Tell other shoppers how a piece fits and feels: open it in the shop and choose Add A Review.
      </p>
      <Link to="/shop" className={buttonStyles({ className: 'mt-5' })}>
        <Plus aria-hidden="true" className="size-4" />
        Add New Review
      </Link>
    </div>
  );
}

function ReviewsSkeleton() {
  return (
    <div role="status" aria-label="Loading your reviews" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {[0, 1, 2].map((key) => (
        <div key={key} className="space-y-3 rounded-xl border border-line bg-white p-5">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      ))}
    </div>
  );
}
