import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.kind).toBe('pglite');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.session.secureCookies).toBe(false);
  });

  it('starts from .env.example as it is: an empty setting is an unset one', () => {
    const example = readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8');
    const env = Object.fromEntries(
      example
        .split('\n')
        .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    expect(Object.keys(env).length).toBeGreaterThan(20);
    expect(Object.values(env)).toContain('');
    const config = loadConfig(env);
    expect(config.database.kind).toBe('pglite');
    expect(config.catalogue.concurrency).toBeGreaterThan(0);
  });

  it('uses PostgreSQL when DATABASE_URL is set, with a pool and a statement timeout', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/shop' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@db:5432/shop',
      poolSize: 10,
      statementTimeoutMs: 5000,
    });
  });

  it('trusts proxies by hop count or by address, never every X-Forwarded-For', () => {
    expect(loadConfig({}).trustProxy).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.0.1.0/24,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.2',
      '10.0.1.0/24',
      'fd00::/8',
      'loopback',
    ]);
    for (const refused of ['true', '0', 'everyone', '10.0.0.300', '10.0.0.0/33', '-1']) {
      expect(() => loadConfig({ TRUST_PROXY: refused }), refused).toThrow(/TRUST_PROXY: must be the number of proxies/);
    }
  });

  it('keeps part of the pool free of catalogue reads', () => {
    expect(loadConfig({}).catalogue.concurrency).toBe(5);
    expect(loadConfig({ DATABASE_POOL_SIZE: '30' }).catalogue.concurrency).toBe(15);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '8', CATALOGUE_CONCURRENCY: '8' })).toThrow(
      /CATALOGUE_CONCURRENCY: must be below DATABASE_POOL_SIZE/,
    );
  });

  it('calls a variant low at 3 or fewer and an order late unpaid after 2 hours, unless told otherwise', () => {
    expect(loadConfig({}).adminAlerts).toEqual({ lowStockThreshold: 3, unpaidAfterMs: 7_200_000 });
    expect(loadConfig({ LOW_STOCK_THRESHOLD: '0', UNPAID_ALERT_HOURS: '1.5' }).adminAlerts).toEqual({
      lowStockThreshold: 0,
      unpaidAfterMs: 5_400_000,
    });
    expect(() => loadConfig({ LOW_STOCK_THRESHOLD: '-1', UNPAID_ALERT_HOURS: '0' })).toThrow(
      /LOW_STOCK_THRESHOLD: [\s\S]*UNPAID_ALERT_HOURS: /,
    );
  });

  it('names every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe', ADMIN_EMAIL: 'a@b.co' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/^PORT: /m);
    expect(problems).toMatch(/^DATABASE_URL: /m);
    expect(problems).toMatch(/^SEED_DEMO: /m);
    expect(problems).toMatch(/^ADMIN_PASSWORD: is required when ADMIN_EMAIL is set/m);
  });

  it('makes cookies Secure when the shop is served over https', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.com', PAYMENT_PROVIDER: 'test' }).session.secureCookies).toBe(true);
  });

  it('chooses Stripe when it has a key, and test mode otherwise, on this machine only', () => {
    expect(loadConfig({}).payments.provider).toBe('test');
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3000' }).payments.provider).toBe('test');
    expect(loadConfig({ PUBLIC_URL: 'http://shop.localhost' }).payments.provider).toBe('test');
    expect(loadConfig({ PUBLIC_URL: 'http://[::1]:3000' }).payments.provider).toBe('test');
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.com', STRIPE_SECRET_KEY: 'sk_live_x' }).payments.provider).toBe('stripe');
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', PAYMENT_PROVIDER: 'test' }).payments.provider).toBe('test');
    expect(loadConfig({ PUBLIC_URL: 'https://staging.example.com', PAYMENT_PROVIDER: 'test' }).payments.provider).toBe('test');
  });

  it('listens on this machine only unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0', PAYMENT_PROVIDER: 'test' }).host).toBe('0.0.0.0');
  });

  it('takes test mode silently only when the server listens on this machine only', () => {
    for (const host of ['127.0.0.1', '::1', '[::1]', 'localhost', 'LOCALHOST']) {
      expect(loadConfig({ HOST: host }).payments.provider, host).toBe('test');
    }
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'shop.example.com']) {
      expect(() => loadConfig({ HOST: host }), host).toThrow(/HOST: listens beyond this machine.*STRIPE_SECRET_KEY.*PAYMENT_PROVIDER=test/);
      // Even with a loopback PUBLIC_URL: other machines would still reach the test checkout.
      expect(() => loadConfig({ HOST: host, PUBLIC_URL: 'http://localhost:3000' }), host).toThrow(/HOST: listens beyond this machine/);
      expect(loadConfig({ HOST: host, PAYMENT_PROVIDER: 'test' }).payments.provider).toBe('test');
      expect(loadConfig({ HOST: host, STRIPE_SECRET_KEY: 'sk_test_x' }).payments.provider).toBe('stripe');
    }
  });

  it('keeps relative data folders where npm was typed (npm start from the repository: its ./data)', () => {
    const root = path.resolve('/srv/drip-shop');
    expect(loadConfig({ INIT_CWD: root })).toMatchObject({
      dataDir: path.join(root, 'data'),
      uploadsDir: path.join(root, 'data', 'uploads'),
      database: { kind: 'pglite', dataDir: path.join(root, 'data', 'db') },
    });
    expect(loadConfig({ INIT_CWD: root, DATA_DIR: 'shop-data', UPLOADS_DIR: 'pictures' })).toMatchObject({
      dataDir: path.join(root, 'shop-data'),
      uploadsDir: path.join(root, 'pictures'),
    });
    expect(loadConfig({ INIT_CWD: root, DATA_DIR: '/var/shop' }).dataDir).toBe(path.resolve('/var/shop'));
    expect(loadConfig({}).dataDir).toBe(path.resolve('data'));
  });

  it('refuses to start on a public address with no payment provider, and says which setting to set', () => {
    for (const url of ['https://shop.example.com', 'http://192.168.1.20:3000', 'http://127.example.com']) {
      expect(() => loadConfig({ PUBLIC_URL: url })).toThrow(
        /PUBLIC_URL: is not a loopback address.*STRIPE_SECRET_KEY.*PAYMENT_PROVIDER=test/,
      );
    }
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY: is required when PAYMENT_PROVIDER is stripe/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER: must be stripe or test/);
  });

  it('sends mail over SMTP or EmailJS when set, and otherwise only logs it', () => {
    // On a loopback address the log's messages are kept in files a developer can open.
    expect(loadConfig({ DATA_DIR: '/srv/shop' }).mail.transport).toEqual({ kind: 'log', keepIn: path.resolve('/srv/shop/mail') });
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.com', PAYMENT_PROVIDER: 'test' }).mail.transport).toEqual({ kind: 'log' });
    expect(loadConfig({}).mail.retentionMs).toBe(30 * 86_400_000);
    expect(loadConfig({ OUTBOX_RETENTION_DAYS: '7' }).mail.retentionMs).toBe(7 * 86_400_000);
    expect(() => loadConfig({ OUTBOX_RETENTION_DAYS: 'soon' })).toThrow(/OUTBOX_RETENTION_DAYS: must be a number of days/);
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example.com:587' }).mail.transport).toEqual({
      kind: 'smtp',
      url: 'smtp://mail.example.com:587',
    });
    expect(loadConfig({ EMAILJS_PUBLIC_KEY: 'pk', EMAILJS_SERVICE_ID: 'service', EMAILJS_TEMPLATE_ID: 'template' }).mail.transport).toEqual(
      {
        kind: 'emailjs',
        apiUrl: 'https://api.emailjs.com',
        publicKey: 'pk',
        serviceId: 'service',
        templateId: 'template',
        privateKey: undefined,
      },
    );
  });

  it('names each missing EmailJS key, and refuses two ways to send mail', () => {
    expect(() => loadConfig({ EMAILJS_PUBLIC_KEY: 'pk' })).toThrow(/EMAILJS_SERVICE_ID: is required to send mail through EmailJS/);
    expect(() => loadConfig({ EMAILJS_PUBLIC_KEY: 'pk' })).toThrow(/EMAILJS_TEMPLATE_ID: is required/);
    expect(() => loadConfig({ EMAILJS_PRIVATE_KEY: 'secret' })).toThrow(/EMAILJS_PUBLIC_KEY: is required/);
    expect(() =>
      loadConfig({ SMTP_URL: 'smtp://mail.example.com', EMAILJS_PUBLIC_KEY: 'pk', EMAILJS_SERVICE_ID: 's', EMAILJS_TEMPLATE_ID: 't' }),
    ).toThrow(/SMTP_URL: and the EMAILJS_ settings are both set: choose one way to send mail/);
    expect(() => loadConfig({ MAIL_FROM: 'Shop <a@b.co>\r\nBcc: everyone@example.com' })).toThrow(/MAIL_FROM: must be on one line/);
  });

  it('ships to the US for free unless told otherwise', () => {
    expect(loadConfig({}).shipping).toEqual({ countries: ['US'], rate: { flatRateCents: 0, freeOverCents: null } });
    expect(loadConfig({ SHIP_TO_COUNTRIES: 'us, ca,GB', SHIPPING_FLAT_RATE: '4.99', FREE_SHIPPING_OVER: '75' }).shipping).toEqual({
      countries: ['US', 'CA', 'GB'],
      rate: { flatRateCents: 499, freeOverCents: 7500 },
    });
    expect(() => loadConfig({ SHIP_TO_COUNTRIES: 'USA' })).toThrow(/SHIP_TO_COUNTRIES: must be two-letter country codes/);
    expect(() => loadConfig({ SHIPPING_FLAT_RATE: 'five' })).toThrow(/SHIPPING_FLAT_RATE: must be an amount in dollars/);
  });
});
