import { z } from 'zod';
import { RATING_MAX, RATING_MIN } from './constants';
import { ReviewSchema } from './product.schema';

export const PostReviewSchema = z.object({
  comment: z
    .string({ message: 'Comment is required' })
    .trim()
    .min(1, 'Comment is required')
    .max(2000, 'Comment must be at most 2000 characters'),
  rating: z
    .number({ message: 'Rating is required' })
    .int('Rating must be a whole number of stars')
    .min(RATING_MIN, 'Please choose a rating')
    .max(RATING_MAX, `A rating is at most ${RATING_MAX} stars`),
  productId: z.uuid({ message: 'productId is not a product id' }),
  /** Sent by the specification's client; the author comes from the session. */
  userId: z.string().optional(),
});
export type PostReviewInput = z.input<typeof PostReviewSchema>;

export const PostReviewResponseSchema = z.object({ message: z.string(), review: ReviewSchema });
export const TotalReviewsResponseSchema = z.object({ totalReviews: z.number().int() });
export const UserReviewsResponseSchema = z.object({
  reviews: z.array(ReviewSchema.extend({ productName: z.string().nullable() })),
});
