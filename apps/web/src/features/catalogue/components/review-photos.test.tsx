import type { Product, Review } from '@shop/shared/product.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeReview } from '@/features/reviews/testing/review-fixtures';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';
import { makeProduct } from '../testing/catalogue-fixtures';

const tee = makeProduct({ _id: 'p1', name: 'Heavy Cotton Tee' });

const photo = (id: string, approved = true) => ({
  _id: id,
  image: `/uploads/${id}-800.webp`,
  images: [
    { width: 400, url: `/uploads/${id}-400.webp` },
    { width: 800, url: `/uploads/${id}-800.webp` },
  ],
  approved,
});

const withPhotos = makeReview({
  _id: 'r-photos',
  comment: 'Great with jeans.',
  verified: true,
  bought: { color: 'black', size: 'm' },
  usualSize: 'l',
  photos: [photo('a'), photo('b')],
});
const plain = makeReview({ _id: 'r-plain', comment: 'Nice.', userId: { _id: 'u2', username: 'Sam', profileImage: null } });

/** The product with two reviews, the review list (filtered by `withPhotos`), and the gallery. */
function api(reviews: Review[]): ApiHandler {
  return ({ method, path, url }) => {
    if (method === 'GET' && path === `/products/${tee._id}`) {
      const product: Product = { ...tee, reviewCount: reviews.length };
      return Response.json({ product, reviews });
    }
    if (method === 'GET' && path === `/products/related/${tee._id}`) return Response.json({ products: [] });
    if (method === 'GET' && path === '/reviews') {
      const listed = url.searchParams.get('withPhotos') === 'true' ? reviews.filter((review) => review.photos.length > 0) : reviews;
      return Response.json({ reviews: listed, totalReviews: listed.length, totalPages: 1, page: 1, limit: 10 });
    }
    if (method === 'GET' && path === `/products/${tee._id}/review-photos`) {
      return Response.json({
        photos: [{ ...photo('b'), reviewId: 'r-photos', author: 'Maya Chen', createdAt: '2026-11-21T12:00:00.000Z' }].map(
          ({ approved: _approved, ...rest }) => rest,
        ),
      });
    }
    return undefined;
  };
}

const reviewsSection = async () => (await screen.findByRole('heading', { level: 2, name: 'All comments' })).closest('section')!;

describe('review photos and what the reviewer bought', () => {
  it("shows 'Bought' and the usual size as text, and the photos as lazy thumbnails", async () => {
    await renderApp('/shop/p1', { api: api([withPhotos, plain]) });
    const section = await reviewsSection();
    const [first, second] = within(section).getAllByRole('article');
    expect(within(first!).getByText('Bought: M, black · Usual size: L')).toBeInTheDocument();
    const thumbs = within(first!).getAllByRole('img', { name: /^Photo \d by Maya Chen$/ });
    expect(thumbs).toHaveLength(2);
    expect(thumbs[0]).toHaveAttribute('src', '/uploads/a-400.webp');
    expect(thumbs[0]).toHaveAttribute('loading', 'lazy');
    expect(thumbs[0]).toHaveAttribute('width', '80');
    expect(thumbs[0]).toHaveAttribute('height', '80');

    expect(within(first!).queryByRole('img', { name: /waiting for approval/ })).not.toBeInTheDocument();

    expect(within(second!).queryByText(/Bought:|Usual size:/)).not.toBeInTheDocument();
    expect(within(second!).queryAllByRole('img', { name: /^Photo/ })).toEqual([]);
  });

  it("marks the author's own photo that waits for approval", async () => {
    await renderApp('/shop/p1', { api: api([{ ...withPhotos, photos: [photo('c', false)] }]) });
    const section = await reviewsSection();
    expect(within(section).getByRole('img', { name: 'Photo 1 by Maya Chen (waiting for approval)' })).toBeInTheDocument();
  });

  it("lists only reviews with photos with the 'With photos' chip", async () => {
    const { user, fetchMock } = await renderApp('/shop/p1', { api: api([withPhotos, plain]) });
    const section = await reviewsSection();
    expect(within(section).getAllByRole('article')).toHaveLength(2);
    const chip = within(section).getByRole('checkbox', { name: 'With photos' });
    expect(chip).not.toBeChecked();

    await user.click(chip);
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(1));
    expect(chip).toBeChecked();
    expect(callsTo(fetchMock, 'GET', '/reviews').at(-1)!.url.searchParams.get('withPhotos')).toBe('true');
  });

  it("opens the buyers' photo gallery on demand", async () => {
    const { user, fetchMock } = await renderApp('/shop/p1', { api: api([withPhotos, plain]) });
    const section = await reviewsSection();
    expect(callsTo(fetchMock, 'GET', `/products/${tee._id}/review-photos`)).toEqual([]);
    await user.click(within(section).getByRole('button', { name: "See buyers' photos" }));
    const gallery = await within(section).findByRole('list', { name: "Buyers' photos" });
    const [image] = within(gallery).getAllByRole('img');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('src', '/uploads/b-400.webp');
    expect(image).toHaveAccessibleName(/^Photo by Maya Chen/);
  });
});
