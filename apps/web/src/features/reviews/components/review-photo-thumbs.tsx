import type { ReviewPhoto } from '@shop/shared/product.schema';
import { useMessages, useT } from '@/i18n/i18n';

/** The thumbnail's width and height, so that the list keeps its place while the photos load. */
const THUMB = 80;

/**
 * A review's photos as small thumbnails (the buyers' gallery shows them larger); plain images, loaded
 * lazily (the smallest stored width). A photo waiting for approval (only its author and staff see
 * it) is dimmed and says so in its text.
 */
export function ReviewPhotoThumbs({ photos, author }: { photos: ReviewPhoto[]; author: string }) {
  useMessages('reviews');
  const t = useT();
  if (photos.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {photos.map((photo, index) => (
        <li key={photo._id}>
          <img
            src={photo.images[0]?.url ?? photo.image}
            width={THUMB}
            height={THUMB}
            loading="lazy"
            alt={t(photo.approved ? 'reviews.photo' : 'reviews.photoWaiting', { number: index + 1, author })}
            className={`size-20 rounded-md object-cover${photo.approved ? '' : ' opacity-50'}`}
          />
        </li>
      ))}
    </ul>
  );
}
