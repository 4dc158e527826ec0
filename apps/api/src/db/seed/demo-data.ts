/**
 * The demo shop as plain data: catalogue, accounts, reviews and past orders. `seed.ts` turns it
 * into rows; change the shop's first impression here.
 */
import type { Category, Color, OrderStatus, ProductSize, ReviewFit, Role } from '@shop/shared/constants';
import type { GarmentKind } from '../../modules/uploads/garment-image';

export type VariantKey = `${Color}/${ProductSize}`;

export interface DemoProduct {
  /** Stable key, also the base name of the product's image files. */
  slug: string;
  name: string;
  description: string;
  category: Category;
  colors: Color[];
  sizes: ProductSize[];
  priceCents: number;
  oldPriceCents?: number;
  /** The shot is drawn in the first colour; the seed picks the print (see `modules/uploads/garment-image.ts`). */
  image: { kind: GarmentKind; seed: number; accent?: string };
  /** Per-variant stock; a product without it is not stock-tracked. */
  stock?: { each: number; except?: Partial<Record<VariantKey, number>> };
  addedDaysAgo: number;
}

export interface DemoUser {
  key: string;
  username: string;
  email: string;
  /**
   * The demo admin and customer can sign in, with passwords chosen at the first start (random,
   * printed once, or DEMO_ADMIN_PASSWORD / DEMO_CUSTOMER_PASSWORD); the others only author
   * reviews and orders, with a password nobody knows.
   */
  signsIn?: 'admin' | 'customer';
  role: Role;
  bio?: string;
  profession?: string;
  joinedDaysAgo: number;
}

export interface DemoReview {
  product: string;
  by: string;
  rating: 1 | 2 | 3 | 4 | 5;
  comment: string;
  daysAgo: number;
  fit?: ReviewFit;
}

export interface DemoOrder {
  by: string;
  daysAgo: number;
  status: OrderStatus;
  lines: { product: string; color: Color; size: ProductSize; quantity: number }[];
}

export const DEMO_ADMIN: DemoUser = {
  key: 'admin',
  username: 'Admin',
  email: 'admin@drip.test',
  signsIn: 'admin',
  role: 'admin',
  bio: 'Runs the studio, the stockroom and, on Fridays, the packing table.',
  profession: 'Shop owner',
  joinedDaysAgo: 400,
};

export const DEMO_CUSTOMER: DemoUser = {
  key: 'jordan',
  username: 'Jordan',
  email: 'customer@drip.test',
  signsIn: 'customer',
  role: 'user',
  bio: 'Collects soft tees and loud prints. Usually found at the Saturday farmers market with a tote full of peaches.',
  profession: 'Graphic designer',
  joinedDaysAgo: 330,
};

export const DEMO_USERS: DemoUser[] = [
  DEMO_ADMIN,
  DEMO_CUSTOMER,
  {
    key: 'maya',
    username: 'Maya Chen',
    email: 'maya@drip.test',
    role: 'user',
    bio: 'Capsule wardrobe, maximal earrings.',
    profession: 'Architect',
    joinedDaysAgo: 345,
  },
  {
    key: 'luis',
    username: 'Luis Ortega',
    email: 'luis@drip.test',
    role: 'user',
    bio: 'Weekend sailor, weekday coffee snob.',
    profession: 'Software engineer',
    joinedDaysAgo: 338,
  },
  {
    key: 'priya',
    username: 'Priya Nair',
    email: 'priya@drip.test',
    role: 'user',
    bio: 'Mum of two, shopping for three.',
    profession: 'Pediatric nurse',
    joinedDaysAgo: 320,
  },
  {
    key: 'sam',
    username: 'Sam Okafor',
    email: 'sam@drip.test',
    role: 'user',
    bio: 'Hikes, lifts, and wears everything until it falls apart.',
    profession: 'Physiotherapist',
    joinedDaysAgo: 300,
  },
];

