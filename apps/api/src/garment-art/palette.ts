/**
 * The drawings' colours: the dye of each of the shop's colours, the print accents, and the
 * arithmetic that lightens, darkens and compares them.
 */
import type { Color } from '@shop/shared/constants';

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

/** Print and trim colours. */
const ACCENTS = ['#e07a4f', '#e9bd4c', '#9fc0a2', '#8fb8dd', '#f2eadb', '#ef8e7c', '#c9a3d9', '#5b8f8a'];

/** An accent the seed picks among those that stand out from the dye `base`. */
export function pickAccent(base: string, rng: () => number): string {
  const usable = ACCENTS.filter((accent) => colorDistance(accent, base) > 90);
  return usable[Math.floor(rng() * usable.length)] ?? '#f2eadb';
}

function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  const channel = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(ar, br)}${channel(ag, bg)}${channel(ab, bb)}`;
}

export const lighten = (hex: string, t: number) => mix(hex, '#ffffff', t);
export const darken = (hex: string, t: number) => mix(hex, '#000000', t);

export function luminance(hex: string): number {
  const [r, g, b] = rgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

function colorDistance(a: string, b: string): number {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  return Math.hypot(ar - br, ag - bg, ab - bb);
}
