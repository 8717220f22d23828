/**
 * Graceful shutdown on SIGTERM (orchestrators, rolling deploys) and SIGINT (Ctrl-C), so that no
 * request the process took goes unanswered (docs/operations.md, "Stopping and rolling restarts"):
 * 1. It stops being ready (`/readyz` 503, src/server/plugins/drain.ts) while it still serves,
 *    for `SHUTDOWN_DELAY_MS` (SIGTERM only, so load balancers notice; Ctrl-C is at once).
 * 2. No new connections (src/server/stop-accepting.ts); every request that reached the process
 *    is answered, also one whose bytes were still unread because the event loop was busy (PGlite
 *    runs queries on it); once the last connection ends, `close()` runs the `onClose` hooks that
 *    end the content listener and the database.
 * A second signal, or a drain longer than `timeoutMs`, exits at once.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { stopAccepting } from './stop-accepting.ts';

export interface ShutdownOptions {
  /** How long a SIGTERM'd process keeps serving while not ready (ms). */
  readonly delayMs: number;
  /** How long the whole stop may take before the process exits anyway (ms). */
  readonly timeoutMs?: number;
}

/** Closes `app` on the first SIGTERM or SIGINT and exits the process when it is closed. */
export function closeOnSignals(app: FastifyInstance, opts: ShutdownOptions): void {
  const timeoutMs = opts.timeoutMs ?? 30_000;
  let closing = false;
  const onSignal = async (signal: NodeJS.Signals) => {
    if (closing) process.exit(1);
    closing = true;
    setTimeout(() => {
      console.error(`shutdown took longer than ${timeoutMs / 1000} s; exiting`);
      process.exit(1);
    }, timeoutMs).unref();
    app.startDraining();
    const delay = signal === 'SIGTERM' ? opts.delayMs : 0;
    app.log.info(`${signal}: not ready; serving ${delay} ms more, then draining requests and closing`);
    if (delay > 0) await sleep(delay);
    await stopAccepting(
      app.server,
      () => app.endConnections(),
      () => app.inFlight(),
    );
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error('shutdown failed', err);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', (s) => void onSignal(s));
  process.on('SIGINT', (s) => void onSignal(s));
}
