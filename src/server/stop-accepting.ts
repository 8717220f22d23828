/**
 * Stops an HTTP server taking connections without cutting a request that already reached it.
 *
 * Node's `server.close()` also closes, at that instant, every connection it sees as idle. A
 * connection whose next request is on its way, or in the socket's buffer unread because the
 * event loop was busy (PGlite runs its queries on it), counts as idle, and that request is
 * reset: a stop under load on PGlite cut every such request (issue 21: 20 of 20 in flight).
 * Here the listener is closed first and every answer from then on ends its connection
 * (`Connection: close`, src/server/plugins/drain.ts), so busy connections end after their
 * answer. Connections still open after `IDLE_GRACE_MS` have carried no request for that long,
 * and only they are closed as idle.
 */
import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** How long open connections get to bring their next request before idle ones are closed (ms). */
const IDLE_GRACE_MS = 2000;

/**
 * Resolves once `server` takes no connections and every connection it had has ended.
 * `endConnections` is called once the listener is closed: from then on answers must end their
 * connection (src/server/plugins/drain.ts).
 */
export async function stopAccepting(server: Server, endConnections: () => void): Promise<void> {
  if (!server.listening) return;
  // net.Server's close: the listener only, not http.Server's closing of idle connections.
  const ended = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
  endConnections();
  const grace = sleep(IDLE_GRACE_MS, 'grace' as const);
  if ((await Promise.race([ended, grace])) === 'grace') server.closeIdleConnections();
  await ended;
}
