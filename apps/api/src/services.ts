/**
 * Builds every repository and service of the shop, in one place: each service receives only
 * the repositories and settings it needs, and `buildApp` hands each routes plugin its service.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { ShopSettings } from '@shop/shared/settings.schema';
import { CHECKOUT_REMINDER_CONSENTS } from '@shop/shared/cart';
import { consentWording } from '@shop/shared/consent.schema';
import { SEARCH_PAGE_SIZE } from '@shop/shared/constants';
import type { ProductListResponse } from '@shop/shared/product.schema';
import type { Config } from './config';
import type { Database } from './db/client';
import { shopSecret } from './db/shop-secret';
import { createMemoryCounterStore, createRedisCounterStore } from './lib/counter-store';
import { createAddressesRepository } from './modules/addresses/addresses.repository';
import { createShopAnalytics } from './modules/analytics';
import { createAddressesService } from './modules/addresses/addresses.service';
import { createDiscountsRepository } from './modules/discounts/discounts.repository';
import { createDiscountsService } from './modules/discounts/discounts.service';
import { createShippingRepository, createShippingService } from './modules/shipping';
import { createSalesClock, createSalesRepository } from './modules/sales';
import { createSalesService } from './modules/sales/sales.service';
import { createTaxRepository, createTaxService } from './modules/tax';
import { createCurrenciesRepository, createCurrenciesService } from './modules/currencies';
import { createContentPagesRepository, createContentPagesService, pagePlaceholders } from './modules/content-pages';
import { sessionCookieName } from './modules/auth/session-cookie';
import { createAuditRepository, recordAudit } from './modules/audit/audit.repository';
import { createAuditService } from './modules/audit/audit.service';
import { createAccountTokensRepository } from './modules/auth/account-tokens.repository';
import { createAccountService } from './modules/auth/account.service';
import { createAuthService } from './modules/auth/auth.service';
import { createApiTokensRepository } from './modules/api-tokens/api-tokens.repository';
import { createApiTokensService } from './modules/api-tokens/api-tokens.service';
import { createGuestOrdersRepository } from './modules/auth/guest-orders.repository';
import { createSessionsRepository } from './modules/auth/sessions.repository';
import { createBagRepository } from './modules/bag/bag.repository';
import { createBagService } from './modules/bag/bag.service';
import { createWishlistRepository, wishlistQueries } from './modules/wishlist/wishlist.repository';
import { createWishlistService } from './modules/wishlist/wishlist.service';
import { createWishlistAlerts } from './modules/wishlist/wishlist-alerts';
import { consentQueries } from './modules/consents';
import { createConsentsService } from './modules/consents/consents.service';
import { createContactRepository } from './modules/contact/contact.repository';
import { createContactService } from './modules/contact/contact.service';
import { createExchangesRepository } from './modules/exchanges/exchanges.repository';
import { closeExchangesOnRefund } from './modules/exchanges/exchanges-on-refund';
import { createExchangesService } from './modules/exchanges/exchanges.service';
import { createReturnsRepository } from './modules/returns/returns.repository';
import { createReturnsService } from './modules/returns/returns.service';
import { createCreditsService } from './modules/credits/credits.service';
import { createMailRepository } from './modules/mail/mail.repository';
import { createMailer } from './modules/mail/mail.service';
import { createMailTransport } from './modules/mail/transports';
import { createOrdersRepository } from './modules/orders/orders.repository';
import { createOrdersService } from './modules/orders/orders.service';
import { createShipmentsRepository, createShipmentsService } from './modules/shipments';
import { createMemoryCatalogueCache, createRedisCatalogueCache, forgetAgainAfterLag } from './modules/catalogue/catalogue-cache';
import { createManageProductsRepository } from './modules/product-editing/manage-products.repository';
import { createManageProductsService } from './modules/product-editing/manage-products.service';
import { createCatalogueRepository } from './modules/catalogue/catalogue.repository';
import { createAnswerCache } from './modules/catalogue/answer-cache';
import { createCatalogueService } from './modules/catalogue/catalogue.service';
import { createFeedsRepository, createFeedsService } from './modules/feeds';
import { createProductEditingRepository } from './modules/product-editing/product-editing.repository';
import { createProductEditingService } from './modules/product-editing/product-editing.service';
import { createProductTranslationsRepository } from './modules/product-editing/product-translations.repository';
import { createProductTranslationsService } from './modules/product-editing/product-translations.service';
import { createCategoriesRepository } from './modules/product-editing/categories.repository';
import { createCategoriesService } from './modules/product-editing/categories.service';
import { createColorsRepository } from './modules/product-editing/colors.repository';
import { createColorsService } from './modules/product-editing/colors.service';
import { createSizeSetsRepository } from './modules/product-editing/size-sets.repository';
import { createSizeSetsService } from './modules/product-editing/size-sets.service';
import { createReviewsRepository } from './modules/reviews/reviews.repository';
import { createReviewsService } from './modules/reviews/reviews.service';
import { createStatsRepository } from './modules/stats/stats.repository';
import { createStatsService } from './modules/stats/stats.service';
import { createSizeSwapsRepository } from './modules/size-swaps/size-swaps.repository';
import { createSizeSwapsService } from './modules/size-swaps/size-swaps.service';
import { createUploadsRepository } from './modules/uploads/uploads.repository';
import { createImageStore } from './modules/uploads/image-store';
import { createUploadsService } from './modules/uploads/uploads.service';
import { createUsersRepository } from './modules/users/users.repository';
import { createUsersService } from './modules/users/users.service';
import { createInvitationsRepository, createInvitationsService, createStaffRepository, createStaffService } from './modules/staff';
import { twoFactorKeyMaterial } from './modules/auth/two-factor';
import { createTwoFactorService } from './modules/auth/two-factor.service';
import { createTwoFactorRepository } from './modules/auth/two-factor.repository';
import { createPasskeysService, relyingPartyOf } from './modules/auth/passkeys.service';
import type { PaymentProvider } from './payments/provider';
import { createStripeProvider, stripeClientAt } from './payments/stripe-provider';
import { createTestCheckoutRepository } from './payments/test-checkout.repository';
import { createTestProvider } from './payments/test-provider';
import { checkoutRemindersOfAddress, createCheckoutReminders, reminderOptOuts } from './modules/orders/checkout-reminders';
import { createWaitlistRepository } from './modules/waitlist/waitlist.repository';
import { createWaitlistService } from './modules/waitlist/waitlist.service';
import { leaveEveryList, restockAlertsOfAddress } from './modules/waitlist/restock-alerts-preference';
import { createSiteContentRepository } from './modules/site-content/site-content.repository';
import { createSiteContentService } from './modules/site-content/site-content.service';
import { createDataExportsRepository } from './modules/privacy/data-exports.repository';
import { createPrivacyService } from './modules/privacy/privacy.service';
import { createWebhooksRepository } from './modules/webhooks/webhooks.repository';
import { createWebhooksService } from './modules/webhooks/webhooks.service';
import { createWebhookSender } from './modules/webhooks/webhook-sender';

/** How many search counts the analytics keep, and how long each: a report's count may be a minute old. */
const SEARCH_COUNTS_KEPT = 1000;
const SEARCH_COUNT_KEPT_MS = 60_000;
export interface ServicesOptions {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
  /** Shares counters and the catalogue cache across instances when set. */
  redis: Redis | undefined;
  /** Keys of this shop's database in a Redis that other shops may share. */
  redisNamespace: string;
  /** Replaces the provider the config would choose (tests use Stripe against a stand-in). */
  paymentProvider?: PaymentProvider;
  /** Told each time an order becomes paid (the shop's metrics count them). */
  onOrderPaid?: () => void;
}

