import { ACCOUNT_PAGE_SIZE } from '@shop/shared/constants';
import type { UserReview } from '@shop/shared/review.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deleteAfterCancellingOnce } from '@/test/confirm-delete';
import { pagedAnswer } from '@/test/paging';
import { callsTo, type ApiHandler } from '@/test/render-app';
import { renderPage } from '@/test/render-page';
import { signIn, testUser } from '@/test/users';
import { aUserReview } from '../testing/review-fixtures';
import { UserReviewsPage } from './user-reviews-page';
import { lastQueryTo, skeletonThenEmpty, tryAgainAfterOutage, turnToSecondPage } from '@/test/list-page';
import { expectTextsIn } from '@/test/texts';
import { answerGet, listApi, pageFields } from '@/test/list-api';

// The session says whose reviews: no user id travels in the path.
const reviewsPath = '/reviews/mine';

/** The page of `reviews` a request asks for, as the server answers it. */
const reviewsPage = (reviews: UserReview[]) => (url: URL) => pagedAnswer('reviews', 'totalReviews', reviews, url);

/** The user's reviews, which an edit or a delete changes for the next fetch. */
function reviewsApi(initial: UserReview[]): ApiHandler {
  return listApi(initial, {
    path: reviewsPath,
    limit: ACCOUNT_PAGE_SIZE,
    answer: pageFields('reviews', 'totalReviews'),
    rowPath: /^\/reviews\/([^/]+)$/,
    writes: {
      PATCH: ({ id, body }, reviews) => ({
        message: 'Review updated.',
        review: reviews.update(id, (review) => ({ ...review, ...(body as Partial<UserReview>), updatedAt: '2026-12-01T12:00:00.000Z' })),
      }),
      DELETE: ({ id }, reviews) => {
        reviews.remove(id);
        return { message: 'Review deleted.' };
      },
    },
  });
}

const renderReviews = (api: ApiHandler, path = '/dashboard/reviews') =>
  renderPage(<UserReviewsPage />, { route: '/dashboard/reviews', path, api });

