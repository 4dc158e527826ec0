import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { COLORS } from '@shop/shared/constants';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { GARMENT_KINDS } from '../modules/uploads/garment-placeholders';
import { IMAGE_WIDTHS } from '../modules/uploads/image-renditions';
import { createDirectoryImageStore } from '../modules/uploads/image-store';
import { garmentSvg } from './garment-svg';
import { COLOR_HEX } from './palette';
import { renderGarmentImages } from './render';

describe('garmentSvg', () => {
  it('draws every garment kind on the 800 x 1000 canvas, the same picture for the same spec', () => {
    for (const kind of GARMENT_KINDS) {
      const svg = garmentSvg({ kind, color: 'blue', seed: 4 });
      expect(svg, kind).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="800" height="1000" /);
      expect(svg.trimEnd(), kind).toMatch(/<\/svg>$/);
      expect(garmentSvg({ kind, color: 'blue', seed: 4 }), kind).toBe(svg);
    }
  });

  it("dyes the fabric in the spec's colour", () => {
    for (const color of COLORS) {
      expect(garmentSvg({ kind: 't-shirt', color, seed: 0 })).toContain(`<stop offset="0.45" stop-color="${COLOR_HEX[color]}"/>`);
    }
  });

  it('varies the print with the seed, and takes the accent it is given', () => {
    expect(garmentSvg({ kind: 't-shirt', color: 'black', seed: 1 })).not.toBe(garmentSvg({ kind: 't-shirt', color: 'black', seed: 2 }));
    expect(garmentSvg({ kind: 'tote', color: 'black', seed: 3, accent: '#123456' })).toContain('#123456');
  });

  it('lays the knit grain over the fabric only when given a tile', () => {
    expect(garmentSvg({ kind: 'hoodie', color: 'green', seed: 0 })).not.toContain('<pattern id="grain"');
    expect(garmentSvg({ kind: 'hoodie', color: 'green', seed: 0 }, 'data:image/png;base64,AA')).toContain(
      '<pattern id="grain" width="128" height="128" patternUnits="userSpaceOnUse"><image href="data:image/png;base64,AA"',
    );
  });
});

describe('renderGarmentImages', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it("stores a WebP in each of the shop's widths, 4:5, and answers their URLs smallest first", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-garment-art-'));
    dirs.push(dir);
    const drawn = await renderGarmentImages({ kind: 'cap', color: 'red', seed: 5 }, createDirectoryImageStore(dir), 'red-cap');
    expect(drawn.imageSet).toEqual(IMAGE_WIDTHS.map((width) => ({ width, url: `/uploads/red-cap-${width}.webp` })));
    expect(drawn.image).toBe(`/uploads/red-cap-${IMAGE_WIDTHS.at(-1)}.webp`);
    for (const width of IMAGE_WIDTHS) {
      const meta = await sharp(path.join(dir, `red-cap-${width}.webp`)).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height: (width * 5) / 4 });
    }
  });
});
