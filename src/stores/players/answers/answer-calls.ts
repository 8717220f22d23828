/**
 * The calls that record an answer: `saveAnswer` sends it now and returns the API's verdict
 * (certificate tests, whose pages ship no correctness); `queueAnswer` keeps it in the device's
 * queue first (practice, events, challenges), so answering works offline. Every answer carries
 * a client id so a replayed request is stored once.
 */
import type { AnswerRecord as ContractRecord, StoredAnswer } from '../../../api-contract/types.ts';
import { call } from '../../../api-client/calls.ts';
import { rejectWith, unreachable } from '../../../api-client/failures.ts';
import { reportUnexpected } from '../../../observability/report-error.ts';
import { randomUuid } from '../../../utils/random-uuid.ts';
import { $droppedCall, answerSourceOf, caughtUp, queueCall } from '../../queue/index.ts';
import { ensureUserUuid, session } from '../../session/index.ts';

/** The answer record of docs/reference/entities.md#user-and-progress-records (the contract's), always with its round, user and client id. */
export type AnswerRecord = ContractRecord & Required<Pick<ContractRecord, 'test_round' | 'user_uuid' | 'client_id'>>;

/** What the API says about a saved answer. */
export type SavedAnswer = StoredAnswer;

/** A client id for an answer (URL-safe, 8–100 characters as the API wants). */
export function newClientId(): string {
  return randomUuid();
}

/** `promise`, or `fallback` after `ms` (a network that answers nothing must not stall answering). */
export function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return Promise.race([promise, new Promise<T>((r) => setTimeout(() => r(fallback), ms))]);
}

/** Whether the API has everything this device kept, waiting `ms` at most (false after that). */
export function caughtUpWithin(ms: number): Promise<boolean> {
  return within(
    caughtUp().catch((err: unknown) => {
      reportUnexpected(err);
      return false;
    }),
    ms,
    false,
  );
}

/**
 * Sends one answer now and resolves to the API's verdict (certificate tests: correctness only
 * from the API). What the queue kept is sent first, so answers stay in order; without a
 * network this rejects like a failed call.
 */
export async function saveAnswer(record: Omit<AnswerRecord, 'user_uuid' | 'client_id'>): Promise<SavedAnswer> {
  const uuid = await ensureUserUuid();
  if (!(await caughtUp())) return rejectWith(unreachable);
  const user_answer: AnswerRecord = { ...record, user_uuid: uuid, client_id: newClientId() };
  const res = await call(session().api, 'saveAnswer', { body: { user_uuid: uuid, user_answer } });
  return res.data;
}

/** How long an answer given online waits to be sent before the page goes on regardless. */
const SEND_WAIT_MS = 4000;

/**
 * Keeps an answer on the device and sends it in order. Online it waits (a few seconds at
 * most) until the API has it, so a page opened next reads it back; offline it resolves at once.
 */
export async function queueAnswer(record: Omit<AnswerRecord, 'user_uuid' | 'client_id'>): Promise<AnswerRecord> {
  const uuid = await ensureUserUuid();
  const user_answer: AnswerRecord = { ...record, user_uuid: uuid, client_id: newClientId() };
  await queueCall('answer', 'saveAnswer', { body: { user_uuid: uuid, user_answer } });
  await caughtUpWithin(SEND_WAIT_MS);
  return user_answer;
}

/**
 * Calls `fn` when the API refuses a queued answer of this kind for good (the queue has shown
 * `test.saveAnswerWentWrong`): the player then sends the visitor to the start screen, as when
 * saving fails at once (docs/reference/errors.md#answers). Which player a dropped call came from
 * is read by the queue's rules (`answerSourceOf`), loaded then: a rare path. Returns the
 * unsubscribe function.
 */
export function onAnswerDropped(source: 'practice' | 'event', fn: () => void): () => void {
  return $droppedCall.listen((dropped) => {
    if (dropped) void answerSourceOf(dropped).then((from) => from === source && fn(), reportUnexpected);
  });
}
