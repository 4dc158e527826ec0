import { REVIEW_PAGE_SIZE } from '@shop/shared/constants';
import type { Product, Review } from '@shop/shared/product.schema';
import type { FitCounts } from '@shop/shared/review-fit';
import type { ReviewListResponse } from '@shop/shared/review.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeReview, makeReviews } from '@/features/reviews/testing/review-fixtures';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';
import { signIn, testAdmin, testUser } from '@/test/users';
import { makeProduct } from '../testing/catalogue-fixtures';

const tee = makeProduct({ _id: 'p1', name: 'Heavy Cotton Tee' });

/** What the fake API knows: the product's reviews (with the viewer's votes) and its fit counts. */
interface ShopState {
  reviews: Review[];
  fit?: FitCounts;
  rating?: number;
}

type Answer = Response | Promise<Response>;

interface Overrides {
  /** POST /reviews/post-review */
  post?: (body: unknown) => Answer;
  /** GET /reviews: an answer, or undefined for the fake's own page. */
  list?: (url: URL) => Answer | undefined;
  /** POST /reviews/{id}/helpful, instead of the fake's toggle. */
  vote?: (id: string) => Answer;
  /** DELETE /reviews/{id}, instead of the fake's delete. */
  remove?: (id: string) => Answer;
}

const newestFirst = (a: Review, b: Review) => b.createdAt.localeCompare(a.createdAt);
const ORDERS: Record<string, (a: Review, b: Review) => number> = {
  helpful: (a, b) => b.helpfulCount - a.helpfulCount || newestFirst(a, b),
  newest: newestFirst,
  highest: (a, b) => b.rating - a.rating || newestFirst(a, b),
  lowest: (a, b) => a.rating - b.rating || newestFirst(a, b),
};

/** The reviews as the API lists them for `sort` and `verified`, page `page`. */
function pageOf(state: ShopState, sort: string, verified: boolean, page: number): ReviewListResponse {
  const matching = state.reviews.filter((review) => !verified || review.verified).sort(ORDERS[sort]);
  return {
    reviews: matching.slice((page - 1) * REVIEW_PAGE_SIZE, page * REVIEW_PAGE_SIZE),
    totalReviews: matching.length,
    totalPages: Math.ceil(matching.length / REVIEW_PAGE_SIZE),
    page,
    limit: REVIEW_PAGE_SIZE,
  };
}

/**
 * A small fake of the reviews API over `state`: the product (its first page of reviews without
 * the viewer's votes), the review list, votes and deletes, each replaceable by `overrides`.
 */
