/**
 * Lets `close()` finish once the requests in flight are answered. Fastify closes the
 * keep-alive connections that are idle when it starts closing, but a connection busy with a
 * request stays open after the answer (keep-alive), so the server's close (and with it the
 * database pool's, which waits in an `onClose` hook) would wait out the keep-alive timeout.
 * From the start of closing, every answer carries `Connection: close`, so Node ends each
 * connection as soon as its request is answered.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function drain(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) void reply.header('Connection', 'close');
    done(null, payload);
  });
}

export default fp(drain, { name: 'drain' });
