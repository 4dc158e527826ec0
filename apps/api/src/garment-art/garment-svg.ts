/**
 * A product picture as SVG: a flat-lay garment or object of the spec's kind, in its colour, on a
 * soft background, with the gradients every drawing shares.
 */
import type { Color } from '@shop/shared/constants';
import type { GarmentKind } from '../modules/uploads/garment-placeholders';
import { cap, tote } from './accessories';
import { bottle, jar } from './cosmetics';
import { dress } from './dress';
import { SHADOW } from './fabric';
import { grainPattern } from './grain';
import { metalGradient, necklace, ring } from './jewellery';
import { COLOR_HEX, darken, lighten, luminance, pickAccent } from './palette';
import { H, W, type DrawContext, type Scene } from './scene';
import { mulberry32 } from './seeded-random';
import { longSleeve, tank, tee } from './tops';

export interface GarmentSpec {
  kind: GarmentKind;
  color: Color;
  /** Hex colour of the print or trim; a tasteful one is picked from the seed when absent. */
  accent?: string;
  /** Varies the print and its placement. */
  seed: number;
}

const SCENES: Record<GarmentKind, (ctx: DrawContext) => Scene> = {
  't-shirt': (ctx) => tee(ctx, false),
  'kids-tee': (ctx) => tee(ctx, true),
  'long-sleeve': (ctx) => longSleeve(ctx, 'long-sleeve'),
  sweatshirt: (ctx) => longSleeve(ctx, 'sweatshirt'),
  hoodie: (ctx) => longSleeve(ctx, 'hoodie'),
  tank,
  dress,
  cap,
  tote,
  necklace,
  ring,
  bottle,
  jar,
};

/** `grainTile` is an image URL tiled over the fabric as its knit texture (`grainTileDataUri`); without it the fabric is smooth. */
export function garmentSvg(spec: GarmentSpec, grainTile?: string): string {
  const base = COLOR_HEX[spec.color];
  const accent = spec.accent ?? pickAccent(base, mulberry32(spec.seed));
  const ink = luminance(base) > 0.42 ? '#2b2a30' : '#f4efe6';
  const coolBackground = ['beige', 'gold', 'pink'].includes(spec.color);
  const bg = coolBackground ? { center: '#f3f4f4', edge: '#dde1e3' } : { center: '#f6f2ec', edge: '#e6dfd5' };
  const ctx: DrawContext = { base, accent, ink, seed: spec.seed, color: spec.color };

  const scene = SCENES[spec.kind](ctx);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
  <radialGradient id="bg" cx="50%" cy="42%" r="75%">
    <stop offset="0" stop-color="${bg.center}"/><stop offset="1" stop-color="${bg.edge}"/>
  </radialGradient>
  <linearGradient id="fabric" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="${lighten(base, 0.1)}"/>
    <stop offset="0.45" stop-color="${base}"/>
    <stop offset="1" stop-color="${darken(base, 0.18)}"/>
  </linearGradient>
  <linearGradient id="drape" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#fff" stop-opacity="0.07"/>
    <stop offset="0.5" stop-color="#fff" stop-opacity="0"/>
    <stop offset="1" stop-color="#000" stop-opacity="0.12"/>
  </linearGradient>
  <linearGradient id="cylinder" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="${darken(base, 0.22)}"/>
    <stop offset="0.2" stop-color="${lighten(base, 0.28)}"/>
    <stop offset="0.5" stop-color="${base}"/>
    <stop offset="0.85" stop-color="${darken(base, 0.22)}"/>
    <stop offset="1" stop-color="${darken(base, 0.1)}"/>
  </linearGradient>
  ${metalGradient('gold')}
  ${metalGradient('silver')}
  <radialGradient id="blob"><stop offset="0" stop-color="${SHADOW}" stop-opacity="0.4"/><stop offset="1" stop-color="${SHADOW}" stop-opacity="0"/></radialGradient>
  ${grainPattern(grainTile)}
  <clipPath id="clip">${scene.clip ? `<path d="${scene.clip}"/>` : ''}</clipPath>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
${scene.svg}
</svg>`;
}
