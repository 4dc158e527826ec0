/**
 * Runs at most `concurrency` tasks at once. Others wait in line, up to `maxQueue` of them and
 * for at most `maxWaitMs`; beyond that they are refused at once with 503, so that one busy
 * route answers 'busy' quickly instead of holding every database connection.
 */
import { serviceUnavailable } from './http-errors';

export interface ConcurrencyLimitOptions {
  concurrency: number;
  maxQueue: number;
  maxWaitMs: number;
}

export interface ConcurrencyLimit {
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

export function createConcurrencyLimit({ concurrency, maxQueue, maxWaitMs }: ConcurrencyLimitOptions): ConcurrencyLimit {
  let running = 0;
  const queue: (() => void)[] = [];

  function acquire(): Promise<void> {
    if (running < concurrency) {
      running += 1;
      return Promise.resolve();
    }
    if (queue.length >= maxQueue) return Promise.reject(serviceUnavailable());
    return new Promise((resolve, reject) => {
      const start = () => {
        clearTimeout(timer);
        running += 1;
        resolve();
      };
      const timer = setTimeout(() => {
        queue.splice(queue.indexOf(start), 1);
        reject(serviceUnavailable());
      }, maxWaitMs);
      queue.push(start);
    });
  }

  function release() {
    running -= 1;
    queue.shift()?.();
  }

  return {
    async run(task) {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
