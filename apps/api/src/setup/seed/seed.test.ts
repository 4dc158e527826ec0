import { mkdtemp, open, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CATEGORIES, COLORS, ORDER_STATUSES, PRICE_RANGES, SIZES, STOREFRONT_CATEGORIES, TAX_PERCENT } from '@shop/shared/constants';
import { taxCents } from '@shop/shared/money';
import { verifyPassword } from '../../lib/password';
import { createDirectoryImageStore } from '../../modules/uploads/image-store';
import { openDatabase, type Database } from '../../db/client';
import { orderLines, orders, orderStatusEvents, products, productVariants, reviews, uploads, users } from '../../db/schema/index';
import { DEMO_IMAGES_DIR } from './demo-images';
import { seedDemoData, type SeedResult } from './seed';

let database: Database;
let uploadsDir: string;
let result: SeedResult;
const logs: string[] = [];
const PASSWORDS = { admin: 'violet-kettle-harbor', customer: 'mango-tundra-velvet' };
const now = new Date();

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'seed-test-'));
  result = await seedDemoData(database.db, {
    imageStore: createDirectoryImageStore(uploadsDir),
    log: (msg) => logs.push(msg),
    now,
    passwords: PASSWORDS,
  });
}, 120_000);

afterAll(async () => {
  await database?.close();
  if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
});

const allProducts = () => database.db.select().from(products).orderBy(asc(products.name));

