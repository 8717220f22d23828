/**
 * The rules of the offline call queue, as pure functions: what a queued call is and whom it
 * acts for, how its key orders it, what to do after a failed send, and how long to wait before
 * the next try. The queue itself is src/stores/queue/runtime/call-queue.ts.
 */
import { pathOf } from '../../api-contract/operations.ts';
import type { ApiRequest } from '../../api-client/client.ts';
import { isApiMissing } from '../../api-client/api-missing.ts';

/** Who a queued call acts for: the uuid, and whether it was an account's (logged in) then. */
export interface Actor {
  readonly uuid: string;
  readonly account: boolean;
}

/** A write waiting to be sent. `key` orders the queue (sequence number, then a tie-breaker). */
export interface QueuedCall {
  readonly key: string;
  readonly kind: 'user' | 'answer' | 'progress';
  readonly request: ApiRequest & { readonly method: 'post' };
  /** Absent on calls kept by an earlier version (their body names the uuid). */
  readonly actor?: Actor;
}

/** The value at `path` inside a request body, whatever its shape (undefined when absent). */
export function bodyField(body: unknown, ...path: readonly string[]): unknown {
  let at: unknown = body;
  for (const key of path) at = typeof at === 'object' && at !== null ? Reflect.get(at, key) : undefined;
  return at;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** The uuid a call acts for (older calls: the one their body names). */
export function actorOf(call: QueuedCall): string {
  if (call.actor) return call.actor.uuid;
  const d = call.request.data;
  return (
    text(bodyField(d, 'user_uuid')) ??
    text(bodyField(d, 'user_answer', 'user_uuid')) ??
    text(bodyField(d, 'uuid')) ??
    ''
  );
}

/**
 * What to do after a failed send: try again later; hold it (and the later calls of its actor)
 * until a session that may write for its uuid is back (401, 403); treat it as done (a user
 * creation the API already settled: 409); or give up on it. A failure without a status (a
 * bug, reported by the queue) is retried: dropping the call would lose what the visitor did;
 * so is one that met no API (`isApiMissing`: a static host's 404 page, a proxy's 502 …).
 */
export function classifyFailure(err: unknown, kind?: QueuedCall['kind']): 'retry' | 'hold' | 'done' | 'drop' {
  const status = bodyField(err, 'status');
  if (
    typeof status !== 'number' ||
    isApiMissing(err) ||
    status === 0 ||
    status === 408 ||
    status === 429 ||
    status >= 500
  )
    return 'retry';
  if (status === 401 || status === 403) return 'hold';
  if (kind === 'user' && status === 409) return 'done';
  return 'drop';
}

/** Exponential backoff: 1 s, 2 s, 4 s … capped at 60 s. */
export function backoffMs(attempt: number): number {
  return Math.min(60_000, 1000 * 2 ** Math.max(0, attempt));
}

/** A queue key that sorts by sequence number (zero-padded), then by `tie`. */
export function queueKey(seq: number, tie: string): string {
  return `${String(Math.max(0, Math.floor(seq))).padStart(15, '0')}-${tie}`;
}

/** The sequence number of a key (0 for a malformed one). */
export function keySeq(key: string): number {
  const n = Number.parseInt(key.slice(0, 15), 10);
  return Number.isFinite(n) ? n : 0;
}

/** Which player a queued answer came from: a practice question, an event's test, or neither. */
export function answerSource(call: QueuedCall | null): 'practice' | 'event' | null {
  if (call?.kind !== 'answer' || call.request.path !== pathOf('saveAnswer')) return null;
  const a = bodyField(call.request.data, 'user_answer');
  if (typeof a !== 'object' || a === null || bodyField(a, 'challenge_global_id')) return null;
  return bodyField(a, 'event_code') ? 'event' : 'practice';
}
