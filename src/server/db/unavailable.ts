/**
 * Which errors mean "the database cannot be reached now" rather than "this query is wrong":
 * the server is down or restarting, a connection was cut (`pg_terminate_backend`, a failover,
 * a proxy), or no connection came within the pool's timeout. Such a failure says nothing about
 * the request, so the API answers 503 with `Retry-After` (src/server/api/index.ts) and the
 * browser's queue tries again later, instead of a 500 that reads like a bug.
 */

/** Node's socket errors for a server that is not there or went away. */
const SOCKET_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * PostgreSQL's SQLSTATEs for the same: class 08 (connection exception), and the server shutting
 * down or starting (57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now).
 */
const SHUTDOWN_STATES: ReadonlySet<string> = new Set(['57P01', '57P02', '57P03']);

/** node-postgres's own words for a connection that ended or never came (it gives them no code). */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /not queryable/,
  /^Client was closed/,
  /^Cannot use a pool after calling end/,
];

/** The seconds a client is told to wait (`Retry-After`) while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

function unavailableItself(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SHUTDOWN_STATES.has(code) || /^08/.test(code)))
    return true;
  const message = (err as { message?: unknown }).message;
  return typeof message === 'string' && DRIVER_MESSAGES.some((m) => m.test(message));
}

/**
 * Whether `err` (or what it wraps: Drizzle wraps driver errors in `cause`, an AggregateError
 * lists one per address tried) means the database is unreachable for now.
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (depth > 5 || typeof err !== 'object' || err === null) return false;
  if (unavailableItself(err)) return true;
  const nested = [
    (err as { cause?: unknown }).cause,
    ...(err instanceof AggregateError ? (err.errors as unknown[]) : []),
  ];
  return nested.some((e) => isDatabaseUnavailable(e, depth + 1));
}
