/**
 * Database errors that mean 'try again shortly' rather than a fault of the request or of the
 * code. Drivers and drizzle wrap errors, so the causes are followed.
 */

/** Every error in the chain of causes (and inside an AggregateError, as a failed dual-stack connect throws). */
function* causesOf(error: unknown): Generator<Error> {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    yield cause;
    if (cause instanceof AggregateError) {
      for (const inner of cause.errors as unknown[]) yield* causesOf(inner);
    }
  }
}

const codeOf = (error: Error) => (error as { code?: unknown }).code;

/**
 * Too busy for now: a statement cancelled by statement_timeout (SQLSTATE 57014), or no pooled
 * connection free in time.
 */
export function isDatabaseBusy(error: unknown): boolean {
  for (const cause of causesOf(error)) {
    if (codeOf(cause) === '57014') return true;
    // NOTE: pg-pool's own text when connectionTimeoutMillis passes without a free connection.
    if (cause.message === 'timeout exceeded when trying to connect') return true;
  }
  return false;
}

/** The socket errors of a server that is down, restarting or out of reach. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that cannot serve now: class 08 (connection exception), 57P01-57P03
 * (shut down by an administrator, crashed, still starting) and 53300 (too many connections).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;

/** NOTE: node-postgres reports a lost or refused connection only by these texts, with no code. */
const DRIVER_MESSAGES = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Connection terminated due to connection timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Query read timeout',
]);

/**
 * The database cannot be reached: refused, reset or timed-out connections, a server shutting
 * down or restarting. Nothing the request did is at fault, and a retry soon may well succeed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const cause of causesOf(error)) {
    const code = codeOf(cause);
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
    if (DRIVER_MESSAGES.has(cause.message)) return true;
  }
  return false;
}

/**
 * A write refused by a unique index (SQLSTATE 23505), by the constraint's name: the caller says
 * what is taken, where a check before the write could lose a race to another request.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (const cause of causesOf(error)) {
    if (codeOf(cause) === '23505' && (cause as { constraint?: unknown }).constraint === constraint) return true;
  }
  return false;
}
