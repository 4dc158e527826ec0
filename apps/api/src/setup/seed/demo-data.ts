/**
 * The demo shop: catalogue, accounts, reviews and past orders, as data in `demo-data.json`.
 * `seed.ts` turns it into rows; change the shop's first impression there. The file is checked
 * here when it loads, so that an edit that names a product, colour or shopper that is not there
 * stops the seed with the place it went wrong.
 */
import { COLORS, CATEGORIES, ORDER_STATUSES, PRODUCT_SIZES, REVIEW_FITS, ROLES } from '@shop/shared/constants';
import { z } from 'zod';
import { GARMENT_KINDS } from '../../modules/uploads/garment-placeholders';
import demoData from './demo-data.json' with { type: 'json' };

const Color = z.enum(COLORS);
type Color = z.infer<typeof Color>;
const Size = z.enum(PRODUCT_SIZES);
type Size = z.infer<typeof Size>;
/** How long ago, in days; a fraction is hours (0.25: six hours ago). */
const DaysAgo = z.number().nonnegative();

const DemoProductSchema = z.strictObject({
  /** Stable key, also the base name of the product's image files. */
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  description: z.string().min(1),
  category: z.enum(CATEGORIES),
  colors: z.array(Color).min(1),
  sizes: z.array(Size).min(1),
  priceCents: z.number().int().positive(),
  oldPriceCents: z.number().int().positive().optional(),
  /** The shot is drawn in the first colour; the seed picks the print (see apps/api/src/garment-art). */
  image: z.strictObject({ kind: z.enum(GARMENT_KINDS), seed: z.number().int(), accent: z.string().optional() }),
  /** Per-variant stock (`except` keyed `colour/size`); a product without it is not stock-tracked. */
  stock: z
    .strictObject({
      each: z.number().int().nonnegative(),
      except: z.record(z.templateLiteral([Color, '/', Size]), z.number().int().nonnegative()).optional(),
    })
    .optional(),
  addedDaysAgo: DaysAgo,
});
export type DemoProduct = z.infer<typeof DemoProductSchema>;

const DemoUserSchema = z.strictObject({
  key: z.string().min(1),
  username: z.string().min(1),
  email: z.email(),
  /**
   * The demo admin and customer can sign in, with passwords chosen at the first start (random,
   * printed once, or DEMO_ADMIN_PASSWORD / DEMO_CUSTOMER_PASSWORD); the others only author
   * reviews and orders, with a password nobody knows.
   */
  signsIn: z.enum(['admin', 'customer']).optional(),
  role: z.enum(ROLES),
  bio: z.string().optional(),
  profession: z.string().optional(),
  joinedDaysAgo: DaysAgo,
});
export type DemoUser = z.infer<typeof DemoUserSchema>;

const DemoReviewSchema = z.strictObject({
  /** The product's slug and the author's key. */
  product: z.string(),
  by: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string().min(1),
  daysAgo: DaysAgo,
  fit: z.enum(REVIEW_FITS).optional(),
});
export type DemoReview = z.infer<typeof DemoReviewSchema>;

const DemoOrderSchema = z.strictObject({
  by: z.string(),
  daysAgo: DaysAgo,
  status: z.enum(ORDER_STATUSES),
  lines: z.array(z.strictObject({ product: z.string(), color: Color, size: Size, quantity: z.number().int().positive() })).min(1),
});
export type DemoOrder = z.infer<typeof DemoOrderSchema>;

/**
 * The whole file, with every review and order naming a shopper and a variant that the file
 * holds, and every stock count a variant its product is made in.
 */
export const DemoDataSchema = z
  .strictObject({
    users: z.array(DemoUserSchema),
    products: z.array(DemoProductSchema),
    reviews: z.array(DemoReviewSchema),
    orders: z.array(DemoOrderSchema),
  })
  .superRefine((data, ctx) => {
    const users = new Set(data.users.map((user) => user.key));
    const products = new Map(data.products.map((product) => [product.slug, product]));
    const problem = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    for (const signsIn of ['admin', 'customer'] as const) {
      if (data.users.filter((user) => user.signsIn === signsIn).length !== 1)
        problem(['users'], `exactly one user signs in as the ${signsIn}`);
    }
    data.products.forEach((product, index) => {
      for (const variant of Object.keys(product.stock?.except ?? {})) {
        const [color, size] = variant.split('/') as [Color, Size];
        if (!product.colors.includes(color) || !product.sizes.includes(size)) {
          problem(['products', index, 'stock', 'except', variant], `'${product.slug}' is not made in ${variant}`);
        }
      }
    });
    data.reviews.forEach((review, index) => {
      if (!users.has(review.by)) problem(['reviews', index, 'by'], `no user '${review.by}'`);
      if (!products.has(review.product)) problem(['reviews', index, 'product'], `no product '${review.product}'`);
    });
    data.orders.forEach((order, index) => {
      if (!users.has(order.by)) problem(['orders', index, 'by'], `no user '${order.by}'`);
      order.lines.forEach((line, at) => {
        const product = products.get(line.product);
        if (!product) problem(['orders', index, 'lines', at, 'product'], `no product '${line.product}'`);
        else if (!product.colors.includes(line.color) || !product.sizes.includes(line.size)) {
          problem(['orders', index, 'lines', at], `'${line.product}' has no ${line.color}/${line.size}`);
        }
      });
    });
  });

const demo = DemoDataSchema.parse(demoData);

export const DEMO_USERS: DemoUser[] = demo.users;
export const DEMO_PRODUCTS: DemoProduct[] = demo.products;
export const DEMO_REVIEWS: DemoReview[] = demo.reviews;
/** Spread over the last ten months, so that the monthly earnings chart has something to show. */
export const DEMO_ORDERS: DemoOrder[] = demo.orders;

const signingIn = (who: 'admin' | 'customer') => demo.users.find((user) => user.signsIn === who)!;
export const DEMO_ADMIN = signingIn('admin');
export const DEMO_CUSTOMER = signingIn('customer');
