/**
 * The offline call queue as stores use it. Writes that record what a visitor did go through
 * `queueCall`, and reads that depend on them wait for `caughtUp`; each loads the queue itself
 * (src/stores/queue/runtime/: IndexedDB, the sender, the cross-tab lock) on first use, so a
 * player page loads it only once something is recorded, behind the screen that already
 * answered the learner, and never before the learner's first tap.
 */
import type { OperationName } from '../../api-contract/operations.ts';
import type { CallInput } from '../../api-contract/types.ts';
import { reportUnexpected } from '../../observability/report-error.ts';
import type { Actor, QueuedCall } from './queue-policy.ts';

const queue = () => import('./runtime/index.ts');

/** Keeps a write (the operation `name` with its input) on the device and sends it in order (src/stores/queue/runtime/call-queue.ts). */
export async function queueCall<K extends OperationName>(
  kind: QueuedCall['kind'],
  name: K,
  input: CallInput<K>,
  actor?: Actor,
): Promise<QueuedCall> {
  return (await queue()).queueCall(kind, name, input, actor);
}

/** Sends what is waiting; true once the API is up to date with this device (false after `ms`). */
export async function caughtUp(ms?: number): Promise<boolean> {
  return (await queue()).caughtUp(ms);
}

/** Before the session changes: sends what the queue holds, a few seconds at most. */
export async function sendBeforeSessionChange(): Promise<void> {
  return (await queue()).sendBeforeSessionChange();
}

/** After the session changed: calls held for this session's uuid may go now. */
export function sendAfterSessionChange(): void {
  queue().then((q) => q.sendAfterSessionChange(), reportUnexpected);
}

/**
 * Which player a dropped call came from (the queue's rules, `answerSource`), loaded only when
 * a call was dropped: a rare path that a player page need not load up front.
 */
export async function answerSourceOf(call: QueuedCall): Promise<'practice' | 'event' | null> {
  return (await import('./queue-policy.ts')).answerSource(call);
}
