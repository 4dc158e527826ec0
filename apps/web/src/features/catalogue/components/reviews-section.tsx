import { REVIEW_SORTS, type ReviewSort } from '@shop/shared/constants';
import type { Product, Review } from '@shop/shared/product.schema';
import { paths } from '@shop/shared/routes';
import { MessageSquarePlus } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ChoiceChip } from '@/components/ui/choice-chip';
import { SelectField } from '@/components/ui/field';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { useUser } from '@/features/auth/auth-store';
import type { AuthRedirectState } from '@/features/auth/redirect-state';
import { useMessages, useT, type MessageKey, type Translate } from '@/i18n/i18n';
import {
  DEFAULT_REVIEW_VIEW,
  isDefaultReviewView,
  reviewPagesFromProduct,
  useProductReviews,
  type ReviewListView,
} from '@/features/reviews/api/get-product-reviews';
import { ReviewListItem } from '@/features/reviews/components/review-list-item';
import { ReviewSummary } from '@/features/reviews/components/review-summary';
import { cn } from '@/lib/class-names';

// The modals' forms and checks load when a shopper first opens one, not with the page.
const PostReviewModal = lazy(() =>
  import('@/features/reviews/components/post-review-modal').then((module) => ({ default: module.PostReviewModal })),
);
// The buyers' photo gallery loads when a shopper asks for it.
const BuyerPhotoGallery = lazy(() =>
  import('@/features/reviews/components/buyer-photo-gallery').then((module) => ({ default: module.BuyerPhotoGallery })),
);
const DeleteReviewDialog = lazy(() =>
  import('@/features/reviews/components/delete-review-dialog').then((module) => ({ default: module.DeleteReviewDialog })),
);

const SORT_LABELS: Record<ReviewSort, MessageKey> = {
  helpful: 'reviews.sort.helpful',
  newest: 'reviews.sort.newest',
  highest: 'reviews.sort.highest',
  lowest: 'reviews.sort.lowest',
};

// Views are made alike (spreading the last one), so their fields come in the same order.
const sameView = (a: ReviewListView, b: ReviewListView) => JSON.stringify(a) === JSON.stringify(b);

/** What an empty list says under the filters chosen. */
const emptyListText = (view: ReviewListView, t: Translate) =>
  view.withPhotos && view.verifiedOnly
    ? t('reviews.none.photosVerified')
    : view.withPhotos
      ? t('reviews.none.photos')
      : view.verifiedOnly
        ? t('reviews.none.verified')
        : t('reviews.none');

export interface ReviewsSectionProps {
  product: Product;
  /** The first page of reviews, most helpful first, as the product's answer carries it. */
  reviews: Review[];
  /** When that answer arrived (the query's `dataUpdatedAt`). */
  reviewsUpdatedAt: number;
}

/**
 * 'All comments': the rating and fit summary, the buyers' photos on demand, the reviews in the
 * order the shopper picks (verified buyers only, with photos only, if they like), ten at a time,
 * and 'Add A Review'. Authors edit and delete their own
 * review here; admins delete any.
 */
