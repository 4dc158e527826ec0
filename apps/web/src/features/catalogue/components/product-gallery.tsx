import type { Product } from '@shop/shared/product.schema';
import { useRef, useState, type KeyboardEvent } from 'react';
import { capitalize } from '../catalogue-labels';
import { pictureIndexOf, productPictures } from '../product-pictures';
import { ProductImage } from './product-image';
import { useT } from '@/i18n/i18n';

const MAIN_SIZES = '(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw';

/**
 * The product page's pictures: one large, and a row of thumbnails (buttons) to show the others.
 * Choosing a colour shows that colour's picture. The first picture is the server-rendered one
 * (the page's largest paint), so it keeps `priority`.
 */
export function ProductGallery({ product, color }: { product: Product; color: string }) {
  const pictures = productPictures(product);
  const t = useT();
  const [shown, setShown] = useState(0);
  // A newly chosen colour shows its picture; a colour without one leaves the picture as it is.
  const [shownForColor, setShownForColor] = useState(color);
  if (color !== shownForColor) {
    setShownForColor(color);
    const index = pictureIndexOf(pictures, color);
    if (index >= 0) setShown(index);
  }
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const current = pictures[shown];
  const count = pictures.length;
  const alt =
    !current || shown === 0
      ? product.name
      : current.color
        ? `${product.name} in ${capitalize(current.color)}`
        : `${product.name}, picture ${shown + 1} of ${count}`;

  const onThumbnailKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + count) % count;
    setShown(next);
    thumbnails.current[next]?.focus();
  };

  return (
    <div className="space-y-3">
      <div className="overflow-hidden rounded-xl">
        <ProductImage
          product={{ name: alt, image: current?.image ?? product.image, images: current?.images ?? product.images }}
          sizes={MAIN_SIZES}
          priority
        />
      </div>
      {count > 1 ? (
        <ul aria-label={t('gallery.pictures')} className="-mx-1 flex gap-2 overflow-x-auto px-1 py-1">
          {pictures.map((picture, index) => (
            <li key={`${index}-${picture.image}`} className="shrink-0">
              <button
                ref={(button) => {
                  thumbnails.current[index] = button;
                }}
                type="button"
                aria-label={t('gallery.show', { index: index + 1, count })}
                aria-pressed={index === shown}
                onClick={() => setShown(index)}
                onKeyDown={(event) => onThumbnailKey(event, index)}
                className="block w-16 overflow-hidden rounded-md border-2 border-transparent opacity-70 transition hover:opacity-100 aria-pressed:border-ink aria-pressed:opacity-100 sm:w-20"
              >
                <img
                  src={picture.images[0]?.url ?? picture.image}
                  alt=""
                  width={80}
                  height={100}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/5] w-full bg-sand object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
