import type { Redis } from 'ioredis';

/** How long a readiness check waits for Redis's PONG. */
const PING_TIMEOUT_MS = 2000;

/**
 * Whether Redis answers now. A client that is not connected is down at once: its commands
 * would wait in ioredis's offline queue for a reconnection, and a readiness check must not.
 */
export async function pingRedis(redis: Redis, timeoutMs = PING_TIMEOUT_MS): Promise<boolean> {
  if (redis.status !== 'ready') return false;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([redis.ping().then((answer) => answer === 'PONG'), timedOut]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
