/**
 * Pictures kept in the repository in every width the shop serves, as `<dir>/<name>-<width>.webp`
 * (the demo catalogue's and the garment placeholders, both drawn by `npm run db:demo-images`):
 * copied into the image store as they are, never drawn or encoded at run time.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageWidth } from '../../db/schema/products';
import { IMAGE_WIDTHS } from './image-renditions';
import type { ImageStore } from './image-store';

/** One width of a committed picture, read from the repository. */
export interface CommittedRendition {
  width: number;
  bytes: Buffer;
}

export interface CopiedImage {
  image: string;
  imageSet: ImageWidth[];
  /** Size of the widest file. */
  bytes: number;
}

export const committedImageFile = (name: string, width: number) => `${name}-${width}.webp`;

/** Reads `<dir>/<name>-<width>.webp` in each of the shop's widths, smallest first. */
export function readCommittedImage(dir: string, name: string): Promise<CommittedRendition[]> {
  return Promise.all(
    IMAGE_WIDTHS.map(async (width) => {
      // NOTE: a missing file means the pictures are older than the catalogue, the garment kinds or
      // the widths: run `npm run db:demo-images --workspace apps/api` and commit the result.
      const bytes = await readFile(path.join(dir, committedImageFile(name, width)));
      return { width, bytes };
    }),
  );
}

/** Stores the renditions as `<storedName>-<width>.webp`; answers their URLs, smallest first. */
export async function storeCommittedImage(renditions: CommittedRendition[], store: ImageStore, storedName: string): Promise<CopiedImage> {
  const stored = await Promise.all(
    renditions.map(async ({ width, bytes }) => {
      const file = committedImageFile(storedName, width);
      await store.put(file, bytes, 'image/webp');
      return { width, url: `/uploads/${file}`, bytes: bytes.length };
    }),
  );
  const largest = stored[stored.length - 1];
  if (!largest) throw new Error('No image widths configured');
  return { image: largest.url, imageSet: stored.map(({ width, url }) => ({ width, url })), bytes: largest.bytes };
}
