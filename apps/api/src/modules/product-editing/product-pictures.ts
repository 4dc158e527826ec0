/**
 * A product's pictures: the main one and its gallery, each maybe tied to one of the product's
 * colours (the product page shows a colour's picture when the shopper chooses that colour).
 */
import type { GalleryImage, ImageWidth } from '../../db/schema/index';
import type { FieldError } from '../../lib/http-errors';

/** The stored base name of an uploaded image (`/uploads/<name>-800.webp`), or undefined for any other address. */
export function uploadName(image: string): string | undefined {
  return /^\/uploads\/(.+?)(?:-\d+)?\.webp$/.exec(image)?.[1];
}

/** A picture's largest stored width as its address, with every width for `srcset` (null when none is on record). */
export function withWidths(image: string, imageSet: ImageWidth[] | undefined): { image: string; imageSet: ImageWidth[] | null } {
  return { image: imageSet?.at(-1)?.url ?? image, imageSet: imageSet ?? null };
}

/** Each picture's colour must be one the product comes in. */
export function pictureColorProblems(
  colors: readonly string[],
  imageColor: string | null | undefined,
  gallery: ReadonlyArray<{ color?: string | null }> | undefined,
): FieldError[] {
  const problems: FieldError[] = [];
  const unknown = (color: string | null | undefined): color is string => Boolean(color) && !colors.includes(color!);
  if (unknown(imageColor)) {
    problems.push({ path: 'imageColor', message: `imageColor names colour '${imageColor}', which the product does not come in` });
  }
  gallery?.forEach(({ color }, index) => {
    if (unknown(color)) {
      problems.push({
        path: `gallery.${index}.color`,
        message: `gallery picture ${index + 2} names colour '${color}', which the product does not come in`,
      });
    }
  });
  return problems;
}

/** After a change of colours, a picture tied to a colour the product no longer comes in is tied to none. */
export function keepFittingColors(
  colors: readonly string[],
  imageColor: string | null,
  gallery: GalleryImage[],
): { imageColor: string | null; gallery: GalleryImage[] } {
  const fits = (color: string | null) => (color !== null && colors.includes(color) ? color : null);
  return { imageColor: fits(imageColor), gallery: gallery.map((picture) => ({ ...picture, color: fits(picture.color) })) };
}
