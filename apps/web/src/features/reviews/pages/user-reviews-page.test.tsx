import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, type ApiHandler } from '@/test/render-app';
import { renderPage } from '@/test/render-page';
import { signIn, testUser } from '@/test/users';
import { aUserReview } from '../testing/review-fixtures';
import { UserReviewsPage } from './user-reviews-page';

const reviewsPath = `/reviews/${testUser._id}`;

function reviewsAnswer(response: () => Response | Promise<Response>): ApiHandler {
  return ({ method, path }) => (method === 'GET' && path === reviewsPath ? response() : undefined);
}

const renderReviews = (api: ApiHandler) =>
  renderPage(<UserReviewsPage />, { route: '/dashboard/reviews', path: '/dashboard/reviews', api });

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
    const { fetchMock } = await renderReviews(reviewsAnswer(() => Response.json({ reviews: [aUserReview(), older] })));

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
    const { user, router } = await renderReviews(reviewsAnswer(() => Response.json({ reviews: [aUserReview()] })));
    const link = await screen.findByRole('link', { name: 'Add New Review' });
    expect(link).toHaveAttribute('href', '/shop');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/shop');
  });

  it('names a product that has left the shop without a link', async () => {
    signIn(testUser);
    await renderReviews(reviewsAnswer(() => Response.json({ reviews: [aUserReview({ productName: null })] })));
    const card = await screen.findByRole('article');
    expect(card).toHaveTextContent('A product no longer in the shop');
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it("says 'No review found.' when the reviews cannot be loaded, and can try again", async () => {
    signIn(testUser);
    let fail = true;
    const { user } = await renderReviews(
      reviewsAnswer(() =>
        fail ? Response.json({ message: 'Internal Server Error' }, { status: 500 }) : Response.json({ reviews: [aUserReview()] }),
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('No review found.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article')).toHaveTextContent('Heavy Cotton Tee');
  });

  it('says there are no reviews yet, with a way to the shop', async () => {
    signIn(testUser);
    await renderReviews(reviewsAnswer(() => Response.json({ reviews: [] })));
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New Review' })).toHaveAttribute('href', '/shop');
  });

  it('shows a skeleton while the reviews load', async () => {
    signIn(testUser);
    await renderReviews(reviewsAnswer(() => new Promise<Response>(() => {})));
    expect(screen.getByRole('status', { name: 'Loading your reviews' })).toBeInTheDocument();
  });
});
