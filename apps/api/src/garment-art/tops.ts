/**
 * Tops, laid flat: the t-shirt and the kids' tee (trimmed in the accent), the long sleeve, the
 * sweatshirt and the hoodie (ribbed bands, a hood and a pocket), and the tank.
 */
import { bandAlong, creaseStyle, fabric, fold, rib, seam, stitch } from './fabric';
import { darken, lighten } from './palette';
import type { DrawContext, Scene } from './scene';
import { chestPocket, chestPrint, LONG_SLEEVE, placementOf, TANK, TEE, torso, torsoFolds } from './torso';

export function tee(ctx: DrawContext, kids: boolean): Scene {
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
    ${pocket ? chestPocket(ctx) : chestPrint(ctx)}`;
  const body = fabric(ctx, TEE, torsoFolds(ctx), under);
  const svg = kids
    ? `<g transform="translate(400 540) scale(0.84) translate(-400 -520)">${torso(body + details)}</g>`
    : torso(body + details);
  // The clip path is read in the group's own (scaled) coordinates, so the plain silhouette fits.
  return { svg, clip: TEE };
}

export function longSleeve(ctx: DrawContext, kind: 'long-sleeve' | 'sweatshirt' | 'hoodie'): Scene {
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
    ${bands}${pocket}${chestPrint(ctx, kind === 'hoodie' ? 468 : 410)}`;
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

export function tank(ctx: DrawContext): Scene {
  const under = `<path d="M352,166 C372,196 428,196 448,166 C438,262 362,262 352,166 Z" fill="${darken(ctx.base, 0.38)}"/>`;
  const details = `
    ${rib(ctx, 'M352,166 C362,262 438,262 448,166', 14)}
    ${rib(ctx, 'M318,166 C312,262 274,322 234,352', 14)}${rib(ctx, 'M482,166 C488,262 526,322 566,352', 14)}
    ${stitch(ctx, 'M343,170 C356,274 444,274 457,170', 0.35)}
    ${stitch(ctx, 'M228,810 Q400,826 572,810')}
    ${chestPrint(ctx, 430)}`;
  return { svg: torso(fabric(ctx, TANK, torsoFolds(ctx), under) + details), clip: TANK };
}