export function ReviewsSection({ product, reviews, reviewsUpdatedAt }: ReviewsSectionProps) {
  useMessages('reviews');
  const t = useT();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const viewer = useUser();
  const signInAndBack = useSignInAndBack();
  const [view, setView] = useState<ReviewListView>(DEFAULT_REVIEW_VIEW);
  const seed = useMemo(
    () => ({ pages: reviewPagesFromProduct(reviews, product.reviewCount), updatedAt: reviewsUpdatedAt }),
    [reviews, product.reviewCount, reviewsUpdatedAt],
  );
  const list = useProductReviews(product._id, view, viewer?._id ?? null, seed);
  const loaded = useMemo(() => list.data?.pages.flatMap((page) => page.reviews) ?? [], [list.data]);
  const lastPage = list.data?.pages.at(-1);
  const total = lastPage?.totalReviews ?? 0;
  // From the list on screen, so that the button stays put while the viewer's own copy loads.
  const hasMore = lastPage !== undefined && lastPage.page < lastPage.totalPages;

  // The view whose reviews are on screen: another view's, dimmed, while the chosen one loads.
  // (The viewer's own copy of the same view replacing the signed-out one is not worth dimming.)
  const [shownView, setShownView] = useState(view);
  if (list.data && !list.isPlaceholderData && !sameView(shownView, view)) setShownView(view);
  const switching = list.isPlaceholderData && !sameView(shownView, view);

  const [galleryOpen, setGalleryOpen] = useState(false);
  const [modal, setModal] = useState({ open: false, loaded: false });
  const openModal = () => setModal({ open: true, loaded: true });
  const ownReview = viewer ? [...loaded, ...reviews].find((review) => review.userId._id === viewer._id) : undefined;

  const [deleting, setDeleting] = useState<{ review: Review | null; loaded: boolean }>({ review: null, loaded: false });
  // A deleted review takes its Delete button with it: focus goes to the heading instead.
  const deletedRef = useRef(false);
  useEffect(() => {
    if (deleting.review === null && deletedRef.current) {
      deletedRef.current = false;
      headingRef.current?.focus();
    }
  }, [deleting.review]);

  const noReviews = product.reviewCount === 0 && loaded.length === 0 && isDefaultReviewView(view) && list.data !== undefined;

  return (
    <section id="reviews" aria-labelledby={headingId} className="scroll-mt-[calc(var(--spacing-header)+1rem)] space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4 border-b border-line pb-4">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-3xl">
          {t('reviews.title')}
        </h2>
        <Button variant="secondary" onClick={viewer ? openModal : signInAndBack} aria-haspopup="dialog">
          <MessageSquarePlus aria-hidden="true" className="size-4" />
          {t('reviews.add')}
        </Button>
      </div>

      {product.reviewCount > 0 ? <ReviewSummary rating={product.rating} reviewCount={product.reviewCount} fit={product.fit} /> : null}

      {product.reviewCount > 0 ? (
        galleryOpen ? (
          <Suspense fallback={<Spinner label={t('reviews.photos.loading')} />}>
            <BuyerPhotoGallery productId={product._id} />
          </Suspense>
        ) : (
          <Button variant="ghost" size="sm" className="-ml-3" onClick={() => setGalleryOpen(true)}>
            {t('reviews.photos.see')}
          </Button>
        )
      ) : null}

      {noReviews ? (
        <p className="py-10 text-center text-muted">{t('reviews.none')}</p>
      ) : (
        <>
          <ReviewListControls view={view} onChange={setView} />
          {list.data === undefined ? (
            list.isError ? (
              <LoadFailed title={t('reviews.loadFailed')} onRetry={() => void list.refetch()} />
            ) : (
              <div className="flex justify-center py-10">
                <Spinner label={t('reviews.loading')} />
              </div>
            )
          ) : (
            <div className="space-y-4">
              <div aria-busy={switching || undefined} className={cn('transition-opacity', switching && 'opacity-60')}>
                {loaded.length === 0 ? (
                  <p className="py-10 text-center text-muted">{emptyListText(view, t)}</p>
                ) : (
                  <ul className="divide-y divide-line">
                    {loaded.map((review) => (
                      <li key={review._id}>
                        <ReviewListItem
                          productId={product._id}
                          review={review}
                          viewer={viewer}
                          onSignInToVote={signInAndBack}
                          onEdit={openModal}
                          onDelete={(chosen) => setDeleting({ review: chosen, loaded: true })}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              <div className="flex flex-col items-center gap-3 border-t border-line pt-6">
                <p aria-live="polite" className="text-sm text-muted tabular-nums">
                  {loaded.length > 0 ? t('reviews.showing', { shown: loaded.length, total: Math.max(total, loaded.length) }) : null}
                </p>
                {list.isFetchNextPageError ? (
                  <p role="alert" className="text-sm text-danger">
                    {t('reviews.moreFailed')}
                  </p>
                ) : null}
                {hasMore ? (
                  <Button
                    variant="secondary"
                    aria-disabled={!list.hasNextPage || list.isFetchingNextPage || undefined}
                    onClick={() => {
                      if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
                    }}
                  >
                    {list.isFetchingNextPage ? (
                      <span
                        aria-hidden="true"
                        className="size-4 animate-spin rounded-full border-2 border-line border-t-ink motion-reduce:animate-none"
                      />
                    ) : null}
                    {t('reviews.more')}
                  </Button>
                ) : null}
              </div>
            </div>
          )}
        </>
      )}

      {viewer && modal.loaded ? (
        <Suspense fallback={null}>
          <PostReviewModal
            productId={product._id}
            ownReview={ownReview}
            open={modal.open}
            onClose={() => setModal((current) => ({ ...current, open: false }))}
          />
        </Suspense>
      ) : null}
      {deleting.loaded ? (
        <Suspense fallback={null}>
          <DeleteReviewDialog
            review={deleting.review}
            onDeleted={() => {
              deletedRef.current = true;
            }}
            onClose={() => setDeleting((current) => ({ ...current, review: null }))}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

/** The order of the reviews and the verified-buyers and with-photos filters; changing any starts again from page 1. */
function ReviewListControls({ view, onChange }: { view: ReviewListView; onChange: (view: ReviewListView) => void }) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-end gap-x-4 gap-y-3">
      <SelectField
        label={t('reviews.sortLabel')}
        className="w-full sm:w-56 [&_select]:normal-case"
        value={view.sort}
        onChange={(event) => onChange({ ...view, sort: event.target.value as ReviewSort })}
      >
        {REVIEW_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(SORT_LABELS[sort])}
          </option>
        ))}
      </SelectField>
      <ChoiceChip checked={view.verifiedOnly} onChange={(event) => onChange({ ...view, verifiedOnly: event.target.checked })}>
        {t('reviews.verifiedOnly')}
      </ChoiceChip>
      <ChoiceChip checked={view.withPhotos} onChange={(event) => onChange({ ...view, withPhotos: event.target.checked })}>
        {t('reviews.withPhotos')}
      </ChoiceChip>
    </div>
  );
}

/** Sends a signed-out visitor to sign in, and brings them back to the reviews afterwards. */
function useSignInAndBack() {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    const state: AuthRedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: '#reviews' },
    };
    void navigate(paths.login, { state });
  };
}
