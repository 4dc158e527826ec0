/**
 * The fabric's knit texture: a tile of random light and dark specks, made once with sharp and
 * repeated over every piece of fabric.
 */
import { loadSharp } from '../modules/uploads/image-renditions';
import { mulberry32 } from './seeded-random';

/** The tile's side, in pixels of the canvas. */
const GRAIN_SIZE = 128;
let grainTile: Promise<string> | undefined;

/**
 * A tile of random light and dark specks. NOTE: an feTurbulence filter draws the same texture
 * but triples librsvg's render time; a tiled image costs almost nothing.
 */
export function grainTileDataUri(): Promise<string> {
  grainTile ??= (async () => {
    const random = mulberry32(7);
    const pixels = Buffer.alloc(GRAIN_SIZE * GRAIN_SIZE * 4);
    for (let i = 0; i < GRAIN_SIZE * GRAIN_SIZE; i += 1) {
      const value = random() < 0.5 ? 0 : 255;
      pixels.fill(value, i * 4, i * 4 + 3);
      pixels[i * 4 + 3] = Math.round(random() * 13);
    }
    const sharp = await loadSharp();
    const png = await sharp(pixels, { raw: { width: GRAIN_SIZE, height: GRAIN_SIZE, channels: 4 } })
      .png()
      .toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  })();
  return grainTile;
}

/** The `grain` fill that `fabric` lays over the silhouette: the tile repeated, or nothing (smooth fabric) without one. */
export function grainPattern(tile: string | undefined): string {
  return tile
    ? `<pattern id="grain" width="${GRAIN_SIZE}" height="${GRAIN_SIZE}" patternUnits="userSpaceOnUse"><image href="${tile}" width="${GRAIN_SIZE}" height="${GRAIN_SIZE}"/></pattern>`
    : '';
}
