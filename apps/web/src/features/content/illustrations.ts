import cuttingTable from './assets/cutting-table.svg';
import foldedStacks from './assets/folded-stacks.svg';
import laptopShop from './assets/laptop-shop.svg';
import packingTable from './assets/packing-table.svg';
import photoSet from './assets/photo-set.svg';
import printTable from './assets/print-table.svg';
import studioRail from './assets/studio-rail.svg';
import threadWall from './assets/thread-wall.svg';
import type { MessageKey } from '@/i18n/i18n';

/** A drawing of the studio, with what it shows (its message) and its size (so the page keeps its place while it loads). */
export interface Illustration {
  src: string;
  alt: MessageKey;
  width: number;
  height: number;
}

/** The drawings' sizes, width by height, as drawn (their viewBox). */
const SQUARE = [400, 400] as const;
const LARGE_SQUARE = [800, 800] as const;
const LANDSCAPE = [800, 600] as const;
const STRIP = [800, 400] as const;

function drawing(src: string, [width, height]: readonly [number, number], alt: MessageKey): Illustration {
  return { src, alt, width, height };
}

export const STUDIO_RAIL = drawing(studioRail, LARGE_SQUARE, 'pages.picture.studioRail');

export const PRINT_TABLE = drawing(printTable, SQUARE, 'pages.picture.printTable');

export const CUTTING_TABLE = drawing(cuttingTable, SQUARE, 'pages.picture.cuttingTable');

export const THREAD_WALL = drawing(threadWall, SQUARE, 'pages.picture.threadWall');

export const FOLDED_STACKS = drawing(foldedStacks, SQUARE, 'pages.picture.foldedStacks');

export const PACKING_TABLE = drawing(packingTable, STRIP, 'pages.picture.packingTable');

export const PHOTO_SET = drawing(photoSet, LANDSCAPE, 'pages.picture.photoSet');

export const LAPTOP_SHOP = drawing(laptopShop, LANDSCAPE, 'pages.picture.laptopShop');
