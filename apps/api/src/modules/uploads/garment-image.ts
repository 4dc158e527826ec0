/**
 * Product shots drawn as SVG (a flat-lay garment or object on a soft background) and encoded by
 * sharp to WebP in the same widths as an admin upload: the picture of a product created without
 * an image, and the source of the demo catalogue's committed pictures (`npm run db:demo-images`).
 */
import type { Color } from '@shop/shared/constants';
import type { ImageWidth } from '../../db/schema/products';
import { loadSharp, writeWebpRenditions } from './image-renditions';
import { GARMENT_KINDS, type GarmentKind } from './garment-placeholders';
import type { ImageStore } from './image-store';

export { GARMENT_KINDS, type GarmentKind };

export interface GarmentSpec {
  kind: GarmentKind;
  color: Color;
  /** Hex colour of the print or trim; a tasteful one is picked from the seed when absent. */
  accent?: string;
  /** Varies the print and its placement. */
  seed: number;
}

export interface RenderedImage {
  image: string;
  imageSet: ImageWidth[];
}

export interface WebpEncoding {
  quality: number;
  effort: number;
}

/** A product saved without an image waits for its picture: effort 2 encodes ~2x faster than the default for ~5% more bytes. */
const QUICK_WEBP: WebpEncoding = { quality: 84, effort: 2 };
const W = 800;
const H = 1000;

/** Fabric dye colours; tuned so that every one reads clearly on the light background. */
export const COLOR_HEX: Record<Color, string> = {
  black: '#2a2a2f',
  red: '#b3322f',
  blue: '#2f5c8f',
  green: '#3f6b4e',
  pink: '#e8a2b3',
  gold: '#c99a3c',
  silver: '#b3b8bf',
  beige: '#cdb48c',
};

const METALS = {
  gold: { light: '#f7e3a1', mid: '#d4ab52', dark: '#8c6420' },
  silver: { light: '#fbfcfd', mid: '#c3c8cf', dark: '#737a84' },
} as const;

const ACCENTS = ['#e07a4f', '#e9bd4c', '#9fc0a2', '#8fb8dd', '#f2eadb', '#ef8e7c', '#c9a3d9', '#5b8f8a'];

export async function renderGarmentImages(
  spec: GarmentSpec,
  store: ImageStore,
  baseName: string,
  encoding: WebpEncoding = QUICK_WEBP,
): Promise<RenderedImage> {
  const sharp = await loadSharp();
  // NOTE: rasterise once at full size and downscale, so both widths show the same pixels.
  const { data, info } = await sharp(Buffer.from(garmentSvg(spec, await grainTileDataUri())))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const imageSet = await writeWebpRenditions(() => sharp(data, { raw: info }), store, baseName, {
    sourceWidth: W,
    ...encoding,
  });
  const largest = imageSet[imageSet.length - 1];
  if (!largest) throw new Error('No image widths configured');
  return { image: largest.url, imageSet };
}

/** `grainTile` is an image URL tiled over the fabric as its knit texture; without it the fabric is smooth. */
const GRAIN_SIZE = 128;
let grainTile: Promise<string> | undefined;

/**
 * A tile of random light and dark specks. NOTE: an feTurbulence filter draws the same texture
 * but triples librsvg's render time; a tiled image costs almost nothing.
 */
