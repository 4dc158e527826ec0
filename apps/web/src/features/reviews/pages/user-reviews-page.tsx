import { paths } from '@shop/shared/routes';
import { MessageSquarePlus, Plus } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { buttonStyles } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { Skeleton } from '@/components/ui/skeleton';
import { Stars } from '@/components/ui/stars';
import { useUser } from '@/features/auth/auth-store';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { formatDate, plural } from '@/lib/format';
import { useUserReviews, type UserReview } from '../api/get-user-reviews';
import { IconBadge } from '@/components/ui/icon-badge';

const TITLE = 'Your given Reviews';

/** The signed-in user's reviews (`/dashboard/reviews`), newest first, as cards. */
export function UserReviewsPage() {
  usePageTitle(TITLE);
  const user = useUser();
  const reviews = useUserReviews(user?._id);
  const count = reviews.data?.length ?? 0;

  return (
    <DashboardPage title={TITLE} intro={count > 0 ? plural(count, 'review') : undefined}>
      {reviews.isPending ? (
        <ReviewsSkeleton />
      ) : reviews.isError ? (
        <LoadFailed title="No review found." onRetry={() => void reviews.refetch()} />
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
  const productPath = paths.product(review.productId);
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
          {formatDate(review.updatedAt, 'long', '')}
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
      <IconBadge icon={Plus} tone="paper" className="size-touch" />
      <div className="space-y-1">
        <Link
          to={paths.shop}
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
    <EmptyState
      title="No reviews yet"
      icon={<MessageSquarePlus aria-hidden="true" className="size-8 text-clay" />}
      actions={
        <Link to={paths.shop} className={buttonStyles()}>
          <Plus aria-hidden="true" className="size-4" />
          Add New Review
        </Link>
      }
    >
      Tell other shoppers how a piece fits and feels: open it in the shop and choose Add A Review.
    </EmptyState>
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
