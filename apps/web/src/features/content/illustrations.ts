import cuttingTable from './assets/cutting-table.svg';
import foldedStacks from './assets/folded-stacks.svg';
import laptopShop from './assets/laptop-shop.svg';
import packingTable from './assets/packing-table.svg';
import photoSet from './assets/photo-set.svg';
import printTable from './assets/print-table.svg';
import studioRail from './assets/studio-rail.svg';
import threadWall from './assets/thread-wall.svg';

/** A drawing of the studio, with what it shows and its size (so the page keeps its place while it loads). */
export interface Illustration {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** The drawings' sizes, width by height, as drawn (their viewBox). */
const SQUARE = [400, 400] as const;
const LARGE_SQUARE = [800, 800] as const;
const LANDSCAPE = [800, 600] as const;
const STRIP = [800, 400] as const;

function drawing(src: string, [width, height]: readonly [number, number], alt: string): Illustration {
  return { src, alt, width, height };
}

export const STUDIO_RAIL = drawing(
  studioRail,
  LARGE_SQUARE,
  'The studio rail with tees in cream, sage, charcoal and rose beside a tall window, folded stacks on the shelf below',
);

export const PRINT_TABLE = drawing(
  printTable,
  SQUARE,
  'A cream tee on the print table beside an open screen frame, a squeegee and tins of clay and black ink',
);

export const CUTTING_TABLE = drawing(
  cuttingTable,
  SQUARE,
  'A paper tee pattern on oat fabric on the cutting mat, with shears, pins and a tape measure',
);

export const THREAD_WALL = drawing(
  threadWall,
  SQUARE,
  'Cones of cotton thread in cream, sage, clay, charcoal, rose, sky, oat and pine on two wooden shelves',
);

export const FOLDED_STACKS = drawing(
  foldedStacks,
  SQUARE,
  'Two stacks of folded tees in charcoal, pine, sage, oat, clay, rose, sky and cream, with a kraft paper tag',
);

export const PACKING_TABLE = drawing(
  packingTable,
  STRIP,
  'An order being packed: a folded sage tee on tissue paper in a kraft box, a handwritten thank-you card and a roll of twine',
);

export const PHOTO_SET = drawing(
  photoSet,
  LANDSCAPE,
  'A clay tee on a hanger in front of a paper backdrop, lit by a softbox, with a camera on a tripod',
);

export const LAPTOP_SHOP = drawing(
  laptopShop,
  LANDSCAPE,
  'A laptop on a desk showing a small online shop with a row of tees, beside a coffee cup and notes',
);