function grainTileDataUri(): Promise<string> {
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
  ${grainTile ? `<pattern id="grain" width="${GRAIN_SIZE}" height="${GRAIN_SIZE}" patternUnits="userSpaceOnUse"><image href="${grainTile}" width="${GRAIN_SIZE}" height="${GRAIN_SIZE}"/></pattern>` : ''}
  <clipPath id="clip">${scene.clip ? `<path d="${scene.clip}"/>` : ''}</clipPath>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
${scene.svg}
</svg>`;
}

interface DrawContext {
  base: string;
  accent: string;
  ink: string;
  seed: number;
  color: Color;
}

interface Scene {
  svg: string;
  /** The silhouette that fabric shading and grain are clipped to. */
  clip?: string;
}

/** Shadow, fabric fill, drape, grain and edge for one silhouette. */
function fabric(ctx: DrawContext, body: string, folds: string, under = '', alsoCastingShadow: string[] = []): string {
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

const stitch = (ctx: DrawContext, d: string, opacity = 0.45) =>
  `<path d="${d}" fill="none" stroke="${darken(ctx.base, 0.35)}" stroke-opacity="${opacity}" stroke-width="2" stroke-dasharray="7 5" stroke-linecap="round"/>`;
const seam = (ctx: DrawContext, d: string) =>
  `<path d="${d}" fill="none" stroke="${darken(ctx.base, 0.3)}" stroke-opacity="0.45" stroke-width="2.5"/>`;
/** A ribbed band: a thick dashed stroke along the band's centre line draws the ribs across it. */
const rib = (ctx: DrawContext, d: string, width: number) =>
  `<path d="${d}" fill="none" stroke="${darken(ctx.base, 0.06)}" stroke-width="${width}"/>` +
  `<path d="${d}" fill="none" stroke="${darken(ctx.base, 0.3)}" stroke-opacity="0.28" stroke-width="${width}" stroke-dasharray="2 6"/>`;
/**
 * A soft crease: three strokes of falling width add up to a blurred line. NOTE: an
 * feGaussianBlur looks the same but costs librsvg ~100 ms per image; these cost nothing.
 */
const fold = (d: string, dark: boolean, width = 12, opacity = 0.22) =>
  [3, 2.3, 1.7, 1.2, 0.7]
    .map(
      (k) =>
        `<path d="${d}" fill="none" stroke="${dark ? '#000' : '#fff'}" stroke-opacity="${(opacity * 0.24).toFixed(3)}" stroke-width="${(width * k).toFixed(1)}" stroke-linecap="round"/>`,
    )
    .join('');

const SHADOW = '#4d4238';

/** A drop shadow as stacked, ever wider outlines of the shapes: opaque in the middle, fading out. */
function softShadow(shapes: (spread: number) => string, dy = 14, opacity = 0.26): string {
  const spreads = [26, 18, 11, 5, 0];
  const each = 1 - Math.pow(1 - opacity, 1 / spreads.length);
  return spreads
    .map(
      (spread) =>
        `<g transform="translate(0 ${dy})" fill="${SHADOW}" stroke="${SHADOW}" stroke-linejoin="round" opacity="${each.toFixed(3)}">${shapes(spread)}</g>`,
    )
    .join('');
}

// ---- Apparel silhouettes (800 x 1000 canvas, front view, laid flat) ----

/**
 * The tops are drawn narrow and tall and then widened to a real garment's proportions; prints
 * are scaled back (`unstretched`) so that circles stay round.
 */
const TORSO_SCALE = { x: 1.12, y: 0.94, cx: 400, cy: 520 } as const;
const torso = (svg: string) =>
  `<g transform="translate(${TORSO_SCALE.cx} ${TORSO_SCALE.cy}) scale(${TORSO_SCALE.x} ${TORSO_SCALE.y}) translate(${-TORSO_SCALE.cx} ${-TORSO_SCALE.cy})">${svg}</g>`;
const unstretched = (cx: number, cy: number, svg: string) =>
  `<g transform="translate(${cx} ${cy}) scale(${(1 / TORSO_SCALE.x).toFixed(4)} ${(1 / TORSO_SCALE.y).toFixed(4)}) translate(${-cx} ${-cy})">${svg}</g>`;

const TEE =
  'M338,196 C350,252 450,252 462,196 L578,224 C612,250 650,290 680,330 L612,396 L542,352 ' +
  'C540,500 548,680 548,822 Q400,834 252,822 C252,680 260,500 258,352 L188,396 L120,330 C150,290 188,250 222,224 Z';
const LONG_SLEEVE =
  'M338,196 C350,252 450,252 462,196 L578,224 C612,300 642,480 664,692 L594,706 C580,560 560,430 542,352 ' +
  'C540,500 548,680 548,822 Q400,834 252,822 C252,680 260,500 258,352 C240,430 220,560 206,706 L136,692 C158,480 188,300 222,224 Z';
const TANK =
  'M318,166 L352,166 C362,262 438,262 448,166 L482,166 C488,262 526,322 566,352 C560,500 572,680 578,832 ' +
  'Q400,848 222,832 C228,680 240,500 234,352 C274,322 312,262 318,166 Z';

/** Creases shade dark fabric; on black they show as a faint sheen, and light fabric needs less. */
function creaseStyle(ctx: DrawContext): { dark: boolean; strength: number } {
  const dark = ctx.color !== 'black';
  return { dark, strength: !dark ? 0.45 : luminance(ctx.base) > 0.5 ? 0.6 : 1 };
}

const torsoFolds = (ctx: DrawContext) => {
  const { dark, strength } = creaseStyle(ctx);
  return (
    fold('M266,390 Q318,440 338,492', dark, 12, 0.22 * strength) +
    fold('M534,390 Q484,446 470,492', dark, 12, 0.22 * strength) +
    fold('M332,640 Q340,720 326,812', dark, 10, 0.12 * strength) +
    fold('M474,610 Q464,720 478,812', dark, 10, 0.12 * strength) +
    fold('M312,300 Q372,360 396,560', false, 36, dark ? 0.1 : 0.05)
  );
};

function tee(ctx: DrawContext, kids: boolean): Scene {
  const inner = darken(ctx.base, 0.38);
  const trim = kids ? ctx.accent : ctx.base;
  const trimCtx = { ...ctx, base: trim };
  const under = `<path d="M338,196 C360,178 440,178 462,196 C450,252 350,252 338,196 Z" fill="${inner}"/>
    <path d="M340,197 C362,181 438,181 460,197" fill="none" stroke="${darken(trim, 0.12)}" stroke-width="10"/>`;
  const pocket = !kids && placementOf(ctx.seed) === 'pocket';
  const details = `
    ${rib(trimCtx, 'M338,196 C350,252 450,252 462,196', 18)}
    ${stitch(ctx, 'M330,204 C346,270 454,270 470,204', 0.35)}
    ${seam(ctx, 'M222,224 C240,262 252,310 258,352')}${seam(ctx, 'M578,224 C560,262 548,310 542,352')}
    ${kids ? `${bandAlong(trimCtx, [120, 330], [188, 396], 16)}${bandAlong(trimCtx, [680, 330], [612, 396], 16)}` : `${stitch(ctx, 'M131,321 L197,385')}${stitch(ctx, 'M669,321 L603,385')}`}
    ${stitch(ctx, 'M256,800 Q400,812 546,800')}
    ${pocket ? chestPocket(ctx) : print(ctx)}`;
  const body = fabric(ctx, TEE, torsoFolds(ctx), under);
  const svg = kids
    ? `<g transform="translate(400 540) scale(0.84) translate(-400 -520)">${torso(body + details)}</g>`
    : torso(body + details);
  // The clip path is read in the group's own (scaled) coordinates, so the plain silhouette fits.
  return { svg, clip: TEE };
}

function longSleeve(ctx: DrawContext, kind: 'long-sleeve' | 'sweatshirt' | 'hoodie'): Scene {
  const inner = darken(ctx.base, 0.38);
  const ribbed = kind !== 'long-sleeve';
  const hood = 'M300,236 C282,150 336,88 400,88 C464,88 518,150 500,236 Z';
  const under =
    kind === 'hoodie'
      ? `<path d="${hood}" fill="url(#fabric)"/>
         <path d="${hood}" fill="none" stroke="${darken(ctx.base, 0.35)}" stroke-opacity="0.35" stroke-width="1.5"/>
         <path d="M336,224 C332,160 364,126 400,126 C436,126 468,160 464,224 Z" fill="${inner}"/>
         ${seam(ctx, 'M400,90 L400,126')}`
      : `<path d="M338,196 C360,178 440,178 462,196 C450,252 350,252 338,196 Z" fill="${inner}"/>
         <path d="M340,197 C362,181 438,181 460,197" fill="none" stroke="${darken(ctx.base, 0.12)}" stroke-width="10"/>`;
  const neck =
    kind === 'hoodie'
      ? `${rib(ctx, 'M338,196 C350,252 450,252 462,196', 24)}
         <path d="M378,252 L374,350" stroke="${ctx.accent}" stroke-width="6" stroke-linecap="round"/>
         <path d="M422,252 L426,350" stroke="${ctx.accent}" stroke-width="6" stroke-linecap="round"/>
         <rect x="369" y="344" width="10" height="22" rx="3" fill="${darken(ctx.accent, 0.25)}"/>
         <rect x="421" y="344" width="10" height="22" rx="3" fill="${darken(ctx.accent, 0.25)}"/>
         <circle cx="378" cy="250" r="6" fill="none" stroke="${lighten(ctx.base, 0.3)}" stroke-width="3"/>
         <circle cx="422" cy="250" r="6" fill="none" stroke="${lighten(ctx.base, 0.3)}" stroke-width="3"/>`
      : `${rib(ctx, 'M338,196 C350,252 450,252 462,196', kind === 'sweatshirt' ? 26 : 16)}
         ${stitch(ctx, kind === 'sweatshirt' ? 'M326,206 C342,278 458,278 474,206' : 'M330,204 C346,270 454,270 470,204', 0.35)}`;
  const pocket =
    kind === 'hoodie'
      ? `<path d="M300,600 L500,600 L536,742 L264,742 Z" fill="${darken(ctx.base, 0.04)}" stroke="${darken(ctx.base, 0.3)}" stroke-opacity="0.45" stroke-width="2.5"/>
         ${stitch(ctx, 'M306,610 L494,610 L526,734 L274,734 Z', 0.4)}
         ${fold('M304,604 L268,738', true, 8, 0.3)}${fold('M496,604 L532,738', true, 8, 0.3)}`
      : '';
  const bands = ribbed
    ? `${rib(ctx, 'M254,799 Q400,811 546,799', 46)}${seam(ctx, 'M254,776 Q400,788 546,776')}
       ${bandAlong(ctx, [136, 692], [206, 706], 44)}${bandAlong(ctx, [664, 692], [594, 706], 44)}`
    : `${stitch(ctx, 'M256,800 Q400,812 546,800')}${stitch(ctx, 'M140,676 L207,690')}${stitch(ctx, 'M660,676 L593,690')}`;
  const details = `${neck}
    ${seam(ctx, 'M222,224 C240,262 252,310 258,352')}${seam(ctx, 'M578,224 C560,262 548,310 542,352')}
    ${bands}${pocket}${print(ctx, kind === 'hoodie' ? 468 : 410)}`;
  const { dark, strength } = creaseStyle(ctx);
  const folds =
    torsoFolds(ctx) +
    fold('M196,420 Q190,520 178,640', dark, 14, 0.16 * strength) +
    fold('M604,420 Q610,520 622,640', dark, 14, 0.16 * strength);
  return {
    svg: torso(fabric(ctx, LONG_SLEEVE, folds, under, kind === 'hoodie' ? [hood] : []) + details),
    clip: LONG_SLEEVE,
  };
}

function tank(ctx: DrawContext): Scene {
  const under = `<path d="M352,166 C372,196 428,196 448,166 C438,262 362,262 352,166 Z" fill="${darken(ctx.base, 0.38)}"/>`;
  const details = `
    ${rib(ctx, 'M352,166 C362,262 438,262 448,166', 14)}
    ${rib(ctx, 'M318,166 C312,262 274,322 234,352', 14)}${rib(ctx, 'M482,166 C488,262 526,322 566,352', 14)}
    ${stitch(ctx, 'M343,170 C356,274 444,274 457,170', 0.35)}
    ${stitch(ctx, 'M228,810 Q400,826 572,810')}
    ${print(ctx, 430)}`;
  return { svg: torso(fabric(ctx, TANK, torsoFolds(ctx), under) + details), clip: TANK };
}

function dress(ctx: DrawContext): Scene {
  const hemPoints: string[] = [];
  for (let i = 0; i < 8; i += 1) {
    const x0 = 640 - i * 60;
    hemPoints.push(`Q${x0 - 30},${918 + (i % 2 === 0 ? 16 : -4)} ${x0 - 60},904`);
  }
  const body =
    'M330,170 L356,170 C366,240 434,240 444,170 L470,170 C474,250 500,300 522,340 C514,380 506,420 502,452 ' +
    `L640,904 ${hemPoints.join(' ')} L298,452 C294,420 286,380 278,340 C300,300 326,250 330,170 Z`;
  const under = `<path d="M356,170 C376,200 424,200 444,170 C434,240 366,240 356,170 Z" fill="${darken(ctx.base, 0.38)}"/>`;
  let pleats = '';
  for (let i = 0; i < 7; i += 1) {
    const top = 318 + i * 27.5;
    const bottom = 196 + i * 68;
    pleats += fold(`M${top},470 Q${(top + bottom) / 2 + (i % 2 ? 10 : -10)},700 ${bottom},900`, i % 2 === 0, 18, 0.16);
  }
  const pattern = dressPattern(ctx);
  const details = `
    <g clip-path="url(#clip)">${pattern}</g>
    <path d="M298,452 L502,452 L506,482 L294,482 Z" fill="${ctx.accent}"/>
    ${seam(ctx, 'M298,452 L502,452')}
    ${stitch(ctx, 'M356,176 C368,252 432,252 444,176', 0.35)}
    ${stitch(ctx, `M190,884 Q400,930 610,884`, 0.3)}`;
  const folds = pleats + fold('M360,260 Q380,340 380,430', false, 30, 0.12);
  return { svg: fabric(ctx, body, folds, under) + details, clip: body };
}

function dressPattern(ctx: DrawContext): string {
  const style = ctx.seed % 3;
  if (style === 0) return '';
  let out = '';
  const r = mulberry32(ctx.seed * 7 + 1);
  for (let y = 200; y < 930; y += 58) {
    for (let x = 150 + ((y / 58) % 2) * 29; x < 660; x += 58) {
      const jx = x + (r() - 0.5) * 10;
      const jy = y + (r() - 0.5) * 10;
      out +=
        style === 1
          ? `<circle cx="${jx.toFixed(1)}" cy="${jy.toFixed(1)}" r="7" fill="${ctx.ink}" opacity="0.8"/>`
          : tinyFlower(jx, jy, 9, ctx.accent, ctx.ink);
    }
  }
  return out;
}

function tinyFlower(x: number, y: number, s: number, petal: string, center: string): string {
  let out = '';
  for (let k = 0; k < 5; k += 1) {
    const a = (k * 72 * Math.PI) / 180;
    out += `<circle cx="${(x + Math.cos(a) * s * 0.6).toFixed(1)}" cy="${(y + Math.sin(a) * s * 0.6).toFixed(1)}" r="${(s * 0.45).toFixed(1)}" fill="${petal}"/>`;
  }
  return `${out}<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(s * 0.3).toFixed(1)}" fill="${center}"/>`;
}

