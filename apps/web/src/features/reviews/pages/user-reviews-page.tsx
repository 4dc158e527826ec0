import { ACCOUNT_PAGE_SIZE } from '@shop/shared/constants';
import { paths } from '@shop/shared/routes';
import { MessageSquarePlus, Plus } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { DashboardPage } from '@/components/layouts/dashboard-page';
import { buttonStyles } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { IconBadge } from '@/components/ui/icon-badge';
import { ListStates } from '@/components/ui/list-states';
import { RowActions } from '@/components/ui/row-actions';
import { Skeleton } from '@/components/ui/skeleton';
import { Stars } from '@/components/ui/stars';
import { useUser } from '@/features/auth/auth-store';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { useFormatLocale, useMessages, useT, type Translate } from '@/i18n/i18n';
import { formatDate } from '@/lib/format';
import { usePagedList, useUrlPaging } from '@/lib/use-paged-list';
import { useMyReviews, type UserReview } from '../api/get-user-reviews';
import { DeleteReviewDialog } from '../components/delete-review-dialog';
import { FitNote, ReviewedProduct, VerifiedBuyerBadge } from '../components/review-details';

// The form (and its checks) loads when a review is first edited, not with the page.
const PostReviewModal = lazy(() => import('../components/post-review-modal').then((module) => ({ default: module.PostReviewModal })));

/** 'your review of Linen Tee': what a card's buttons and the delete dialog name. */
function reviewOf(review: UserReview, t: Translate): string {
  return t('dashboard.reviews.of', { product: review.productName ?? t('reviews.noProduct').toLowerCase() });
}

/** The signed-in user's reviews (`/dashboard/reviews`), newest first, as cards to edit or delete, a page at a time. */
export function UserReviewsPage() {
  useMessages('account');
  useMessages('reviews');
  const t = useT();
  usePageTitle(t('dashboard.reviews.title'));
  const user = useUser();
  const paging = useUrlPaging();
  const reviews = useMyReviews(user?._id, { page: paging.page, limit: ACCOUNT_PAGE_SIZE });
  const list = usePagedList(paging, ACCOUNT_PAGE_SIZE, reviews, (answer) => ({
    total: answer.totalReviews,
    totalPages: answer.totalPages,
  }));
  const count = list.view.total;
  // The review last opened for editing stays set after the modal closes, so that a failed edit's
  // draft is still there when the same review is opened again.
  const [editing, setEditing] = useState<UserReview | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const [deleting, setDeleting] = useState<UserReview | null>(null);
  // The review as the list has it now: the list refetches after each photo added or removed in the
  // open modal, and the photos' editor shows the change.
  const editingNow = (editing && reviews.data?.reviews.find((review) => review._id === editing._id)) ?? editing;

  const edit = (review: UserReview) => {
    setEditing(review);
    setEditOpen(true);
  };

  return (
    <DashboardPage title={t('dashboard.reviews.title')} intro={count > 0 ? t('product.reviews', { count }) : undefined}>
      <ListStates
        list={list}
        noun="reviews"
        texts={{
          loading: t('dashboard.reviews.loading'),
          failed: t('dashboard.reviews.notFound'),
          label: t('dashboard.reviews.pages'),
          showing: ({ from, to, total }) => t('dashboard.reviews.showing', { from, to, total }),
        }}
        loading={<ReviewsSkeleton />}
        failed={t('dashboard.reviews.notFound')}
        empty={<NoReviewsYet />}
      >
        {(data) => (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {/* First on every page, so that it is at hand however many reviews there are. */}
            <li>
              <AddNewReviewCard />
            </li>
            {data.reviews.map((review) => (
              <li key={review._id}>
                <ReviewCard review={review} onEdit={() => edit(review)} onDelete={() => setDeleting(review)} />
              </li>
            ))}
          </ul>
        )}
      </ListStates>
      {editingNow ? (
        <Suspense fallback={null}>
          {/* One modal per review: a draft left by a failed edit belongs to that review only. */}
          <PostReviewModal
            key={editingNow._id}
            productId={editingNow.productId}
            ownReview={editingNow}
            open={editOpen}
            onClose={() => setEditOpen(false)}
          />
        </Suspense>
      ) : null}
      <DeleteReviewDialog review={deleting} onClose={() => setDeleting(null)} />
    </DashboardPage>
  );
}

function ReviewCard({ review, onEdit, onDelete }: { review: UserReview; onEdit: () => void; onDelete: () => void }) {
  const t = useT();
  const locale = useFormatLocale();
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl border border-line bg-white p-5">
      <h2 className="font-sans text-base font-medium break-words">
        <ReviewedProduct review={review} />
      </h2>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <Stars rating={review.rating} />
        <time dateTime={review.updatedAt} className="text-sm text-muted">
          {formatDate(review.updatedAt, 'long', '', locale)}
        </time>
      </div>
      {review.verified || review.fit ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {review.verified ? <VerifiedBuyerBadge /> : null}
          <FitNote fit={review.fit} />
        </div>
      ) : null}
      <p className="leading-relaxed break-words whitespace-pre-line text-ink/90">{review.comment}</p>
      <footer className="mt-auto space-y-2 border-t border-line pt-3">
        <p className="text-xs break-all text-muted">
          {t.rich('dashboard.reviews.productId', { id: <span className="font-mono">{review.productId}</span> })}
        </p>
        {/* Pulled out by the buttons' padding, so their text lines up with the card's. */}
        <div className="-mx-3 -mb-2">
          <RowActions name={reviewOf(review, t)} onEdit={onEdit} onDelete={onDelete} />
        </div>
      </footer>
    </article>
  );
}

/** The whole card leads to the shop; the link itself carries the card's name. */
function AddNewReviewCard() {
  const t = useT();
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
          {t('dashboard.reviews.add')}
        </Link>
        <p id={hintId} className="text-sm text-muted">
          {t('dashboard.reviews.addHint')}
        </p>
      </div>
    </div>
  );
}

function NoReviewsYet() {
  const t = useT();
  return (
    <EmptyState
      title={t('dashboard.reviews.empty')}
      icon={<MessageSquarePlus aria-hidden="true" className="size-8 text-clay" />}
      actions={
        <Link to={paths.shop} className={buttonStyles()}>
          <Plus aria-hidden="true" className="size-4" />
          {t('dashboard.reviews.add')}
        </Link>
      }
    >
      {t('dashboard.reviews.emptyDetail')}
    </EmptyState>
  );
}

function ReviewsSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-label={t('dashboard.reviews.loading')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
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
