/**
 * Fills an empty shop with the demo catalogue (with its committed product shots), a demo admin,
 * a demo customer, reviews and past orders (README, quick start). A shop that has any product is
 * left alone.
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { ORDER_STATUSES, TAX_PERCENT } from '@shop/shared/constants';
import { orderTotals } from '@shop/shared/shop-totals';
import { hashPassword } from '../../lib/password';
import { recomputeRatings } from '../../modules/reviews/ratings';
import type { Db } from '../../db/client';
import { orderLines, orders, orderStatusEvents, products, productVariants, reviews, uploads, users } from '../../db/schema/index';
import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO_ORDERS, DEMO_PRODUCTS, DEMO_REVIEWS, DEMO_USERS, type DemoOrder } from './demo-data';
import { IMAGE_WIDTHS } from '../../modules/uploads/image-renditions';
import type { ImageStore } from '../../modules/uploads/image-store';
import { copyDemoImages, demoImageBaseName, type CopiedImage } from './demo-images';

export interface SeedOptions {
  /** Where the demo pictures are copied. */
  imageStore: ImageStore;
  log: (msg: string) => void;
  /** The moment the demo history is relative to; tests pin it. */
  now?: Date;
  /** `prepareDemoAssets`, when the caller started it early (while the database opens). */
  assets?: Promise<DemoAssets>;
  /** The demo admin's and customer's passwords; null: nobody can sign in as them (a public shop). */
  passwords: DemoPasswords | null;
}

export interface DemoPasswords {
  admin: string;
  customer: string;
}

/** What a seed prepares outside its transaction: argon2 hashes (worker threads) and pictures (the image store). */
export interface DemoAssets {
  /** In DEMO_USERS order. */
  passwordHashes: string[];
  /** In DEMO_PRODUCTS order. */
  images: CopiedImage[];
}

export interface Credentials {
  email: string;
  password: string;
}

export interface SeedResult {
  seeded: boolean;
  /** Present when the demo admin and customer were created by this run. */
  credentials?: { admin: Credentials; customer: Credentials };
}

