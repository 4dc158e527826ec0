/**
 * Every setting of the shop, read from the environment once and validated here.
 * NOTE: this is the only file that reads process.env.
 */
import net from 'node:net';
import path from 'node:path';
import { NewPasswordSchema } from '@shop/shared/auth.schema';
import { isOneLine } from '@shop/shared/common.schema';
import { z } from 'zod';

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const optionalUrl = (protocols: RegExp, hint: string) =>
  z.preprocess(emptyAsUndefined, z.url({ protocol: protocols, message: `must be a URL like ${hint}` }).optional());

/** An address, a CIDR range (`10.0.0.0/8`, `fd00::/8`), or a named range of private addresses. */
const isAddressOrRange = (value: string) => {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(value)) return true;
  const [address = '', bits, ...rest] = value.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
};

/**
 * How many proxies stand in front of the shop (`1`), or their addresses (`10.0.0.2,10.0.1.0/24`).
 * NOTE: never `true`: that trusts the left-most X-Forwarded-For, which any client can write,
 * so every per-address limit could be dodged by a header.
 */
const TrustProxySchema = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .transform((value, context) => {
      const trimmed = value.trim();
      if (/^\d+$/.test(trimmed) && Number(trimmed) > 0) return Number(trimmed);
      const parts = trimmed.split(',').map((part) => part.trim());
      if (parts.every(isAddressOrRange)) return parts;
      context.addIssue({
        code: 'custom',
        message:
          'must be the number of proxies in front of the shop (like 1) or their addresses (like 10.0.0.2,10.0.1.0/24 or uniquelocal), never true',
      });
      return z.NEVER;
    })
    .optional(),
);

/** A rule between settings: it holds, or the setting named is reported with the message. */
interface SettingsRule<Env> {
  setting: keyof Env & string;
  holds: (env: Env) => unknown;
  message: string;
}

/** The settings with their rules, each checked even when other settings are bad, so that every problem is named at once. */
function withRules<Schema extends z.ZodType>(schema: Schema, rules: SettingsRule<z.output<Schema>>[]): Schema {
  return rules.reduce<Schema>(
    (checked, { setting, holds, message }) => checked.refine(holds, { message, path: [setting], when: () => true }),
    schema,
  );
}

