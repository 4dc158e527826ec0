/** Reviews as the user's list answers them, for component tests. */
import type { UserReview } from '../api/get-user-reviews';

export function aUserReview(overrides: Partial<UserReview> = {}): UserReview {
  return {
    _id: 'r1',
    comment: 'Soft, thick and it keeps its shape.',
    rating: 4,
    userId: { _id: 'u1', username: 'ada', profileImage: null },
    productId: '0b6f5c1e-8d2a-4f0e-9a57-3c1d2e4f5a6b',
    productName: 'Heavy Cotton Tee',
    createdAt: '2026-11-20T12:00:00.000Z',
    updatedAt: '2026-11-21T12:00:00.000Z',
    ...overrides,
  };
}
