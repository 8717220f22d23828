/**
 * The server's one logger: pino, as JSON lines, shared with Fastify (whose request logs carry a
 * request id, `reqId`). On by default at `info`; `LOG_LEVEL` sets the level (`warn`, `error`,
 * `silent` …), so tests and quiet deployments can turn it down.
 */
import { pino, type DestinationStream, type Logger } from 'pino';

/** The levels `LOG_LEVEL` may name (src/server/settings.ts refuses any other at start). */
export const LOG_LEVELS: ReadonlySet<string> = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

/**
 * A logger at `LOG_LEVEL` (default `info`); an unknown level falls back to `info` rather than
 * stopping the server. `destination` defaults to stdout (tests pass a stream to read lines).
 */
export function createLogger(env: NodeJS.ProcessEnv = process.env, destination?: DestinationStream): Logger {
  const wanted = env['LOG_LEVEL']?.trim().toLowerCase() ?? '';
  const level = LOG_LEVELS.has(wanted) ? wanted : 'info';
  return destination ? pino({ level }, destination) : pino({ level });
}
