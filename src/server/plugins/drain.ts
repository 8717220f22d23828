/**
 * Draining a process that is asked to stop (src/server/shutdown.ts), so that no request it
 * took goes unanswered:
 * - `startDraining()`: `/readyz` says 503 (load balancers and orchestrators stop sending new
 *   work) while the process still serves as before, keep-alive included: clients that keep
 *   their connections open do not queue new ones on a listener about to close (a connection
 *   still waiting to be accepted when it closes is reset).
 * - `endConnections()`, once the listener is closed (src/server/stop-accepting.ts): every answer
 *   carries `Connection: close`, so each connection ends right after its answer instead of
 *   being cut while its client sends on it; `inFlight()` tells the stop when nothing is being
 *   answered, so idle connections are closed only then.
 * Fastify's own 503 for requests arriving while it closes is off (`return503OnClosing: false`
 * in app.ts): a request that reached the process is served, not refused.
 */
import type { FastifyInstance, FastifyPluginOptions } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the process is stopping: not ready for new work, still answering. */
    draining: () => boolean;
    /** Starts stopping: `/readyz` 503. */
    startDraining: () => void;
    /** From now on every answer ends its connection (`Connection: close`). */
    endConnections: () => void;
    /** The requests the server is answering now (received, their response not yet closed). */
    inFlight: () => number;
  }
}

function drain(app: FastifyInstance, _opts: FastifyPluginOptions, done: () => void) {
  let draining = false;
  let ending = false;
  app.decorate('draining', () => draining);
  app.decorate('startDraining', () => {
    draining = true;
  });
  app.decorate('endConnections', () => {
    ending = true;
  });
  // Counted on the HTTP server itself: a response's 'close' comes once, answered or aborted.
  let inFlight = 0;
  app.server.on('request', (_request, response) => {
    inFlight += 1;
    response.once('close', () => {
      inFlight -= 1;
    });
  });
  app.decorate('inFlight', () => inFlight);
  app.addHook('preClose', (closed) => {
    draining = ending = true;
    closed();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (ending) void reply.header('Connection', 'close');
    done(null, payload);
  });
  done();
}

export default fp(drain, { name: 'drain' });
