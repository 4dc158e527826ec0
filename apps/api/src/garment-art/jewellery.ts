/**
 * Jewellery: the necklace and the ring in gold (or silver), set with a stone of the product's
 * colour or the accent, and the metals' gradients.
 */
import { SHADOW } from './fabric';
import { COLOR_HEX, darken, lighten, mix } from './palette';
import type { DrawContext, Scene } from './scene';

const METALS = {
  gold: { light: '#f7e3a1', mid: '#d4ab52', dark: '#8c6420' },
  silver: { light: '#fbfcfd', mid: '#c3c8cf', dark: '#737a84' },
} as const;

export function necklace(ctx: DrawContext): Scene {
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

export function ring(ctx: DrawContext): Scene {
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

function gem(x: number, y: number, r: number, color: string): string {
  const n = (v: number) => v.toFixed(1);
  return `<g>
    <polygon points="${n(x)},${n(y - r)} ${n(x + r)},${n(y)} ${n(x)},${n(y + r)} ${n(x - r)},${n(y)}" fill="${color}"/>
    <polygon points="${n(x)},${n(y - r)} ${n(x + r)},${n(y)} ${n(x)},${n(y)}" fill="${lighten(color, 0.35)}"/>
    <polygon points="${n(x)},${n(y + r)} ${n(x - r)},${n(y)} ${n(x)},${n(y)}" fill="${darken(color, 0.3)}"/>
    <polygon points="${n(x - r * 0.4)},${n(y - r * 0.1)} ${n(x - r * 0.1)},${n(y - r * 0.5)} ${n(x - r * 0.05)},${n(y - r * 0.2)}" fill="#fff" opacity="0.7"/>
  </g>`;
}

export function metalGradient(metal: keyof typeof METALS): string {
  const m = METALS[metal];
  return `<linearGradient id="metal-${metal}" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${m.light}"/><stop offset="0.35" stop-color="${m.mid}"/>
    <stop offset="0.6" stop-color="${m.light}"/><stop offset="1" stop-color="${m.dark}"/>
  </linearGradient>`;
}
