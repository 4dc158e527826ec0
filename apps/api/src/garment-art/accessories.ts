/**
 * Accessories: the cap, in a three-quarter view, and the tote bag, each with a print.
 */
import { fabric, fold, seam, softShadow, stitch } from './fabric';
import { darken } from './palette';
import { MOTIF_COUNT, motif } from './prints';
import type { DrawContext, Scene } from './scene';

export function cap(ctx: DrawContext): Scene {
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

export function tote(ctx: DrawContext): Scene {
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
