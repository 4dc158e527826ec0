/** A product's pictures as the product page shows them: the main one, then its gallery. */
import type { Product } from '@shop/shared/product.schema';

export type ProductPicture = Product['gallery'][number];

/** The main picture first (when there is one), then the gallery in the admin's order. */
export function productPictures(product: Pick<Product, 'image' | 'images' | 'imageColor' | 'gallery'>): ProductPicture[] {
  const main = product.image ? [{ image: product.image, images: product.images, color: product.imageColor }] : [];
  return [...main, ...product.gallery];
}

/** Where the first picture of the colour is, or -1 when no picture is tied to it. */
export function pictureIndexOf(pictures: readonly ProductPicture[], color: string): number {
  return color ? pictures.findIndex((picture) => picture.color === color) : -1;
}
