/**
 * The dress, laid flat: pleats, a waistband in the accent, and dots or flowers on some seeds.
 */
import { fabric, fold, seam, stitch } from './fabric';
import { darken } from './palette';
import { dressPattern } from './prints';
import type { DrawContext, Scene } from './scene';

export function dress(ctx: DrawContext): Scene {
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
