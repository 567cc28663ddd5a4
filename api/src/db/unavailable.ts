// Tells a database that is away (stopped, restarting, its connection cut) from a query that failed on its own merits,
// so the first can answer 503 (the shop in maintenance, try again) and only the second is a 500.
// PostgreSQL SQLSTATEs: class 08 connection exceptions; 57P01 admin shutdown (pg_terminate_backend, `pg_ctl stop -m
// fast`), 57P02 crash shutdown, 57P03 cannot connect now (starting up or shutting down); 53300 too many connections.
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;

/** Socket errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN',
]);

/**
 * node-postgres's own errors for a lost or unobtainable connection carry no code, only these messages (pg 8: a
 * connection that ended under a query, a pool wait that timed out, a client that errored and cannot be used again).
 */
const PG_CLIENT_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Connection ended',
];

const MAX_DEPTH = 5;

function check(error: unknown, depth: number): boolean {
  if (depth > MAX_DEPTH || error === null || typeof error !== 'object') return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || NETWORK_CODES.has(code))) return true;
  if (typeof message === 'string' && PG_CLIENT_MESSAGES.some((text) => message.includes(text))) return true;
  // net.connect to a name with several addresses (localhost: ::1 and 127.0.0.1) fails with an AggregateError of both.
  if (Array.isArray(errors) && errors.some((inner) => check(inner, depth + 1))) return true;
  return check(cause, depth + 1);
}

/** True when the error says the database cannot be reached right now (rather than that the query was wrong). */
export function isDatabaseUnavailable(error: unknown): boolean {
  return check(error, 0);
}
