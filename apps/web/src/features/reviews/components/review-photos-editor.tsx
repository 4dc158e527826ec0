import { MAX_UPLOAD_MB, REVIEW_PHOTOS_MAX, UPLOAD_IMAGE_TYPES } from '@shop/shared/constants';
import type { Review } from '@shop/shared/product.schema';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useImageTypesText } from '@/components/ui/image-upload-button';
import { toast } from '@/components/ui/toast';
import { useMessages, useT } from '@/i18n/i18n';
import { apiErrorDetail } from '@/lib/api-error-detail';
import { useAddReviewPhoto, useRemoveReviewPhoto } from '../api/review-photos';

/**
 * The author's photos on their review, in the review form: up to four, each checked by the
 * server as any upload is (and stored without its metadata, so without where it was taken), and
 * each removable. Only a verified buyer's review takes photos; lazy-loaded with the form.
 */
export function ReviewPhotosEditor({ review }: { review: Review }) {
  useMessages('account');
  const t = useT();
  const types = useImageTypesText();
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const add = useAddReviewPhoto();
  const remove = useRemoveReviewPhoto(() => toast.success(t('reviewForm.photos.removed')));
  const [error, setError] = useState<string>();
  // The review lists refetch after each change, and `review` with them.
  const photos = review.photos;
  const full = photos.length >= REVIEW_PHOTOS_MAX;

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(undefined);
    add.mutate(
      { reviewId: review._id, file },
      {
        onSuccess: () => toast.success(t('reviewForm.photos.added')),
        onError: (failure) =>
          setError(apiErrorDetail(failure) ?? (failure instanceof Error ? failure.message : t('reviewForm.photos.addFailed'))),
      },
    );
  };

  if (!review.verified) {
    return <p className="text-sm text-muted">{t('reviewForm.photos.verifiedOnly')}</p>;
  }

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">
        {t('reviewForm.photos.title')}{' '}
        <span className="font-normal text-muted">{t('reviewForm.photos.note', { max: REVIEW_PHOTOS_MAX })}</span>
      </legend>
      {photos.length > 0 ? (
        <ul className="flex flex-wrap gap-3">
          {photos.map((photo, index) => (
            <li key={photo._id} className="w-24 space-y-1">
              <img
                src={photo.images[0]?.url ?? photo.image}
                width={96}
                height={96}
                loading="lazy"
                alt={t('reviewForm.photos.yours', { number: index + 1 })}
                className="size-24 rounded-md border border-line object-cover"
              />
              {photo.approved ? null : <p className="text-xs text-muted">{t('reviewForm.photos.waiting')}</p>}
              <Button
                variant="ghost-danger"
                size="sm"
                className="-ml-3"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(
                    { reviewId: review._id, photoId: photo._id },
                    { onError: (failure) => toast.error(apiErrorDetail(failure) ?? t('reviewForm.photos.removeFailed')) },
                  )
                }
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t('reviewForm.photos.remove')} <span className="sr-only">{t('reviewForm.photos.number', { number: index + 1 })}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {full ? (
        <p className="text-sm text-muted">{t('reviewForm.photos.full', { max: REVIEW_PHOTOS_MAX })}</p>
      ) : (
        // A real button opens the file picker: in a scrolling dialog, a visually hidden input's one
        // pixel is what focus would scroll to, and the button would stay out of sight.
        <div className="space-y-1">
          <input ref={fileInput} type="file" accept={UPLOAD_IMAGE_TYPES.join(',')} hidden onChange={onFileChosen} />
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={add.isPending}
            aria-describedby={`${inputId}-hint`}
            onClick={() => fileInput.current?.click()}
          >
            <ImagePlus aria-hidden="true" className="size-4" />
            {add.isPending ? t('reviewForm.photos.adding') : t('reviewForm.photos.add')}
          </Button>
          <p id={`${inputId}-hint`} className="text-xs text-muted">
            {t('account.upload.hint', { types, mb: MAX_UPLOAD_MB })}
          </p>
        </div>
      )}
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
