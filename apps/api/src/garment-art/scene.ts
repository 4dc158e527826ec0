/**
 * The canvas every picture is drawn on (800 x 1000, front view, laid flat), what the drawing of a
 * garment is given (its colours and seed) and what it answers.
 */
import type { Color } from '@shop/shared/constants';

export const W = 800;
export const H = 1000;

export interface DrawContext {
  base: string;
  accent: string;
  ink: string;
  seed: number;
  color: Color;
}

export interface Scene {
  svg: string;
  /** The silhouette that fabric shading and grain are clipped to. */
  clip?: string;
}