// ---- Accessories, jewellery, cosmetics ----

function cap(ctx: DrawContext): Scene {
  // A three-quarter side view: the bill is what makes a cap read as a cap.
  const crown = 'M212,600 C204,430 300,336 424,334 C548,332 616,430 604,598 Q400,632 212,600 Z';
  const bill = 'M560,596 C640,588 730,604 790,640 C770,662 700,666 600,650 C580,640 566,624 560,596 Z';
  const svg = `<g transform="translate(400 520) scale(1.2) translate(-501 -500)">
  ${softShadow((spread) => `<path d="${crown}" stroke-width="${spread}"/><path d="${bill}" stroke-width="${spread}"/>`, 18)}
  ${fabric(ctx, crown, fold('M300,420 Q270,500 280,600', false, 40, 0.12) + fold('M560,430 Q590,520 580,600', true, 30, 0.2))}
  ${seam(ctx, 'M420,332 C372,400 352,500 352,612')}${seam(ctx, 'M420,332 C470,400 492,500 494,614')}
  ${stitch(ctx, 'M410,336 C360,404 340,500 340,612', 0.3)}${stitch(ctx, 'M430,336 C482,404 506,500 508,614', 0.3)}
  <circle cx="300" cy="430" r="6" fill="${darken(ctx.base, 0.35)}"/><circle cx="446" cy="410" r="6" fill="${darken(ctx.base, 0.35)}"/>
  <path d="M224,560 C250,540 282,548 292,606" fill="${darken(ctx.base, 0.4)}"/>
  <ellipse cx="420" cy="332" rx="22" ry="9" fill="${darken(ctx.base, 0.08)}" stroke="${darken(ctx.base, 0.35)}" stroke-width="1.5"/>
  <path d="${bill}" fill="${darken(ctx.base, 0.3)}"/>
  <path d="M560,596 C640,588 730,604 790,640 C720,632 640,628 590,630 C574,620 564,610 560,596 Z" fill="url(#fabric)"/>
  ${stitch(ctx, 'M584,604 C650,600 720,612 764,634', 0.5)}${stitch(ctx, 'M596,618 C650,614 706,620 740,634', 0.4)}
  ${motif(ctx.seed % MOTIF_COUNT, 510, 490, 96, ctx.ink, ctx.accent)}
  </g>`;
  return { svg, clip: crown };
}

