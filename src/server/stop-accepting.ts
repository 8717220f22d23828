/**
 * Stops an HTTP server taking connections without cutting a request that already reached it.
 *
 * Node's `server.close()` also closes, at that instant, every connection it sees as idle. A
 * connection whose next request is on its way, or in the socket's buffer unread because the
 * event loop was busy (PGlite runs its queries on it), counts as idle, and that request is
 * reset: a stop under load on PGlite cut every such request (issue 21: 20 of 20 in flight).
 * Here the connections waiting to be accepted are taken, the listener is closed, and every
 * answer from then on ends its connection
 * (`Connection: close`, src/server/plugins/drain.ts), so busy connections end after their
 * answer. Connections still open after `IDLE_GRACE_MS` are closed as idle only once no request
 * is being answered and the event loop has since read what the sockets hold (on a loaded
 * machine a PGlite process answered 5 requests a second, and a request can wait unread behind
 * the others for longer than the grace).
 */
import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** How long open connections get to bring their next request before idle ones are closed (ms). */
const IDLE_GRACE_MS = 2000;
/** How often a stop waits for the requests being answered to end (ms). */
const SETTLE_POLL_MS = 50;
/** The pause before each loop turn that takes pending connections (ms). */
const ACCEPT_TURN_MS = 5;

const nextLoopTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The most loop turns a stop waits for pending connections (a balancer still sending keeps it from ending). */
const MAX_ACCEPT_TURNS = 100;

/**
 * Takes the connections waiting in the listener's queue before it closes: closing a listener
 * resets every connection the kernel completed but the process had not yet accepted, and a
 * PGlite process busy with queries left learners' new connections there for seconds (2 of 3
 * stops under a CPU-bound load reset some). Turns of the loop (each with its poll phase, where
 * connections are accepted) until one accepts nothing.
 */
async function acceptPending(server: Server): Promise<void> {
  let accepted = 0;
  const onConnection = () => (accepted += 1);
  server.on('connection', onConnection);
  for (let turn = 0; turn < MAX_ACCEPT_TURNS; turn++) {
    const before = accepted;
    await sleep(ACCEPT_TURN_MS);
    await nextLoopTurn();
    if (accepted === before) break;
  }
  server.off('connection', onConnection);
}

/**
 * Resolves when no request is being answered (`inFlight() === 0`) right after the loop's poll
 * phase, so a request whose bytes sat unread in a socket has become one being answered first.
 */
async function settled(inFlight: () => number, stop: { done: boolean }): Promise<void> {
  while (!stop.done) {
    // From a timer: the poll phase (reading sockets) runs before the immediate.
    await nextLoopTurn();
    if (inFlight() === 0) return;
    await sleep(SETTLE_POLL_MS);
  }
}

/**
 * Resolves once `server` takes no connections and every connection it had has ended.
 * `endConnections` is called once the listener is closed: from then on answers must end their
 * connection (src/server/plugins/drain.ts). `inFlight`: the requests being answered now.
 */
export async function stopAccepting(server: Server, endConnections: () => void, inFlight: () => number): Promise<void> {
  if (!server.listening) return;
  await acceptPending(server);
  // net.Server's close: the listener only, not http.Server's closing of idle connections.
  const ended = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
  endConnections();
  const grace = sleep(IDLE_GRACE_MS, 'grace' as const);
  if ((await Promise.race([ended, grace])) === 'grace') {
    const stop = { done: false };
    await Promise.race([ended, settled(inFlight, stop)]);
    stop.done = true;
    server.closeIdleConnections();
  }
  await ended;
}
