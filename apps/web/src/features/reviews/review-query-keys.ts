/**
 * Every query about reviews starts with `reviews`, so that one invalidation after a review is
 * posted refetches the user's list. (The product pages, which carry their reviews, live under
 * the catalogue's `products` keys.)
 */
export const reviewKeys = {
  all: ['reviews'] as const,
  ofUser: (userId: string) => [...reviewKeys.all, 'user', userId] as const,
};
