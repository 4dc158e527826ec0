/**
 * The reviews module's public face: a product's reviews as the catalogue reads them, and the
 * ratings each product keeps, recomputed in the transaction that adds or removes reviews.
 */
export { productReviewsQuery, toReview } from './review-columns';
export { recomputeRatings } from './ratings';
