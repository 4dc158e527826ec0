/**
 * The picture of a product in one of its colours: the main picture when it shows that colour,
 * else the first gallery picture tied to it, else the main picture. The bag's line and the
 * order's line show it, so the shopper sees the colour they chose.
 */
export interface ColorPictures {
  image: string;
  imageColor: string | null;
  gallery: ReadonlyArray<{ image: string; color: string | null }>;
}

export function colorPicture(product: ColorPictures, color: string): string {
  if (!color || product.imageColor === color) return product.image;
  return product.gallery.find((picture) => picture.color === color && picture.image)?.image ?? product.image;
}
