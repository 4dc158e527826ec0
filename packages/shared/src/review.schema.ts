import { z } from 'zod';
import { IdParamsSchema, IdSchema, optionalQuery, pagedAnswer, pagingQuery, requiredText } from './common.schema';
import {
  ACCOUNT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  RATING_MAX,
  RATING_MIN,
  REVIEW_ADMIN_PAGE_SIZE,
  REVIEW_COMMENT_MAX,
  REVIEW_PAGE_SIZE,
  REVIEW_SORTS,
  REVIEW_USUAL_SIZE_MAX,
} from './constants';
import { ReviewFitSchema, ReviewPhotoSchema, ReviewSchema } from './product.schema';

/** What an author writes: stars, a comment and, if they like, how it fits. */
export const ReviewFieldsSchema = z.object({
  comment: requiredText('Comment', REVIEW_COMMENT_MAX),
  rating: z
    .number({ message: 'Please choose a rating' })
    .int('Rating must be a whole number of stars')
    .min(RATING_MIN, 'Please choose a rating')
    .max(RATING_MAX, `A rating is at most ${RATING_MAX} stars`),
  /** Optional; null says nothing about the fit. */
  fit: ReviewFitSchema.nullable().optional(),
  /** The size the author usually wears ('L'), if they share it; empty or null says nothing. */
  usualSize: z
    .string()
    .trim()
    .max(REVIEW_USUAL_SIZE_MAX, `Usual size must be at most ${REVIEW_USUAL_SIZE_MAX} characters`)
    .transform((value) => value || null)
    .nullable()
    .optional(),
});

export const PostReviewSchema = ReviewFieldsSchema.extend({
  productId: z.uuid({ message: 'productId is not a product id' }),
  /** Sent by the specification's client; the author comes from the session. */
  userId: z.string().optional(),
});
export type PostReviewInput = z.input<typeof PostReviewSchema>;

/** An edit: the fields given replace the review's (a `fit` of null clears it). */
export const UpdateReviewSchema = ReviewFieldsSchema.partial()
  .refine((fields) => Object.values(fields).some((value) => value !== undefined), { message: 'Nothing to change' })
  // The rule above as the OpenAPI document can say it.
  .meta({ minProperties: 1 });
export type UpdateReviewInput = z.input<typeof UpdateReviewSchema>;

export const ReviewListQuerySchema = z.object({
  productId: z.uuid({ message: 'productId is not a product id' }),
  sort: optionalQuery(z.enum(REVIEW_SORTS, { message: `sort must be one of ${REVIEW_SORTS.join(', ')}` })),
  /** `true`: verified buyers' reviews only. */
  verified: optionalQuery(z.enum(['true', 'false'], { message: 'verified must be true or false' }).transform((value) => value === 'true')),
  /** `true`: only reviews with photos anyone may see. */
  withPhotos: optionalQuery(
    z.enum(['true', 'false'], { message: 'withPhotos must be true or false' }).transform((value) => value === 'true'),
  ),
  ...pagingQuery(REVIEW_PAGE_SIZE, MAX_PAGE_SIZE),
});
export type ReviewListQuery = z.input<typeof ReviewListQuerySchema>;

export const ReviewListResponseSchema = pagedAnswer('reviews', ReviewSchema, 'totalReviews');
export type ReviewListResponse = z.infer<typeof ReviewListResponseSchema>;

export const PostReviewResponseSchema = z.object({ message: z.string(), review: ReviewSchema });
export const TotalReviewsResponseSchema = z.object({ totalReviews: z.number().int() });
export const UserReviewSchema = ReviewSchema.extend({ productName: z.string().nullable() });
export type UserReview = z.infer<typeof UserReviewSchema>;
/** A page of one user's reviews, newest first. */
export const UserReviewsQuerySchema = z.object({ ...pagingQuery(ACCOUNT_PAGE_SIZE, MAX_PAGE_SIZE) });
export const UserReviewsResponseSchema = ReviewListResponseSchema.extend({ reviews: z.array(UserReviewSchema) });
export type UserReviewsResponse = z.infer<typeof UserReviewsResponseSchema>;

/** After a vote: whether the voter now finds the review helpful, and its count. */
export const HelpfulVoteResponseSchema = z.object({ helpful: z.boolean(), helpfulCount: z.number().int() });

/** The admin's moderation list: every review, newest first, page by page. */
export const AllReviewsQuerySchema = z.object({ ...pagingQuery(REVIEW_ADMIN_PAGE_SIZE, MAX_PAGE_SIZE) });
export const AllReviewsResponseSchema = UserReviewsResponseSchema;
export type AllReviewsResponse = z.infer<typeof AllReviewsResponseSchema>;

/** A review photo's address: the review's id and the photo's. */
export const ReviewPhotoParamsSchema = IdParamsSchema.extend({ photoId: IdSchema });
export const ReviewPhotoResponseSchema = z.object({ message: z.string(), photo: ReviewPhotoSchema });

/** A buyer's photo in a product's gallery, with the review it belongs to. */
export const GalleryPhotoSchema = ReviewPhotoSchema.omit({ approved: true }).extend({
  reviewId: z.string(),
  author: z.string(),
  createdAt: z.string(),
});
export type GalleryPhoto = z.infer<typeof GalleryPhotoSchema>;
export const ReviewGalleryResponseSchema = z.object({ photos: z.array(GalleryPhotoSchema) });
export type ReviewGalleryResponse = z.infer<typeof ReviewGalleryResponseSchema>;