/** Any fixed number: instances starting together take this lock, so only one seeds. */
const SEED_LOCK_KEY = 727_001;
const DAY_MS = 86_400_000;
/** When each fulfilment step is reached, counted from the order's creation. */
const STEP_OFFSET_MS = { pending: 0, processing: 18 * 3_600_000, shipped: 2 * DAY_MS, completed: 6 * DAY_MS } as const;
const ORDER_ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export async function seedDemoData(db: Db, options: SeedOptions): Promise<SeedResult> {
  if (await hasProducts(db)) return { seeded: false };

  const started = Date.now();
  const now = options.now ?? new Date();
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);

  // NOTE: hashing (argon2, ~70 ms each) and copying the pictures run before the transaction so
  // that it stays short; both are wasted only if another instance seeds first, which is harmless.
  const { passwordHashes, images } = await (options.assets ?? prepareDemoAssets(options.imageStore, options.passwords));

  const outcome = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasProducts(tx)) return { seeded: false as const };

    const inserted = await tx
      .insert(users)
      .values(
        DEMO_USERS.map((user, i) => ({
          username: user.username,
          email: user.email.toLowerCase(),
          passwordHash: passwordHashes[i] ?? '',
          role: user.role,
          demo: true,
          bio: user.bio ?? null,
          profession: user.profession ?? null,
          createdAt: ago(user.joinedDaysAgo),
          updatedAt: ago(user.joinedDaysAgo),
          // Their addresses are the shop's own (drip.test): nothing to prove.
          emailVerifiedAt: ago(user.joinedDaysAgo),
        })),
      )
      // An account with a demo email may exist already (e.g. made from ADMIN_EMAIL): keep it.
      .onConflictDoNothing()
      .returning({ email: users.email });
    const existing = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        inArray(
          sql`lower(${users.email})`,
          DEMO_USERS.map((user) => user.email.toLowerCase()),
        ),
      );
    const userIds = new Map(existing.map((row) => [row.email.toLowerCase(), row.id]));
    const userId = (key: string) => {
      const user = DEMO_USERS.find((candidate) => candidate.key === key);
      const id = user && userIds.get(user.email.toLowerCase());
      if (!id) throw new Error(`Demo data names an unknown user: ${key}`);
      return id;
    };
    const adminId = userId(DEMO_ADMIN.key);

    const productRows = DEMO_PRODUCTS.map((product, i) => {
      const image = images[i] as CopiedImage;
      return {
        id: randomUUID(),
        name: product.name,
        description: product.description,
        category: product.category,
        colors: product.colors,
        sizes: product.sizes,
        priceCents: product.priceCents,
        oldPriceCents: product.oldPriceCents ?? null,
        image: image.image,
        imageSet: image.imageSet,
        trackStock: product.stock !== undefined,
        authorId: adminId,
        // Minutes apart, so that "newest" has a stable order even among same-day products.
        createdAt: new Date(ago(product.addedDaysAgo).getTime() - i * 60_000),
        updatedAt: ago(product.addedDaysAgo),
      };
    });
    const productIdBySlug = new Map(DEMO_PRODUCTS.map((product, i) => [product.slug, productRows[i]?.id ?? '']));
    const productBySlug = (slug: string) => {
      const index = DEMO_PRODUCTS.findIndex((product) => product.slug === slug);
      const product = DEMO_PRODUCTS[index];
      const row = productRows[index];
      if (!product || !row) throw new Error(`Demo data names an unknown product: ${slug}`);
      return { product, row };
    };

    await tx.insert(uploads).values(
      DEMO_PRODUCTS.map((product, i) => ({
        name: demoImageBaseName(product),
        originalType: 'image/svg+xml',
        bytes: images[i]?.bytes ?? 0,
        width: Math.max(...IMAGE_WIDTHS),
        height: (Math.max(...IMAGE_WIDTHS) * 5) / 4,
        renditions: images[i]?.imageSet ?? [],
        uploaderId: adminId,
        createdAt: ago(product.addedDaysAgo),
      })),
    );
    await tx.insert(products).values(productRows);
    // The database has added every colour x size of each product; the tracked ones get their stock.
    await tx
      .insert(productVariants)
      .values(
        DEMO_PRODUCTS.flatMap((product) =>
          product.stock === undefined
            ? []
            : product.colors.flatMap((color) =>
                product.sizes.map((size) => ({
                  productId: productIdBySlug.get(product.slug) ?? '',
                  color,
                  size,
                  stock: product.stock?.except?.[`${color}/${size}`] ?? product.stock?.each ?? 0,
                })),
              ),
        ),
      )
      .onConflictDoUpdate({
        target: [productVariants.productId, productVariants.color, productVariants.size],
        set: { stock: sql`excluded.stock` },
      });
    await tx.insert(reviews).values(
      DEMO_REVIEWS.map((review) => ({
        userId: userId(review.by),
        productId: productBySlug(review.product).row.id,
        rating: review.rating,
        comment: review.comment,
        fit: review.fit ?? null,
        createdAt: ago(review.daysAgo),
        updatedAt: ago(review.daysAgo),
      })),
    );
    // The rating, review count and fit counts, as the reviews service keeps them.
    await recomputeRatings(
      tx,
      productRows.map((row) => row.id),
    );

    const orderIds = uniqueOrderIds(DEMO_ORDERS.length);
    const built = DEMO_ORDERS.map((order, n) => buildOrder(order, n, orderIds[n] ?? '', ago(order.daysAgo)));
    await tx.insert(orders).values(built.map((entry) => entry.order));
    await tx.insert(orderLines).values(built.flatMap((entry) => entry.lines));
    await tx.insert(orderStatusEvents).values(built.flatMap((entry) => entry.events));

    return { seeded: true as const, createdEmails: new Set(inserted.map((row) => row.email)) };

    function buildOrder(order: DemoOrder, n: number, orderId: string, createdAt: Date) {
      const id = randomUUID();
      const customer = DEMO_USERS.find((user) => user.key === order.by);
      const lines = order.lines.map((line, position) => {
        const { product, row } = productBySlug(line.product);
        if (!product.colors.includes(line.color) || !product.sizes.includes(line.size)) {
          throw new Error(`Demo order ${n + 1} asks for ${line.color}/${line.size} of ${product.slug}`);
        }
        return {
          orderId: id,
          productId: row.id,
          name: product.name,
          image: row.image,
          color: line.color,
          size: line.size,
          unitPriceCents: product.priceCents,
          quantity: line.quantity,
          position,
        };
      });
      const { subtotal, tax } = orderTotals(
        lines.map((line) => ({ unitCents: line.unitPriceCents, quantity: line.quantity })),
        TAX_PERCENT,
      );
      const steps = ORDER_STATUSES.slice(0, ORDER_STATUSES.indexOf(order.status) + 1);
      const events = steps.map((status) => ({
        orderId: id,
        status,
        // The shop moves an order along; the customer only places it.
        actorId: status === 'pending' ? null : adminId,
        createdAt: new Date(createdAt.getTime() + STEP_OFFSET_MS[status]),
      }));
      const paidAt = new Date(createdAt.getTime() + 90_000);
      return {
        order: {
          id,
          orderId,
          userId: userId(order.by),
          email: customer?.email.toLowerCase() ?? null,
          status: order.status,
          paymentStatus: 'paid' as const,
          provider: 'test',
          providerSessionId: `seed_${n + 1}`,
          currency: 'usd',
          subtotalCents: subtotal,
          taxCents: tax,
          totalCents: subtotal + tax,
          paidAt,
          // The demo stock counts are what is left after these orders.
          stockTakenAt: paidAt,
          createdAt,
          updatedAt: events[events.length - 1]?.createdAt ?? createdAt,
        },
        lines,
        events,
      };
    }
  });

  if (!outcome.seeded) return { seeded: false };
  options.log(
    `Seeded the demo shop: ${DEMO_PRODUCTS.length} products, ${DEMO_USERS.length} users, ` +
      `${DEMO_REVIEWS.length} reviews, ${DEMO_ORDERS.length} orders (${Date.now() - started} ms)`,
  );

  const demoAccountsCreated = [DEMO_ADMIN, DEMO_CUSTOMER].every((user) => outcome.createdEmails.has(user.email.toLowerCase()));
  if (!demoAccountsCreated) {
    options.log('A demo account email was already taken; that account was left unchanged.');
    return { seeded: true };
  }
  if (!options.passwords) return { seeded: true };
  return {
    seeded: true,
    credentials: {
      admin: { email: DEMO_ADMIN.email, password: options.passwords.admin },
      customer: { email: DEMO_CUSTOMER.email, password: options.passwords.customer },
    },
  };
}

