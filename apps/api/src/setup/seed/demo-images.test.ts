import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '../../modules/uploads/image-renditions';
import { DEMO_PRODUCTS } from './demo-data';
import { DEMO_IMAGES_DIR, demoImageFile } from './demo-images';

const REGENERATE = 'run `npm run db:demo-images --workspace apps/api` and commit the result';

describe('the committed demo pictures', () => {
  it('hold a WebP for every demo product in every width the shop serves', async () => {
    const missing: string[] = [];
    for (const product of DEMO_PRODUCTS) {
      for (const width of IMAGE_WIDTHS) {
        const file = path.join(DEMO_IMAGES_DIR, demoImageFile(product, width));
        const meta = await sharp(file)
          .metadata()
          .catch(() => undefined);
        if (!meta) {
          missing.push(path.basename(file));
          continue;
        }
        expect(meta.format, file).toBe('webp');
        expect(meta.width, file).toBe(width);
        expect(meta.height, file).toBe((width * 5) / 4);
      }
    }
    expect(missing, `pictures are missing: ${REGENERATE}`).toEqual([]);
  });

  it('hold nothing the catalogue does not use, and stay small in the repository', async () => {
    const expected = new Set(DEMO_PRODUCTS.flatMap((product) => IMAGE_WIDTHS.map((width) => demoImageFile(product, width))));
    const files = await readdir(DEMO_IMAGES_DIR);
    expect(
      files.filter((file) => !expected.has(file)),
      `stray files: ${REGENERATE}`,
    ).toEqual([]);
    const sizes = await Promise.all(files.map(async (file) => (await stat(path.join(DEMO_IMAGES_DIR, file))).size));
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThan(1024 * 1024);
  });
});