export function createServices({ config, database, log, redis, redisNamespace, paymentProvider, onOrderPaid }: ServicesOptions) {
  const { db, readDb } = database;
  const users = createUsersRepository(db);
  const sessions = createSessionsRepository(db);
  // Sign-in failures and mailed links, counted per account and address (shared by every instance with Redis).
  const counters = redis ? createRedisCounterStore(redis, `${redisNamespace}:counter:`) : createMemoryCounterStore();
  const keyMaterial = () => twoFactorKeyMaterial(db, config.session.secret);
  // Signs the unsubscribe links of mail a shopper may stop.
  let unsubscribeSecret: Promise<string> | undefined;
  const unsubscribeKey = () =>
    (unsubscribeSecret ??= config.session.secret ? Promise.resolve(config.session.secret) : shopSecret(db, 'unsubscribe'));
  const staffRepository = createStaffRepository(db);
  const mailer = createMailer({
    repository: createMailRepository(db),
    transport: createMailTransport(config.mail.transport, config.mail.from, log),
    log,
    maxAttempts: config.mail.maxAttempts,
    retryBaseMs: config.mail.retryBaseMs,
    retentionMs: config.mail.retentionMs,
  });
  const secondFactors = createTwoFactorRepository(db);
  const twoFactor = createTwoFactorService({
    repository: secondFactors,
    accounts: users,
    mailer,
    shopName: config.shop.name,
    keyMaterial,
    staffTwoFactor: config.staffTwoFactor,
    demoAccounts: config.demo.accounts,
  });
  const passkeys = createPasskeysService({
    repository: secondFactors,
    accounts: users,
    twoFactor,
    relyingParty: relyingPartyOf(config.publicUrl, config.shop.name),
    log,
  });

  const sharedCache = redis
    ? createRedisCatalogueCache(redis, redisNamespace, (error) => log.warn({ err: error }, 'catalogue cache unavailable'))
    : createMemoryCatalogueCache();
  const catalogueCache = readDb === db ? sharedCache : forgetAgainAfterLag(sharedCache, config.replicaMaxLagMs);

  // The shop's own checkout page: test mode's, and where an order that gift cards or store credit
  // pay whole is placed, with no card, whatever the provider.
  const ownCheckout = createTestProvider(createTestCheckoutRepository(db), config.publicUrl);
  const testProvider = config.payments.provider === 'test' ? ownCheckout : undefined;
  const provider =
    paymentProvider ??
    testProvider ??
    createStripeProvider({
      secretKey: config.stripe.secretKey!,
      webhookSecret: config.stripe.webhookSecret,
      publicUrl: config.publicUrl,
      automaticTax: config.stripe.automaticTax,
      client: config.stripe.apiUrl ? stripeClientAt(config.stripe.apiUrl) : undefined,
    });
  const settings: ShopSettings = {
    ...config.shop,
    paymentProvider: provider.name,
    mailDelivers: mailer.transport.delivers,
    shipping: { ...config.shipping.rate, countries: config.shipping.countries },
  };

  const tax = createTaxService({ repository: createTaxRepository(db) });

  // The currencies prices are shown in besides the base, kept in this process; and the variants' own prices in them.
  const currencies = createCurrenciesService({ repository: createCurrenciesRepository(db) });

  // Shipping zones and their methods: the admin edits them; the bag and the checkout read them (`shipping.methodsFor`).
  const shipping = createShippingService({ repository: createShippingRepository(db) });

  // The sales running now, kept in this process: the catalogue's sale prices and the bag's and
  // order's pricing read them; a change of a sale forgets them.
  const salesRepository = createSalesRepository(db);
  const salesClock = createSalesClock({ live: (now) => salesRepository.live(now) });

  // The analytics' counts of searches, by their words, each for a minute (at most
  // SEARCH_COUNTS_KEPT, the oldest out first).
  const searchCounts = new Map<string, { count: number; until: number }>();
  // The shop's own analytics: events queued in memory and written in the background.
  const analytics = createShopAnalytics(db, {
    settings: config.analytics,
    publicUrl: config.publicUrl,
    log,
    backgroundDb: database.backgroundDb,
    // A search's matches as the search page asks for them: its kept answer, as a rule, read again only after a product write.
    searchMatches: async (search) => {
      // Counted once a minute at most for the same words: a search reported again and again (the
      // common case: the same few words from many visitors) costs a lookup, not a catalogue answer.
      const words = search.trim().toLowerCase();
      const kept = searchCounts.get(words);
      if (kept && kept.until > Date.now()) return kept.count;
      const answer = await catalogue.listAnswer({ search, page: 1, limit: SEARCH_PAGE_SIZE });
      const count = (JSON.parse(answer.body) as ProductListResponse).totalProducts;
      searchCounts.delete(words);
      if (searchCounts.size >= SEARCH_COUNTS_KEPT) searchCounts.delete(searchCounts.keys().next().value!);
      searchCounts.set(words, { count, until: Date.now() + SEARCH_COUNT_KEPT_MS });
      return count;
    },
    testMode: provider.name === 'test',
  });

  // Email preferences: a consent per kind of mail, and what each one turns in the module whose mail it is.
  const consents = createConsentsService({
    db,
    shopName: config.shop.name,
    effects: {
      'restock-alerts': { withdrawn: leaveEveryList },
      'checkout-reminders': {
        granted: (tx, account) => reminderOptOuts(tx).optIn(account.email),
        withdrawn: (tx, account) => reminderOptOuts(tx).optOut(account.email),
      },
      // Alerts turned on start from what the items are now, as the wishlist's own switch does.
      'wishlist-alerts': { granted: async (tx, account, fresh) => (fresh ? wishlistQueries(tx).forgetSeen(account.id) : undefined) },
    },
    addresses: { 'restock-alerts': restockAlertsOfAddress(db), 'checkout-reminders': checkoutRemindersOfAddress(db) },
  });

  const bag = createBagService(createBagRepository(db));
  // One reminder for a checkout left unpaid, to shoppers who asked for it at checkout.
  const checkoutReminders = createCheckoutReminders({
    db,
    mailer,
    publicUrl: config.publicUrl,
    shopName: config.shop.name,
    secret: unsubscribeKey,
    delayMs: config.checkoutReminderDelayMs,
    showBag: bag.show,
    log,
    stopReminders: async (email) => void (await consents.setForAddress(email, 'checkout-reminders', false)),
  });

  const orders = createOrdersService({
    repository: createOrdersRepository(db),
    provider,
    ownCheckout,
    mailer,
    publicUrl: config.publicUrl,
    shopName: config.shop.name,
    shipping: config.shipping,
    checkoutExpiryMs: config.checkoutExpiryMs,
    trackingSecret: config.session.secret,
    remindedCheckoutOf: checkoutReminders.remindedCheckoutOf,
    // The box's words as the shopper read them, in the checkout's language.
    remindConsentGiven: (tx, account, language) =>
      consents.grantWith(tx, account, 'checkout-reminders', CHECKOUT_REMINDER_CONSENTS[language]),
    accountLanguage: async (tx, userId, language) => void (await createUsersRepository(tx).update(userId, { language })),
    closeExchangesOnRefund,
    reauthRefundsOverCents: config.reauthRefundsOverCents,
    lowStockThreshold: config.adminAlerts.lowStockThreshold,
    log,
    onPaid: onOrderPaid,
    analytics: analytics.orderEvents,
    discounts: createDiscountsRepository(db),
    pricingRules: {
      tax: tax.pricingTax,
      sales: salesClock.activeSales,
      shippingMethods: shipping.methodsFor,
    },
    // The shopper's currency: its rate and rounding, and the variants' own prices in it.
    currencies,
  });

  const catalogue = createCatalogueService({
    repository: createCatalogueRepository(readDb),
    catalogueCache,
    answers: createAnswerCache(),
    sales: salesClock,
    // Prices shown in the shopper's currency beside the base ones.
    currencies,
  });

  // Uploads and the garment placeholders: UPLOADS_DIR, or the S3 bucket when one is set.
  const images = createImageStore(config, log);

  const uploads = createUploadsService({ repository: createUploadsRepository(db), images });

  const productEditing = createProductEditingService({
    repository: createProductEditingRepository(db),
    images,
    catalogueCache,
    lowStockThreshold: config.adminAlerts.lowStockThreshold,
  });

  const wishlistRepository = createWishlistRepository(db);

  // 'Email me when it's back': the waiting lists, and the worker that mails them at a restock.
  const waitlist = createWaitlistService({
    repository: createWaitlistRepository(db),
    mailer,
    publicUrl: config.publicUrl,
    shopName: config.shop.name,
    secret: unsubscribeKey,
    notifyPerUnit: config.waitlistNotifyPerUnit,
    log,
    recordConsent: (userId, language) =>
      consents.grant(userId, 'restock-alerts', consentWording('restock-alerts', config.shop.name, language)),
    stopAlerts: async (email) => void (await consents.setForAddress(email, 'restock-alerts', false)),
    alertsOn: async (email) =>
      (await consents.ofAddress(email)).consents.some((consent) => consent.kind === 'restock-alerts' && consent.on),
  });

  const auth = createAuthService({
    config,
    log,
    users,
    sessions,
    failures: counters,
    audit: (entry) => recordAudit(db, entry),
    twoFactor,
    passkeys,
  });
  // A customer's own data: the copy prepared in the background and mailed, and deleting the
  // account after the password or a code (checked as confirming who one is, within the sign-in limits).
  const privacy = createPrivacyService({
    db,
    exports: createDataExportsRepository(db),
    mailer,
    publicUrl: config.publicUrl,
    shopName: config.shop.name,
    proveIdentity: (user, proof, ip) => auth.reauthenticate(user, proof, ip),
    log,
  });

  // Signed webhooks to the owner's endpoints: queued by each change in its transaction, posted by the worker.
  let webhookKey: Promise<string> | undefined;
  const webhooks = createWebhooksService({
    db,
    repository: createWebhooksRepository(db),
    send: createWebhookSender({
      allowPrivate: config.webhooks.allowPrivate,
      timeoutMs: config.webhooks.timeoutMs,
      userAgent: `${config.shop.name} webhooks`,
    }),
    mailer,
    log,
    publicUrl: config.publicUrl,
    shopName: config.shop.name,
    keyMaterial: () => (webhookKey ??= config.session.secret ? Promise.resolve(config.session.secret) : shopSecret(db, 'webhooks')),
    allowPrivate: config.webhooks.allowPrivate,
  });

  // Where customers send items back, for an exchange or a return.
  const returnsTo = {
    name: config.shop.name,
    city: config.shop.city,
    state: config.shop.state,
    email: config.shop.email,
    returnAddress: config.returnAddress,
  };
  return {
    settings,
    /** The key that signs unsubscribe links. */
    unsubscribeKey,
    catalogueCache,
    /** Where images are kept, and so how /uploads/ is served. */
    images,
    /** The outbox and its worker (started with the app). */
    mailer,
    /** The shop's analytics: the recorder and its background round (started with the app), and the report. */
    analytics,
    /** The shop's own checkout pages: test mode's, and those of orders that codes pay whole. */
    ownCheckout,
    account: createAccountService({
      users,
      sessions,
      tokens: createAccountTokensRepository(db),
      guestOrders: createGuestOrdersRepository(db),
      mailer,
      counters,
      windowMs: config.authRateLimit.windowMs,
      publicUrl: config.publicUrl,
      shopName: config.shop.name,
    }),
    auth,
    twoFactor,
    passkeys,
    /** Staff members' personal API tokens: each call with one acts as its owner, within its scopes. */
    apiTokens: createApiTokensService({ repository: createApiTokensRepository(db), isTwoFactorDue: twoFactor.isDue }),
    /** A customer's account deleted on Manage Users goes through the same erasure as at their request. */
    users: createUsersService(users, config.session, privacy.eraseOnDelete),
    staff: createStaffService(staffRepository, config.session),
    staffInvitations: createInvitationsService({
      repository: createInvitationsRepository(db),
      staff: staffRepository,
      mailer,
      publicUrl: config.publicUrl,
      shopName: config.shop.name,
    }),
    addresses: createAddressesService(createAddressesRepository(db)),
    discounts: createDiscountsService({ repository: createDiscountsRepository(db) }),
    shipping,
    sales: createSalesService({ repository: salesRepository, clock: salesClock }),
    /** The sales running now, as the pricing pipeline reads them: `salesClock.activeSales(now)`. */
    salesClock,
    tax,
    currencies,
    audit: createAuditService(createAuditRepository(db)),
    // The shop's pages in Markdown; their placeholders quote the settings the shop runs with.
    contentPages: createContentPagesService({
      repository: createContentPagesRepository(db),
      placeholders: pagePlaceholders({
        shop: config.shop,
        outboxRetentionMs: config.mail.retentionMs,
        analyticsRetentionDays: config.analytics.retentionDays,
        sessionCookieName: sessionCookieName(config),
        sessionIdleMs: config.session.idleMs,
        sessionMaxMs: config.session.maxMs,
      }),
    }),
    stats: createStatsService({
      stats: createStatsRepository(db),
      users,
      alerts: config.adminAlerts,
      testMode: provider.name === 'test',
    }),
    // Fit from real swaps: per product and size, the buyers who exchanged it for another size.
    sizeSwaps: createSizeSwapsService({
      repository: createSizeSwapsRepository(db),
      minSwaps: config.fitSwapsMin,
      testMode: provider.name === 'test',
    }),
    uploads,
    reviews: createReviewsService(createReviewsRepository(db), { uploads, photosNeedApproval: config.reviewPhotosNeedApproval }),
    bag,
    // The product feeds for Google Merchant Center and Meta, priced as the catalogue is, read from the replica when there is one.
    feeds: createFeedsService({
      repository: createFeedsRepository(readDb),
      sales: salesClock,
      shop: { name: config.shop.name, publicUrl: config.publicUrl },
      refreshMs: config.feedsRefreshMs,
      log,
    }),
    // Saved products, shown at the catalogue's prices of today (a running sale's too).
    wishlist: createWishlistService({ repository: wishlistRepository, sales: salesClock, catalogue }),
    wishlistAlerts: createWishlistAlerts({
      repository: wishlistRepository,
      consents: consentQueries(db),
      sales: salesClock,
      mailer,
      publicUrl: config.publicUrl,
      shopName: config.shop.name,
      secret: unsubscribeKey,
      log,
    }),
    contact: createContactService({ repository: createContactRepository(db), mailer, shop: config.shop }),
    // The storefront reads the catalogue from the replica, when there is one.
    catalogue,
    // The home page's blocks, the announcement bar and the footer as the owner wrote them; the featured products from the catalogue.
    siteContent: createSiteContentService({ repository: createSiteContentRepository(db), productCards: catalogue.cardsOf, log }),
    productEditing,
    // A product's words in the shop's other languages; the catalogue answers them for a page's language.
    productTranslations: createProductTranslationsService({ repository: createProductTranslationsRepository(db) }),
    categories: createCategoriesService({ repository: createCategoriesRepository(db), catalogueCache }),
    colors: createColorsService({ repository: createColorsRepository(db), catalogueCache }),
    sizeSets: createSizeSetsService({ repository: createSizeSetsRepository(db), catalogueCache }),
    manageProducts: createManageProductsService({
      repository: createManageProductsRepository(db),
      products: productEditing,
      lowStockThreshold: config.adminAlerts.lowStockThreshold,
      demandFor: waitlist.demandFor,
    }),
    orders,
    shipments: createShipmentsService({
      repository: createShipmentsRepository(db),
      orders,
      mailer,
      shopName: config.shop.name,
    }),
    exchanges: createExchangesService({
      repository: createExchangesRepository(db),
      orders,
      mailer,
      publicUrl: config.publicUrl,
      shop: returnsTo,
    }),
    returns: createReturnsService({
      repository: createReturnsRepository(db),
      orders,
      mailer,
      shop: returnsTo,
      reauthRefundsOverCents: config.reauthRefundsOverCents,
    }),
    waitlist,
    privacy,
    /** The webhook endpoints and the worker that delivers their events (started with the app). */
    webhooks,
    checkoutReminders,
    /** Email preferences: the account's consents, and an address's through its unsubscribe links. */
    consents,
    credits: createCreditsService({
      db,
      mailer,
      publicUrl: config.publicUrl,
      shopName: config.shop.name,
      reauthRefundsOverCents: config.reauthRefundsOverCents,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
