/**
 * Graceful shutdown on SIGTERM (orchestrators, load balancers draining a process) and SIGINT
 * (Ctrl-C): the server stops accepting connections, requests in flight are answered (Fastify's
 * `close()` waits for them: `forceCloseConnections` is `'idle'` by default, which closes only
 * idle keep-alive connections), and only then do the `onClose` hooks end the content listener
 * and the database pool. A second signal, or a drain longer than `timeoutMs`, exits at once.
 */
import type { FastifyInstance } from 'fastify';

/** Closes `app` on the first SIGTERM or SIGINT and exits the process when it is closed. */
export function closeOnSignals(app: FastifyInstance, timeoutMs = 30_000): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1);
    closing = true;
    app.log.info(`${signal}: draining requests, then closing`);
    setTimeout(() => {
      console.error(`shutdown took longer than ${timeoutMs / 1000} s; exiting`);
      process.exit(1);
    }, timeoutMs).unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error('shutdown failed', err);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