describe('seedDemoData on an empty database', () => {
  it('reports that it seeded and returns the demo credentials', () => {
    expect(result).toEqual({
      seeded: true,
      credentials: {
        admin: { email: 'admin@drip.test', password: PASSWORDS.admin },
        customer: { email: 'customer@drip.test', password: PASSWORDS.customer },
      },
    });
    expect(logs.join('\n')).toMatch(/Seeded the demo shop/);
  });

  it('creates at least 30 products covering every category, colour and size', async () => {
    const rows = await allProducts();
    expect(rows.length).toBeGreaterThanOrEqual(30);
    const categories = new Set(rows.map((p) => p.category));
    for (const category of [...STOREFRONT_CATEGORIES, ...ADMIN_CATEGORIES]) expect(categories).toContain(category);
    const colors = new Set(rows.flatMap((p) => p.colors));
    for (const color of COLORS) expect(colors).toContain(color);
    const sizes = new Set(rows.flatMap((p) => p.sizes));
    for (const size of SIZES) expect(sizes).toContain(size);
    expect(new Set(rows.map((p) => p.name)).size).toBe(rows.length);
    for (const p of rows) {
      expect(p.description.length).toBeGreaterThan(40);
      if (p.oldPriceCents !== null) expect(p.oldPriceCents).toBeGreaterThan(p.priceCents);
    }
  });

  it('puts at least one product in every price range, including ones priced on a range edge', async () => {
    const prices = (await allProducts()).map((p) => p.priceCents);
    for (const range of PRICE_RANGES) {
      const inRange = prices.filter((c) => c >= range.min * 100 && (range.max === null || c < range.max * 100));
      expect(inRange.length, range.label).toBeGreaterThan(0);
    }
    expect(prices).toContain(5000);
    expect(prices).toContain(10000);
  });

  it('copies every product image from the repository, a real WebP at 400 and 800 px wide', async () => {
    for (const p of await allProducts()) {
      expect(p.image).toMatch(/^\/uploads\/.+-800\.webp$/);
      expect(p.imageSet?.map((entry) => entry.width)).toEqual([400, 800]);
      for (const { width, url } of p.imageSet ?? []) {
        const file = path.join(uploadsDir, path.basename(url));
        // Byte for byte the committed file: nothing was drawn at start-up.
        expect((await readFile(file)).equals(await readFile(path.join(DEMO_IMAGES_DIR, path.basename(url)))), url).toBe(true);
        const header = Buffer.alloc(12);
        const handle = await open(file);
        await handle.read(header, 0, 12, 0);
        await handle.close();
        expect(header.subarray(0, 4).toString('latin1')).toBe('RIFF');
        expect(header.subarray(8, 12).toString('latin1')).toBe('WEBP');
        const meta = await sharp(file).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(width);
        expect(meta.height).toBe((width * 5) / 4);
      }
    }
    const [registered] = await database.db.select({ value: count() }).from(uploads);
    expect(registered?.value).toBe((await allProducts()).length);
  });

  it("keeps every product's rating equal to the mean of its reviews", async () => {
    const [rows, allReviews] = await Promise.all([allProducts(), database.db.select().from(reviews)]);
    expect(allReviews.length).toBeGreaterThan(rows.length);
    for (const p of rows) {
      const ratings = allReviews.filter((r) => r.productId === p.id).map((r) => r.rating);
      expect(p.reviewCount, p.name).toBe(ratings.length);
      const mean = ratings.length === 0 ? 0 : ratings.reduce((a, b) => a + b, 0) / ratings.length;
      expect(p.rating, p.name).toBeCloseTo(mean, 4);
    }
    for (const r of allReviews) expect(r.rating).toBeGreaterThanOrEqual(1);
    for (const r of allReviews) expect(r.rating).toBeLessThanOrEqual(5);
    expect(new Set(allReviews.map((r) => `${r.userId}/${r.productId}`)).size).toBe(allReviews.length);
  });

  it('tracks stock per colour and size on some products, with sold-out variants', async () => {
    const [rows, variants] = await Promise.all([allProducts(), database.db.select().from(productVariants)]);
    const tracked = rows.filter((p) => p.trackStock);
    expect(tracked.length).toBeGreaterThan(0);
    expect(tracked.length).toBeLessThan(rows.length);
    for (const p of rows) {
      const own = variants.filter((v) => v.productId === p.id);
      // Every product has a variant for each colour x size, each with its own SKU.
      expect(own.length, p.name).toBe(p.colors.length * p.sizes.length);
    }
    expect(new Set(variants.map((v) => v.sku)).size).toBe(variants.length);
    const trackedIds = new Set(tracked.map((p) => p.id));
    expect(variants.filter((v) => trackedIds.has(v.productId) && v.stock === 0).length).toBeGreaterThanOrEqual(3);
  });

  it('gives the demo customer paid orders whose totals add up, across every status and many months', async () => {
    const [customer] = await database.db.select().from(users).where(eq(users.email, 'customer@drip.test'));
    expect(customer?.username).toBe('Jordan');
    expect(customer?.bio).toBeTruthy();
    expect(customer?.profession).toBeTruthy();

    const [allOrders, lines, events] = await Promise.all([
      database.db.select().from(orders),
      database.db.select().from(orderLines),
      database.db.select().from(orderStatusEvents).orderBy(asc(orderStatusEvents.createdAt)),
    ]);
    expect(allOrders.filter((o) => o.userId === customer?.id).length).toBeGreaterThanOrEqual(4);
    expect(new Set(allOrders.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES));
    const months = new Set(allOrders.map((o) => `${o.createdAt.getUTCFullYear()}-${o.createdAt.getUTCMonth()}`));
    expect(months.size).toBeGreaterThanOrEqual(8);

    for (const order of allOrders) {
      expect(order.orderId).toMatch(/^ORD-[A-HJ-NP-Z2-9]{8}$/);
      expect(order.provider).toBe('test');
      expect(order.providerSessionId).toMatch(/^seed_\d+$/);
      expect(order.paymentStatus).toBe('paid');
      expect(order.paidAt).not.toBeNull();
      expect(order.createdAt.getTime()).toBeGreaterThan(now.getTime() - 310 * 86_400_000);
      const own = lines.filter((l) => l.orderId === order.id);
      expect(own.length).toBeGreaterThan(0);
      for (const line of own) expect(line.image).toMatch(/^\/uploads\//);
      expect(order.subtotalCents).toBe(own.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0));
      expect(order.taxCents).toBe(taxCents(order.subtotalCents, TAX_PERCENT));
      expect(order.totalCents).toBe(order.subtotalCents + order.taxCents);

      const steps = events.filter((e) => e.orderId === order.id);
      expect(steps.map((e) => e.status)).toEqual(ORDER_STATUSES.slice(0, ORDER_STATUSES.indexOf(order.status) + 1));
      for (let i = 1; i < steps.length; i += 1) {
        expect(steps[i]!.createdAt.getTime()).toBeGreaterThan(steps[i - 1]!.createdAt.getTime());
      }
      expect(steps[steps.length - 1]!.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
    }
  });

  it('lets the demo admin sign in with the printed password', async () => {
    const [admin] = await database.db.select().from(users).where(eq(users.email, 'admin@drip.test'));
    expect(admin?.role).toBe('admin');
    expect(admin?.emailVerifiedAt).not.toBeNull();
    // Marked, so that it signs in only while the shop's public address is loopback.
    expect((await database.db.select({ email: users.email, demo: users.demo }).from(users)).every((row) => row.demo)).toBe(true);
    expect(await verifyPassword(admin!.passwordHash, PASSWORDS.admin)).toBe(true);
    expect(await verifyPassword(admin!.passwordHash, 'wrong-password')).toBe(false);
    const authors = new Set((await allProducts()).map((p) => p.authorId));
    expect([...authors]).toEqual([admin!.id]);
  });

  it('does nothing when the shop already has products', async () => {
    const tables = [users, products, productVariants, reviews, orders, orderLines, orderStatusEvents, uploads];
    const countAll = () => Promise.all(tables.map(async (table) => (await database.db.select({ value: count() }).from(table))[0]?.value));
    const before = await countAll();
    const again = await seedDemoData(database.db, {
      imageStore: createDirectoryImageStore(uploadsDir),
      log: () => {},
      passwords: PASSWORDS,
    });
    expect(again).toEqual({ seeded: false });
    expect(await countAll()).toEqual(before);
    expect((await stat(uploadsDir)).isDirectory()).toBe(true);
  });
});
