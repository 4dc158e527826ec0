/**
 * Draws the demo catalogue's pictures into apps/api/src/setup/seed/images, replacing what is
 * there. Run it after changing a demo product's picture, the drawing or the image widths, and
 * commit the result: `npm run db:demo-images --workspace apps/api`.
 */
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_PRODUCTS } from '../setup/seed/demo-data';
import { DEMO_IMAGE_ENCODING, DEMO_IMAGES_DIR, demoGarmentSpec, demoImageBaseName } from '../setup/seed/demo-images';
import { renderGarmentImages } from '../modules/uploads/garment-image';
import { createDirectoryImageStore } from '../modules/uploads/image-store';

const started = Date.now();
await mkdir(DEMO_IMAGES_DIR, { recursive: true });
for (const file of await readdir(DEMO_IMAGES_DIR)) {
  if (file.endsWith('.webp')) await rm(path.join(DEMO_IMAGES_DIR, file));
}

// Always this directory, whatever the shop's own image store: the pictures are committed.
const store = createDirectoryImageStore(DEMO_IMAGES_DIR);
let bytes = 0;
for (const product of DEMO_PRODUCTS) {
  const { imageSet } = await renderGarmentImages(demoGarmentSpec(product), store, demoImageBaseName(product), DEMO_IMAGE_ENCODING);
  for (const { url } of imageSet) bytes += (await stat(path.join(DEMO_IMAGES_DIR, path.basename(url)))).size;
}

console.log(
  `Drew ${DEMO_PRODUCTS.length} demo pictures into ${path.relative(process.cwd(), DEMO_IMAGES_DIR)}: ` +
    `${Math.round(bytes / 1024)} KB in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
