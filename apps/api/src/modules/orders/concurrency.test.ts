/**
 * Races that only a real multi-connection database can lose: they run on PostgreSQL (PGlite
 * has one connection, so there is nothing to race).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { emails, orders, productVariants } from '../../db/schema/index';
import { createStripeProvider } from '../../payments/stripe-provider';
import { insertProducts } from '../../test/fixtures';
import { buyInTestMode } from '../../test/shop-helpers';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in';
import { createTestApp, useTestApp, type TestApp } from '../../test/test-app';
import { describeIf, onPostgres } from '../../test/needs';

describeIf(onPostgres)('payment races on PostgreSQL', () => {
  describe('the last units', () => {
    const t = useTestApp({ CHECKOUT_RATE_LIMIT_PER_MINUTE: '1000' });

    it('10 buyers racing for 3 units: exactly 3 orders paid, stock 0, never negative', async () => {
      const [product] = await insertProducts(t.database.db, [
        { name: 'Last Few Tee', colors: ['black'], sizes: ['m'], priceCents: 3000, variants: [{ color: 'black', size: 'm', stock: 3 }] },
      ]);
      // Each buyer gets through checkout (3 are in stock when they look), then all pay at once.
      const sessions = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          buyInTestMode(t.app, [{ _id: product!.id, color: 'black', size: 'm', quantity: 1 }], { email: `buyer${index}@example.com` }),
        ),
      );
      const confirmations = await Promise.all(
        sessions.map((id) => t.app.inject({ method: 'POST', url: '/api/orders/confirm-payment', payload: { session_id: id } })),
      );
      const statuses = confirmations.map((res) => res.json().order.paymentStatus);
      expect(statuses.filter((status) => status === 'paid')).toHaveLength(3);
      expect(statuses.filter((status) => status === 'flagged')).toHaveLength(7);
      const [variant] = await t.database.db.select().from(productVariants).where(eq(productVariants.productId, product!.id));
      expect(variant!.stock).toBe(0);
      const flagged = await t.database.db.select().from(orders).where(eq(orders.paymentStatus, 'flagged'));
      expect(flagged.every((order) => order.paymentNote?.includes('out of stock') && order.stockTakenAt === null)).toBe(true);
    });
  });

  describe('two API instances, one database', () => {
    const secret = 'whsec_two_instances';
    let standIn: StripeStandIn;
    let first: TestApp;
    let secondDatabase: Database;
    let second: App;

    beforeAll(async () => {
      standIn = await startStripeStandIn();
      const provider = (publicUrl: string) =>
        createStripeProvider({ secretKey: 'sk_test_x', webhookSecret: secret, publicUrl, client: standIn.client });
      first = await createTestApp(
        { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: secret },
        { paymentProvider: (config) => provider(config.publicUrl) },
      );
      await first.app.ready();
      secondDatabase = await openDatabase({ kind: 'postgres', url: first.databaseUrl! });
      second = await buildApp({ config: first.config, database: secondDatabase, paymentProvider: provider(first.config.publicUrl) });
      await second.ready();
    });
    afterAll(async () => {
      await second.close();
      await first.close();
      await standIn.close();
    });

    it('a webhook delivered to both, many times over, pays the order once', async () => {
      const [product] = await insertProducts(first.database.db, [
        { name: 'Shared Tee', colors: ['red'], sizes: ['l'], priceCents: 1999, variants: [{ color: 'red', size: 'l', stock: 5 }] },
      ]);
      const created = await first.app.inject({
        method: 'POST',
        url: '/api/orders/create-checkout-session',
        payload: { products: [{ _id: product!.id, color: 'red', size: 'l', quantity: 2 }], email: 'guest@example.com' },
      });
      const { id } = created.json();
      standIn.complete(id);
      const event = standIn.completedEvent(id, secret);
      const deliver = (app: App) => app.inject({ method: 'POST', url: '/api/orders/webhook', headers: event.headers, payload: event.body });
      const results = await Promise.all(Array.from({ length: 10 }, (_, index) => deliver(index % 2 ? second : first.app)));
      expect(results.map((res) => res.statusCode)).toEqual(Array(10).fill(200));

      const [order] = await first.database.db.select().from(orders).where(eq(orders.providerSessionId, id));
      expect(order!.paymentStatus).toBe('paid');
      const [variant] = await first.database.db.select().from(productVariants).where(eq(productVariants.productId, product!.id));
      expect(variant!.stock).toBe(3);
      expect(
        await first.database.db
          .select()
          .from(emails)
          .where(eq(emails.dedupeKey, `order-confirmation:${order!.id}`)),
      ).toHaveLength(1);
    });
  });
});
