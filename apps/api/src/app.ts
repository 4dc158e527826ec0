/**
 * Builds the shop's HTTP app without listening, so that tests can drive it with `inject()`.
 * Plugins register in a fixed order: external, then app-wide, then routes.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database } from './db/client';
import { createConcurrencyLimit } from './lib/concurrency-limit';
import { pingRedis } from './lib/redis-ping';
import { redactUrl } from './lib/log-redaction';
import { addressesRoutes } from './modules/addresses/addresses.routes';
import { analyticsRoutes } from './modules/analytics';
import { discountsRoutes } from './modules/discounts/discounts.routes';
import { shippingRoutes } from './modules/shipping';
import { salesRoutes } from './modules/sales/sales.routes';
import { staffRoutes } from './modules/staff/staff.routes';
import { apiTokensRoutes } from './modules/api-tokens/api-tokens.routes';
import { taxRoutes } from './modules/tax/tax.routes';
import { currenciesRoutes, variantPricesRoutes } from './modules/currencies';
import { contentPagesRoutes } from './modules/content-pages';
import { auditRoutes } from './modules/audit/audit.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { bagRoutes } from './modules/bag/bag.routes';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes';
import { createMailRepository } from './modules/mail/mail.repository';
import { mailRoutes } from './modules/mail/mail.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { exchangesRoutes } from './modules/exchanges/exchanges.routes';
import { returnsRoutes } from './modules/returns/returns.routes';
import { creditsRoutes } from './modules/credits/credits.routes';
import { waitlistRoutes } from './modules/waitlist/waitlist.routes';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes';
import { sessionCookieName, sessionCookieOptions } from './modules/auth/session-cookie';
import { checkoutRemindersRoutes } from './modules/orders/checkout-reminders.routes';
import { unsubscribeRoutes } from './modules/mail/unsubscribe.routes';
import { consentsRoutes } from './modules/consents/consents.routes';
import { healthRoutes } from './modules/health/health.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { shipmentsRoutes } from './modules/shipments';
import { productEditingRoutes } from './modules/product-editing/product-editing.routes';
import { categoriesRoutes } from './modules/product-editing/categories.routes';
import { colorsRoutes } from './modules/product-editing/colors.routes';
import { sizeSetsRoutes } from './modules/product-editing/size-sets.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { reviewGalleryRoutes, reviewsRoutes } from './modules/reviews/reviews.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import { feedsRoutes } from './modules/feeds';
import { settingsRoutes } from './modules/settings/settings.routes';
import { siteContentRoutes } from './modules/site-content/site-content.routes';
import { statsRoutes } from './modules/stats/stats.routes';
import { productFitRoutes, sizeSwapsRoutes } from './modules/size-swaps/size-swaps.routes';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { usersRoutes } from './modules/users/users.routes';
import type { PaymentProvider } from './payments/provider';
import { registerAuth } from './plugins/auth';
import { answerRouterError, registerErrorHandling } from './plugins/errors';
import { createShopMetrics, registerMetrics } from './plugins/metrics';
import { registerNotFound, ROUTER_OPTIONS } from './plugins/not-found';
import { registerStorableTextCheck } from './plugins/storable-text';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurity } from './plugins/security';
import { registerWebApp } from './plugins/web-app';
import { createServices, type Services } from './services';

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface BuildAppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Replaces the provider the config would choose (tests use Stripe against a stand-in). */
  paymentProvider?: PaymentProvider;
}

