import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  signals?: NodeJS.Signals[];
  /** How long in-flight requests may take before the process exits anyway. */
  timeoutMs: number;
  exit: (code: number) => void;
}

/**
 * On SIGTERM or SIGINT: stop accepting connections, let in-flight requests finish, close the
 * database (an onClose hook of the app), then exit. A second signal exits at once.
 */
export function installGracefulShutdown(app: FastifyInstance, options: ShutdownOptions) {
  const signals = options.signals ?? ['SIGTERM', 'SIGINT'];
  let closing = false;

  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting now');
      options.exit(1);
      return;
    }
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      options.exit(1);
    }, options.timeoutMs);
    timer.unref();
    app.close().then(
      () => {
        clearTimeout(timer);
        app.log.info('shut down cleanly');
        options.exit(0);
      },
      (error: unknown) => {
        clearTimeout(timer);
        app.log.error({ err: error }, 'error while shutting down');
        options.exit(1);
      },
    );
  };

  for (const signal of signals) process.on(signal, onSignal);
  return () => {
    for (const signal of signals) process.off(signal, onSignal);
  };
}
