/** Reviews as the API answers them, for component tests. */
import type { Review, ReviewPhoto } from '@shop/shared/product.schema';
import type { UserReview } from '../api/get-user-reviews';

/** A review as a product's page lists it. */
export function makeReview(overrides: Partial<Review> = {}): Review {
  return {
    _id: 'r1',
    comment: 'Soft, thick and it keeps its shape.',
    rating: 5,
    fit: null,
    helpfulCount: 0,
    userId: { _id: 'u9', username: 'Maya Chen', profileImage: null },
    productId: 'p1',
    verified: false,
    bought: null,
    usualSize: null,
    photos: [],
    createdAt: '2026-11-20T12:00:00.000Z',
    updatedAt: '2026-11-21T12:00:00.000Z',
    ...overrides,
  };
}

/** A buyer's photo on a review, in the two widths the server stores; `approved: false` while it waits for a moderator. */
export function makeReviewPhoto(id: string, approved = true): ReviewPhoto {
  return {
    _id: id,
    image: `/uploads/${id}-800.webp`,
    images: [
      { width: 400, url: `/uploads/${id}-400.webp` },
      { width: 800, url: `/uploads/${id}-800.webp` },
    ],
    approved,
  };
}

/** `count` reviews by different shoppers, one a day apart (the last one newest). */
export function makeReviews(count: number, start = 1): Review[] {
  return Array.from({ length: count }, (_, index) => {
    const n = start + index;
    const day = new Date(Date.UTC(2026, 0, n, 12)).toISOString();
    return makeReview({
      _id: `r${n}`,
      comment: `Review number ${n}.`,
      userId: { _id: `u-${n}`, username: `Shopper ${n}`, profileImage: null },
      createdAt: day,
      updatedAt: day,
    });
  });
}

/** A review as the user's list has it: with the product's name. */
export function aUserReview(overrides: Partial<UserReview> = {}): UserReview {
  return {
    ...makeReview({
      rating: 4,
      userId: { _id: 'u1', username: 'ada', profileImage: null },
      productId: '0b6f5c1e-8d2a-4f0e-9a57-3c1d2e4f5a6b',
    }),
    productName: 'Heavy Cotton Tee',
    ...overrides,
  };
}