export async function prepareDemoAssets(store: ImageStore, passwords: DemoPasswords | null): Promise<DemoAssets> {
  const [passwordHashes, images] = await Promise.all([
    demoPasswordHashes(passwords),
    Promise.all(DEMO_PRODUCTS.map((product) => copyDemoImages(product, store))),
  ]);
  return { passwordHashes, images };
}

/**
 * Accounts without a password share one hash of a random password nobody knows: one argon2
 * run (~19 MiB) instead of one each.
 */
async function demoPasswordHashes(passwords: DemoPasswords | null): Promise<string[]> {
  const nobodyKnows = hashPassword(randomBytes(24).toString('base64url'));
  return Promise.all(DEMO_USERS.map((user) => (user.signsIn && passwords ? hashPassword(passwords[user.signsIn]) : nobodyKnows)));
}

/** A password for a demo account: random, readable when printed (`k3vq-8rxm-t2wd-9pzc`). */
export function randomDemoPassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const characters = Array.from({ length: 16 }, () => alphabet[randomInt(alphabet.length)]);
  return [0, 4, 8, 12].map((start) => characters.slice(start, start + 4).join('')).join('-');
}

async function hasProducts(db: Pick<Db, 'select'>): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).limit(1);
  return rows.length > 0;
}

/** `ORD-` and 8 characters without look-alikes (no 0/O, 1/I). */
function uniqueOrderIds(count: number): string[] {
  const ids = new Set<string>();
  while (ids.size < count) {
    let id = 'ORD-';
    for (let i = 0; i < 8; i += 1) id += ORDER_ID_ALPHABET[randomInt(ORDER_ID_ALPHABET.length)];
    ids.add(id);
  }
  return [...ids];
}
