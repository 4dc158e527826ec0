/**
 * A background worker that runs one round of `work` every `pollMs` on every instance: one round
 * at a time (a round asked for during one joins it), its count logged when it did something and
 * its failure logged, never thrown. The rows it claims are the work's own concern (SKIP LOCKED).
 */
import type { FastifyBaseLogger } from 'fastify';

export interface PollingWorkerOptions {
  /** One round: how many things it did. */
  work: () => Promise<number>;
  pollMs: number;
  log: FastifyBaseLogger;
  /** What the log says after a round that did something ('restocks mailed to their waiting lists'). */
  done: string;
  /** What the log says when a round failed. */
  failed: string;
  /** The field of the count in the log line ('mailed'). */
  countField: string;
}

export interface PollingWorker {
  /** A round now, or the one in progress. */
  round(): Promise<number>;
  /** A round that starts after any in progress, so it sees everything committed before the call. */
  roundAfterCurrent(): Promise<number>;
  start(): void;
  /** Stops the timer and waits for the round in progress. */
  stop(): Promise<void>;
}

export function createPollingWorker({ work, pollMs, log, done, failed, countField }: PollingWorkerOptions): PollingWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  function round(): Promise<number> {
    running ??= work()
      .then((count) => {
        if (count > 0) log.info({ [countField]: count }, done);
        return count;
      })
      .catch((error: unknown) => {
        log.error({ err: error }, failed);
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    round,
    async roundAfterCurrent() {
      while (running) await running;
      return round();
    },
    start() {
      if (timer) return;
      timer = setInterval(() => void round(), pollMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
