/**
 * The picture of a product saved without an image: a placeholder for its kind of garment, the
 * same whatever the product's colours. The placeholders are drawn once by
 * `npm run db:demo-images --workspace apps/api` (apps/api/src/garment-art) and kept in
 * `garment-placeholders/` as `<kind>-<width>.webp`; nothing is drawn at run time.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCommittedImage, storeCommittedImage, type CopiedImage } from './committed-images';
import type { ImageStore } from './image-store';

/** What a product's picture shows: one placeholder each, and the demo catalogue's drawings. */
export const GARMENT_KINDS = [
  't-shirt',
  'long-sleeve',
  'hoodie',
  'sweatshirt',
  'kids-tee',
  'tank',
  'dress',
  'cap',
  'tote',
  'necklace',
  'ring',
  'bottle',
  'jar',
] as const;
export type GarmentKind = (typeof GARMENT_KINDS)[number];

export const GARMENT_PLACEHOLDERS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'garment-placeholders');

/** Each store's copies, one per kind: a kind is copied at its first product, then shared by every product of that kind. */
const copies = new WeakMap<ImageStore, Map<GarmentKind, Promise<CopiedImage>>>();

/**
 * The kind's placeholder in the image store, copied there on first use as
 * `product-placeholder-<kind>-<hash>-<width>.webp`. The hash of the files' bytes keeps a stored
 * name to one picture (images are cached for a year), so copying again, after a restart or on
 * another instance, writes the same bytes under the same name.
 */
export function garmentPlaceholder(kind: GarmentKind, store: ImageStore): Promise<CopiedImage> {
  let byKind = copies.get(store);
  if (!byKind) copies.set(store, (byKind = new Map()));
  const known = byKind.get(kind);
  if (known) return known;
  const copy = (async () => {
    const renditions = await readCommittedImage(GARMENT_PLACEHOLDERS_DIR, kind);
    const hash = createHash('sha256');
    for (const { bytes } of renditions) hash.update(bytes);
    return storeCommittedImage(renditions, store, `product-placeholder-${kind}-${hash.digest('hex').slice(0, 12)}`);
  })();
  byKind.set(kind, copy);
  // A copy that failed (a bucket out of reach) is tried again for the next product.
  copy.catch(() => {
    if (byKind.get(kind) === copy) byKind.delete(kind);
  });
  return copy;
}
