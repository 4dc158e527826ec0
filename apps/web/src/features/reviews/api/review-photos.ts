import { MessageResponseSchema } from '@shop/shared/common.schema';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MB } from '@shop/shared/constants';
import { ReviewGalleryResponseSchema, ReviewPhotoResponseSchema } from '@shop/shared/review.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CATALOGUE_STALE_MS, productKeys } from '@/lib/product-query-keys';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { reviewKeys } from '../review-query-keys';
import { productReviewKeys } from './get-product-reviews';

const photosOf = (reviewId: string) => `/reviews/${encodeURIComponent(reviewId)}/photos`;

/** Sends one chosen photo as a file (multipart), as `POST /api/uploadImage` takes images. */
export async function addReviewPhoto({ reviewId, file }: { reviewId: string; file: File }) {
  if (!file.type.startsWith('image/')) throw new Error('Please choose an image file.');
  // The server refuses more; checking first saves sending it.
  if (file.size > MAX_UPLOAD_BYTES) throw new Error(`The image is too large. Please choose one under ${MAX_UPLOAD_MB} MB.`);
  const form = new FormData();
  form.append('image', file, file.name);
  return api.post(photosOf(reviewId), form, { schema: ReviewPhotoResponseSchema });
}

export function removeReviewPhoto({ reviewId, photoId }: { reviewId: string; photoId: string }) {
  return api.delete(`${photosOf(reviewId)}/${encodeURIComponent(photoId)}`, { schema: MessageResponseSchema });
}

export function approveReviewPhoto({ reviewId, photoId }: { reviewId: string; photoId: string }) {
  return api.post(`${photosOf(reviewId)}/${encodeURIComponent(photoId)}/approve`, undefined, { schema: ReviewPhotoResponseSchema });
}

// The product pages carry their reviews' photos, and every review list does: all refetch.
const AFFECTED = [productKeys.all, reviewKeys.all];

export const useAddReviewPhoto = () => useInvalidatingMutation(addReviewPhoto, AFFECTED);
/**
 * `onRemoved` is said here: a product page showing only reviews with photos can lose the author's
 * review with its last photo, and the review's photo editor with it (see useInvalidatingMutation).
 */
export const useRemoveReviewPhoto = (onRemoved?: () => void) => useInvalidatingMutation(removeReviewPhoto, AFFECTED, onRemoved);
export const useApproveReviewPhoto = () => useInvalidatingMutation(approveReviewPhoto, AFFECTED);

/** A product's buyers' photos, newest first (approved ones only). */
export function reviewGalleryQueryOptions(productId: string) {
  return queryOptions({
    queryKey: [...productReviewKeys.all(productId), 'photos'] as const,
    queryFn: ({ signal }) =>
      api.get(`/products/${encodeURIComponent(productId)}/review-photos`, { schema: ReviewGalleryResponseSchema, signal }),
    staleTime: CATALOGUE_STALE_MS,
  });
}

export const useReviewGallery = (productId: string) => useQuery(reviewGalleryQueryOptions(productId));