function reviewsApi(state: ShopState, overrides: Overrides = {}): ApiHandler {
  return ({ method, path, url, body }) => {
    if (method === 'GET' && path === `/products/${tee._id}`) {
      const product: Product = {
        ...tee,
        reviewCount: state.reviews.length,
        rating: state.rating ?? tee.rating,
        fit: state.fit ?? { small: 0, true: 0, large: 0 },
      };
      const reviews = pageOf(state, 'helpful', false, 1).reviews.map(({ helpfulByMe: _vote, ...review }) => review);
      return Response.json({ product, reviews });
    }
    if (method === 'GET' && path === `/products/related/${tee._id}`) return Response.json({ products: [] });
    if (method === 'GET' && path === '/reviews') {
      const answer = overrides.list?.(url);
      if (answer) return answer;
      const query = url.searchParams;
      return Response.json(pageOf(state, query.get('sort') ?? 'helpful', query.get('verified') === 'true', Number(query.get('page') ?? 1)));
    }
    if (method === 'POST' && path === '/reviews/post-review' && overrides.post) return overrides.post(body);
    const voted = /^\/reviews\/([^/]+)\/helpful$/.exec(path)?.[1];
    if (method === 'POST' && voted) {
      if (overrides.vote) return overrides.vote(voted);
      const review = state.reviews.find((candidate) => candidate._id === voted)!;
      const helpful = !review.helpfulByMe;
      Object.assign(review, { helpfulByMe: helpful, helpfulCount: review.helpfulCount + (helpful ? 1 : -1) });
      return Response.json({ helpful, helpfulCount: review.helpfulCount });
    }
    const deleted = /^\/reviews\/([^/]+)$/.exec(path)?.[1];
    if (method === 'DELETE' && deleted) {
      if (overrides.remove) return overrides.remove(deleted);
      state.reviews = state.reviews.filter((review) => review._id !== deleted);
      return Response.json({ message: 'Review deleted.' });
    }
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

const mayasReview = (overrides: Partial<Review> = {}) => makeReview({ _id: 'r-maya', helpfulCount: 2, ...overrides });

const reviewsSection = async () => (await screen.findByRole('heading', { level: 2, name: 'All comments' })).closest('section')!;

/** The comments on screen, in order. */
const comments = (section: HTMLElement) =>
  within(section)
    .queryAllByRole('article')
    .map((review) => review.querySelector('p.whitespace-pre-line')?.textContent);

/** The review on screen whose author is `username`. */
const reviewBy = (section: HTMLElement, username: string) =>
  within(section)
    .getAllByRole('article')
    .find((review) => review.querySelector('p.font-medium')?.firstChild?.textContent === username)!;

/** The list query the app asked for, as `sort/verified/page`. */
const listCalls = (fetchMock: Awaited<ReturnType<typeof renderApp>>['fetchMock']) =>
  callsTo(fetchMock, 'GET', '/reviews').map(({ url }) => {
    const query = url.searchParams;
    expect(query.get('productId')).toBe('p1');
    return `${query.get('sort')}/${query.get('verified') ?? '-'}/${query.get('page')}`;
  });

async function openModal(state: ShopState, post?: (body: unknown) => Answer) {
  signIn(testUser);
  const app = await renderApp('/shop/p1', { api: reviewsApi(state, { post }) });
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

  it("posts the review, toasts 'Comment posted successfully!', refetches the product and its reviews and closes", async () => {
    const state: ShopState = { reviews: [] };
    const { submit, fetchMock } = await openModal(state, () => {
      state.reviews = [adasReview({ comment: 'Lovely heavy cotton.' })];
      return Response.json({ message: 'Comment posted successfully!', review: state.reviews[0] });
    });
    expect(callsTo(fetchMock, 'GET', '/products/p1')).toHaveLength(1);
    const listsBefore = callsTo(fetchMock, 'GET', '/reviews').length;

    await submit('4 stars', '  Lovely heavy cotton.  ');

    expect(await screen.findByText('Comment posted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST', '/reviews/post-review').map((call) => call.body)).toMatchObject([
      { rating: 4, comment: 'Lovely heavy cotton.', productId: 'p1', userId: testUser._id },
    ]);
    expect(callsTo(fetchMock, 'GET', '/products/p1')).toHaveLength(2);
    expect(callsTo(fetchMock, 'GET', '/reviews').length).toBeGreaterThan(listsBefore);
    const section = await reviewsSection();
    expect(within(section).getByText('Lovely heavy cotton.')).toBeInTheDocument();
    expect(within(section).getByText('Based on 1 review')).toBeInTheDocument();
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
    expect(dialog).toHaveAccessibleDescription(/^You reviewed this product on November 22, 2026\./);
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

describe('the summary of the reviews', () => {
  it('shows the mean rating with its stars and count, the fit majority and the count of each fit', async () => {
    await renderApp('/shop/p1', {
      api: reviewsApi({ reviews: makeReviews(4), rating: 4.25, fit: { small: 1, true: 3, large: 0 } }),
    });
    const section = await reviewsSection();
    expect(within(section).getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
    expect(within(section).getByText('Based on 4 reviews')).toBeInTheDocument();
    const fits = within(section).getByRole('region', { name: 'How it fits' });
    expect(within(fits).getByText('Most buyers say: true to size')).toBeInTheDocument();
    // Each fit (a term) with its count (its definition).
    const counts = within(fits)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(counts).toEqual(['Runs small 1', 'True to size 3', 'Runs large 0']);
  });

  it('shows the counts without a verdict when no fit has a majority, and no fit summary without fits', async () => {
    const { unmount } = await renderApp('/shop/p1', {
      api: reviewsApi({ reviews: makeReviews(4), fit: { small: 2, true: 2, large: 0 } }),
    });
    const fits = within(await reviewsSection()).getByRole('region', { name: 'How it fits' });
    expect(within(fits).queryByText(/Most buyers say/)).not.toBeInTheDocument();
    expect(within(fits).getAllByRole('term')).toHaveLength(3);
    unmount();

    await renderApp('/shop/p1', { api: reviewsApi({ reviews: makeReviews(2) }) });
    const section = await reviewsSection();
    expect(within(section).getByText('Based on 2 reviews')).toBeInTheDocument();
    expect(within(section).queryByRole('region', { name: 'How it fits' })).not.toBeInTheDocument();
  });
});

describe('the list of reviews', () => {
  it('shows a review with its fit, and its text as text, never as HTML', async () => {
    const payload = '<img src=x onerror=alert(1)>';
    await renderApp('/shop/p1', {
      api: reviewsApi({ reviews: [mayasReview({ comment: payload, fit: 'small' }), makeReview({ _id: 'r2', fit: null })] }),
    });
    const [hostile, plain] = within(await reviewsSection()).getAllByRole('article');
    expect(within(hostile!).getByText(payload)).toBeInTheDocument();
    expect(hostile!.querySelector('img')).toBeNull();
    expect(hostile).toHaveTextContent('Fit: Runs small');
    expect(plain).not.toHaveTextContent('Fit:');
  });

  it('asks page 1 again in the order chosen, keeping the old list dimmed and busy until it arrives', async () => {
    const state: ShopState = {
      reviews: [
        makeReview({ _id: 'old', comment: 'Old and helpful.', helpfulCount: 5, rating: 2, createdAt: '2026-01-01T00:00:00.000Z' }),
        makeReview({ _id: 'new', comment: 'New.', helpfulCount: 0, rating: 5, createdAt: '2026-06-01T00:00:00.000Z' }),
      ],
    };
    let release = () => {};
    const { user, fetchMock } = await renderApp('/shop/p1', {
      api: reviewsApi(state, {
        list: (url) =>
          url.searchParams.get('sort') === 'newest'
            ? new Promise<Response>((resolve) => {
                release = () => resolve(Response.json(pageOf(state, 'newest', false, 1)));
              })
            : undefined,
      }),
    });
    const section = await reviewsSection();
    const sort = within(section).getByRole('combobox', { name: 'Sort reviews' });
    expect(sort).toHaveValue('helpful');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Most helpful', 'Newest', 'Highest', 'Lowest']);
    expect(comments(section)).toEqual(['Old and helpful.', 'New.']);
    // The first page came with the product: no second request.
    expect(listCalls(fetchMock)).toEqual([]);

    await user.selectOptions(sort, 'newest');
    await waitFor(() => expect(listCalls(fetchMock)).toEqual(['newest/-/1']));
    const list = within(section).getByRole('list');
    expect(list.parentElement).toHaveAttribute('aria-busy', 'true');
    expect(comments(section)).toEqual(['Old and helpful.', 'New.']);

    release();
    await waitFor(() => expect(comments(section)).toEqual(['New.', 'Old and helpful.']));
    expect(within(section).getByRole('list').parentElement).not.toHaveAttribute('aria-busy');

    await user.selectOptions(sort, 'lowest');
    await waitFor(() => expect(comments(section)).toEqual(['Old and helpful.', 'New.']));
    expect(listCalls(fetchMock)).toEqual(['newest/-/1', 'lowest/-/1']);
  });

  it('filters to verified buyers, saying so when there are none', async () => {
    const state: ShopState = {
      reviews: [makeReview({ _id: 'a', comment: 'Bought it.', verified: true }), makeReview({ _id: 'b', comment: 'Just looking.' })],
    };
    const { user, fetchMock } = await renderApp('/shop/p1', { api: reviewsApi(state) });
    const section = await reviewsSection();
    const verified = within(section).getByRole('checkbox', { name: 'Verified buyers only' });
    expect(verified).not.toBeChecked();

    await user.click(verified);
    await waitFor(() => expect(comments(section)).toEqual(['Bought it.']));
    expect(listCalls(fetchMock)).toEqual(['helpful/true/1']);
    expect(within(section).getByText('Showing 1 of 1')).toBeInTheDocument();

    state.reviews = state.reviews.filter((review) => !review.verified);
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Sort reviews' }), 'highest');
    expect(await within(section).findByText('No reviews from verified buyers yet.')).toBeInTheDocument();
    expect(listCalls(fetchMock)).toEqual(['helpful/true/1', 'highest/true/1']);
  });

  it("appends the next page with 'Show more reviews', counting what is shown", async () => {
    const { user, fetchMock } = await renderApp('/shop/p1', { api: reviewsApi({ reviews: makeReviews(23) }) });
    const section = await reviewsSection();
    expect(within(section).getAllByRole('article')).toHaveLength(10);
    expect(within(section).getByText('Showing 10 of 23')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Show more reviews' }));
    expect(await within(section).findByText('Showing 20 of 23')).toBeInTheDocument();
    expect(within(section).getAllByRole('article')).toHaveLength(20);
    // Newest first among equals: the first page's reviews stay on top, the next ten follow.
    expect(comments(section).slice(9, 11)).toEqual(['Review number 14.', 'Review number 13.']);

    await user.click(within(section).getByRole('button', { name: 'Show more reviews' }));
    expect(await within(section).findByText('Showing 23 of 23')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
    expect(listCalls(fetchMock)).toEqual(['helpful/-/2', 'helpful/-/3']);
  });

  it('shows a failed load with a way to try again', async () => {
    let fail = true;
    const { user } = await renderApp('/shop/p1', {
      api: reviewsApi(
        { reviews: makeReviews(3) },
        { list: () => (fail ? Response.json({ message: 'boom' }, { status: 500 }) : undefined) },
      ),
    });
    const section = await reviewsSection();
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Sort reviews' }), 'newest');
    expect(await within(section).findByRole('alert')).toHaveTextContent('Error loading reviews.');

    fail = false;
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(comments(section)).toEqual(['Review number 3.', 'Review number 2.', 'Review number 1.']));
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('helpful votes', () => {
  it("toggles 'Helpful' with aria-pressed and its count, keeping the order until the next refetch", async () => {
    signIn(testUser);
    const state: ShopState = {
      reviews: [mayasReview(), makeReview({ _id: 'r-luis', comment: 'Nice.', helpfulCount: 2, createdAt: '2026-01-01T00:00:00.000Z' })],
    };
    const { user, fetchMock } = await renderApp('/shop/p1', { api: reviewsApi(state) });
    const section = await reviewsSection();
    await waitFor(() => expect(listCalls(fetchMock)).toEqual(['helpful/-/1']));
    const [first, second] = within(section).getAllByRole('article');
    const helpful = within(second!).getByRole('button', { name: 'Helpful (2)' });
    expect(helpful).toHaveAttribute('aria-pressed', 'false');

    await user.click(helpful);
    await waitFor(() => expect(helpful).toHaveAccessibleName('Helpful (3)'));
    expect(helpful).toHaveAttribute('aria-pressed', 'true');
    expect(callsTo(fetchMock, 'POST', '/reviews/r-luis/helpful')).toHaveLength(1);
    // Now the most helpful, but it stays where it was.
    expect(comments(section)).toEqual(['Soft, thick and it keeps its shape.', 'Nice.']);
    expect(within(first!).getByRole('button', { name: 'Helpful (2)' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(helpful);
    await waitFor(() => expect(helpful).toHaveAttribute('aria-pressed', 'false'));
    expect(helpful).toHaveAccessibleName('Helpful (2)');
    expect(callsTo(fetchMock, 'POST', '/reviews/r-luis/helpful')).toHaveLength(2);
  });

  it("shows the signed-in viewer's earlier votes once their list arrives", async () => {
    signIn(testUser);
    await renderApp('/shop/p1', { api: reviewsApi({ reviews: [mayasReview({ helpfulByMe: true, helpfulCount: 3 })] }) });
    const section = await reviewsSection();
    await waitFor(() => expect(within(section).getByRole('button', { name: 'Helpful (3)' })).toHaveAttribute('aria-pressed', 'true'));
  });

  it("puts the count back and shows the server's reason when a vote fails", async () => {
    signIn(testUser);
    const { user } = await renderApp('/shop/p1', {
      api: reviewsApi(
        { reviews: [mayasReview()] },
        { vote: () => Response.json({ message: 'Too many requests, please try again later.' }, { status: 429 }) },
      ),
    });
    const section = await reviewsSection();
    await user.click(within(section).getByRole('button', { name: 'Helpful (2)' }));
    expect(await screen.findByText('Too many requests, please try again later.')).toBeInTheDocument();
    const helpful = within(section).getByRole('button', { name: 'Helpful (2)' });
    expect(helpful).toHaveAttribute('aria-pressed', 'false');
  });

  it("sends a signed-out visitor from 'Helpful' to /login and back to the reviews", async () => {
    const { user, router, fetchMock } = await renderApp('/shop/p1', { api: reviewsApi({ reviews: [mayasReview()] }) });
    await user.click(within(await reviewsSection()).getByRole('button', { name: 'Helpful (2)' }));
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(router.state.location.state).toEqual({ from: { pathname: '/shop/p1', search: '', hash: '#reviews' } });
    expect(callsTo(fetchMock, 'POST', '/reviews/r-maya/helpful')).toHaveLength(0);
  });
});

describe("the viewer's own review, and an admin's", () => {
  it('offers Edit and Delete on your own review instead of Helpful, and shows its count as text', async () => {
    signIn(testUser);
    const { user } = await renderApp('/shop/p1', {
      api: reviewsApi({ reviews: [mayasReview(), adasReview({ helpfulCount: 3 })] }),
    });
    const section = await reviewsSection();
    await waitFor(() => expect(reviewBy(section, 'ada')).toHaveTextContent('3 people found this helpful'));
    const [others, own] = [reviewBy(section, 'Maya Chen'), reviewBy(section, 'ada')];
    expect(within(others).queryAllByRole('button', { name: /Edit|Delete/ })).toEqual([]);
    expect(within(own).queryByRole('button', { name: /Helpful/ })).not.toBeInTheDocument();
    expect(own).toHaveTextContent('Your review');

    await user.click(within(own).getByRole('button', { name: 'Edit your review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Post A Review' });
    expect(within(dialog).getByRole('textbox', { name: 'Comment' })).toHaveValue('Fits true to size.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(own).getByRole('button', { name: 'Edit your review' })).toHaveFocus();
  });

  it("deletes your own review after asking, toasting 'Review deleted.' and refreshing the product", async () => {
    signIn(testUser);
    const state: ShopState = { reviews: [mayasReview(), adasReview()] };
    const { user, fetchMock } = await renderApp('/shop/p1', { api: reviewsApi(state) });
    const section = await reviewsSection();
    const own = reviewBy(section, 'ada');

    await user.click(within(own).getByRole('button', { name: 'Delete your review' }));
    const asked = await screen.findByRole('alertdialog', { name: 'Delete review?' });
    expect(within(asked).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, 'DELETE', '/reviews/r-ada')).toHaveLength(0);

    await user.click(within(own).getByRole('button', { name: 'Delete your review' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Review deleted.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/reviews/r-ada')).toHaveLength(1);
    await waitFor(() => expect(comments(section)).toEqual(['Soft, thick and it keeps its shape.']));
    expect(within(section).getByText('Based on 1 review')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/products/p1')).toHaveLength(2);
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'All comments' })).toHaveFocus());
  });

  it('lets an admin delete any review, toasting the server’s reason when it refuses', async () => {
    signIn(testAdmin);
    const { user, fetchMock } = await renderApp('/shop/p1', {
      api: reviewsApi(
        { reviews: [mayasReview(), adasReview()] },
        { remove: () => Response.json({ message: 'Review not found.' }, { status: 404 }) },
      ),
    });
    const section = await reviewsSection();
    const [maya, ada] = [reviewBy(section, 'Maya Chen'), reviewBy(section, 'ada')];
    expect(within(ada).getByRole('button', { name: 'Delete review by ada' })).toBeInTheDocument();
    expect(within(ada).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(within(ada).getByRole('button', { name: /Helpful/ })).toBeInTheDocument();

    await user.click(within(maya).getByRole('button', { name: 'Delete review by Maya Chen' }));
    const asked = await screen.findByRole('alertdialog', { name: 'Delete review?' });
    expect(asked).toHaveTextContent('This removes the review by Maya Chen of this product from the shop.');
    await user.click(within(asked).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Review not found.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/reviews/r-maya')).toHaveLength(1);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