function tote(ctx: DrawContext): Scene {
  const body = 'M250,410 L550,410 L566,872 L234,872 Z';
  const handle = (dx: number, shade: number) =>
    `<path d="M${318 + dx},414 C${314 + dx},226 ${486 + dx},226 ${482 + dx},414" fill="none" stroke="${darken(ctx.base, shade)}" stroke-width="26" stroke-linecap="round"/>`;
  const boxStitch = (x: number) =>
    `<path d="M${x - 14},420 h28 v34 h-28 Z M${x - 14},420 L${x + 14},454 M${x + 14},420 L${x - 14},454" fill="none" stroke="${darken(ctx.base, 0.4)}" stroke-opacity="0.5" stroke-width="2"/>`;
  const svg = `
  ${softShadow((spread) => `<path d="M334,414 C330,236 502,236 498,414" fill="none" stroke-width="${26 + spread / 2}"/>`, 14, 0.22)}
  ${handle(16, 0.22)}
  ${fabric(ctx, body, fold('M300,470 Q290,640 300,860', true, 20, 0.14) + fold('M480,460 Q500,640 490,860', true, 16, 0.14) + fold('M380,440 Q400,640 390,860', false, 40, 0.08))}
  ${handle(0, 0)}
  ${seam(ctx, 'M252,468 L548,468')}${stitch(ctx, 'M252,458 L548,458', 0.5)}
  ${boxStitch(318)}${boxStitch(482)}
  ${motif(ctx.seed % MOTIF_COUNT, 400, 664, 230, ctx.ink, ctx.accent)}`;
  return { svg, clip: body };
}

