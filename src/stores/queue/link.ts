/**
 * What the queue is given by the session it works for: how a call is sent (the session's API
 * client) and who acts now (the stored uuid, and whether a token is stored). Injected, so the
 * queue never imports the session (the session imports the queue: src/stores/session/session.ts
 * connects it when it loads). One slot per page: every island that records something imports
 * the session, which connects the same slot, because an Astro page's islands share module
 * instances when they are bundled into one chunk graph (one build, one `import` per module URL).
 */
import type { Actor, QueuedCall } from './queue-policy.ts';

export interface QueueLink {
  /** Sends one call; rejects with an `ApiFailure` (status 0 for network errors). */
  readonly send: (request: QueuedCall['request'], signal: AbortSignal) => Promise<unknown>;
  /** Who the visitor is now: calls are credited to this actor unless the caller names one. */
  readonly actor: () => Actor;
}

let link: QueueLink | null = null;

/** Gives the queue its sender and its user; the session calls this once when it loads. */
export function connectQueue(next: QueueLink): void {
  link = next;
}

/** The sender and user the session gave; throws when no session was loaded (a wiring mistake). */
export function queueLink(): QueueLink {
  if (!link) throw new Error('queue: no session');
  return link;
}
