import type { default as SharpFactory, Sharp } from 'sharp';
import type { ImageWidth } from '../../db/schema/products';
import type { ImageStore } from './image-store';

/** The widths every product and profile image is stored in, for `srcset`. */
export const IMAGE_WIDTHS = [400, 800] as const;

let sharpLoading: Promise<typeof SharpFactory> | undefined;

/**
 * sharp, loaded at the first image instead of at start: libvips costs ~30 MB resident and
 * ~0.1 s to load, and most starts see no upload. Each image is encoded once, so libvips's
 * operation cache (up to 50 MB by default) would only hold memory.
 */
export function loadSharp(): Promise<typeof SharpFactory> {
  sharpLoading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return sharpLoading;
}

/**
 * Stores `<baseName>-<width>.webp` for each width (never wider than the source) and answers
 * their URLs, smallest first. `source` makes a fresh pipeline per width.
 */
export async function writeWebpRenditions(
  source: () => Sharp,
  store: ImageStore,
  baseName: string,
  options: { sourceWidth: number; quality?: number; effort?: number },
): Promise<ImageWidth[]> {
  const widths = [...new Set(IMAGE_WIDTHS.map((width) => Math.min(width, options.sourceWidth)))];
  return Promise.all(
    widths.map(async (width) => {
      const file = `${baseName}-${width}.webp`;
      const bytes = await source()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: options.quality ?? 82, effort: options.effort ?? 4 })
        .toBuffer();
      await store.put(file, bytes, 'image/webp');
      return { width, url: `/uploads/${file}` };
    }),
  );
}