function necklace(ctx: DrawContext): Scene {
  const metal = ctx.color === 'silver' ? 'silver' : 'gold';
  const stone = ctx.color === 'gold' || ctx.color === 'silver' ? ctx.accent : COLOR_HEX[ctx.color];
  const links: string[] = [];
  const shadows: string[] = [];
  const cx = 400;
  const cy = 410;
  const rx = 224;
  const ry = 300;
  const steps = 150;
  for (let i = 0; i < steps; i += 1) {
    const a = (i / steps) * Math.PI * 2;
    const x = cx + rx * Math.cos(a);
    const y = cy + ry * Math.sin(a);
    const tangent = (Math.atan2(ry * Math.cos(a), -rx * Math.sin(a)) * 180) / Math.PI;
    const flat = i % 2 === 0;
    const link = flat
      ? `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="7.5" ry="4.5" transform="rotate(${tangent.toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)})" fill="none" stroke="url(#metal-${metal})" stroke-width="2.6"/>`
      : `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="7.5" ry="1.6" transform="rotate(${tangent.toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)})" fill="${METALS[metal].mid}"/>`;
    links.push(link);
    shadows.push(`<circle cx="${x.toFixed(1)}" cy="${(y + 6).toFixed(1)}" r="6"/>`);
  }
  const py = cy + ry;
  const pendantStyle = ctx.seed % 3;
  const pendant =
    pendantStyle === 0
      ? `<circle cx="400" cy="${py + 62}" r="50" fill="url(#metal-${metal})"/>
         <circle cx="400" cy="${py + 62}" r="38" fill="none" stroke="${METALS[metal].dark}" stroke-opacity="0.5" stroke-width="2"/>
         ${gem(400, py + 62, 18, stone)}`
      : pendantStyle === 1
        ? `<path d="M400,${py + 14} C436,${py + 60} 446,${py + 96} 400,${py + 124} C354,${py + 96} 364,${py + 60} 400,${py + 14} Z" fill="url(#metal-${metal})"/>
           ${gem(400, py + 80, 24, stone)}`
        : `<rect x="384" y="${py + 14}" width="32" height="112" rx="6" fill="url(#metal-${metal})"/>
           ${gem(400, py + 48, 11, stone)}${gem(400, py + 92, 11, stone)}`;
  const svg = `
  <g opacity="0.1" fill="${SHADOW}">${shadows.join('')}</g>
  <ellipse cx="400" cy="${py + 80}" rx="80" ry="86" fill="url(#blob)"/>
  ${links.join('')}
  <circle cx="400" cy="${py + 8}" r="9" fill="none" stroke="url(#metal-${metal})" stroke-width="4"/>
  ${pendant}
  <rect x="386" y="${cy - ry - 10}" width="28" height="20" rx="8" fill="url(#metal-${metal})"/>`;
  return { svg };
}

