import type { UserReview } from '@shop/shared/review.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deleteAfterCancellingOnce } from '@/test/confirm-delete';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';
import { renderAdminPage } from '@/test/render-page';
import { signIn, testAdmin, testUser } from '@/test/users';
import { aUserReview, makeReviewPhoto } from '../testing/review-fixtures';
import { ManageReviewsPage } from './manage-reviews-page';
import { textsByRole } from '@/test/texts';
import { lastQueryTo, skeletonThenEmpty, tryAgainAfterOutage, turnToSecondPage } from '@/test/list-page';
import { listApi, pageFields } from '@/test/list-api';

/** `count` reviews by different shoppers of different products, an hour apart (the last one newest). */
function someReviews(count: number): UserReview[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const at = new Date(Date.UTC(2026, 0, 10, n)).toISOString();
    return aUserReview({
      _id: `r${n}`,
      comment: `Review number ${n}.`,
      userId: { _id: `u-${n}`, username: `Shopper ${n}`, profileImage: null },
      productId: `p-${n}`,
      productName: `Tee ${n}`,
      createdAt: at,
      updatedAt: at,
    });
  });
}

/** A tiny admin reviews API over an in-memory list, newest first and paged as the server pages it. */
function reviewsApi(initial: UserReview[], refuse?: 'GET' | 'DELETE'): ApiHandler {
  return listApi(initial, {
    path: '/reviews/all',
    sort: (a, b) => b.updatedAt.localeCompare(a.updatedAt),
    limit: 20,
    answer: pageFields('reviews', 'totalReviews'),
    rowPath: /^\/reviews\/([^/]+)$/,
    writes: {
      DELETE: ({ id }, reviews) => {
        reviews.remove(id);
        return { message: 'Review deleted.' };
      },
    },
    refuse: refuse && { method: refuse },
  });
}

/** Ada's review with two photos: the first approved, the second waiting for approval. */
const reviewWithPhotos = () =>
  aUserReview({
    _id: 'r1',
    userId: { _id: 'u1', username: 'ada', profileImage: null },
    verified: true,
    photos: [makeReviewPhoto('ph1'), makeReviewPhoto('ph2', false)],
  });

/** The reviews list and the moderation of their photos: an approved photo is no longer waiting, a removed one is gone. */
function photosApi(initial: UserReview[], refuse?: { method: 'POST' | 'DELETE'; status?: number; message?: string }): ApiHandler {
  return listApi(initial, {
    path: '/reviews/all',
    limit: 20,
    answer: pageFields('reviews', 'totalReviews'),
    rowPath: /^\/reviews\/([^/]+)\/photos\/([^/]+)(\/approve)?$/,
    writes: {
      POST: ({ id, match }, reviews) => {
        const [, , photoId, approve] = match;
        if (!approve) return undefined;
        const review = reviews.update(id, (row) => ({
          ...row,
          photos: row.photos.map((photo) => (photo._id === photoId ? { ...photo, approved: true } : photo)),
        }));
        return { message: 'Photo approved.', photo: review?.photos.find((photo) => photo._id === photoId) };
      },
      DELETE: ({ id, match }, reviews) => {
        if (match[3]) return undefined;
        reviews.update(id, (row) => ({ ...row, photos: row.photos.filter((photo) => photo._id !== match[2]) }));
        return { message: 'Photo removed.' };
      },
    },
    refuse,
  });
}

const renderManage = (api: ApiHandler, path = '/dashboard/manage-reviews') =>
  renderAdminPage(<ManageReviewsPage />, { route: '/dashboard/manage-reviews', path, api });

