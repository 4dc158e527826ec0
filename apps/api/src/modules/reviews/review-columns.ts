import { reviews, users } from '../../db/schema/index';

/** A review as the shop shows it: its fields and its author's public name and picture. */
export const reviewWithAuthorColumns = {
  id: reviews.id,
  comment: reviews.comment,
  rating: reviews.rating,
  productId: reviews.productId,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  author: { id: users.id, username: users.username, profileImage: users.profileImage },
};