function ring(ctx: DrawContext): Scene {
  const metal = ctx.color === 'silver' ? 'silver' : 'gold';
  const stone = ctx.color === 'gold' || ctx.color === 'silver' ? ctx.accent : COLOR_HEX[ctx.color];
  const m = METALS[metal];
  const svg = `<g transform="translate(400 560) scale(1.3) translate(-400 -560)">
  <ellipse cx="400" cy="736" rx="250" ry="56" fill="url(#blob)"/>
  <ellipse cx="400" cy="600" rx="176" ry="96" fill="none" stroke="${mix(m.mid, m.dark, 0.55)}" stroke-width="34"/>
  <path d="M224,600 A176,96 0 0 0 576,600" fill="none" stroke="url(#metal-${metal})" stroke-width="34"/>
  <path d="M250,640 A160,80 0 0 0 550,640" fill="none" stroke="${m.light}" stroke-opacity="0.75" stroke-width="5"/>
  ${ctx.seed % 2 === 0 ? `${gem(330, 512, 13, stone)}${gem(470, 512, 13, stone)}` : ''}
  <path d="M352,522 L366,478 L434,478 L448,522 Z" fill="url(#metal-${metal})"/>
  ${gem(400, 440, 62, stone)}
  <path d="M352,470 L346,432 M448,470 L454,432 M376,484 L372,470 M424,484 L428,470" stroke="${m.mid}" stroke-width="9" stroke-linecap="round"/>
  </g>`;
  return { svg };
}

function bottle(ctx: DrawContext): Scene {
  const glass = COLOR_HEX[ctx.color];
  const body =
    'M306,452 C306,420 334,404 370,398 L370,368 L430,368 L430,398 C466,404 494,420 494,452 L494,846 C494,864 480,876 462,876 L338,876 C320,876 306,864 306,846 Z';
  const svg = `
  ${softShadow((spread) => `<path d="${body}" stroke-width="${spread}"/>`)}
  <path d="${body}" fill="url(#cylinder)" opacity="0.94"/>
  <path d="M318,560 L482,560 L482,842 C482,856 472,864 458,864 L342,864 C328,864 318,856 318,842 Z" fill="${darken(glass, 0.25)}" opacity="0.55"/>
  <rect x="322" y="540" width="156" height="210" rx="6" fill="#f6f1e8"/>
  ${motif(ctx.seed % MOTIF_COUNT, 400, 612, 78, '#2b2a30', ctx.accent)}
  <rect x="344" y="676" width="112" height="8" rx="4" fill="#2b2a30" opacity="0.8"/>
  <rect x="360" y="694" width="80" height="6" rx="3" fill="#2b2a30" opacity="0.45"/>
  <rect x="372" y="710" width="56" height="6" rx="3" fill="#2b2a30" opacity="0.3"/>
  <rect x="326" y="440" width="14" height="400" rx="7" fill="#fff" opacity="0.35"/>
  <rect x="356" y="318" width="88" height="64" rx="8" fill="url(#metal-gold)"/>
  <path d="M374,318 C366,214 382,186 400,186 C418,186 434,214 426,318 Z" fill="#2b2a30"/>
  <path d="M386,300 C382,230 388,206 398,200" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="6" stroke-linecap="round"/>`;
  return { svg };
}