export const DEMO_PRODUCTS: DemoProduct[] = [
  // ---- womens ----
  {
    slug: 'sunday-boxy-tee',
    name: 'Sunday Boxy Tee',
    description:
      'A relaxed, slightly cropped tee cut from 200 gsm combed cotton that softens with every wash. Drop shoulders and a wide rib collar make it the easy weekend pick.',
    category: 'womens',
    colors: ['pink', 'beige', 'black'],
    sizes: ['s', 'm', 'l'],
    priceCents: 3400,
    image: { kind: 't-shirt', seed: 18 },
    stock: { each: 12, except: { 'pink/s': 0, 'black/l': 3 } },
    addedDaysAgo: 340,
  },
  {
    slug: 'linen-crop-tank',
    name: 'Linen-Blend Crop Tank',
    description:
      'Breezy linen and cotton in a cropped, gently A-line shape with clean bound armholes. Garment-dyed in small runs, so every batch is a little different.',
    category: 'womens',
    colors: ['green', 'beige'],
    sizes: ['s', 'm', 'l'],
    priceCents: 2800,
    oldPriceCents: 3600,
    image: { kind: 'tank', seed: 12 },
    addedDaysAgo: 300,
  },
  {
    slug: 'marlow-long-sleeve',
    name: 'Marlow Long-Sleeve Tee',
    description:
      'Our slim long-sleeve in soft slub jersey with a small wave print at the chest. Long enough in the body to tuck, fitted enough to layer.',
    category: 'womens',
    colors: ['black', 'red'],
    sizes: ['s', 'm', 'l', 'xl'],
    priceCents: 4999,
    image: { kind: 'long-sleeve', seed: 11 },
    stock: { each: 8, except: { 'red/xl': 0 } },
    addedDaysAgo: 330,
  },
  {
    slug: 'harbor-heavyweight-hoodie',
    name: 'Harbor Heavyweight Hoodie',
    description:
      'A 400 gsm brushed-back fleece hoodie with a lined hood, flat cotton drawcords and a roomy kangaroo pocket. Relaxed through the body, cuffed at the wrist.',
    category: 'womens',
    colors: ['blue', 'pink', 'beige'],
    sizes: ['s', 'm', 'l'],
    priceCents: 8900,
    image: { kind: 'hoodie', seed: 7 },
    stock: { each: 6, except: { 'pink/l': 0, 'beige/s': 2 } },
    addedDaysAgo: 320,
  },
  {
    slug: 'golden-hour-sweatshirt',
    name: 'Golden Hour Sweatshirt',
    description:
      'Garment-dyed loopback cotton in a warm, sunlit mustard with a screen-printed sun on the chest. Ribbed cuffs and hem keep their shape after years of wear.',
    category: 'womens',
    colors: ['gold', 'beige'],
    sizes: ['m', 'l'],
    priceCents: 7200,
    oldPriceCents: 9000,
    image: { kind: 'sweatshirt', seed: 0, accent: '#f2eadb' },
    addedDaysAgo: 280,
  },
  {
    slug: 'wildflower-graphic-tee',
    name: 'Wildflower Graphic Tee',
    description:
      'Hand-drawn wildflowers printed with water-based inks that sink into the cotton instead of sitting on top. A regular fit with a slightly shorter body.',
    category: 'womens',
    colors: ['red', 'pink'],
    sizes: ['s', 'm'],
    priceCents: 5000,
    image: { kind: 't-shirt', seed: 3, accent: '#f2c14e' },
    addedDaysAgo: 260,
  },
  {
    slug: 'silverline-rib-tank',
    name: 'Silverline Rib Tank',
    description:
      'A close-fitting 2x2 rib tank in heathered silver-grey, cut high at the neck with narrow straps. The one you will wear under everything.',
    category: 'womens',
    colors: ['silver', 'black'],
    sizes: ['s', 'm', 'l'],
    priceCents: 3200,
    image: { kind: 'tank', seed: 17 },
    stock: { each: 10, except: { 'silver/m': 0 } },
    addedDaysAgo: 200,
  },
  {
    slug: 'atelier-heavyweight-tee',
    name: 'Atelier Heavyweight Tee',
    description:
      'Knitted in Japan from long-staple organic cotton at 260 gsm, then cut and sewn in our Austin studio. Structured, boxy and built to last a decade.',
    category: 'womens',
    colors: ['blue', 'green', 'black'],
    sizes: ['s', 'm', 'l', 'xl'],
    priceCents: 12000,
    image: { kind: 't-shirt', seed: 10 },
    stock: { each: 4, except: { 'green/xl': 0, 'black/s': 0 } },
    addedDaysAgo: 240,
  },
  {
    slug: 'cashmere-blend-lounge-crew',
    name: 'Cashmere-Blend Lounge Crew',
    description:
      'A lofty cotton and cashmere crew with a relaxed shoulder, a tiny embroidered moon and a deep ribbed hem. Softer than anything else in the studio.',
    category: 'womens',
    colors: ['beige', 'pink'],
    sizes: ['s', 'm', 'l'],
    priceCents: 21000,
    oldPriceCents: 26000,
    image: { kind: 'sweatshirt', seed: 15 },
    stock: { each: 3 },
    addedDaysAgo: 180,
  },
  {
    slug: 'studio-oversized-hoodie',
    name: 'Studio Oversized Hoodie',
    description:
      'Our biggest fit: dropped shoulders, extra length and a double-layer hood in midweight fleece. The rainbow arch on the chest is printed by hand in small batches.',
    category: 'womens',
    colors: ['black', 'green'],
    sizes: ['m', 'l', 'xl'],
    priceCents: 10000,
    image: { kind: 'hoodie', seed: 4 },
    addedDaysAgo: 45,
  },

  // ---- mens ----
  {
    slug: 'everyday-pocket-tee',
    name: 'Everyday Pocket Tee',
    description:
      'The tee we reach for first: 180 gsm ringspun cotton, a true regular fit and a chest pocket that sits flat. Pre-shrunk, so the size you buy is the size you keep.',
    category: 'mens',
    colors: ['black', 'blue', 'green'],
    sizes: ['m', 'l', 'xl'],
    priceCents: 2400,
    image: { kind: 't-shirt', seed: 13 },
    stock: { each: 20, except: { 'blue/xl': 0 } },
    addedDaysAgo: 350,
  },
  {
    slug: 'trailhead-graphic-tee',
    name: 'Trailhead Graphic Tee',
    description:
      'Mountains at dawn, printed in two colours on garment-dyed cotton with a lived-in hand. Regular fit, taped shoulders and a hem that will not twist.',
    category: 'mens',
    colors: ['green', 'beige'],
    sizes: ['s', 'm', 'l', 'xl'],
    priceCents: 3600,
    oldPriceCents: 4500,
    image: { kind: 't-shirt', seed: 1, accent: '#e9bd4c' },
    addedDaysAgo: 310,
  },
  {
    slug: 'foundry-long-sleeve',
    name: 'Foundry Long-Sleeve',
    description:
      'A sturdy 220 gsm long-sleeve with a target-ring print and a rib collar that holds its shape. Cut straight, with a touch of extra length.',
    category: 'mens',
    colors: ['red', 'black', 'silver'],
    sizes: ['m', 'l', 'xl'],
    priceCents: 5500,
    image: { kind: 'long-sleeve', seed: 7 },
    stock: { each: 7, except: { 'silver/xl': 0 } },
    addedDaysAgo: 290,
  },
  {
    slug: 'anchor-fleece-hoodie',
    name: 'Anchor Fleece Hoodie',
    description:
      'Brushed fleece in a deep harbour blue with a wave print on the chest, tipped drawcords and a pocket big enough for a paperback.',
    category: 'mens',
    colors: ['blue', 'black'],
    sizes: ['m', 'l', 'xl'],
    priceCents: 9999,
    image: { kind: 'hoodie', seed: 2, accent: '#f2eadb' },
    stock: { each: 5, except: { 'black/m': 0 } },
    addedDaysAgo: 270,
  },
  {
    slug: 'dockside-crew-sweatshirt',
    name: 'Dockside Crew Sweatshirt',
    description: 'A classic crew in French terry with a striped chest badge and wide rib trims. It only looks better the more it fades.',
    category: 'mens',
    colors: ['green', 'silver'],
    sizes: ['m', 'l', 'xl'],
    priceCents: 6800,
    image: { kind: 'sweatshirt', seed: 8 },
    addedDaysAgo: 250,
  },
  {
    slug: 'tidal-wave-tee',
    name: 'Tidal Wave Tee',
    description:
      'Three lines of surf screen-printed across soft washed cotton. A regular fit that works tucked into shorts or loose over trunks.',
    category: 'mens',
    colors: ['blue', 'red'],
    sizes: ['s', 'm', 'l'],
    priceCents: 4200,
    image: { kind: 't-shirt', seed: 2 },
    addedDaysAgo: 230,
  },
  {
    slug: 'heritage-loopback-hoodie',
    name: 'Heritage Loopback Hoodie',
    description:
      'Knitted on vintage loopback machines for a dense, springy fleece that is nearly impossible to wear out. A small star on the chest and no logos anywhere else.',
    category: 'mens',
    colors: ['beige', 'red'],
    sizes: ['l', 'xl'],
    priceCents: 14500,
    oldPriceCents: 16500,
    image: { kind: 'hoodie', seed: 14 },
    stock: { each: 4, except: { 'beige/xl': 0 } },
    addedDaysAgo: 200,
  },
  {
    slug: 'midnight-muscle-tank',
    name: 'Midnight Muscle Tank',
    description:
      'A deep-cut training tank in a quick-drying cotton blend with a crescent moon print. Made for hot runs and hotter afternoons.',
    category: 'mens',
    colors: ['black', 'gold'],
    sizes: ['m', 'l', 'xl'],
    priceCents: 2600,
    image: { kind: 'tank', seed: 6 },
    addedDaysAgo: 160,
  },
  {
    slug: 'reserve-pima-long-sleeve',
    name: 'Reserve Pima Long-Sleeve',
    description:
      'Peruvian pima cotton with a silky hand and a subtle sheen, finished with a small embroidered sun. Slim through the body and sleeve.',
    category: 'mens',
    colors: ['black', 'beige'],
    sizes: ['s', 'm', 'l', 'xl'],
    priceCents: 19999,
    image: { kind: 'long-sleeve', seed: 9 },
    stock: { each: 3, except: { 'beige/s': 0 } },
    addedDaysAgo: 60,
  },
  {
    slug: 'selvedge-heavyweight-crew',
    name: 'Selvedge Heavyweight Crew',
    description:
      'Our heaviest sweatshirt at 520 gsm, loopwheeled slowly into a tube with no side seams and no stretch-out. Made to be handed down.',
    category: 'mens',
    colors: ['black', 'blue'],
    sizes: ['m', 'l', 'xl'],
    priceCents: 24000,
    image: { kind: 'sweatshirt', seed: 26 },
    stock: { each: 2, except: { 'blue/m': 0 } },
    addedDaysAgo: 25,
  },

  // ---- kids ----
  {
    slug: 'little-sunshine-tee',
    name: 'Little Sunshine Tee',
    description:
      'A bright ringer tee with a big sun on the front, in soft combed cotton that survives sandpits and spaghetti. S and M fit ages 3 to 6.',
    category: 'kids',
    colors: ['gold', 'pink'],
    sizes: ['s', 'm'],
    priceCents: 1800,
    image: { kind: 'kids-tee', seed: 0, accent: '#f2eadb' },
    stock: { each: 15, except: { 'gold/m': 0 } },
    addedDaysAgo: 330,
  },
  {
    slug: 'mountain-explorer-ringer',
    name: 'Mountain Explorer Ringer Tee',
    description: 'Contrast trims, a mountain-and-sun badge and roomy sleeves for climbing things. Pre-washed, so it will not shrink.',
    category: 'kids',
    colors: ['green', 'blue'],
    sizes: ['s', 'm', 'l'],
    priceCents: 2000,
    oldPriceCents: 2600,
    image: { kind: 'kids-tee', seed: 1, accent: '#e9bd4c' },
    addedDaysAgo: 300,
  },
  {
    slug: 'rainbow-arch-tee',
    name: 'Rainbow Arch Tee',
    description: 'A hand-drawn rainbow on organic cotton, finished with a contrast collar and sleeve bands. Tagless, so nothing itches.',
    category: 'kids',
    colors: ['pink', 'beige'],
    sizes: ['s', 'm', 'l'],
    priceCents: 2200,
    image: { kind: 'kids-tee', seed: 4, accent: '#5b8f8a' },
    stock: { each: 10, except: { 'pink/l': 0 } },
    addedDaysAgo: 280,
  },
  {
    slug: 'mini-explorer-hoodie',
    name: 'Mini Explorer Hoodie',
    description:
      'A cosy fleece hoodie with a star on the chest, a snug hood and pockets for collected treasures. Roomy enough to grow into for a season.',
    category: 'kids',
    colors: ['red', 'blue'],
    sizes: ['s', 'm', 'l'],
    priceCents: 4800,
    image: { kind: 'hoodie', seed: 23, accent: '#f2c14e' },
    addedDaysAgo: 250,
  },
  {
    slug: 'puddle-jumper-sweatshirt',
    name: 'Puddle Jumper Sweatshirt',
    description:
      'Soft loopback cotton with a wave print and ribbed cuffs that stay put when sleeves get pushed up. Built for rainy-day adventures.',
    category: 'kids',
    colors: ['blue', 'silver'],
    sizes: ['s', 'm', 'l'],
    priceCents: 3900,
    image: { kind: 'sweatshirt', seed: 11 },
    stock: { each: 8, except: { 'silver/s': 0 } },
    addedDaysAgo: 220,
  },
  {
    slug: 'starry-night-long-sleeve',
    name: 'Starry Night Long-Sleeve',
    description:
      'A moon and three little stars printed in soft cream on brushed jersey. The long-sleeve for bedtime stories and early mornings.',
    category: 'kids',
    colors: ['black', 'blue'],
    sizes: ['s', 'm', 'l', 'xl'],
    priceCents: 2800,
    image: { kind: 'long-sleeve', seed: 6, accent: '#e9bd4c' },
    addedDaysAgo: 190,
  },
  {
    slug: 'playground-tank',
    name: 'Playground Tank',
    description: 'A light cotton tank for the hottest days, with a bright flower print and bound edges that do not scratch.',
    category: 'kids',
    colors: ['red', 'green'],
    sizes: ['s', 'm'],
    priceCents: 1500,
    image: { kind: 'tank', seed: 3, accent: '#f2c14e' },
    addedDaysAgo: 150,
  },
  {
    slug: 'cozy-cub-hoodie',
    name: 'Cozy Cub Hoodie',
    description:
      'Plush, sherpa-soft fleece in oatmeal with a little target badge and matching drawcords. Machine washable, warm and endlessly huggable.',
    category: 'kids',
    colors: ['beige', 'pink'],
    sizes: ['s', 'm', 'l'],
    priceCents: 5400,
    oldPriceCents: 6200,
    image: { kind: 'hoodie', seed: 16, accent: '#e07a4f' },
    stock: { each: 6, except: { 'pink/s': 0 } },
    addedDaysAgo: 30,
  },
  {
    slug: 'little-stripes-tee',
    name: 'Little Stripes Tee',
    description: 'A ringer tee with a striped chest badge and a contrast collar, in soft combed cotton. XL fits ages 10 to 12.',
    category: 'kids',
    colors: ['blue', 'red'],
    sizes: ['s', 'm', 'l', 'xl'],
    priceCents: 2400,
    image: { kind: 'kids-tee', seed: 8, accent: '#f2eadb' },
    addedDaysAgo: 12,
  },

  // ---- accessories, dress, jewellery, cosmetics ----
  {
    slug: 'field-canvas-tote',
    name: 'Field Canvas Tote',
    description:
      'A 14 oz cotton canvas tote with box-stitched handles and an inner pocket for keys. Big enough for a laptop and the weekly groceries.',
    category: 'accessories',
    colors: ['beige', 'black'],
    sizes: ['one-size'],
    priceCents: 3800,
    image: { kind: 'tote', seed: 1, accent: '#e07a4f' },
    addedDaysAgo: 310,
  },
  {
    slug: 'washed-six-panel-cap',
    name: 'Washed Six-Panel Cap',
    description:
      'A soft, unstructured cap in washed cotton twill with an embroidered flower badge and a curved brim. M fits 55-57 cm, L fits 58-60 cm.',
    category: 'accessories',
    colors: ['blue', 'red', 'green'],
    sizes: ['m', 'l'],
    priceCents: 3200,
    oldPriceCents: 4000,
    image: { kind: 'cap', seed: 3 },
    stock: { each: 9, except: { 'green/l': 0 } },
    addedDaysAgo: 260,
  },
  {
    slug: 'riviera-midi-dress',
    name: 'Riviera Midi Dress',
    description:
      'A fluid midi in polka-dot viscose crepe, with a fitted bodice, a contrast waist band and a skirt that moves when you walk.',
    category: 'dress',
    colors: ['red', 'blue', 'black'],
    sizes: ['s', 'm', 'l'],
    priceCents: 13800,
    oldPriceCents: 16800,
    image: { kind: 'dress', seed: 4, accent: '#f2eadb' },
    stock: { each: 5, except: { 'red/s': 0, 'black/l': 1 } },
    addedDaysAgo: 210,
  },
  {
    slug: 'meadow-sundress',
    name: 'Meadow Sundress',
    description:
      'Cotton voile scattered with tiny printed flowers, with adjustable straps and a fully lined skirt. Packs small for holidays.',
    category: 'dress',
    colors: ['green', 'pink', 'beige'],
    sizes: ['s', 'm', 'l', 'xl'],
    priceCents: 8800,
    image: { kind: 'dress', seed: 2, accent: '#f2c14e' },
    addedDaysAgo: 120,
  },
  {
    slug: 'halo-pendant-necklace',
    name: 'Halo Pendant Necklace',
    description: 'A recycled gold-vermeil chain with a round halo pendant set with a single red stone. S is 16 in, M is 18 in.',
    category: 'jewellery',
    colors: ['gold', 'silver'],
    sizes: ['s', 'm'],
    priceCents: 6400,
    image: { kind: 'necklace', seed: 0, accent: '#b3322f' },
    stock: { each: 6, except: { 'silver/m': 0 } },
    addedDaysAgo: 290,
  },
  {
    slug: 'solstice-stone-ring',
    name: 'Solstice Stone Ring',
    description:
      'A solid 14k band with a hand-set teal stone and two tiny side stones, polished by hand in our workshop. S, M and L are US ring sizes 5, 7 and 9.',
    category: 'jewellery',
    colors: ['gold', 'silver'],
    sizes: ['s', 'm', 'l'],
    priceCents: 25000,
    image: { kind: 'ring', seed: 0, accent: '#2f8a8f' },
    stock: { each: 2, except: { 'gold/l': 0 } },
    addedDaysAgo: 100,
  },
  {
    slug: 'daybreak-facial-serum',
    name: 'Daybreak Facial Serum',
    description:
      'A lightweight serum with niacinamide and green tea in a 30 ml glass dropper bottle. A few drops morning and night, under your moisturiser.',
    category: 'cosmetics',
    colors: ['green', 'beige'],
    sizes: ['one-size'],
    priceCents: 4200,
    image: { kind: 'bottle', seed: 2, accent: '#5b8f8a' },
    addedDaysAgo: 90,
  },
  {
    slug: 'cloud-balm-body-cream',
    name: 'Cloud Balm Body Cream',
    description:
      'A rich, fast-sinking body cream with shea butter and oat, lightly scented with fig. S is a 50 ml jar, M a generous 200 ml.',
    category: 'cosmetics',
    colors: ['pink', 'silver'],
    sizes: ['s', 'm'],
    priceCents: 2900,
    image: { kind: 'jar', seed: 3, accent: '#e9bd4c' },
    stock: { each: 12, except: { 'silver/s': 0 } },
    addedDaysAgo: 75,
  },
];

