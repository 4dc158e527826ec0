/**
 * Draws the shop's committed pictures, replacing what is there:
 * - the demo catalogue's, into apps/api/src/setup/seed/images (one per demo product, in its first colour);
 * - the garment placeholders, into apps/api/src/modules/uploads/garment-placeholders (one per
 *   garment kind, in silver: the picture of a product saved without an image, whatever its colour).
 * Run it after changing a demo product's picture, the garment kinds, the drawing or the image
 * widths, and commit the result: `npm run db:demo-images --workspace apps/api`.
 */
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_PRODUCTS } from '../setup/seed/demo-data';
import { DEMO_IMAGES_DIR, demoGarmentSpec, demoImageBaseName } from '../setup/seed/demo-images';
import type { GarmentSpec } from '../garment-art/garment-svg';
import { renderGarmentImages } from '../garment-art/render';
import { GARMENT_KINDS, GARMENT_PLACEHOLDERS_DIR } from '../modules/uploads/garment-placeholders';
import { createDirectoryImageStore } from '../modules/uploads/image-store';

/** Draws each picture into `dir` (always this directory, whatever the shop's own image store: the pictures are committed). */
async function redraw(what: string, dir: string, pictures: { spec: GarmentSpec; name: string }[]): Promise<void> {
  const started = Date.now();
  await mkdir(dir, { recursive: true });
  for (const file of await readdir(dir)) {
    if (file.endsWith('.webp')) await rm(path.join(dir, file));
  }
  const store = createDirectoryImageStore(dir);
  let bytes = 0;
  for (const { spec, name } of pictures) {
    const { imageSet } = await renderGarmentImages(spec, store, name);
    for (const { url } of imageSet) bytes += (await stat(path.join(dir, path.basename(url)))).size;
  }
  console.log(
    `Drew ${pictures.length} ${what} into ${path.relative(process.cwd(), dir)}: ` +
      `${Math.round(bytes / 1024)} KB in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

await redraw(
  'demo pictures',
  DEMO_IMAGES_DIR,
  DEMO_PRODUCTS.map((product) => ({ spec: demoGarmentSpec(product), name: demoImageBaseName(product) })),
);
await redraw(
  'garment placeholders',
  GARMENT_PLACEHOLDERS_DIR,
  GARMENT_KINDS.map((kind) => ({ spec: { kind, color: 'silver', seed: 0 }, name: kind })),
);
