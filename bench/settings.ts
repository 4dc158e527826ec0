/** The bench's own knobs, read from the environment once. */
import path from 'node:path';

const positive = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got '${raw}'`);
  return value;
};

export const settings = {
  root: path.resolve(import.meta.dirname, '..'),
  durationS: positive('BENCH_DURATION', 10),
  connections: positive('BENCH_CONNECTIONS', 50),
  /** The PostgreSQL server to use; the bench makes its own database on it. */
  serverUrl: process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  databaseName: process.env.BENCH_DATABASE_NAME || 'shop_bench_10k',
  redisUrl: process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379',
  /** The load comes from one address: a per-IP catalogue limit would otherwise answer 429s. */
  catalogueRateLimitPerMinute: '10000000',
} as const;

/** The same PostgreSQL server, another database on it. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