function jar(ctx: DrawContext): Scene {
  const svg = `<g transform="translate(400 560) scale(1.25) translate(-400 -670)">
  <ellipse cx="400" cy="836" rx="270" ry="50" fill="url(#blob)"/>
  <path d="M250,596 L550,596 L550,804 C550,826 530,840 508,840 L292,840 C270,840 250,826 250,804 Z" fill="url(#cylinder)"/>
  <rect x="262" y="660" width="276" height="112" fill="#f6f1e8"/>
  ${motif(ctx.seed % MOTIF_COUNT, 340, 716, 70, '#2b2a30', ctx.accent)}
  <rect x="392" y="694" width="118" height="9" rx="4" fill="#2b2a30" opacity="0.8"/>
  <rect x="392" y="714" width="90" height="7" rx="3" fill="#2b2a30" opacity="0.45"/>
  <rect x="392" y="732" width="64" height="7" rx="3" fill="#2b2a30" opacity="0.3"/>
  <rect x="236" y="500" width="328" height="104" rx="14" fill="url(#metal-${ctx.color === 'silver' ? 'silver' : 'gold'})"/>
  ${Array.from({ length: 27 }, (_, i) => `<rect x="${248 + i * 11.6}" y="512" width="3" height="80" fill="#000" opacity="0.08"/>`).join('')}
  <ellipse cx="400" cy="500" rx="164" ry="12" fill="#fff" opacity="0.35"/>
  </g>`;
  return { svg };
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

// ---- Prints ----

const MOTIF_COUNT = 9;

/**
 * The chest print of a top: `seed % 9` picks the motif and `floor(seed / 9) % 3` the placement
 * (0 centred on the chest, 1 and 2 small on the wearer's left; 1 is a pocket on a t-shirt).
 */
function print(ctx: DrawContext, centerY = 400): string {
  const variant = ctx.seed % MOTIF_COUNT;
  return placementOf(ctx.seed) === 'centre'
    ? unstretched(400, centerY + 10, `<g opacity="0.95">${motif(variant, 400, centerY + 10, 150, ctx.ink, ctx.accent)}</g>`)
    : unstretched(478, centerY - 60, motif(variant, 478, centerY - 60, 66, ctx.ink, ctx.accent));
}

function placementOf(seed: number): 'centre' | 'pocket' | 'small' {
  const band = Math.floor(seed / MOTIF_COUNT) % 3;
  return band === 0 ? 'centre' : band === 1 ? 'pocket' : 'small';
}

function chestPocket(ctx: DrawContext): string {
  return `<path d="M444,318 L520,318 L520,402 L482,414 L444,402 Z" fill="${darken(ctx.base, 0.05)}" stroke="${darken(ctx.base, 0.3)}" stroke-opacity="0.5" stroke-width="2"/>
    ${stitch(ctx, 'M444,330 L520,330', 0.5)}${stitch(ctx, 'M450,324 L450,398 L482,408 L514,398 L514,324', 0.4)}`;
}

function motif(variant: number, cx: number, cy: number, s: number, ink: string, accent: string): string {
  const n = (v: number) => v.toFixed(1);
  switch (variant) {
    case 0: {
      let rays = '';
      for (let k = 0; k < 12; k += 1) {
        const a = (k * 30 * Math.PI) / 180;
        rays += `<line x1="${n(cx + Math.cos(a) * s * 0.29)}" y1="${n(cy + Math.sin(a) * s * 0.29)}" x2="${n(cx + Math.cos(a) * s * 0.42)}" y2="${n(cy + Math.sin(a) * s * 0.42)}"/>`;
      }
      return `<circle cx="${cx}" cy="${cy}" r="${n(s * 0.21)}" fill="${accent}"/><g stroke="${ink}" stroke-width="${n(s * 0.04)}" stroke-linecap="round">${rays}</g>`;
    }
    case 1:
      return `<circle cx="${cx}" cy="${cy}" r="${n(s * 0.46)}" fill="none" stroke="${ink}" stroke-width="${n(s * 0.035)}"/>
        <circle cx="${n(cx + s * 0.14)}" cy="${n(cy - s * 0.16)}" r="${n(s * 0.1)}" fill="${accent}"/>
        <path d="M${n(cx - s * 0.36)},${n(cy + s * 0.2)} L${n(cx - s * 0.1)},${n(cy - s * 0.16)} L${n(cx + s * 0.04)},${n(cy + s * 0.02)} L${n(cx + s * 0.16)},${n(cy - s * 0.06)} L${n(cx + s * 0.36)},${n(cy + s * 0.2)} Z" fill="${ink}"/>`;
    case 2: {
      let waves = '';
      [-0.16, 0, 0.16].forEach((dy, k) => {
        const y = cy + dy * s;
        const step = s * 0.2;
        waves += `<path d="M${n(cx - s * 0.4)},${n(y)} q${n(step / 2)},${n(-s * 0.09)} ${n(step)},0 t${n(step)},0 t${n(step)},0 t${n(step)},0" fill="none" stroke="${k === 1 ? accent : ink}" stroke-width="${n(s * 0.06)}" stroke-linecap="round"/>`;
      });
      return waves;
    }
    case 3: {
      let petals = '';
      for (let k = 0; k < 6; k += 1) {
        const deg = k * 60;
        petals += `<ellipse cx="${cx}" cy="${n(cy - s * 0.2)}" rx="${n(s * 0.1)}" ry="${n(s * 0.19)}" transform="rotate(${deg} ${cx} ${cy})" fill="${accent}"/>`;
      }
      return `${petals}<circle cx="${cx}" cy="${cy}" r="${n(s * 0.1)}" fill="${ink}"/>`;
    }
    case 4: {
      const arc = (r: number, color: string) =>
        `<path d="M${n(cx - r)},${n(cy + s * 0.18)} A${n(r)},${n(r)} 0 0 1 ${n(cx + r)},${n(cy + s * 0.18)}" fill="none" stroke="${color}" stroke-width="${n(s * 0.085)}" stroke-linecap="round"/>`;
      return arc(s * 0.4, ink) + arc(s * 0.28, accent) + arc(s * 0.16, ink);
    }
    case 5: {
      const points: string[] = [];
      for (let k = 0; k < 10; k += 1) {
        const r = k % 2 === 0 ? s * 0.42 : s * 0.18;
        const a = ((k * 36 - 90) * Math.PI) / 180;
        points.push(`${n(cx + Math.cos(a) * r)},${n(cy + Math.sin(a) * r)}`);
      }
      return `<polygon points="${points.join(' ')}" fill="${accent}" stroke="${ink}" stroke-width="${n(s * 0.03)}" stroke-linejoin="round"/>`;
    }
    case 6: {
      const r = s * 0.34;
      return `<path d="M${n(cx)},${n(cy - r)} A${n(r)},${n(r)} 0 1 0 ${n(cx)},${n(cy + r)} A${n(r * 1.25)},${n(r * 1.25)} 0 0 1 ${n(cx)},${n(cy - r)} Z" fill="${ink}"/>
        <circle cx="${n(cx + s * 0.2)}" cy="${n(cy - s * 0.18)}" r="${n(s * 0.045)}" fill="${accent}"/>
        <circle cx="${n(cx + s * 0.3)}" cy="${n(cy + s * 0.05)}" r="${n(s * 0.03)}" fill="${accent}"/>
        <circle cx="${n(cx + s * 0.14)}" cy="${n(cy + s * 0.22)}" r="${n(s * 0.035)}" fill="${accent}"/>`;
    }
    case 7:
      return `<circle cx="${cx}" cy="${cy}" r="${n(s * 0.4)}" fill="none" stroke="${ink}" stroke-width="${n(s * 0.06)}"/>
        <circle cx="${cx}" cy="${cy}" r="${n(s * 0.26)}" fill="none" stroke="${accent}" stroke-width="${n(s * 0.06)}"/>
        <circle cx="${cx}" cy="${cy}" r="${n(s * 0.11)}" fill="${ink}"/>`;
    default: {
      const w = s * 0.8;
      const h = s * 0.11;
      return [accent, ink, accent, ink]
        .map(
          (color, k) =>
            `<rect x="${n(cx - w / 2)}" y="${n(cy - s * 0.28 + k * h * 1.6)}" width="${n(w)}" height="${n(h)}" rx="${n(h / 2)}" fill="${color}"/>`,
        )
        .join('');
    }
  }
}

// ---- Small drawing helpers ----

/** A rib band (cuff or sleeve trim) whose outer edge runs from `a` to `b`, reaching `depth` inwards. */
function bandAlong(ctx: DrawContext, a: [number, number], b: [number, number], depth: number): string {
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

function gem(x: number, y: number, r: number, color: string): string {
  const n = (v: number) => v.toFixed(1);
  return `<g>
    <polygon points="${n(x)},${n(y - r)} ${n(x + r)},${n(y)} ${n(x)},${n(y + r)} ${n(x - r)},${n(y)}" fill="${color}"/>
    <polygon points="${n(x)},${n(y - r)} ${n(x + r)},${n(y)} ${n(x)},${n(y)}" fill="${lighten(color, 0.35)}"/>
    <polygon points="${n(x)},${n(y + r)} ${n(x - r)},${n(y)} ${n(x)},${n(y)}" fill="${darken(color, 0.3)}"/>
    <polygon points="${n(x - r * 0.4)},${n(y - r * 0.1)} ${n(x - r * 0.1)},${n(y - r * 0.5)} ${n(x - r * 0.05)},${n(y - r * 0.2)}" fill="#fff" opacity="0.7"/>
  </g>`;
}

function metalGradient(metal: keyof typeof METALS): string {
  const m = METALS[metal];
  return `<linearGradient id="metal-${metal}" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${m.light}"/><stop offset="0.35" stop-color="${m.mid}"/>
    <stop offset="0.6" stop-color="${m.light}"/><stop offset="1" stop-color="${m.dark}"/>
  </linearGradient>`;
}

function pickAccent(base: string, rng: () => number): string {
  const usable = ACCENTS.filter((accent) => colorDistance(accent, base) > 90);
  return usable[Math.floor(rng() * usable.length)] ?? '#f2eadb';
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  const channel = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(ar, br)}${channel(ag, bg)}${channel(ab, bb)}`;
}

const lighten = (hex: string, t: number) => mix(hex, '#ffffff', t);
const darken = (hex: string, t: number) => mix(hex, '#000000', t);

function luminance(hex: string): number {
  const [r, g, b] = rgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

function colorDistance(a: string, b: string): number {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  return Math.hypot(ar - br, ag - bg, ab - bb);
}
