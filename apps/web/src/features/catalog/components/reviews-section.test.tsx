import type { Product, Review } from '@shop/shared/product.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeReview } from '@/features/reviews/testing/review-fixtures';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';
import { signIn, testUser } from '@/test/users';
import { makeProduct } from '../testing/catalog-fixtures';

const tee = makeProduct({ _id: 'p1', name: 'Heavy Cotton Tee' });

/**
 * The product API with its reviews in `state.reviews`, so a test can change what the next
 * fetch of the product returns; `post` answers POST /reviews/post-review.
 */
function reviewsApi(state: { reviews: Review[] }, post?: (body: unknown) => Response | Promise<Response>): ApiHandler {
  return ({ method, path, body }) => {
    if (method === 'GET' && path === `/products/${tee._id}`)
      return Response.json({ product: tee satisfies Product, reviews: state.reviews });
    if (method === 'GET' && path === `/products/related/${tee._id}`) return Response.json({ products: [] });
    if (method === 'POST' && path === '/reviews/post-review' && post) return post(body);
    return undefined;
  };
}

const adasReview = (overrides: Partial<Review> = {}) =>
  makeReview({
    _id: 'r-ada',
    rating: 4,
    comment: 'Fits true to size.',
    userId: { _id: testUser._id, username: testUser.username, profileImage: null },
    updatedAt: '2026-11-22T12:00:00.000Z',
    ...overrides,
  });

async function openModal(state: { reviews: Review[] }, post?: (body: unknown) => Response | Promise<Response>) {
  signIn(testUser);
  const app = await renderApp('/shop/p1', { api: reviewsApi(state, post) });
  await app.user.click(await screen.findByRole('button', { name: 'Add A Review' }));
  const dialog = await screen.findByRole('dialog', { name: 'Post A Review' });
  /** Picks the stars, writes the comment and presses Submit. */
  const submit = async (stars: string, comment: string) => {
    await app.user.click(within(dialog).getByRole('radio', { name: stars }));
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), comment);
    await app.user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  };
  return { ...app, dialog, submit };
}

describe('posting a review from the product page', () => {
  it("sends a signed-out visitor from 'Add A Review' to /login, remembering the reviews", async () => {
    const { user, router } = await renderApp('/shop/p1', { api: reviewsApi({ reviews: [] }) });
    await user.click(await screen.findByRole('button', { name: 'Add A Review' }));
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: { pathname: '/shop/p1', search: '', hash: '#reviews' } });
  });

  it("opens 'Post A Review' with five stars starting at 0, a comment, Cancel and Submit", async () => {
    const { dialog } = await openModal({ reviews: [] });
    const stars = within(dialog).getByRole('radiogroup', { name: 'Rating' });
    // Their labels, '1 star' to '5 stars', are the star picker's own (star-picker.test.tsx).
    const radios = within(stars).getAllByRole('radio');
    expect(radios).toHaveLength(5);
    for (const radio of radios) expect(radio).not.toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Comment' })).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('asks for a rating from 1 to 5 stars and a comment before anything is sent', async () => {
    const { dialog, user, fetchMock } = await openModal({ reviews: [] }, () => Response.json({}));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Please choose a rating')).toBeInTheDocument();
    expect(within(dialog).getByText('Comment is required')).toBeInTheDocument();
    // Focus goes to the first thing to fix: the stars.
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: '1 star' })).toHaveFocus());
    expect(callsTo(fetchMock, 'POST', '/reviews/post-review')).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await waitFor(() => expect(within(dialog).queryByText('Please choose a rating')).not.toBeInTheDocument());
  });

  it("posts the review, toasts 'Comment posted successfully!', refetches the product and closes", async () => {
    const state = { reviews: [] as Review[] };
    const { submit, fetchMock } = await openModal(state, () => {
      state.reviews = [adasReview({ comment: 'Lovely heavy cotton.' })];
      return Response.json({ message: 'Comment posted successfully!', review: state.reviews[0] });
    });
    expect(callsTo(fetchMock, 'GET', '/products/p1')).toHaveLength(1);

    await submit('4 stars', '  Lovely heavy cotton.  ');

    expect(await screen.findByText('Comment posted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST', '/reviews/post-review').map((call) => call.body)).toEqual([
      { rating: 4, comment: 'Lovely heavy cotton.', productId: 'p1', userId: testUser._id },
    ]);
    expect(callsTo(fetchMock, 'GET', '/products/p1')).toHaveLength(2);
    const section = screen.getByRole('heading', { level: 2, name: 'All comments' }).closest('section')!;
    expect(within(section).getByText('Lovely heavy cotton.')).toBeInTheDocument();
    // Focus is back on the button that opened the modal.
    expect(screen.getByRole('button', { name: 'Add A Review' })).toHaveFocus();
  });

  it("toasts 'Failed to post comment.' and closes when the post fails, keeping the text for another try", async () => {
    const { submit, user } = await openModal({ reviews: [] }, () => Response.json({ message: 'Internal Server Error' }, { status: 500 }));
    await submit('5 stars', 'Great tee.');

    expect(await screen.findByText('Failed to post comment.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('No reviews yet!')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add A Review' }));
    const again = await screen.findByRole('dialog', { name: 'Post A Review' });
    expect(within(again).getByRole('radio', { name: '5 stars' })).toBeChecked();
    expect(within(again).getByRole('textbox', { name: 'Comment' })).toHaveValue('Great tee.');
  });

  it("shows the server's message when it gives one", async () => {
    const { submit } = await openModal({ reviews: [] }, () => Response.json({ message: 'Product not found.' }, { status: 404 }));
    await submit('2 stars', 'Hm.');
    expect(await screen.findByText('Product not found.')).toBeInTheDocument();
    expect(screen.queryByText('Failed to post comment.')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('prefills the review the user already wrote and says that posting replaces it', async () => {
    const { dialog } = await openModal({ reviews: [makeReview(), adasReview()] });
    expect(dialog).toHaveAccessibleDescription('You reviewed this product on November 22, 2026. Posting again replaces your review.');
    expect(within(dialog).getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Comment' })).toHaveValue('Fits true to size.');
  });

  it('closes with Cancel without sending anything', async () => {
    const { dialog, user, fetchMock } = await openModal({ reviews: [] }, () => Response.json({}));
    await user.click(within(dialog).getByRole('radio', { name: '3 stars' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/reviews/post-review')).toHaveLength(0);
  });
});
