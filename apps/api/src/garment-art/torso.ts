/**
 * The tops' body: the tee, long-sleeve and tank silhouettes, widened to a garment's proportions,
 * their creases, and where the chest print or pocket goes.
 */
import { creaseStyle, fold, stitch } from './fabric';
import { darken } from './palette';
import { MOTIF_COUNT, motif } from './prints';
import type { DrawContext } from './scene';

/**
 * The tops are drawn narrow and tall and then widened to a real garment's proportions; prints
 * are scaled back (`unstretched`) so that circles stay round.
 */
const TORSO_SCALE = { x: 1.12, y: 0.94, cx: 400, cy: 520 } as const;
export const torso = (svg: string) =>
  `<g transform="translate(${TORSO_SCALE.cx} ${TORSO_SCALE.cy}) scale(${TORSO_SCALE.x} ${TORSO_SCALE.y}) translate(${-TORSO_SCALE.cx} ${-TORSO_SCALE.cy})">${svg}</g>`;
const unstretched = (cx: number, cy: number, svg: string) =>
  `<g transform="translate(${cx} ${cy}) scale(${(1 / TORSO_SCALE.x).toFixed(4)} ${(1 / TORSO_SCALE.y).toFixed(4)}) translate(${-cx} ${-cy})">${svg}</g>`;

export const TEE =
  'M338,196 C350,252 450,252 462,196 L578,224 C612,250 650,290 680,330 L612,396 L542,352 ' +
  'C540,500 548,680 548,822 Q400,834 252,822 C252,680 260,500 258,352 L188,396 L120,330 C150,290 188,250 222,224 Z';
export const LONG_SLEEVE =
  'M338,196 C350,252 450,252 462,196 L578,224 C612,300 642,480 664,692 L594,706 C580,560 560,430 542,352 ' +
  'C540,500 548,680 548,822 Q400,834 252,822 C252,680 260,500 258,352 C240,430 220,560 206,706 L136,692 C158,480 188,300 222,224 Z';
export const TANK =
  'M318,166 L352,166 C362,262 438,262 448,166 L482,166 C488,262 526,322 566,352 C560,500 572,680 578,832 ' +
  'Q400,848 222,832 C228,680 240,500 234,352 C274,322 312,262 318,166 Z';

export const torsoFolds = (ctx: DrawContext) => {
  const { dark, strength } = creaseStyle(ctx);
  return (
    fold('M266,390 Q318,440 338,492', dark, 12, 0.22 * strength) +
    fold('M534,390 Q484,446 470,492', dark, 12, 0.22 * strength) +
    fold('M332,640 Q340,720 326,812', dark, 10, 0.12 * strength) +
    fold('M474,610 Q464,720 478,812', dark, 10, 0.12 * strength) +
    fold('M312,300 Q372,360 396,560', false, 36, dark ? 0.1 : 0.05)
  );
};

/**
 * The chest print of a top: `seed % 9` picks the motif and `floor(seed / 9) % 3` the placement
 * (0 centred on the chest, 1 and 2 small on the wearer's left; 1 is a pocket on a t-shirt).
 */
export function chestPrint(ctx: DrawContext, centerY = 400): string {
  const variant = ctx.seed % MOTIF_COUNT;
  return placementOf(ctx.seed) === 'centre'
    ? unstretched(400, centerY + 10, `<g opacity="0.95">${motif(variant, 400, centerY + 10, 150, ctx.ink, ctx.accent)}</g>`)
    : unstretched(478, centerY - 60, motif(variant, 478, centerY - 60, 66, ctx.ink, ctx.accent));
}

export function placementOf(seed: number): 'centre' | 'pocket' | 'small' {
  const band = Math.floor(seed / MOTIF_COUNT) % 3;
  return band === 0 ? 'centre' : band === 1 ? 'pocket' : 'small';
}

export function chestPocket(ctx: DrawContext): string {
  return `<path d="M444,318 L520,318 L520,402 L482,414 L444,402 Z" fill="${darken(ctx.base, 0.05)}" stroke="${darken(ctx.base, 0.3)}" stroke-opacity="0.5" stroke-width="2"/>
    ${stitch(ctx, 'M444,330 L520,330', 0.5)}${stitch(ctx, 'M450,324 L450,398 L482,408 L514,398 L514,324', 0.4)}`;
}