export const DEMO_REVIEWS: DemoReview[] = [
  {
    product: 'sunday-boxy-tee',
    by: 'maya',
    rating: 5,
    daysAgo: 300,
    fit: 'true',
    comment: 'Perfect boxy shape without swallowing me. Bought the pink and went straight back for the black.',
  },
  {
    product: 'sunday-boxy-tee',
    by: 'priya',
    rating: 4,
    daysAgo: 250,
    fit: 'small',
    comment: 'Lovely thick cotton. A touch short in the body, which I like, but size up if you want to tuck it in.',
  },
  {
    product: 'sunday-boxy-tee',
    by: 'jordan',
    rating: 5,
    daysAgo: 200,
    fit: 'true',
    comment: 'Washed it a dozen times and the collar is still flat. Rare for a tee at this price.',
  },
  {
    product: 'linen-crop-tank',
    by: 'priya',
    rating: 4,
    daysAgo: 210,
    comment: 'Cool on hot days and the green is gorgeous. It creases like linen does, of course.',
  },
  {
    product: 'linen-crop-tank',
    by: 'sam',
    rating: 3,
    daysAgo: 180,
    fit: 'small',
    comment: 'Nice fabric, but the crop is shorter than I expected on a long torso.',
  },
  {
    product: 'marlow-long-sleeve',
    by: 'maya',
    rating: 5,
    daysAgo: 280,
    fit: 'true',
    comment: 'The layering piece I did not know I needed. Slim without clinging.',
  },
  {
    product: 'marlow-long-sleeve',
    by: 'luis',
    rating: 4,
    daysAgo: 150,
    comment: 'Bought it for my partner and she wears it every week. The red is a deep brick, not bright.',
  },
  {
    product: 'harbor-heavyweight-hoodie',
    by: 'jordan',
    rating: 5,
    daysAgo: 260,
    fit: 'true',
    comment: 'Heavy, warm and the hood actually holds its shape. Worth every cent.',
  },
  {
    product: 'harbor-heavyweight-hoodie',
    by: 'maya',
    rating: 5,
    daysAgo: 230,
    fit: 'true',
    comment: 'The pink is a soft dusty rose in person. Roomy without looking sloppy.',
  },
  {
    product: 'harbor-heavyweight-hoodie',
    by: 'priya',
    rating: 4,
    daysAgo: 120,
    fit: 'large',
    comment: 'Great quality. The sleeves run a little long on me, but the cuffs fix that.',
  },
  {
    product: 'golden-hour-sweatshirt',
    by: 'sam',
    rating: 5,
    daysAgo: 200,
    comment: 'That mustard colour gets compliments every single time I wear it.',
  },
  {
    product: 'golden-hour-sweatshirt',
    by: 'jordan',
    rating: 4,
    daysAgo: 140,
    comment: 'Very soft loopback. The sun print has faded nicely, in a good way.',
  },
  {
    product: 'wildflower-graphic-tee',
    by: 'maya',
    rating: 4,
    daysAgo: 220,
    fit: 'small',
    comment: 'You can barely feel the print; it really is in the fabric. Runs slightly small.',
  },
  {
    product: 'wildflower-graphic-tee',
    by: 'priya',
    rating: 5,
    daysAgo: 90,
    comment: 'My favourite tee this summer. The red is rich and has not faded at all.',
  },
  {
    product: 'silverline-rib-tank',
    by: 'priya',
    rating: 5,
    daysAgo: 150,
    fit: 'true',
    comment: 'Stretchy rib that snaps back after a long day. I own three now.',
  },
  {
    product: 'silverline-rib-tank',
    by: 'maya',
    rating: 3,
    daysAgo: 100,
    comment: 'Lovely tank, but a little sheer in the silver. Fine under a shirt.',
  },
  {
    product: 'atelier-heavyweight-tee',
    by: 'jordan',
    rating: 5,
    daysAgo: 190,
    fit: 'true',
    comment: 'You feel the difference immediately. Thick, dense and it drapes beautifully.',
  },
  {
    product: 'atelier-heavyweight-tee',
    by: 'luis',
    rating: 5,
    daysAgo: 160,
    comment: 'Expensive for a tee, but it is the best one I own by a distance.',
  },
  {
    product: 'atelier-heavyweight-tee',
    by: 'sam',
    rating: 4,
    daysAgo: 80,
    fit: 'large',
    comment: 'Boxy as promised. I sized down and it is perfect.',
  },
  {
    product: 'cashmere-blend-lounge-crew',
    by: 'maya',
    rating: 5,
    daysAgo: 150,
    comment: 'Unbelievably soft. The beige goes with everything I own.',
  },
  {
    product: 'cashmere-blend-lounge-crew',
    by: 'priya',
    rating: 4,
    daysAgo: 60,
    comment: 'A splurge, but it feels special. Hand wash only, so plan for that.',
  },
  {
    product: 'studio-oversized-hoodie',
    by: 'sam',
    rating: 4,
    daysAgo: 20,
    fit: 'large',
    comment: 'Very oversized, exactly as described. Size down if you only want it relaxed.',
  },
  {
    product: 'everyday-pocket-tee',
    by: 'luis',
    rating: 5,
    daysAgo: 320,
    fit: 'true',
    comment: 'My everyday uniform now. Zero shrinkage after hot washes.',
  },
  {
    product: 'everyday-pocket-tee',
    by: 'sam',
    rating: 4,
    daysAgo: 280,
    comment: 'Good weight, good fit, and the pocket sits straight. Bought four.',
  },
  {
    product: 'everyday-pocket-tee',
    by: 'jordan',
    rating: 4,
    daysAgo: 170,
    comment: 'Solid basic. The green is a nice muted olive.',
  },
  {
    product: 'trailhead-graphic-tee',
    by: 'luis',
    rating: 4,
    daysAgo: 260,
    comment: 'The print is crisp and the garment dye gives it a worn-in look from day one.',
  },
  {
    product: 'trailhead-graphic-tee',
    by: 'sam',
    rating: 5,
    daysAgo: 190,
    comment: 'Wore it on three hikes and it still looks new.',
  },
  {
    product: 'foundry-long-sleeve',
    by: 'luis',
    rating: 4,
    daysAgo: 240,
    comment: 'Sturdy fabric and longer than most. The silver is a nice heather.',
  },
  {
    product: 'foundry-long-sleeve',
    by: 'jordan',
    rating: 3,
    daysAgo: 130,
    comment: 'Good quality, but the collar is a bit snug for me.',
  },
  {
    product: 'anchor-fleece-hoodie',
    by: 'sam',
    rating: 5,
    daysAgo: 210,
    comment: 'Warm enough for cold mornings on the water. The pocket fits my phone and a book.',
  },
  {
    product: 'anchor-fleece-hoodie',
    by: 'luis',
    rating: 5,
    daysAgo: 150,
    comment: 'The blue is deep and rich, and the fleece inside is so soft.',
  },
  {
    product: 'anchor-fleece-hoodie',
    by: 'priya',
    rating: 4,
    daysAgo: 70,
    comment: 'Got it for my brother and he lives in it.',
  },
  {
    product: 'dockside-crew-sweatshirt',
    by: 'luis',
    rating: 4,
    daysAgo: 200,
    comment: 'Classic crew, wide ribs, nice weight. The striped badge is a fun touch.',
  },
  {
    product: 'dockside-crew-sweatshirt',
    by: 'maya',
    rating: 4,
    daysAgo: 110,
    comment: "Borrowed my partner's and had to buy my own.",
  },
  {
    product: 'tidal-wave-tee',
    by: 'jordan',
    rating: 5,
    daysAgo: 180,
    comment: 'Fun print, soft cotton, fits great. Got it in both colours.',
  },
  {
    product: 'tidal-wave-tee',
    by: 'sam',
    rating: 4,
    daysAgo: 100,
    comment: 'Good beach tee. The red is more of a brick in person.',
  },
  {
    product: 'heritage-loopback-hoodie',
    by: 'luis',
    rating: 5,
    daysAgo: 170,
    comment: 'Dense, springy fleece that feels like it will last twenty years.',
  },
  {
    product: 'heritage-loopback-hoodie',
    by: 'jordan',
    rating: 5,
    daysAgo: 90,
    comment: 'No logos, just a tiny star. Exactly what I wanted.',
  },
  {
    product: 'midnight-muscle-tank',
    by: 'sam',
    rating: 4,
    daysAgo: 120,
    comment: 'Dries fast and the arm openings are cut well for lifting.',
  },
  {
    product: 'midnight-muscle-tank',
    by: 'luis',
    rating: 3,
    daysAgo: 60,
    comment: 'Fine tank, but the gold is more mustard than I hoped.',
  },
  {
    product: 'reserve-pima-long-sleeve',
    by: 'jordan',
    rating: 5,
    daysAgo: 40,
    comment: 'Silky and smooth; it feels like a dress shirt in tee form.',
  },
  {
    product: 'reserve-pima-long-sleeve',
    by: 'maya',
    rating: 4,
    daysAgo: 20,
    comment: 'Beautiful fabric. It is a slim fit, so size up if you are between sizes.',
  },
  {
    product: 'little-sunshine-tee',
    by: 'priya',
    rating: 5,
    daysAgo: 280,
    comment: 'My daughter asks for the sun shirt every day. It has survived paint and ketchup.',
  },
  {
    product: 'little-sunshine-tee',
    by: 'maya',
    rating: 5,
    daysAgo: 200,
    comment: 'Bright, cheerful and properly thick. Bought another as a birthday gift.',
  },
  {
    product: 'mountain-explorer-ringer',
    by: 'sam',
    rating: 4,
    daysAgo: 230,
    comment: 'Good fit for my five-year-old, and the colours stayed bright after many washes.',
  },
  {
    product: 'mountain-explorer-ringer',
    by: 'priya',
    rating: 4,
    daysAgo: 160,
    comment: 'The contrast trims are cute. Slightly wide in the body.',
  },
  {
    product: 'rainbow-arch-tee',
    by: 'maya',
    rating: 5,
    daysAgo: 230,
    comment: 'Tagless and soft: no complaints from my sensitive kiddo.',
  },
  {
    product: 'rainbow-arch-tee',
    by: 'priya',
    rating: 5,
    daysAgo: 150,
    comment: 'The rainbow print is adorable and has not cracked at all.',
  },
  {
    product: 'mini-explorer-hoodie',
    by: 'luis',
    rating: 5,
    daysAgo: 200,
    comment: 'Warm, and the hood is not too big for a small head. Great colours.',
  },
  {
    product: 'mini-explorer-hoodie',
    by: 'sam',
    rating: 4,
    daysAgo: 120,
    comment: 'Roomy enough to last a season, as promised.',
  },
  {
    product: 'puddle-jumper-sweatshirt',
    by: 'priya',
    rating: 4,
    daysAgo: 180,
    comment: 'The cuffs stay up when pushed, which matters more than you would think.',
  },
  {
    product: 'puddle-jumper-sweatshirt',
    by: 'jordan',
    rating: 5,
    daysAgo: 100,
    comment: 'Got this for my nephew and he refuses to take it off.',
  },
  {
    product: 'starry-night-long-sleeve',
    by: 'maya',
    rating: 5,
    daysAgo: 150,
    comment: 'Our bedtime favourite. The moon print is lovely.',
  },
  {
    product: 'playground-tank',
    by: 'priya',
    rating: 4,
    daysAgo: 100,
    comment: 'Light and soft for hot days. The flower print is sweet.',
  },
  { product: 'playground-tank', by: 'sam', rating: 3, daysAgo: 60, comment: 'Fine, but it runs small, so size up.' },
  {
    product: 'field-canvas-tote',
    by: 'jordan',
    rating: 5,
    daysAgo: 270,
    comment: 'Heavy canvas and properly reinforced handles. Carries a 15-inch laptop easily.',
  },
  {
    product: 'field-canvas-tote',
    by: 'maya',
    rating: 4,
    daysAgo: 190,
    comment: 'Great everyday bag. I wish it had a zip, but the inner pocket helps.',
  },
  {
    product: 'field-canvas-tote',
    by: 'priya',
    rating: 5,
    daysAgo: 110,
    comment: 'I use it for groceries every week and it still looks new.',
  },
  {
    product: 'washed-six-panel-cap',
    by: 'luis',
    rating: 4,
    daysAgo: 220,
    comment: 'Comfortable soft crown and neat embroidery. The L fits my big head.',
  },
  {
    product: 'washed-six-panel-cap',
    by: 'sam',
    rating: 5,
    daysAgo: 140,
    comment: 'The washed cotton looks better with every wear. Bought the green too.',
  },
  {
    product: 'riviera-midi-dress',
    by: 'maya',
    rating: 5,
    daysAgo: 180,
    comment: 'The drape is stunning and the dots are so classic. Compliments all night at a wedding.',
  },
  {
    product: 'riviera-midi-dress',
    by: 'priya',
    rating: 4,
    daysAgo: 100,
    comment: 'Beautiful dress. The bodice is fitted, so check the size guide.',
  },
  {
    product: 'meadow-sundress',
    by: 'priya',
    rating: 5,
    daysAgo: 90,
    comment: 'Light, lined and pretty. I wore it all through my holiday.',
  },
  {
    product: 'meadow-sundress',
    by: 'maya',
    rating: 4,
    daysAgo: 50,
    comment: 'The tiny flowers are lovely and the straps adjust nicely.',
  },
  {
    product: 'halo-pendant-necklace',
    by: 'maya',
    rating: 5,
    daysAgo: 240,
    comment: 'Delicate, catches the light beautifully and has not tarnished.',
  },
  {
    product: 'halo-pendant-necklace',
    by: 'priya',
    rating: 4,
    daysAgo: 160,
    comment: 'Lovely pendant. The 18-inch length sits right on the collarbone.',
  },
  {
    product: 'solstice-stone-ring',
    by: 'jordan',
    rating: 5,
    daysAgo: 70,
    comment: 'Bought as an anniversary gift. The stone is set perfectly and it feels substantial.',
  },
  {
    product: 'solstice-stone-ring',
    by: 'maya',
    rating: 5,
    daysAgo: 40,
    comment: 'Even nicer in person, and beautifully polished.',
  },
  {
    product: 'daybreak-facial-serum',
    by: 'priya',
    rating: 4,
    daysAgo: 70,
    comment: 'Absorbs quickly, and my skin looks brighter after a few weeks.',
  },
  {
    product: 'daybreak-facial-serum',
    by: 'maya',
    rating: 5,
    daysAgo: 40,
    comment: 'Light, not sticky, and the dropper makes it easy to use just enough.',
  },
  {
    product: 'cloud-balm-body-cream',
    by: 'sam',
    rating: 5,
    daysAgo: 60,
    comment: 'Sinks in fast and the fig scent is subtle. Great for dry winter hands.',
  },
  {
    product: 'cloud-balm-body-cream',
    by: 'priya',
    rating: 4,
    daysAgo: 30,
    comment: 'Rich but not greasy, and the big jar lasts for months.',
  },
];

