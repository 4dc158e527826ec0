/**
 * Renders a garment picture to WebP in each of the shop's widths, through an image store: the
 * source of the committed demo pictures and garment placeholders (`npm run db:demo-images`).
 */
import type { ImageWidth } from '../db/schema/products';
import { loadSharp, writeWebpRenditions } from '../modules/uploads/image-renditions';
import type { ImageStore } from '../modules/uploads/image-store';
import { garmentSvg, type GarmentSpec } from './garment-svg';
import { grainTileDataUri } from './grain';
import { W } from './scene';

export interface RenderedImage {
  image: string;
  imageSet: ImageWidth[];
}

/** Smaller files than an upload's encoding, and slower to make: these pictures are encoded once and kept in git. */
const COMMITTED_WEBP = { quality: 80, effort: 6 };

/** Draws the picture and stores it as `<baseName>-<width>.webp` in each width; answers their URLs, smallest first. */
export async function renderGarmentImages(spec: GarmentSpec, store: ImageStore, baseName: string): Promise<RenderedImage> {
  const sharp = await loadSharp();
  // NOTE: rasterise once at full size and downscale, so both widths show the same pixels.
  const { data, info } = await sharp(Buffer.from(garmentSvg(spec, await grainTileDataUri())))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const imageSet = await writeWebpRenditions(() => sharp(data, { raw: info }), store, baseName, {
    sourceWidth: W,
    ...COMMITTED_WEBP,
  });
  const largest = imageSet[imageSet.length - 1];
  if (!largest) throw new Error('No image widths configured');
  return { image: largest.url, imageSet };
}
