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

export const STUDIO_RAIL: Illustration = {
  src: studioRail,
  alt: 'The studio rail with tees in cream, sage, charcoal and rose beside a tall window, folded stacks on the shelf below',
  width: 800,
  height: 800,
};

export const PRINT_TABLE: Illustration = {
  src: printTable,
  alt: 'A cream tee on the print table beside an open screen frame, a squeegee and tins of clay and black ink',
  width: 400,
  height: 400,
};

export const CUTTING_TABLE: Illustration = {
  src: cuttingTable,
  alt: 'A paper tee pattern on oat fabric on the cutting mat, with shears, pins and a tape measure',
  width: 400,
  height: 400,
};

export const THREAD_WALL: Illustration = {
  src: threadWall,
  alt: 'Cones of cotton thread in cream, sage, clay, charcoal, rose, sky, oat and pine on two wooden shelves',
  width: 400,
  height: 400,
};

export const FOLDED_STACKS: Illustration = {
  src: foldedStacks,
  alt: 'Two stacks of folded tees in charcoal, pine, sage, oat, clay, rose, sky and cream, with a kraft paper tag',
  width: 400,
  height: 400,
};

export const PACKING_TABLE: Illustration = {
  src: packingTable,
  alt: 'An order being packed: a folded sage tee on tissue paper in a kraft box, a handwritten thank-you card and a roll of twine',
  width: 800,
  height: 400,
};

export const PHOTO_SET: Illustration = {
  src: photoSet,
  alt: 'A clay tee on a hanger in front of a paper backdrop, lit by a softbox, with a camera on a tripod',
  width: 800,
  height: 600,
};

export const LAPTOP_SHOP: Illustration = {
  src: laptopShop,
  alt: 'A laptop on a desk showing a small online shop with a row of tees, beside a coffee cup and notes',
  width: 800,
  height: 600,
};