const table = () => screen.findByRole('table', { name: 'Reviews' });
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('the manage reviews page', () => {
  it('lists every review with its product, author, stars, fit, badge, helpful count, date and comment', async () => {
    await renderManage(
      reviewsApi([
        aUserReview({
          _id: 'r1',
          productId: 'p-linen',
          productName: 'Linen Shirt',
          userId: { _id: 'u1', username: 'ada', profileImage: null },
          rating: 4,
          fit: 'small',
          verified: true,
          helpfulCount: 3,
          comment: 'Lovely cloth, but order one size up.',
          updatedAt: '2026-03-14T12:00:00.000Z',
        }),
        aUserReview({
          _id: 'r2',
          productId: 'p-gone',
          productName: null,
          userId: { _id: 'u2', username: 'bo', profileImage: null },
          rating: 2,
          fit: null,
          verified: false,
          helpfulCount: 0,
          comment: 'Faded after one wash.',
          updatedAt: '2026-03-10T12:00:00.000Z',
        }),
      ]),
    );
    expect(document.title).toMatch(/^Manage Reviews \|/);
    const list = await table();
    expect(screen.getByText('2 reviews')).toBeInTheDocument();
    expect(textsByRole(list, 'columnheader')).toEqual(['Product', 'Author', 'Review', 'Date', 'Actions']);

    const first = rowOf('Lovely cloth, but order one size up.');
    expect(within(first).getByRole('link', { name: 'Linen Shirt' })).toHaveAttribute('href', '/shop/p-linen');
    expect(first).toHaveTextContent('ada');
    expect(within(first).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Fit: Runs small');
    expect(within(first).getByText('Verified buyer')).toBeInTheDocument();
    expect(first).toHaveTextContent('3 people found this helpful');
    expect(within(first).getByText('Mar 14, 2026')).toHaveAttribute('datetime', '2026-03-14T12:00:00.000Z');
    expect(within(first).getByRole('button', { name: 'Delete review by ada' })).toBeInTheDocument();

    const second = rowOf('Faded after one wash.');
    expect(within(second).queryByRole('link')).not.toBeInTheDocument();
    expect(second).toHaveTextContent('A product no longer in the shop');
    expect(within(second).getByRole('img', { name: 'Rated 2 out of 5' })).toBeInTheDocument();
    expect(within(second).queryByText('Verified buyer')).not.toBeInTheDocument();
    expect(second).not.toHaveTextContent(/Fit:/);
    expect(second).toHaveTextContent('No helpful votes yet');
  });

  it('shows a comment as text, never as markup', async () => {
    const payload = '<img src=x onerror=alert(1)>';
    await renderManage(reviewsApi([aUserReview({ comment: payload })]));
    await table();
    expect(screen.getByText(payload)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it("shortens a long comment until 'Show all' opens it", async () => {
    const long = `${'So soft. '.repeat(30)}The end.`;
    const { user } = await renderManage(
      reviewsApi([aUserReview({ _id: 'r1', comment: long }), aUserReview({ _id: 'r2', comment: 'Short and sweet.' })]),
    );
    await table();
    const text = screen.getByText(long);
    expect(text).toHaveClass('line-clamp-3');
    const showAll = screen.getByRole('button', { name: 'Show all of the review by ada' });
    expect(showAll).toHaveAttribute('aria-expanded', 'false');
    expect(showAll).toHaveAttribute('aria-controls', text.id);
    await user.click(showAll);
    expect(text).not.toHaveClass('line-clamp-3');
    expect(screen.getByRole('button', { name: 'Show less of the review by ada' })).toHaveAttribute('aria-expanded', 'true');
    // A short comment is whole from the start.
    expect(screen.getByText('Short and sweet.')).not.toHaveClass('line-clamp-3');
    expect(screen.getAllByRole('button', { name: /^Show / })).toHaveLength(1);
  });

  it('pages twenty at a time with the shared pagination, keeping the page in the URL', async () => {
    const { user, fetchMock, router } = await renderManage(reviewsApi(someReviews(23)));
    expect(await screen.findByText('Showing 1 to 20 of 23 reviews')).toBeInTheDocument();
    expect(screen.getByText('23 reviews')).toBeInTheDocument();
    expect(within(await table()).getAllByRole('row')).toHaveLength(21);
    expect(rowOf('Review number 23.')).toHaveTextContent('Shopper 23');

    await turnToSecondPage(user, router, { pages: 'Reviews pages', showing: 'Showing 21 to 23 of 23 reviews' });
    expect(lastQueryTo(fetchMock, '/reviews/all')).toMatchObject({ page: '2', limit: '20' });
    expect(
      within(await table())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Tee 3', 'Tee 2', 'Tee 1']);
  });

  it('opens on the page the URL names', async () => {
    await renderManage(reviewsApi(someReviews(23)), '/dashboard/manage-reviews?page=2');
    expect(await screen.findByText('Showing 21 to 23 of 23 reviews')).toBeInTheDocument();
  });

  it("asks before deleting, says 'Review deleted.' and lists the rest", async () => {
    const { user, fetchMock } = await renderManage(reviewsApi(someReviews(2)));
    await deleteAfterCancellingOnce(user, fetchMock, {
      row: 'review by Shopper 2',
      dialog: 'Delete review?',
      request: '/reviews/r2',
      said: 'Review deleted.',
    });
    await waitFor(() => expect(screen.queryByText('Review number 2.')).not.toBeInTheDocument());
    expect(screen.getByText('Review number 1.')).toBeInTheDocument();
    expect(screen.getByText('1 review')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('names the product in the delete dialog', async () => {
    const { user } = await renderManage(reviewsApi(someReviews(1)));
    await user.click(await screen.findByRole('button', { name: 'Delete review by Shopper 1' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete review?' })).toHaveTextContent(
      'This removes the review by Shopper 1 of Tee 1 from the shop. This cannot be undone.',
    );
  });

  it('says so when a delete fails, and keeps the review', async () => {
    const { user } = await renderManage(reviewsApi(someReviews(1), 'DELETE'));
    await user.click(await screen.findByRole('button', { name: 'Delete review by Shopper 1' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Could not delete the review.')).toBeInTheDocument();
    expect(screen.getByText('Review number 1.')).toBeInTheDocument();
  });

  it("says 'No reviews yet' when there are none, after a skeleton while loading", async () => {
    await skeletonThenEmpty(renderManage, {
      holds: (call) => call.path === '/reviews/all',
      api: reviewsApi([]),
      loading: 'Loading reviews',
      empty: 'No reviews yet',
      pages: 'Reviews pages',
    });
  });

  it('shows an error with a way to try again', async () => {
    await tryAgainAfterOutage(renderManage, { path: '/reviews/all', api: reviewsApi(someReviews(1)), message: 'Error loading reviews.' });
    expect(await table()).toBeInTheDocument();
    expect(screen.getByText('Review number 1.')).toBeInTheDocument();
  });
});

describe("the manage reviews page's photos", () => {
  const photosOfAda = () => screen.findByRole('list', { name: 'Photos of the review by ada' });
  const photoNames = (list: HTMLElement) =>
    within(list)
      .getAllByRole('img')
      .map((image) => image.getAttribute('alt'));

  it("shows each review's photos, 'Waiting for approval' with 'Approve' on the waiting one and 'Remove' on each", async () => {
    await renderManage(photosApi([reviewWithPhotos()]));
    const list = await photosOfAda();
    expect(photoNames(list)).toEqual(['Photo 1 by ada', 'Photo 2 by ada']);
    const [approved, waiting] = within(list).getAllByRole('listitem');
    expect(within(approved!).getByRole('img')).toHaveAttribute('src', '/uploads/ph1-400.webp');
    expect(within(approved!).getByRole('link')).toHaveAttribute('href', '/uploads/ph1-800.webp');
    expect(approved).not.toHaveTextContent('Waiting for approval');
    expect(within(approved!).queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    expect(within(waiting!).getByText('Waiting for approval')).toBeInTheDocument();
    expect(within(waiting!).getByRole('button', { name: 'Approve photo 2 of the review by ada' })).toBeInTheDocument();
    expect(within(list).getAllByRole('button', { name: /^Remove photo \d of the review by ada$/ })).toHaveLength(2);
  });

  it("approves a waiting photo: it says 'Photo approved.' and the photo no longer waits", async () => {
    const { user, fetchMock } = await renderManage(photosApi([reviewWithPhotos()]));
    const list = await photosOfAda();
    await user.click(within(list).getByRole('button', { name: 'Approve photo 2 of the review by ada' }));

    expect(await screen.findByText('Photo approved.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/reviews/r1/photos/ph2/approve')).toHaveLength(1);
    await waitFor(() => expect(within(list).queryByText('Waiting for approval')).not.toBeInTheDocument());
    expect(within(list).queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    expect(photoNames(list)).toEqual(['Photo 1 by ada', 'Photo 2 by ada']);
    expect(within(list).getByRole('button', { name: 'Remove photo 2 of the review by ada' })).toBeEnabled();
  });

  it("removes a photo: it says 'Photo removed.' and the photo goes, and the list with the last one", async () => {
    const { user, fetchMock } = await renderManage(photosApi([reviewWithPhotos()]));
    const list = await photosOfAda();
    await user.click(within(list).getByRole('button', { name: 'Remove photo 1 of the review by ada' }));

    expect(await screen.findByText('Photo removed.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/reviews/r1/photos/ph1')).toHaveLength(1);
    await waitFor(() => expect(photoNames(list)).toEqual(['Photo 1 by ada']));
    expect(within(list).getByRole('img')).toHaveAttribute('src', '/uploads/ph2-400.webp');
    expect(within(list).getByText('Waiting for approval')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Remove photo 1 of the review by ada' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Photos of the review by ada' })).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'DELETE', '/reviews/r1/photos/ph2')).toHaveLength(1);
    // The review itself stays.
    expect(screen.getByText('Soft, thick and it keeps its shape.')).toBeInTheDocument();
  });

  it("says 'Could not approve the photo.' when the approval fails, and the photo still waits", async () => {
    const { user, fetchMock } = await renderManage(photosApi([reviewWithPhotos()], { method: 'POST' }));
    const list = await photosOfAda();
    await user.click(within(list).getByRole('button', { name: 'Approve photo 2 of the review by ada' }));

    expect(await screen.findByText('Could not approve the photo.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/reviews/r1/photos/ph2/approve')).toHaveLength(1);
    expect(within(list).getByText('Waiting for approval')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Approve photo 2 of the review by ada' })).toBeEnabled();
    expect(screen.queryByText('Photo approved.')).not.toBeInTheDocument();
  });

  it("says 'Could not remove the photo.' when the removal fails, and keeps the photo", async () => {
    const { user } = await renderManage(photosApi([reviewWithPhotos()], { method: 'DELETE' }));
    const list = await photosOfAda();
    await user.click(within(list).getByRole('button', { name: 'Remove photo 1 of the review by ada' }));

    expect(await screen.findByText('Could not remove the photo.')).toBeInTheDocument();
    expect(photoNames(list)).toEqual(['Photo 1 by ada', 'Photo 2 by ada']);
    expect(screen.queryByText('Photo removed.')).not.toBeInTheDocument();
  });

  it("shows the server's reason when it refuses, such as a photo already gone", async () => {
    const { user } = await renderManage(photosApi([reviewWithPhotos()], { method: 'DELETE', status: 404, message: 'Photo not found.' }));
    const list = await photosOfAda();
    await user.click(within(list).getByRole('button', { name: 'Remove photo 2 of the review by ada' }));
    expect(await screen.findByText('Photo not found.')).toBeInTheDocument();
    expect(screen.queryByText('Could not remove the photo.')).not.toBeInTheDocument();
  });
});

describe('the manage reviews route', () => {
  it("is in the admin's sidebar, marked as the page on screen", async () => {
    signIn(testAdmin);
    await renderApp('/dashboard/manage-reviews', { api: reviewsApi(someReviews(1)) });
    expect(await table()).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(sidebar).getByRole('link', { name: 'Manage Reviews' })).toHaveAttribute('aria-current', 'page');
  });

  it('is for admins only', async () => {
    signIn(testUser);
    const { router, fetchMock } = await renderApp('/dashboard/manage-reviews', { api: reviewsApi(someReviews(1)) });
    await screen.findByText('You are not authorized to access this page!');
    expect(router.state.location.pathname).toBe('/login');
    expect(callsTo(fetchMock, 'GET', '/reviews/all')).toHaveLength(0);
  });
});