describe('the user reviews page', () => {
  it("shows 'Your given Reviews' as cards with the rating, comment, product (linked, with its id) and date", async () => {
    signIn(testUser);
    const older = aUserReview({
      _id: 'r2',
      rating: 2,
      comment: 'Shrank a little.',
      productId: 'c8a1f3d2-1111-4e0e-9a57-000000000002',
      productName: 'Linen Shirt',
      updatedAt: '2026-03-05T12:00:00.000Z',
    });
    const { fetchMock } = await renderReviews(answerGet(reviewsPath, reviewsPage([aUserReview(), older])));

    expect(screen.getByRole('heading', { level: 1, name: 'Your given Reviews' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = cards[0]!;
    expect(within(first).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Soft, thick and it keeps its shape.');
    expect(within(first).getByRole('link', { name: 'Heavy Cotton Tee' })).toHaveAttribute(
      'href',
      '/shop/0b6f5c1e-8d2a-4f0e-9a57-3c1d2e4f5a6b',
    );
    expect(first).toHaveTextContent('Product ID: 0b6f5c1e-8d2a-4f0e-9a57-3c1d2e4f5a6b');
    expect(first).toHaveTextContent('November 21, 2026');
    expect(within(cards[1]!).getByRole('img', { name: 'Rated 2 out of 5' })).toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('March 5, 2026');
    expect(screen.getByText('2 reviews')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', reviewsPath)).toHaveLength(1);
  });

  it("has an 'Add New Review' card that goes to the shop", async () => {
    signIn(testUser);
    const { user, router } = await renderReviews(answerGet(reviewsPath, reviewsPage([aUserReview()])));
    const link = await screen.findByRole('link', { name: 'Add New Review' });
    expect(link).toHaveAttribute('href', '/shop');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/shop');
  });

  it('names a product that has left the shop without a link', async () => {
    signIn(testUser);
    await renderReviews(answerGet(reviewsPath, reviewsPage([aUserReview({ productName: null })])));
    const card = await screen.findByRole('article');
    expect(card).toHaveTextContent('A product no longer in the shop');
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it("says 'No review found.' when the reviews cannot be loaded, and can try again", async () => {
    signIn(testUser);
    await tryAgainAfterOutage(renderReviews, {
      path: reviewsPath,
      api: answerGet(reviewsPath, reviewsPage([aUserReview()])),
      message: 'No review found.',
    });
    expect(await screen.findByRole('article')).toHaveTextContent('Heavy Cotton Tee');
  });

  it('says there are no reviews yet, with a way to the shop, after a skeleton while loading', async () => {
    signIn(testUser);
    await skeletonThenEmpty(renderReviews, {
      holds: (call) => call.path === reviewsPath,
      api: answerGet(reviewsPath, reviewsPage([])),
      loading: 'Loading your reviews',
      empty: 'No reviews yet',
    });
    expect(screen.getByRole('link', { name: 'Add New Review' })).toHaveAttribute('href', '/shop');
  });

  it("shows the fit and 'Verified buyer' on the reviews that have them", async () => {
    signIn(testUser);
    const plain = aUserReview({ _id: 'r2', productName: 'Linen Shirt' });
    await renderReviews(reviewsApi([aUserReview({ fit: 'small', verified: true }), plain]));
    const [first, second] = await screen.findAllByRole('article');
    expect(first).toHaveTextContent('Fit: Runs small');
    expect(within(first!).getByText('Verified buyer')).toBeInTheDocument();
    expect(second).not.toHaveTextContent('Fit:');
    expect(within(second!).queryByText('Verified buyer')).not.toBeInTheDocument();
  });

  it("edits a review in 'Post A Review': it sends what changed, toasts 'Review updated.' and the card shows the edit", async () => {
    signIn(testUser);
    const reviews = [aUserReview({ fit: 'true' }), aUserReview({ _id: 'r2', productName: 'Linen Shirt' })];
    const { user, fetchMock } = await renderReviews(reviewsApi(reviews));
    await user.click(await screen.findByRole('button', { name: 'Edit your review of Heavy Cotton Tee' }));

    const dialog = await screen.findByRole('dialog', { name: 'Post A Review' });
    expect(dialog).toHaveAccessibleDescription('You reviewed this product on November 21, 2026. Submitting updates your review.');
    expect(within(dialog).getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'True to size' })).toBeChecked();
    const comment = within(dialog).getByRole('textbox', { name: 'Comment' });
    expect(comment).toHaveValue('Soft, thick and it keeps its shape.');
    await user.click(within(dialog).getByRole('radio', { name: 'Runs large' }));
    await user.clear(comment);
    await user.type(comment, 'Roomy after a wash.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Review updated.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'PATCH', '/reviews/r1').map((call) => call.body)).toEqual([{ comment: 'Roomy after a wash.', fit: 'large' }]);
    const card = screen.getAllByRole('article')[0]!;
    expectTextsIn(card, ['Roomy after a wash.', 'Fit: Runs large', 'December 1, 2026']);
    expect(screen.getByRole('button', { name: 'Edit your review of Heavy Cotton Tee' })).toHaveFocus();
  });

  it("deletes a review after asking, toasts 'Review deleted.' and takes its card away", async () => {
    signIn(testUser);
    const reviews = [aUserReview(), aUserReview({ _id: 'r2', productName: 'Linen Shirt' })];
    const { user, fetchMock } = await renderReviews(reviewsApi(reviews));
    await deleteAfterCancellingOnce(user, fetchMock, {
      row: 'your review of Linen Shirt',
      dialog: 'Delete review?',
      request: '/reviews/r2',
      said: 'Review deleted.',
    });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('article')).toHaveTextContent('Heavy Cotton Tee');
    expect(screen.getByText('1 review')).toBeInTheDocument();
  });

  it("names a product that has left the shop in its card's buttons", async () => {
    signIn(testUser);
    await renderReviews(reviewsApi([aUserReview({ productName: null })]));
    expect(await screen.findByRole('button', { name: 'Edit your review of a product no longer in the shop' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete your review of a product no longer in the shop' })).toBeInTheDocument();
  });

  it('shows markup in a review as text', async () => {
    signIn(testUser);
    const payload = '<img src=x onerror=alert(1)> <script>alert(2)</script>';
    await renderReviews(reviewsApi([aUserReview({ comment: payload })]));
    const card = await screen.findByRole('article');
    expect(card).toHaveTextContent(payload);
    expect(card.querySelector('img, script')).toBeNull();
  });

  describe('page by page', () => {
    /** `count` reviews, each of its own product: 'Tee 1' is the newest. */
    const many = (count: number) =>
      Array.from({ length: count }, (_, index) => aUserReview({ _id: `r${index + 1}`, productName: `Tee ${index + 1}` }));

    it('shows 20 reviews a page with the total, and pages with Previous, the numbers and Next', async () => {
      signIn(testUser);
      const { user, fetchMock, router } = await renderReviews(answerGet(reviewsPath, reviewsPage(many(23))));
      expect(await screen.findByText('Showing 1 to 20 of 23 reviews')).toBeInTheDocument();
      // The count is the server's total, not the page's.
      expect(screen.getByText('23 reviews')).toBeInTheDocument();
      expect(screen.getAllByRole('article')).toHaveLength(20);

      await turnToSecondPage(user, router, { pages: 'Reviews pages', showing: 'Showing 21 to 23 of 23 reviews' });
      expect(screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual([
        'Tee 21',
        'Tee 22',
        'Tee 23',
      ]);
      // 'Add New Review' stays at hand on every page.
      expect(screen.getByRole('link', { name: 'Add New Review' })).toBeInTheDocument();
      expect(lastQueryTo(fetchMock, reviewsPath)).toMatchObject({ page: '2', limit: '20' });
    });

    it('goes back a page when deleting empties the last one', async () => {
      signIn(testUser);
      const reviews = many(21);
      const { user, router } = await renderReviews(reviewsApi(reviews), '/dashboard/reviews?page=2');
      expect(await screen.findByText('Showing 21 to 21 of 21 reviews')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Delete your review of Tee 21' }));
      await user.click(within(screen.getByRole('alertdialog', { name: 'Delete review?' })).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText('Showing 1 to 20 of 20 reviews')).toBeInTheDocument();
      expect(router.state.location.search).toBe('');
    });
  });
});
