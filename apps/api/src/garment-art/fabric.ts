/**
 * Fabric and sewing: a piece's shadow, shaded and textured body and edge; its seams, stitches,
 * ribbed bands and soft creases.
 */
import { darken, luminance } from './palette';
import { H, W, type DrawContext } from './scene';

/** Shadow, fabric fill, drape, grain and edge for one silhouette. */
export function fabric(ctx: DrawContext, body: string, folds: string, under = '', alsoCastingShadow: string[] = []): string {
  return `
  ${softShadow((spread) => [body, ...alsoCastingShadow].map((d) => `<path d="${d}" stroke-width="${spread}"/>`).join(''))}
  ${under}
  <path d="${body}" fill="url(#fabric)"/>
  <g clip-path="url(#clip)">
    <rect width="${W}" height="${H}" fill="url(#drape)"/>
    ${folds}
    <rect width="${W}" height="${H}" fill="url(#grain)"/>
  </g>
  <path d="${body}" fill="none" stroke="${darken(ctx.base, 0.35)}" stroke-opacity="0.35" stroke-width="1.5"/>`;
}

export const stitch = (ctx: DrawContext, d: string, opacity = 0.45) =>
  `<path d="${d}" fill="none" stroke="${darken(ctx.base, 0.35)}" stroke-opacity="${opacity}" stroke-width="2" stroke-dasharray="7 5" stroke-linecap="round"/>`;
export const seam = (ctx: DrawContext, d: string) =>
  `<path d="${d}" fill="none" stroke="${darken(ctx.base, 0.3)}" stroke-opacity="0.45" stroke-width="2.5"/>`;

/** A ribbed band: a thick dashed stroke along the band's centre line draws the ribs across it. */
export const rib = (ctx: DrawContext, d: string, width: number) =>
  `<path d="${d}" fill="none" stroke="${darken(ctx.base, 0.06)}" stroke-width="${width}"/>` +
  `<path d="${d}" fill="none" stroke="${darken(ctx.base, 0.3)}" stroke-opacity="0.28" stroke-width="${width}" stroke-dasharray="2 6"/>`;

/**
 * A soft crease: three strokes of falling width add up to a blurred line. NOTE: an
 * feGaussianBlur looks the same but costs librsvg ~100 ms per image; these cost nothing.
 */
export const fold = (d: string, dark: boolean, width = 12, opacity = 0.22) =>
  [3, 2.3, 1.7, 1.2, 0.7]
    .map(
      (k) =>
        `<path d="${d}" fill="none" stroke="${dark ? '#000' : '#fff'}" stroke-opacity="${(opacity * 0.24).toFixed(3)}" stroke-width="${(width * k).toFixed(1)}" stroke-linecap="round"/>`,
    )
    .join('');

export const SHADOW = '#4d4238';

/** A drop shadow as stacked, ever wider outlines of the shapes: opaque in the middle, fading out. */
export function softShadow(shapes: (spread: number) => string, dy = 14, opacity = 0.26): string {
  const spreads = [26, 18, 11, 5, 0];
  const each = 1 - Math.pow(1 - opacity, 1 / spreads.length);
  return spreads
    .map(
      (spread) =>
        `<g transform="translate(0 ${dy})" fill="${SHADOW}" stroke="${SHADOW}" stroke-linejoin="round" opacity="${each.toFixed(3)}">${shapes(spread)}</g>`,
    )
    .join('');
}

/** Creases shade dark fabric; on black they show as a faint sheen, and light fabric needs less. */
export function creaseStyle(ctx: DrawContext): { dark: boolean; strength: number } {
  const dark = ctx.color !== 'black';
  return { dark, strength: !dark ? 0.45 : luminance(ctx.base) > 0.5 ? 0.6 : 1 };
}

/** A rib band (cuff or sleeve trim) whose outer edge runs from `a` to `b`, reaching `depth` inwards. */
export function bandAlong(ctx: DrawContext, a: [number, number], b: [number, number], depth: number): string {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy);
  // The garment lies on the side the normal points to: towards the shoulders, i.e. upwards.
  let nx = -dy / len;
  let ny = dx / len;
  if (ny > 0) {
    nx = -nx;
    ny = -ny;
  }
  const mid = (p: [number, number]) => `${(p[0] + (nx * depth) / 2).toFixed(1)},${(p[1] + (ny * depth) / 2).toFixed(1)}`;
  const top = (p: [number, number]) => `${(p[0] + nx * depth).toFixed(1)},${(p[1] + ny * depth).toFixed(1)}`;
  return `${rib(ctx, `M${mid(a)} L${mid(b)}`, depth)}${seam(ctx, `M${top(a)} L${top(b)}`)}`;
}
