import type { Product } from '@shop/shared/product.schema';
import { cn } from '@/lib/class-names';

/** `url 320w, url 640w, ...` from the stored widths of the image. */
export function srcSetOf(images: Product['images']): string | undefined {
  return images.length > 0 ? images.map((image) => `${image.url} ${image.width}w`).join(', ') : undefined;
}

/**
 * The product's picture in a fixed 4:5 frame (no layout shift while it loads), with a srcset so
 * that a phone downloads a phone-sized file. `priority` for the pictures above the fold.
 */
export function ProductImage({
  product,
  sizes,
  priority = false,
  className,
}: {
  product: Pick<Product, 'name' | 'image' | 'images'>;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  // A product saved without a picture keeps its frame, named like the picture would be.
  if (!product.image) {
    return <div role="img" aria-label={product.name} className={cn('aspect-[4/5] w-full bg-sand', className)} />;
  }
  return (
    <img
      src={product.image}
      srcSet={srcSetOf(product.images)}
      sizes={product.images.length > 0 ? sizes : undefined}
      alt={product.name}
      width={800}
      height={1000}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={cn('aspect-[4/5] w-full bg-sand object-cover', className)}
    />
  );
}