export async function buildApp({ config, database, logger, paymentProvider }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    bodyLimit: config.bodyLimit,
    trustProxy: parseTrustProxy(config.trustProxy),
    requestIdHeader: false,
    genReqId: () => crypto.randomUUID(),
    // Idle keep-alive sockets close at shutdown; in-flight requests are allowed to finish.
    forceCloseConnections: 'idle',
    routerOptions: ROUTER_OPTIONS,
    frameworkErrors: answerRouterError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.addHook('onClose', async () => database.close());

  // External plugins.
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false }) : undefined;
  if (redis) {
    app.addHook('onClose', async () => void redis.quit());
    // ioredis reconnects by itself; unheard, each failed attempt is printed raw to stderr.
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'Redis unavailable; reconnecting'));
  }
  // Pages, API answers and assets travel compressed; a phone on a slow network feels it most.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(cookie, { secret: config.session.secret });
  await app.register(rateLimit, {
    global: false,
    // Keyed by this shop's database, as the rest of its Redis keys: shops sharing a Redis count apart.
    ...(redis ? { redis, nameSpace: `${redisNamespace(config)}:rate-limit:` } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
  // Before any route, so that it sees each added.
  registerNotFound(app);
  await registerOpenApi(app, config);

  // Metrics are gathered only when a scraper may read them.
  const metrics = config.metricsToken ? createShopMetrics() : undefined;
  const services = createServices({
    config,
    database,
    log: app.log,
    redis,
    redisNamespace: redisNamespace(config),
    paymentProvider,
    onOrderPaid: metrics?.orderPaid,
  });
  app.decorate('services', services);
  app.addHook('onClose', async () => services.images.close());
  // Another instance's cache may hold answers about a catalogue seeded or changed before this start.
  app.addHook('onReady', () => services.catalogueCache.invalidate());
  // The mail worker sends the outbox in the background, and stops before the database closes.
  app.addHook('onReady', async () => services.mailer.start());
  app.addHook('preClose', () => services.mailer.stop());
  // The analytics recorder flushes every second and adds up the days every ten minutes; at close it writes what waits.
  app.addHook('onReady', async () => services.analytics.start());
  app.addHook('preClose', () => services.analytics.stop());
  // Restocks mail their waiting lists from every instance (each restock and request claimed once).
  app.addHook('onReady', async () => services.waitlist.start());
  app.addHook('preClose', () => services.waitlist.stop());
  // Copies of customers' data asked for are prepared in the background, and expired ones emptied.
  app.addHook('onReady', async () => services.privacy.start());
  app.addHook('preClose', () => services.privacy.stop());
  app.addHook('onReady', async () => services.wishlistAlerts.start());
  app.addHook('preClose', () => services.wishlistAlerts.stop());
  app.addHook('onReady', async () => services.webhooks.start());
  // A product feed a reader fetched is built again soon after the catalogue changes, ready for the next fetch.
  app.addHook('onReady', async () => services.feeds.start());
  app.addHook('preClose', () => services.feeds.stop());
  app.addHook('preClose', () => services.webhooks.stop());

  // App-wide behaviour.
  await registerSecurity(app, config);
  registerErrorHandling(app);
  registerStorableTextCheck(app);
  if (metrics && config.metricsToken) {
    const mail = createMailRepository(database.db);
    registerMetrics(app, {
      token: config.metricsToken,
      metrics,
      poolStats: database.poolStats,
      outboxDepth: () => mail.countUnsent(),
      analytics: services.analytics.counts,
    });
  }
  registerAuth(app, config, services.auth, services.apiTokens);
  await registerWebApp(app, { webDistDir: config.webDistDir ?? defaultWebDist, images: services.images });

  // Routes.
  await app.register(healthRoutes, {
    prefix: '/api',
    isDatabaseUp: () => database.ping(),
    isRedisUp: redis ? () => pingRedis(redis) : undefined,
  });
  await app.register(settingsRoutes, { prefix: '/api', settings: services.settings });
  await app.register(siteContentRoutes, { prefix: '/api/site-content', service: services.siteContent });
  await app.register(authRoutes, {
    prefix: '/api/auth',
    service: services.auth,
    account: services.account,
    twoFactor: services.twoFactor,
    passkeys: services.passkeys,
  });
  await app.register(usersRoutes, { prefix: '/api/auth', service: services.users });
  await app.register(addressesRoutes, { prefix: '/api/auth/addresses', service: services.addresses });
  await app.register(statsRoutes, { prefix: '/api/stats', service: services.stats });
  await app.register(sizeSwapsRoutes, { prefix: '/api/stats', service: services.sizeSwaps });
  await app.register(analyticsRoutes, { prefix: '/api', service: services.analytics });
  await app.register(uploadsRoutes, { prefix: '/api', service: services.uploads });
  await app.register(reviewsRoutes, { prefix: '/api/reviews', service: services.reviews });
  await app.register(reviewGalleryRoutes, { prefix: '/api/products', service: services.reviews });
  await app.register(contactRoutes, { prefix: '/api', service: services.contact });
  await app.register(mailRoutes, { prefix: '/api/mail', mailer: services.mailer });
  await app.register(webhooksRoutes, { prefix: '/api/webhooks', service: services.webhooks });
  await app.register(auditRoutes, { prefix: '/api', service: services.audit });
  await app.register(staffRoutes, { prefix: '/api/staff', service: services.staff, invitations: services.staffInvitations });
  await app.register(apiTokensRoutes, { prefix: '/api', service: services.apiTokens });
  await app.register(discountsRoutes, { prefix: '/api/discounts', service: services.discounts });
  await app.register(shippingRoutes, { prefix: '/api/shipping', service: services.shipping });
  await app.register(salesRoutes, { prefix: '/api/sales', service: services.sales });
  await app.register(taxRoutes, { prefix: '/api/tax', service: services.tax });
  await app.register(currenciesRoutes, { prefix: '/api/currencies', service: services.currencies });
  await app.register(contentPagesRoutes, { prefix: '/api/pages', service: services.contentPages });
  await app.register(bagRoutes, { prefix: '/api/bag', service: services.bag });
  await app.register(wishlistRoutes, { prefix: '/api/wishlist', service: services.wishlist, alerts: services.wishlistAlerts });
  const catalogueLimit = createConcurrencyLimit({
    concurrency: config.catalogue.concurrency,
    maxQueue: config.catalogue.concurrency * CATALOGUE_QUEUE_PER_SLOT,
    maxWaitMs: CATALOGUE_MAX_WAIT_MS,
  });
  await app.register(catalogueRoutes, { prefix: '/api/products', service: services.catalogue, catalogueLimit });
  await app.register(productFitRoutes, { prefix: '/api/products', service: services.sizeSwaps });
  await app.register(productEditingRoutes, {
    prefix: '/api/products',
    service: services.productEditing,
    manage: services.manageProducts,
    translations: services.productTranslations,
  });
  await app.register(variantPricesRoutes, { prefix: '/api/products', service: services.currencies });
  await app.register(categoriesRoutes, { prefix: '/api/categories', service: services.categories });
  await app.register(colorsRoutes, { prefix: '/api/colors', service: services.colors });
  await app.register(sizeSetsRoutes, { prefix: '/api/size-sets', service: services.sizeSets });
  await app.register(seoRoutes, {
    products: services.catalogue,
    collections: services.categories,
    contentPages: services.contentPages,
    currencies: services.currencies,
  });
  await app.register(feedsRoutes, { service: services.feeds });
  await app.register(ordersRoutes, { prefix: '/api/orders', service: services.orders, ownCheckout: services.ownCheckout });
  await app.register(shipmentsRoutes, { prefix: '/api', service: services.shipments });
  await app.register(exchangesRoutes, { prefix: '/api', service: services.exchanges });
  await app.register(returnsRoutes, { prefix: '/api', service: services.returns });
  await app.register(creditsRoutes, { prefix: '/api/credits', service: services.credits });
  await app.register(waitlistRoutes, { prefix: '/api/waitlist', service: services.waitlist });
  await app.register(privacyRoutes, {
    prefix: '/api',
    service: services.privacy,
    clearSessionCookie: (reply) => {
      // The same attributes it was set with (but its lifetime), or a browser keeps the cookie.
      const { maxAge: _lifetime, ...attributes } = sessionCookieOptions(config);
      reply.clearCookie(sessionCookieName(config), attributes);
    },
    passwordAttempts: { max: config.authRateLimit.maxPerIp, windowMs: config.authRateLimit.windowMs },
  });
  await app.register(unsubscribeRoutes, {
    prefix: '/api/unsubscribe',
    secret: services.unsubscribeKey,
    handlers: {
      w: {
        describe: services.waitlist.describeUnsubscribe,
        unsubscribe: services.waitlist.unsubscribe,
        addressOf: services.waitlist.addressOf,
      },
      c: {
        describe: services.checkoutReminders.describeUnsubscribe,
        unsubscribe: services.checkoutReminders.unsubscribe,
        addressOf: services.checkoutReminders.addressOf,
      },
      l: {
        describe: services.wishlistAlerts.describeUnsubscribe,
        unsubscribe: services.wishlistAlerts.unsubscribe,
        addressOf: services.wishlistAlerts.addressOf,
      },
    },
    preferences: { of: services.consents.ofAddress, set: services.consents.setForAddress },
  });
  await app.register(consentsRoutes, { prefix: '/api/consents', service: services.consents });
  await app.register(checkoutRemindersRoutes, { prefix: '/api/orders', reminders: services.checkoutReminders });
  // Abandoned checkouts expire in the background; several instances doing it at once is harmless.
  const expiry = setInterval(
    () =>
      void services.orders
        .expireAbandoned()
        .catch((error: unknown) => app.log.error({ err: error }, 'expiring abandoned checkouts failed')),
    EXPIRY_SWEEP_MS,
  );
  expiry.unref();
  app.addHook('onClose', async () => clearInterval(expiry));
  // Checkouts left unpaid whose shopper asked for a reminder get it once due; each is claimed by one instance.
  const reminders = setInterval(
    () =>
      void services.checkoutReminders
        .remindDue()
        .catch((error: unknown) => app.log.error({ err: error }, 'reminding abandoned checkouts failed')),
    REMINDER_SWEEP_MS,
  );
  reminders.unref();
  app.addHook('onClose', async () => clearInterval(reminders));
  // Uploads that nothing references past their grace period are deleted; instances skip each other's rows.
  const uploadsCleanup = setInterval(
    () =>
      void services.uploads
        .removeUnreferenced({ graceMs: config.uploadGraceMs })
        .then((removed) => {
          if (removed > 0) app.log.info({ removed }, 'removed uploads that nothing references');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'removing unreferenced uploads failed')),
    UPLOADS_CLEANUP_MS,
  );
  uploadsCleanup.unref();
  app.addHook('onClose', async () => clearInterval(uploadsCleanup));

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** How often unpaid orders past their checkout's life are marked expired. */
const EXPIRY_SWEEP_MS = 10 * 60_000;
/** How often the checkout reminders now due are sent (a cheap look at a small partial index). */
const REMINDER_SWEEP_MS = 30_000;
/** How often uploads past their grace period are checked for references. */
const UPLOADS_CLEANUP_MS = 60 * 60_000;

/** How many catalogue reads may wait for each running one, and for how long, before 503. */
const CATALOGUE_QUEUE_PER_SLOT = 20;
const CATALOGUE_MAX_WAIT_MS = 3000;

/** Keys of this shop's database in a Redis that other shops (or test runs) may share. */
function redisNamespace(config: Config): string {
  const database = config.database.kind === 'postgres' ? config.database.url : config.database.dataDir;
  return `shop:${createHash('sha256').update(database).digest('hex').slice(0, 12)}`;
}

/** The logger's settings: JSON lines with the request id, never a session, token or secret link. */
export function loggerOptions(config: Config) {
  return {
    level: config.log.level,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
    ...(config.log.pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  };
}

/**
 * Client IPs are taken from X-Forwarded-For only when trusted proxies are configured: a hop
 * count (the address that many hops from the shop is the client's) or the proxies' addresses.
 */
function parseTrustProxy(value: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (value === undefined) return false;
  if (typeof value === 'number') return (_address: string, hop: number) => hop < value;
  return value;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The shop's services, for its background work and for tests that drive a round of it. */
    services: Services;
  }
}
