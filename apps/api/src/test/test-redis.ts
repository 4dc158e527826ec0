/** The Redis that tests may use (the machine's local one unless REDIS_TEST_URL says otherwise). */
import { Redis } from 'ioredis';

export const REDIS_TEST_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

/** Whether that Redis answers: tests that need it are skipped where there is none. */
export async function redisReachable(): Promise<boolean> {
  const probe = new Redis(REDIS_TEST_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  // connect() rejects with the error; without a listener ioredis would also print it as unhandled.
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
