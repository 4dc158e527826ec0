import type { Review } from '@shop/shared/product.schema';
import { paths } from '@shop/shared/routes';
import { BadgeCheck, MessageSquarePlus } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Stars } from '@/components/ui/stars';
import { useUser } from '@/features/auth/auth-store';
import type { AuthRedirectState } from '@/features/auth/redirect-state';
import { formatDate } from '@/lib/format';

// The modal's form (and its checks) loads when a shopper first opens it, not with the page.
const PostReviewModal = lazy(() =>
  import('@/features/reviews/components/post-review-modal').then((module) => ({ default: module.PostReviewModal })),
);

export function ReviewsSection({ productId, reviews }: { productId: string; reviews: Review[] }) {
  const headingId = useId();
  return (
    <section id="reviews" aria-labelledby={headingId} className="scroll-mt-[calc(var(--spacing-header)+1rem)]">
      <div className="flex flex-wrap items-end justify-between gap-4 border-b border-line pb-4">
        <h2 id={headingId} className="text-3xl">
          All comments
        </h2>
        <AddReview productId={productId} reviews={reviews} />
      </div>
      {reviews.length === 0 ? (
        <p className="py-10 text-center text-muted">No reviews yet!</p>
      ) : (
        <ul className="divide-y divide-line">
          {reviews.map((review) => (
            <li key={review._id} className="flex gap-4 py-6">
              <Avatar src={review.userId.profileImage} name={review.userId.username} decorative />
              <div className="min-w-0 flex-1 space-y-2">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <p className="flex flex-wrap items-center gap-2 font-medium break-words">
                    {review.userId.username}
                    {review.verified ? (
                      <Badge tone="success" className="normal-case">
                        <BadgeCheck aria-hidden="true" className="size-3.5" />
                        Verified buyer
                      </Badge>
                    ) : null}
                  </p>
                  <time dateTime={review.updatedAt} className="text-sm text-muted">
                    {formatDate(review.updatedAt, 'long', '')}
                  </time>
                </div>
                <Stars rating={review.rating} size="sm" />
                <p className="leading-relaxed break-words whitespace-pre-line text-ink/90">{review.comment}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Opens 'Post A Review'; signed-out visitors are sent to sign in first and brought back here. */
function AddReview({ productId, reviews }: { productId: string; reviews: Review[] }) {
  const user = useUser();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const ownReview = user ? reviews.find((review) => review.userId._id === user._id) : undefined;

  const onClick = () => {
    if (!user) {
      const state: AuthRedirectState = {
        from: { pathname: location.pathname, search: location.search, hash: '#reviews' },
      };
      void navigate(paths.login, { state });
      return;
    }
    setOpen(true);
    setOpened(true);
  };

  return (
    <>
      <Button variant="secondary" onClick={onClick} aria-haspopup="dialog">
        <MessageSquarePlus aria-hidden="true" className="size-4" />
        Add A Review
      </Button>
      {user && opened ? (
        <Suspense fallback={null}>
          <PostReviewModal productId={productId} ownReview={ownReview} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