/** Spread over the last ten months, so that the monthly earnings chart has something to show. */
export const DEMO_ORDERS: DemoOrder[] = [
  {
    by: 'jordan',
    daysAgo: 298,
    status: 'completed',
    lines: [
      { product: 'sunday-boxy-tee', color: 'black', size: 'm', quantity: 1 },
      { product: 'everyday-pocket-tee', color: 'green', size: 'm', quantity: 2 },
    ],
  },
  {
    by: 'maya',
    daysAgo: 283,
    status: 'completed',
    lines: [
      { product: 'marlow-long-sleeve', color: 'black', size: 's', quantity: 1 },
      { product: 'little-sunshine-tee', color: 'pink', size: 's', quantity: 1 },
    ],
  },
  {
    by: 'jordan',
    daysAgo: 268,
    status: 'completed',
    lines: [{ product: 'harbor-heavyweight-hoodie', color: 'blue', size: 'm', quantity: 1 }],
  },
  {
    by: 'jordan',
    daysAgo: 237,
    status: 'completed',
    lines: [
      { product: 'field-canvas-tote', color: 'beige', size: 'one-size', quantity: 1 },
      { product: 'trailhead-graphic-tee', color: 'green', size: 'm', quantity: 1 },
    ],
  },
  {
    by: 'jordan',
    daysAgo: 205,
    status: 'completed',
    lines: [{ product: 'atelier-heavyweight-tee', color: 'blue', size: 'm', quantity: 1 }],
  },
  {
    by: 'luis',
    daysAgo: 180,
    status: 'completed',
    lines: [
      { product: 'anchor-fleece-hoodie', color: 'blue', size: 'l', quantity: 1 },
      { product: 'washed-six-panel-cap', color: 'blue', size: 'l', quantity: 1 },
    ],
  },
  {
    by: 'jordan',
    daysAgo: 148,
    status: 'completed',
    lines: [
      { product: 'golden-hour-sweatshirt', color: 'gold', size: 'm', quantity: 1 },
      { product: 'heritage-loopback-hoodie', color: 'beige', size: 'l', quantity: 1 },
    ],
  },
  {
    by: 'priya',
    daysAgo: 117,
    status: 'completed',
    lines: [
      { product: 'riviera-midi-dress', color: 'red', size: 'm', quantity: 1 },
      { product: 'halo-pendant-necklace', color: 'gold', size: 'm', quantity: 1 },
    ],
  },
  {
    by: 'jordan',
    daysAgo: 72,
    status: 'completed',
    lines: [{ product: 'solstice-stone-ring', color: 'gold', size: 'm', quantity: 1 }],
  },
  {
    by: 'sam',
    daysAgo: 40,
    status: 'completed',
    lines: [
      { product: 'midnight-muscle-tank', color: 'black', size: 'l', quantity: 2 },
      { product: 'mini-explorer-hoodie', color: 'red', size: 'm', quantity: 1 },
    ],
  },
  {
    by: 'maya',
    daysAgo: 16,
    status: 'shipped',
    lines: [
      { product: 'meadow-sundress', color: 'green', size: 's', quantity: 1 },
      { product: 'cashmere-blend-lounge-crew', color: 'beige', size: 's', quantity: 1 },
    ],
  },
  {
    by: 'jordan',
    daysAgo: 9,
    status: 'shipped',
    lines: [
      { product: 'reserve-pima-long-sleeve', color: 'black', size: 'm', quantity: 1 },
      { product: 'daybreak-facial-serum', color: 'green', size: 'one-size', quantity: 1 },
    ],
  },
  {
    by: 'jordan',
    daysAgo: 1,
    status: 'processing',
    lines: [
      { product: 'studio-oversized-hoodie', color: 'black', size: 'l', quantity: 1 },
      { product: 'cloud-balm-body-cream', color: 'pink', size: 's', quantity: 2 },
    ],
  },
  {
    by: 'luis',
    daysAgo: 0.3,
    status: 'pending',
    lines: [
      { product: 'selvedge-heavyweight-crew', color: 'black', size: 'l', quantity: 1 },
      { product: 'tidal-wave-tee', color: 'red', size: 'l', quantity: 1 },
    ],
  },
];
