/**
 * Prints and patterns: the nine motifs printed on tops, caps, totes and labels, and the dress's
 * all-over dots or flowers.
 */
import type { DrawContext } from './scene';
import { mulberry32 } from './seeded-random';

export const MOTIF_COUNT = 9;

/** Motif `variant` (0 to 8: sun, mountain, waves, flower, rainbow, star, moon, target, stripes) centred on (cx, cy), `s` wide. */
export function motif(variant: number, cx: number, cy: number, s: number, ink: string, accent: string): string {
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

export function dressPattern(ctx: DrawContext): string {
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
