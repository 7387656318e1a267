/** SQLSTATE classes and codes that mean the server is going away or not there yet, not a bad query. */
const UNAVAILABLE_SQLSTATES = ['57P01', '57P02', '57P03'];
const CONNECTION_EXCEPTION_CLASS = '08';
/** How Node reports a socket that could not be opened or was cut. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);

/**
 * Whether `error` says the database could not be reached (down, restarting, the pool out of connections)
 * rather than that the request was wrong: such a request may succeed if retried shortly, which a 503 tells
 * clients and load balancers, where a 500 would not.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (UNAVAILABLE_SQLSTATES.includes(code) || code.startsWith(CONNECTION_EXCEPTION_CLASS)) return true;
    if (NETWORK_CODES.has(code)) return true;
  }
  // pg's own connection errors carry no code (knex puts the query before the message); knex's timeout
  // waiting for a pooled connection neither.
  return (
    error.name === 'KnexTimeoutError' ||
    /Connection terminated/.test(error.message) ||
    (error instanceof AggregateError && error.errors.some(isDatabaseUnavailable))
  );
}
