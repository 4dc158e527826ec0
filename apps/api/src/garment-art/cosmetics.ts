/**
 * Cosmetics: the dropper bottle in tinted glass and the jar with a metal lid, each labelled with a print.
 */
import { softShadow } from './fabric';
import { COLOR_HEX, darken } from './palette';
import { MOTIF_COUNT, motif } from './prints';
import type { DrawContext, Scene } from './scene';

export function bottle(ctx: DrawContext): Scene {
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

export function jar(ctx: DrawContext): Scene {
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
