/**
 * Retrying what needs the database while the database is away, with backoff: a process that
 * starts before its PostgreSQL server, or while it restarts, waits for it instead of exiting.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { isDatabaseUnavailable } from './unavailable.ts';

/** Where retries are told: the server's logger. */
export interface RetryLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface RetryOptions {
  /** What is being retried, for the log ("database migrations"). */
  readonly what: string;
  readonly log: RetryLog;
  /** Ends the retries (the process is closing). */
  readonly signal: AbortSignal;
  /** The first wait (ms, default 500); each next one doubles, up to `maxDelayMs` (default 4,000). */
  readonly firstDelayMs?: number;
  readonly maxDelayMs?: number;
}

const message = (err: unknown) => (err instanceof Error ? err.message || err.constructor.name : String(err));

/**
 * Runs `attempt` again, after a growing wait, for as long as it fails because the database is
 * unreachable. True once it succeeded; false when it failed for another reason (logged: a
 * broken migration is for an operator to fix, and the process stays up but not ready) or when
 * `signal` ended the retries. The wait is capped at 4 s, so a server that comes back is used
 * within about that.
 */
export async function retryWhileUnreachable(attempt: () => Promise<void>, opts: RetryOptions): Promise<boolean> {
  let delay = opts.firstDelayMs ?? 500;
  for (let tries = 1; !opts.signal.aborted; tries++) {
    try {
      await sleep(delay, undefined, { signal: opts.signal });
    } catch {
      return false;
    }
    try {
      await attempt();
      opts.log.info(`${opts.what}: done once the database was reachable (attempt ${tries + 1})`);
      return true;
    } catch (err) {
      if (!isDatabaseUnavailable(err)) {
        opts.log.warn(`${opts.what} failed, not for want of the database: ${message(err)}`);
        return false;
      }
      if (tries === 1 || tries % 10 === 0)
        opts.log.warn(`${opts.what}: the database is still unreachable (${message(err)}); trying again`);
      delay = Math.min(delay * 2, opts.maxDelayMs ?? 4000);
    }
  }
  return false;
}
