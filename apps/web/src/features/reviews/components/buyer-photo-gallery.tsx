import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { useFormatLocale, useLaterMessages, useMessages, useT } from '@/i18n/i18n';
import { formatDate } from '@/lib/format';
import { useReviewGallery } from '../api/review-photos';

/**
 * 'Buyers' photos': the product's approved review photos, newest first, as a grid of lazily
 * loaded images, each a link to the full photo. Loaded on demand (React.lazy), so that it adds
 * nothing to the product page's first load.
 */
export function BuyerPhotoGallery({ productId }: { productId: string }) {
  // Its words load with it, as it opens on a press (but for the reviews' own, there already).
  useMessages('reviews');
  useLaterMessages();
  const t = useT();
  const locale = useFormatLocale();
  const gallery = useReviewGallery(productId);
  if (gallery.isPending) {
    return (
      <div className="flex justify-center py-6">
        <Spinner label={t('reviews.photos.loading')} />
      </div>
    );
  }
  if (gallery.isError) return <LoadFailed title={t('reviewPhotos.loadFailed')} onRetry={() => void gallery.refetch()} />;
  const { photos } = gallery.data;
  if (photos.length === 0) return <p className="py-4 text-sm text-muted">{t('reviewPhotos.none')}</p>;
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6" aria-label={t('reviewPhotos.title')}>
      {photos.map((photo) => (
        <li key={photo._id}>
          <a href={photo.image} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-lg border border-line">
            <img
              src={photo.images[0]?.url ?? photo.image}
              srcSet={photo.images.map((image) => `${image.url} ${image.width}w`).join(', ')}
              sizes="(min-width: 1024px) 16vw, (min-width: 640px) 25vw, 33vw"
              width={400}
              height={400}
              loading="lazy"
              decoding="async"
              alt={t('reviewPhotos.alt', { author: photo.author, day: formatDate(photo.createdAt, 'long', '', locale) })}
              className="aspect-square w-full object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
