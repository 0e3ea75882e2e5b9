/**
 * Errors that mean the database cannot be reached right now (stopped, restarting, the network
 * between), as opposed to a query that is wrong: connection refused or reset, PostgreSQL's
 * "admin shutdown" and "cannot connect now" classes, a connection that ended mid-query, or the
 * pool's connection timeout. Drizzle wraps the driver's error in `cause`.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND']);
/** SQLSTATE class 08 (connection exception) and 57P01–57P03 (shutdown, crash, cannot connect now). */
const SQLSTATE = /^(08...|57P0[123])$/;
const MESSAGES =
  /Connection terminated|connection timeout|Client has encountered a connection error/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}

/** A unique index refused the row (SQLSTATE 23505); drizzle wraps the driver's error in `cause`. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * The constraint a refused write broke, for a unique (23505) or foreign-key (23503) violation:
 * a race two checks could not see, answered as the check would have.
 */
export function violatedConstraint(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    const { code, constraint, cause } = current as {
      code?: string;
      constraint?: string;
      cause?: unknown;
    };
    if ((code === '23505' || code === '23503') && constraint) return constraint;
    current = cause;
  }
  return null;
}