export const ConfigSchema = withRules(
  z.object({
    PORT: z.coerce.number({ message: 'must be a port number' }).int().min(0).max(65535).default(3000),
    /** This machine only by default; a container or server sets 0.0.0.0 on purpose. */
    HOST: z.string().default('127.0.0.1'),
    PUBLIC_URL: optionalUrl(/^https?$/, 'https://shop.example.com'),
    DATABASE_URL: optionalUrl(/^postgres(ql)?$/, 'postgres://user:pass@host:5432/db'),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(2, 'must be at least 2').max(1000).default(10),
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(5000),
    /** A read replica of DATABASE_URL for the storefront's catalogue reads. */
    DATABASE_READ_URL: optionalUrl(/^postgres(ql)?$/, 'postgres://user:pass@replica:5432/db'),
    /** How far behind the primary the replica may run: the catalogue's cached counts are worked out again this long after a product write. */
    DATABASE_READ_MAX_LAG_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    DATA_DIR: z.string().default('./data'),
    /** Where `npm` was typed (npm sets it): relative DATA_DIR and UPLOADS_DIR start there, not in the workspace npm runs. */
    INIT_CWD: optionalString,
    UPLOADS_DIR: optionalString,
    /** An uploaded image that nothing references this long after its upload is deleted. */
    UPLOAD_GRACE_HOURS: z.coerce.number({ message: 'must be a number of hours' }).positive('must be more than 0').default(24),
    /** Keeps images in this S3-compatible bucket instead of UPLOADS_DIR; the shop still serves them at /uploads/. */
    S3_BUCKET: optionalString,
    S3_REGION: z.preprocess(emptyAsUndefined, z.string().default('us-east-1')),
    /** Where the bucket is reached when it is not on AWS (MinIO, R2 and the like); unset, AWS S3. */
    S3_ENDPOINT: optionalUrl(/^https?$/, 'https://minio.example.com:9000'),
    S3_FORCE_PATH_STYLE: z.preprocess(emptyAsUndefined, booleanString.default(false)),
    S3_PREFIX: z
      .string()
      .refine((prefix) => !prefix.startsWith('/'), 'must not start with / (keys are like uploads/<file>)')
      .default('uploads/'),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    WEB_DIST_DIR: optionalString,
    REDIS_URL: optionalUrl(/^rediss?$/, 'redis://127.0.0.1:6379'),
    SESSION_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
    SESSION_IDLE_DAYS: z.coerce.number().positive().default(7),
    ADMIN_SESSION_IDLE_HOURS: z.coerce.number().positive().default(12),
    SESSION_MAX_DAYS: z.coerce.number().positive().default(30),
    AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(100),
    AUTH_MAX_FAILED_LOGINS: z.coerce.number().int().positive().default(10),
    AUTH_RATE_LIMIT_WINDOW_MINUTES: z.coerce.number().positive().default(15),
    AUTH_MAX_FAILED_LOGINS_PER_ACCOUNT: z.coerce.number().int().positive().default(100),
    AUTH_ACCOUNT_LOCK_WINDOW_MINUTES: z.coerce.number().positive().default(60),
    CHECKOUT_EXPIRY_HOURS: z.coerce
      .number()
      .min(1, 'must be at least 1 (Stripe needs 30 minutes or more)')
      .max(24, "must be at most 24 (Stripe's longest)")
      .default(24),
    CHECKOUT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
    LOW_STOCK_THRESHOLD: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(0).default(3),
    UNPAID_ALERT_HOURS: z.coerce.number({ message: 'must be a number of hours' }).positive().default(2),
    /** How often a kept product feed is checked against the catalogue, and built again in the background when it changed (0: only when asked for). */
    FEEDS_REFRESH_SECONDS: z.coerce.number({ message: 'must be a number of seconds' }).min(0, 'must be 0 or more').max(3600).default(2),
    /** A product page tells how many buyers of a size swapped it for another once at least this many did. */
    FIT_SWAPS_MIN: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').default(10),
    CATALOGUE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
    CATALOGUE_CONCURRENCY: z.coerce.number().int().positive().optional(),
    /** The sitemap protocol allows 50,000 URLs a file; past this many, /sitemap.xml becomes an index of parts. */
    SITEMAP_URLS_PER_FILE: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(50_000, "must be at most 50000 (the sitemap protocol's limit)")
      .default(50_000),
    TRUST_PROXY: TrustProxySchema,
    PAYMENT_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(['stripe', 'test'], { message: 'must be stripe or test' }).optional()),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    /** Who works out the tax: the shop's own tax table, or Stripe Tax on Stripe's checkout. */
    TAX_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(['shop', 'stripe'], { message: 'must be shop or stripe' }).default('shop')),
    /** Where the Stripe API is reached: unset, Stripe itself; a local mock (stripe-mock) in development. */
    STRIPE_API_URL: optionalUrl(/^https?$/, 'http://127.0.0.1:12111'),
    SHIP_TO_COUNTRIES: z
      .string()
      .default('US')
      .transform((value) => [
        ...new Set(
          value
            .split(',')
            .map((code) => code.trim().toUpperCase())
            .filter(Boolean),
        ),
      ])
      .refine((codes) => codes.length > 0 && codes.every((code) => /^[A-Z]{2}$/.test(code)), {
        message: 'must be two-letter country codes separated by commas, like US,CA',
      }),
    SHIPPING_FLAT_RATE: z.coerce.number({ message: 'must be an amount in dollars' }).min(0).max(10_000).default(0),
    FREE_SHIPPING_OVER: z.preprocess(emptyAsUndefined, z.coerce.number({ message: 'must be an amount in dollars' }).min(0).optional()),
    SMTP_URL: optionalUrl(/^smtps?$/, 'smtp://user:pass@smtp.example.com:587'),
    EMAILJS_PUBLIC_KEY: optionalString,
    EMAILJS_SERVICE_ID: optionalString,
    EMAILJS_TEMPLATE_ID: optionalString,
    EMAILJS_PRIVATE_KEY: optionalString,
    EMAILJS_API_URL: z
      .url({ protocol: /^https?$/, message: 'must be a URL like https://api.emailjs.com' })
      .default('https://api.emailjs.com'),
    MAIL_FROM: z.string().refine(isOneLine, 'must be on one line').default('Drip Studio <hello@dripstudio.example>'),
    MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
    MAIL_RETRY_BASE_SECONDS: z.coerce.number().positive().default(30),
    /** Sent and failed messages are deleted from the outbox this many days after they were queued. */
    OUTBOX_RETENTION_DAYS: z.coerce
      .number({ message: 'must be a number of days' })
      .int('must be a whole number')
      .min(1)
      .max(3650)
      .default(30),
    /** Whether webhook endpoints may be on this machine or a private network; unset, only when the shop itself is (development and tests). */
    WEBHOOKS_ALLOW_PRIVATE: z.preprocess(emptyAsUndefined, booleanString.optional()),
    /** How long a webhook's receiver has to answer each delivery. */
    WEBHOOKS_TIMEOUT_MS: z.coerce
      .number({ message: 'must be a number of milliseconds' })
      .int('must be a whole number')
      .min(100)
      .max(30_000, 'must be at most 30000 (30 seconds)')
      .default(10_000),
    SHOP_NAME: z.string().min(1).refine(isOneLine, 'must be on one line').default('Drip Studio'),
    SHOP_EMAIL: z.email({ message: 'must be an email address' }).default('hello@dripstudio.example'),
    SHOP_PHONE: z.string().default('+1 (555) 010-2010'),
    SHOP_CITY: z.string().default('Austin'),
    SHOP_STATE: z.string().default('Texas'),
    /** Where exchanged items are sent back: its lines separated by ';'. Empty: the shop's name, city and state. */
    SHOP_RETURN_ADDRESS: z.string().default(''),
    SHOP_GITHUB_URL: z.string().default('https://github.com/'),
    SHOP_FACEBOOK_URL: z.string().default('https://www.facebook.com/'),
    SHOP_INSTAGRAM_URL: z.string().default('https://www.instagram.com/'),
    SEED_DEMO: booleanString.default(true),
    API_DOCS: booleanString.default(false),
    /** The demo accounts' passwords (tests set them); unset, random ones are printed at the first start. */
    DEMO_ADMIN_PASSWORD: z.preprocess(emptyAsUndefined, NewPasswordSchema.optional()),
    DEMO_CUSTOMER_PASSWORD: z.preprocess(emptyAsUndefined, NewPasswordSchema.optional()),
    ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.email({ message: 'must be an email address' }).optional()),
    ADMIN_PASSWORD: z.preprocess(emptyAsUndefined, NewPasswordSchema.optional()),
    /** A known TOTP secret (base32) for the ADMIN_EMAIL account, so that scripts can sign in without a phone. */
    ADMIN_TOTP_SECRET: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^[A-Z2-7]{16,128}=*$/, 'must be base32 (A-Z and 2-7), at least 16 characters')
        .optional(),
    ),
    /** A refund or credit above this many dollars asks the staff member to prove who they are again, if their last proof is over ten minutes old. */
    REAUTH_REFUNDS_OVER: z.coerce.number({ message: 'must be an amount in dollars' }).min(0).default(100),
    /** A restock mails at most this many waiting shoppers per unit that came back. */
    WAITLIST_NOTIFY_PER_UNIT: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(1).max(100).default(2),
    /** `true`: buyers' new review photos are hidden from everyone but their author and staff until staff approve them. */
    REVIEW_PHOTOS_NEED_APPROVAL: z.preprocess(emptyAsUndefined, booleanString.default(false)),
    /** How long after an unpaid checkout expires its reminder is sent (to shoppers who agreed). */
    CHECKOUT_REMINDER_HOURS: z.coerce.number({ message: 'must be a number of hours' }).min(0).max(72).default(4),
    /** 'required': every staff member turns two-factor sign-in on before the dashboard's tasks open; 'optional' lets a shop opt out. */
    STAFF_TWO_FACTOR: z.enum(['required', 'optional'], { message: 'must be required or optional' }).default('required'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
    SECURE_COOKIES: z.preprocess(emptyAsUndefined, booleanString.optional()),
    BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    /** The shop's own analytics (no cookie, no IP address): 'off' records nothing, and the storefront's reports are answered and dropped. */
    ANALYTICS: z.preprocess(emptyAsUndefined, z.enum(['on', 'off'], { message: 'must be on or off' }).default('on')),
    /** Raw analytics events are deleted this many days after they happened; the daily figures stay. */
    ANALYTICS_RETENTION_DAYS: z.coerce
      .number({ message: 'must be a number of days' })
      .int('must be a whole number')
      .min(2, 'must be at least 2 (today and yesterday are added up from them)')
      .max(3650)
      .default(30),
    /** Analytics events waiting to be written, at most; past it, new ones are dropped and counted. */
    ANALYTICS_QUEUE_LIMIT: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(1)
      .max(1_000_000)
      .default(10_000),
    /** Opens /metrics to a scraper sending it as a bearer token; unset, /metrics does not exist. */
    METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16, 'must be at least 16 characters').optional()),
  }),
  [
    {
      setting: 'ADMIN_PASSWORD',
      holds: (env) => !(env.ADMIN_EMAIL && !env.ADMIN_PASSWORD),
      message: 'is required when ADMIN_EMAIL is set',
    },
    {
      setting: 'ADMIN_TOTP_SECRET',
      holds: (env) => !(env.ADMIN_TOTP_SECRET && !env.ADMIN_EMAIL),
      message: "needs ADMIN_EMAIL: it is that account's second factor",
    },
    {
      setting: 'DATABASE_READ_URL',
      holds: (env) => !(env.DATABASE_READ_URL && !env.DATABASE_URL),
      message: 'needs DATABASE_URL: a read replica is of a PostgreSQL primary, not of the embedded database',
    },
    {
      setting: 'S3_SECRET_ACCESS_KEY',
      holds: (env) => !(env.S3_ACCESS_KEY_ID && !env.S3_SECRET_ACCESS_KEY),
      message: "is required when S3_ACCESS_KEY_ID is set (or unset both to use the AWS SDK's default credentials)",
    },
    {
      setting: 'S3_ACCESS_KEY_ID',
      holds: (env) => !(env.S3_SECRET_ACCESS_KEY && !env.S3_ACCESS_KEY_ID),
      message: "is required when S3_SECRET_ACCESS_KEY is set (or unset both to use the AWS SDK's default credentials)",
    },
    {
      setting: 'CATALOGUE_CONCURRENCY',
      holds: (env) => env.CATALOGUE_CONCURRENCY === undefined || env.CATALOGUE_CONCURRENCY < env.DATABASE_POOL_SIZE,
      message: 'must be below DATABASE_POOL_SIZE, so that other routes keep a connection',
    },
    {
      setting: 'STRIPE_SECRET_KEY',
      holds: (env) => !(env.PAYMENT_PROVIDER === 'stripe' && !env.STRIPE_SECRET_KEY),
      message: 'is required when PAYMENT_PROVIDER is stripe',
    },
    {
      setting: 'TAX_PROVIDER',
      holds: (env) => env.TAX_PROVIDER !== 'stripe' || (env.PAYMENT_PROVIDER ?? (env.STRIPE_SECRET_KEY ? 'stripe' : 'test')) === 'stripe',
      message: 'can be stripe only when payments go through Stripe (set STRIPE_SECRET_KEY)',
    },
    {
      setting: 'PUBLIC_URL',
      holds: (env) => env.PAYMENT_PROVIDER || env.STRIPE_SECRET_KEY || !env.PUBLIC_URL || isLoopbackUrl(env.PUBLIC_URL),
      message:
        'is not a loopback address, and no payment provider is set: set STRIPE_SECRET_KEY to take real payments, ' +
        'or PAYMENT_PROVIDER=test to run this address in test mode (no real payments)',
    },
    {
      // Test mode is the silent default only for a shop that other machines cannot reach.
      setting: 'HOST',
      holds: (env) => env.PAYMENT_PROVIDER || env.STRIPE_SECRET_KEY || isLoopbackHost(env.HOST),
      message:
        'listens beyond this machine, and no payment provider is set: set STRIPE_SECRET_KEY to take real payments, ' +
        'or PAYMENT_PROVIDER=test to run in test mode (no real payments), or HOST=127.0.0.1 to keep the shop on this machine',
    },
  ],
)
  .superRefine((env, context) => {
    const emailjs = {
      EMAILJS_PUBLIC_KEY: env.EMAILJS_PUBLIC_KEY,
      EMAILJS_SERVICE_ID: env.EMAILJS_SERVICE_ID,
      EMAILJS_TEMPLATE_ID: env.EMAILJS_TEMPLATE_ID,
    };
    const given = Object.values(emailjs).some(Boolean) || Boolean(env.EMAILJS_PRIVATE_KEY);
    if (!given) return;
    for (const [name, value] of Object.entries(emailjs)) {
      if (!value)
        context.addIssue({
          code: 'custom',
          path: [name],
          message: 'is required to send mail through EmailJS (or unset every EMAILJS_ setting)',
        });
    }
    if (env.SMTP_URL) {
      context.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'and the EMAILJS_ settings are both set: choose one way to send mail',
      });
    }
  })
  .transform((env) => {
    const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
    const dataDir = path.resolve(env.INIT_CWD ?? '.', env.DATA_DIR);
    return {
      port: env.PORT,
      host: env.HOST,
      publicUrl: publicUrl.replace(/\/$/, ''),
      database: env.DATABASE_URL
        ? ({
            kind: 'postgres',
            url: env.DATABASE_URL,
            poolSize: env.DATABASE_POOL_SIZE,
            statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
            readUrl: env.DATABASE_READ_URL,
          } as const)
        : ({ kind: 'pglite', dataDir: path.join(dataDir, 'db') } as const),
      /** With a read replica: how long after a product write its counts may still be out of date. */
      replicaMaxLagMs: env.DATABASE_READ_URL ? env.DATABASE_READ_MAX_LAG_MS : 0,
      dataDir,
      uploadsDir: path.resolve(env.INIT_CWD ?? '.', env.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
      uploadGraceMs: env.UPLOAD_GRACE_HOURS * 3_600_000,
      /** Set: images are kept in this bucket, not in `uploadsDir`. */
      s3: env.S3_BUCKET ? s3SettingsOf({ ...env, S3_BUCKET: env.S3_BUCKET }) : undefined,
      webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : undefined,
      redisUrl: env.REDIS_URL,
      session: {
        secret: env.SESSION_SECRET,
        idleMs: env.SESSION_IDLE_DAYS * 86_400_000,
        /** An admin's session ends sooner when unused: it can change the whole shop. */
        adminIdleMs: Math.min(env.ADMIN_SESSION_IDLE_HOURS * 3_600_000, env.SESSION_IDLE_DAYS * 86_400_000),
        maxMs: env.SESSION_MAX_DAYS * 86_400_000,
        // Secure cookies whenever the shop is served over https, unless told otherwise.
        secureCookies: env.SECURE_COOKIES ?? publicUrl.startsWith('https:'),
      },
      authRateLimit: {
        maxPerIp: env.AUTH_RATE_LIMIT_PER_IP,
        /** Sign-in attempts per account from one client address, per window. */
        maxFailuresPerEmail: env.AUTH_MAX_FAILED_LOGINS,
        windowMs: env.AUTH_RATE_LIMIT_WINDOW_MINUTES * 60_000,
        /** The slower ceiling: attempts per account from every address, per its longer window. */
        maxFailuresPerAccount: env.AUTH_MAX_FAILED_LOGINS_PER_ACCOUNT,
        accountWindowMs: env.AUTH_ACCOUNT_LOCK_WINDOW_MINUTES * 60_000,
      },
      checkoutRateLimitPerMinute: env.CHECKOUT_RATE_LIMIT_PER_MINUTE,
      /** An unpaid checkout, and its order, expire after this long. */
      checkoutExpiryMs: env.CHECKOUT_EXPIRY_HOURS * 3_600_000,
      adminAlerts: {
        /** A tracked variant with this many or fewer in stock shows on the dashboard. */
        lowStockThreshold: env.LOW_STOCK_THRESHOLD,
        /** An order still unpaid this long after it was placed shows on the dashboard. */
        unpaidAfterMs: env.UNPAID_ALERT_HOURS * 3_600_000,
      },
      catalogue: {
        rateLimitPerMinute: env.CATALOGUE_RATE_LIMIT_PER_MINUTE,
        // Lists and searches at once; the rest of the pool stays free for every other route.
        concurrency: env.CATALOGUE_CONCURRENCY ?? Math.max(1, Math.floor(env.DATABASE_POOL_SIZE / 2)),
      },
      sitemapUrlsPerFile: env.SITEMAP_URLS_PER_FILE,
      trustProxy: env.TRUST_PROXY,
      payments: {
        // Stripe when it has a key, unless told otherwise; test mode needs asking for off loopback (PUBLIC_URL and HOST).
        provider: env.PAYMENT_PROVIDER ?? (env.STRIPE_SECRET_KEY ? ('stripe' as const) : ('test' as const)),
      },
      shipping: {
        countries: env.SHIP_TO_COUNTRIES,
        rate: {
          flatRateCents: Math.round(env.SHIPPING_FLAT_RATE * 100),
          freeOverCents: env.FREE_SHIPPING_OVER === undefined ? null : Math.round(env.FREE_SHIPPING_OVER * 100),
        },
      },
      stripe: {
        secretKey: env.STRIPE_SECRET_KEY,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        apiUrl: env.STRIPE_API_URL,
        automaticTax: env.TAX_PROVIDER === 'stripe',
      },
      mail: {
        transport: mailTransportOf(env, isLoopbackUrl(publicUrl) ? path.join(dataDir, 'mail') : undefined),
        from: env.MAIL_FROM,
        maxAttempts: env.MAIL_MAX_ATTEMPTS,
        retryBaseMs: env.MAIL_RETRY_BASE_SECONDS * 1000,
        retentionMs: env.OUTBOX_RETENTION_DAYS * 86_400_000,
      },
      webhooks: {
        // A shop on this machine (development, tests) may post to a receiver beside it; a public one never to a private address.
        allowPrivate: env.WEBHOOKS_ALLOW_PRIVATE ?? isLoopbackUrl(publicUrl),
        timeoutMs: env.WEBHOOKS_TIMEOUT_MS,
      },
      shop: {
        name: env.SHOP_NAME,
        email: env.SHOP_EMAIL,
        phone: env.SHOP_PHONE,
        city: env.SHOP_CITY,
        state: env.SHOP_STATE,
        social: { github: env.SHOP_GITHUB_URL, facebook: env.SHOP_FACEBOOK_URL, instagram: env.SHOP_INSTAGRAM_URL },
      },
      returnAddress: env.SHOP_RETURN_ADDRESS.split(';')
        .map((line) => line.trim())
        .filter(Boolean),
      seedDemo: env.SEED_DEMO,
      /** Whether the API's browser (Swagger UI) is served at /api/docs; the document at /api/docs/json always is. */
      apiDocs: env.API_DOCS,
      demo: {
        // Anyone could sign in to a public shop with a demo account: they are for this machine only.
        accounts: isLoopbackUrl(publicUrl),
        passwords: { admin: env.DEMO_ADMIN_PASSWORD, customer: env.DEMO_CUSTOMER_PASSWORD },
      },
      admin:
        env.ADMIN_EMAIL && env.ADMIN_PASSWORD
          ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, totpSecret: env.ADMIN_TOTP_SECRET }
          : undefined,
      /** Whether staff must turn two-factor sign-in on (demo accounts on a loopback shop never need to). */
      staffTwoFactor: env.STAFF_TWO_FACTOR,
      /** Refunds and credits above this ask for a recent proof of who one is (guards.ts). */
      reauthRefundsOverCents: Math.round(env.REAUTH_REFUNDS_OVER * 100),
      /** A restock mails at most this many waiting shoppers for each unit that came back. */
      waitlistNotifyPerUnit: env.WAITLIST_NOTIFY_PER_UNIT,
      /** Whether buyers' new review photos wait for a moderator's approval before the shop shows them. */
      reviewPhotosNeedApproval: env.REVIEW_PHOTOS_NEED_APPROVAL,
      /** How often kept feeds are built again in the background after the catalogue changed; 0 when never. */
      feedsRefreshMs: env.FEEDS_REFRESH_SECONDS * 1000,
      /** The fewest swaps away from a size (exchanges for another size) before its product page tells of them. */
      fitSwapsMin: env.FIT_SWAPS_MIN,
      /** The wait after an unpaid checkout expires before its one reminder (for shoppers who agreed at checkout). */
      checkoutReminderDelayMs: env.CHECKOUT_REMINDER_HOURS * 3_600_000,
      log: { level: env.LOG_LEVEL, pretty: (env.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json')) === 'pretty' },
      bodyLimit: env.BODY_LIMIT_BYTES,
      shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
      metricsToken: env.METRICS_TOKEN,
      analytics: {
        enabled: env.ANALYTICS === 'on',
        retentionDays: env.ANALYTICS_RETENTION_DAYS,
        queueLimit: env.ANALYTICS_QUEUE_LIMIT,
      },
    };
  });

export type Config = z.output<typeof ConfigSchema>;

/**
 * How mail leaves the shop: SMTP, EmailJS, or (neither set) the log, which delivers nothing.
 * On a loopback address the log's messages are also kept whole in `keepIn`, files on this
 * machine, so that a developer can follow a link; the log itself never holds a message's body.
 */
export type MailTransportConfig =
  | { kind: 'smtp'; url: string }
  | { kind: 'emailjs'; apiUrl: string; publicKey: string; serviceId: string; templateId: string; privateKey: string | undefined }
  | { kind: 'log'; keepIn?: string };

function mailTransportOf(
  env: {
    SMTP_URL?: string;
    EMAILJS_PUBLIC_KEY?: string;
    EMAILJS_SERVICE_ID?: string;
    EMAILJS_TEMPLATE_ID?: string;
    EMAILJS_PRIVATE_KEY?: string;
    EMAILJS_API_URL: string;
  },
  keepIn: string | undefined,
): MailTransportConfig {
  if (env.SMTP_URL) return { kind: 'smtp', url: env.SMTP_URL };
  if (env.EMAILJS_PUBLIC_KEY && env.EMAILJS_SERVICE_ID && env.EMAILJS_TEMPLATE_ID) {
    return {
      kind: 'emailjs',
      apiUrl: env.EMAILJS_API_URL.replace(/\/$/, ''),
      publicKey: env.EMAILJS_PUBLIC_KEY,
      serviceId: env.EMAILJS_SERVICE_ID,
      templateId: env.EMAILJS_TEMPLATE_ID,
      privateKey: env.EMAILJS_PRIVATE_KEY,
    };
  }
  return keepIn ? { kind: 'log', keepIn } : { kind: 'log' };
}

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  forcePathStyle: boolean;
  /** Put before every image's name to make its key. */
  prefix: string;
  /** Unset: the AWS SDK's default credential chain. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

function s3SettingsOf(env: {
  S3_BUCKET: string;
  S3_REGION: string;
  S3_ENDPOINT?: string;
  S3_FORCE_PATH_STYLE: boolean;
  S3_PREFIX: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
}): S3Settings {
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    prefix: env.S3_PREFIX,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Whether the server listens on this machine only (a loopback address or localhost). */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || name === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name);
}

/** Whether a URL points at this machine only: localhost, *.localhost, 127.0.0.0/8 or ::1. */
export function isLoopbackUrl(url: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return (
    hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  );
}

/** Parses the environment, naming every bad variable at once. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // `NAME=` in an env file or a container's settings means "not set", as if the line were absent.
  const result = ConfigSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  return result.data;
}
