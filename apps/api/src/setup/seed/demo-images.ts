/**
 * The demo catalogue's pictures ship in the repository (`images/`, drawn once by
 * `npm run db:demo-images`), so a first start copies files instead of drawing 37 garments.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GarmentSpec } from '../../garment-art/garment-svg';
import { committedImageFile, readCommittedImage, storeCommittedImage, type CopiedImage } from '../../modules/uploads/committed-images';
import type { ImageStore } from '../../modules/uploads/image-store';
import type { DemoProduct } from './demo-data';

export type { CopiedImage };

export const DEMO_IMAGES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'images');

export const demoImageBaseName = (product: Pick<DemoProduct, 'slug'>) => `demo-${product.slug}`;
export const demoImageFile = (product: Pick<DemoProduct, 'slug'>, width: number) => committedImageFile(demoImageBaseName(product), width);

/** The drawing of a product's picture: its kind and print, in its first colour. */
export function demoGarmentSpec(product: DemoProduct): GarmentSpec {
  const color = product.colors[0];
  if (!color) throw new Error(`Demo product ${product.slug} has no colour`);
  return { kind: product.image.kind, color, accent: product.image.accent, seed: product.image.seed };
}

/** Copies the product's committed files into the image store; answers their URLs, smallest first. */
export async function copyDemoImages(product: DemoProduct, store: ImageStore): Promise<CopiedImage> {
  const name = demoImageBaseName(product);
  return storeCommittedImage(await readCommittedImage(DEMO_IMAGES_DIR, name), store, name);
}
