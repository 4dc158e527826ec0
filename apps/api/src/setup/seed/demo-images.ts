/**
 * The demo catalogue's pictures ship in the repository (`images/`, drawn once by
 * `npm run db:demo-images`), so a first start copies files instead of drawing 37 garments.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GarmentSpec, WebpEncoding } from '../../modules/uploads/garment-image';
import { IMAGE_WIDTHS } from '../../modules/uploads/image-renditions';
import type { ImageStore } from '../../modules/uploads/image-store';
import type { ImageWidth } from '../../db/schema/products';
import type { DemoProduct } from './demo-data';

export const DEMO_IMAGES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'images');

/** Smaller files than an upload's quick encoding: these are encoded once and kept in git. */
export const DEMO_IMAGE_ENCODING: WebpEncoding = { quality: 80, effort: 6 };

export const demoImageBaseName = (product: Pick<DemoProduct, 'slug'>) => `demo-${product.slug}`;
export const demoImageFile = (product: Pick<DemoProduct, 'slug'>, width: number) => `${demoImageBaseName(product)}-${width}.webp`;

/** The drawing of a product's picture: its kind and print, in its first colour. */
export function demoGarmentSpec(product: DemoProduct): GarmentSpec {
  const color = product.colors[0];
  if (!color) throw new Error(`Demo product ${product.slug} has no colour`);
  return { kind: product.image.kind, color, accent: product.image.accent, seed: product.image.seed };
}

export interface CopiedImage {
  image: string;
  imageSet: ImageWidth[];
  /** Size of the widest file. */
  bytes: number;
}

/** Copies the product's committed files into the image store; answers their URLs, smallest first. */
export async function copyDemoImages(product: DemoProduct, store: ImageStore): Promise<CopiedImage> {
  const copied = await Promise.all(
    IMAGE_WIDTHS.map(async (width) => {
      const file = demoImageFile(product, width);
      // NOTE: a missing file means the pictures are older than the catalogue or the widths:
      // run `npm run db:demo-images --workspace apps/api` and commit the result.
      const bytes = await readFile(path.join(DEMO_IMAGES_DIR, file));
      await store.put(file, bytes, 'image/webp');
      return { width, url: `/uploads/${file}`, bytes: bytes.length };
    }),
  );
  const largest = copied[copied.length - 1];
  if (!largest) throw new Error('No image widths configured');
  return { image: largest.url, imageSet: copied.map(({ width, url }) => ({ width, url })), bytes: largest.bytes };
}
