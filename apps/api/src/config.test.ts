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

  it('uses PostgreSQL when DATABASE_URL is set, with a pool and a statement timeout', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/shop' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@db:5432/shop',
      poolSize: 10,
      statementTimeoutMs: 5000,
    });
  });

  it('keeps part of the pool free of catalogue reads', () => {
    expect(loadConfig({}).catalogue.concurrency).toBe(5);
    expect(loadConfig({ DATABASE_POOL_SIZE: '30' }).catalogue.concurrency).toBe(15);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '8', CATALOGUE_CONCURRENCY: '8' })).toThrow(
      /CATALOGUE_CONCURRENCY: must be below DATABASE_POOL_SIZE/,
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
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.com' }).session.secureCookies).toBe(true);
  });
});
