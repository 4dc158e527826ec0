/**
 * Whether a database error means 'too busy for now' rather than a fault: a statement cancelled
 * by statement_timeout (SQLSTATE 57014), or no pooled connection free in time. Drivers and
 * drizzle wrap errors, so the causes are followed.
 */
export function isDatabaseBusy(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: unknown }).code === '57014') return true;
    // NOTE: pg-pool's own text when connectionTimeoutMillis passes without a free connection.
    if (cause.message === 'timeout exceeded when trying to connect') return true;
  }
  return false;
}
