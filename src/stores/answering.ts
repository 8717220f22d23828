/**
 * Answering questions outside challenges: practice questions (alone or inside a topic's test)
 * and event screening tests. Test rounds come from the server (`next_test_round`); when the
 * visitor continues a round whose answers are already stored (results restored), the round is
 * the server's next one lowered by one (spec section 4). Every answer carries a client id so a
 * replayed request is stored once.
 *
 * Offline: practice and event answers go through the device's queue (src/stores/offline.ts)
 * and keep working without a network. A practice page ships its correct answer, so the
 * verdict is known at once; events show no verdict. Rounds then come from what this device
 * remembers (src/stores/rounds.ts). Certificate answers (`saveAnswer`) need the network.
 */
import { map } from 'nanostores';
import { showAlert } from './alerts.ts';
import { $droppedCall, type QueuedCall } from './answer-queue.ts';
import { caughtUp, isNetworkFailure, queueCall } from './offline.ts';
import { answerInRound, contextFromServer, loadRound, roundKey, saveRound, startRound, type RoundContext } from './rounds.ts';
import { ensureUserUuid, session } from './session.ts';

/** The answer record of spec section 3, plus the client id. */
export interface AnswerRecord {
  readonly test_round: number;
  readonly topic_global_id?: string | null;
  readonly test_global_id?: string | null;
  readonly chapter_contentful_id?: string | null;
  readonly challenge_global_id?: string | null;
  readonly combo_global_id?: string | null;
  readonly question_global_id: string;
  readonly answer_global_id: string;
  readonly user_uuid: string;
  readonly event_code?: string | null;
  readonly client_id: string;
}

/** What the API says about a saved answer. */
export interface SavedAnswer {
  readonly is_correct: boolean;
  readonly is_very_wrong: boolean;
  readonly certificate_code: string | null;
  readonly test_round: number;
  readonly question_global_id: string;
  readonly answer_global_id: string;
}

/** One test of a topic, in question order (the page hands these to the island). */
export interface TestOrder {
  readonly topicGlobalId: string;
  readonly topicSlug: string;
  readonly testGlobalId: string;
  readonly questions: readonly string[];
}

/** A test's latest round as `GET /v1/topics/{id}/latest_results` reports it. */
export interface LatestTest {
  readonly global_id: string;
  readonly test_round: number;
  readonly questions: readonly { readonly global_id: string; readonly answer: { readonly global_id: string; readonly is_correct: boolean } | null }[];
}

/** A client id for an answer (URL-safe, 8–100 characters as the API wants). */
export function newClientId(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** Restoring results from stored answers: the server's next round lowered by one if above 1. */
export function lowerRestoredRound(nextRound: number): number {
  return nextRound > 1 ? nextRound - 1 : nextRound;
}

/**
 * The round an answer belongs to. A new round (the server's next) when the visitor starts the
 * test or answers a question again that the latest round already has; otherwise the latest
 * round continues (restored, so lowered by one).
 */
export function chooseRound(nextRound: number, opts: { answeredInLatest: readonly string[]; questionId: string; startsTest: boolean }): number {
  if (nextRound <= 1) return 1;
  if (opts.startsTest || opts.answeredInLatest.includes(opts.questionId)) return nextRound;
  return lowerRestoredRound(nextRound);
}

/** The test a question is answered in: the one named (`?test=`), else the first of the topic holding it. */
export function findTestOrder(orders: readonly TestOrder[], topicSlug: string, questionId: string, testId?: string | null): TestOrder | null {
  const inTopic = orders.filter((o) => o.topicSlug === topicSlug && o.questions.includes(questionId));
  return inTopic.find((o) => o.testGlobalId === testId) ?? inTopic[0] ?? null;
}

/** The question after `questionId` in the test, or null at the end. */
export function nextQuestion(order: Pick<TestOrder, 'questions'>, questionId: string): string | null {
  const i = order.questions.indexOf(questionId);
  return i >= 0 && i + 1 < order.questions.length ? (order.questions[i + 1] ?? null) : null;
}

/** Question ids the latest round of a test has answers for. */
export function answeredIn(latest: LatestTest | undefined): string[] {
  return latest ? latest.questions.filter((q) => q.answer).map((q) => q.global_id) : [];
}

/** The failure a call gets when the API cannot be reached (as the API client reports it). */
const unreachable = { status: 0, data: undefined };

/**
 * Sends one answer now and resolves to the API's verdict (certificate tests: correctness only
 * from the API). What the queue kept is sent first, so answers stay in order; without a
 * network this rejects like a failed call.
 */
export async function saveAnswer(record: Omit<AnswerRecord, 'user_uuid' | 'client_id'>): Promise<SavedAnswer> {
  const uuid = await ensureUserUuid();
  if (!(await caughtUp())) throw unreachable;
  const user_answer: AnswerRecord = { ...record, user_uuid: uuid, client_id: newClientId() };
  const res = await session().api.request<{ data: SavedAnswer }>({ method: 'post', path: '/user_answers', data: { user_uuid: uuid, user_answer } });
  return res.data;
}

/** Which player a queued answer came from: a practice question, an event's test, or neither. */
export function answerSource(call: QueuedCall | null): 'practice' | 'event' | null {
  if (call?.kind !== 'answer' || call.request.path !== '/user_answers') return null;
  const a = (call.request.data as { user_answer?: Partial<AnswerRecord> } | undefined)?.user_answer;
  if (!a || a.challenge_global_id) return null;
  return a.event_code ? 'event' : 'practice';
}

/**
 * Calls `fn` when the API refuses a queued answer of this kind for good (the queue has shown
 * `test.saveAnswerWentWrong`): the player then sends the visitor to the start screen, as when
 * saving fails at once (spec section 8). Returns the unsubscribe function.
 */
export function onAnswerDropped(source: 'practice' | 'event', fn: () => void): () => void {
  return $droppedCall.listen((call) => {
    if (answerSource(call) === source) fn();
  });
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
  await queueCall('answer', { method: 'post', path: '/user_answers', data: { user_uuid: uuid, user_answer } });
  await within(caughtUp().catch(() => false), SEND_WAIT_MS, false);
  return user_answer;
}

/** `promise`, or `fallback` after `ms` (a network that answers nothing must not stall answering). */
function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return Promise.race([promise, new Promise<T>((r) => setTimeout(() => r(fallback), ms))]);
}

/** How long answering waits for the server's rounds before using this device's. */
const READ_WAIT_MS = 5000;

/** The server's answer when it is reachable and up to date with this device, else null. */
async function fromServer<T>(read: () => Promise<T>): Promise<T | null> {
  if (!(await within(caughtUp().catch(() => false), READ_WAIT_MS, false))) return null;
  try {
    return await within<T | null>(read(), READ_WAIT_MS, null);
  } catch (err) {
    if (isNetworkFailure(err)) return null;
    throw err;
  }
}

/** The round context of a test: the server's when reachable, else this device's. */
async function roundContext(topicId: string, testId: string): Promise<{ key: string; ctx: RoundContext | null }> {
  const key = roundKey(await ensureUserUuid(), topicId, testId);
  const server = await fromServer(() => Promise.all([fetchNextRound(topicId, testId), fetchLatestResults(topicId)]));
  if (!server) return { key, ctx: await loadRound(key) };
  const [next, latest] = server;
  const test = latest.tests.find((x) => x.global_id === testId) ?? (latest.diploma_test?.global_id === testId ? latest.diploma_test : undefined);
  return { key, ctx: contextFromServer(next, answeredIn(test)) };
}

/** The server's next round for a test of a topic. */
export async function fetchNextRound(topicId: string, testId: string): Promise<number> {
  const uuid = await ensureUserUuid();
  const res = await session().api.request<{ test_round: number }>({ method: 'get', path: '/user_answers/next_test_round', params: { user_uuid: uuid, topic_global_id: topicId, test_global_id: testId } });
  return res.test_round;
}

/** The latest results of a topic (tests, diploma test, challenges). */
export async function fetchLatestResults<T = { tests: LatestTest[]; diploma_test: (LatestTest & Record<string, unknown>) | null }>(topicId: string): Promise<T> {
  const uuid = await ensureUserUuid();
  const res = await session().api.request<{ data: T }>({ method: 'get', path: `/topics/${encodeURIComponent(topicId)}/latest_results`, params: { user_uuid: uuid } });
  return res.data;
}

// ---------------------------------------------------------------- practice questions

export interface PracticeState {
  readonly status: 'idle' | 'saving' | 'answered';
  readonly chosen: string | null;
  readonly isCorrect: boolean;
  readonly isVeryWrong: boolean;
  readonly round: number | null;
}

const idle: PracticeState = { status: 'idle', chosen: null, isCorrect: false, isVeryWrong: false, round: null };
export const $practice = map<PracticeState>(idle);

export function resetPractice(): void {
  $practice.set(idle);
}

/**
 * Records a practice answer. In a topic's test the round comes from the server (continuing the
 * latest round unless the test starts over). On failure the alert `test.saveAnswerWentWrong`
 * is shown and false returned: the caller sends the visitor to the start screen.
 */
export async function answerPractice(questionId: string, answerId: string, order: TestOrder | null, key: { correct: string; veryWrong: readonly string[] }): Promise<boolean> {
  if ($practice.get().status !== 'idle') return false;
  $practice.set({ ...idle, status: 'saving', chosen: answerId });
  try {
    let round = 1;
    if (order) {
      const { key: k, ctx } = await roundContext(order.topicGlobalId, order.testGlobalId);
      const after = answerInRound(ctx, { questionId, startsTest: order.questions[0] === questionId });
      await saveRound(k, after);
      round = after.round;
    }
    await queueAnswer({
      test_round: round,
      topic_global_id: order?.topicGlobalId ?? null,
      test_global_id: order?.testGlobalId ?? null,
      question_global_id: questionId,
      answer_global_id: answerId,
    });
    // The page knows the correct answer (practice pages show it anyway), so the verdict needs no network.
    const isCorrect = answerId === key.correct;
    $practice.set({ status: 'answered', chosen: answerId, isCorrect, isVeryWrong: !isCorrect && key.veryWrong.includes(answerId), round });
    return true;
  } catch {
    $practice.set(idle);
    showAlert({ key: 'test.saveAnswerWentWrong' }, { error: true });
    return false;
  }
}

// ---------------------------------------------------------------- event screening tests

export interface EventRunState {
  readonly round: number | null;
  /** Questions answered in this round. */
  readonly answered: readonly string[];
  readonly saving: boolean;
}

const noRun: EventRunState = { round: null, answered: [], saving: false };
export const $eventRun = map<EventRunState>(noRun);

export function resetEventRun(): void {
  $eventRun.set(noRun);
}

/** Starts a new round of the event's screening test (offline: after the last one this device knows). */
export async function startEventRun(topicId: string, testId: string): Promise<void> {
  const key = roundKey(await ensureUserUuid(), topicId, testId);
  const next = await fromServer(() => fetchNextRound(topicId, testId));
  const ctx = next === null ? startRound(await loadRound(key)) : { round: next, answered: [] };
  await saveRound(key, ctx);
  $eventRun.set({ round: ctx.round, answered: [], saving: false });
}

/**
 * Continues after a reload in the middle of the test: the stored answers of the latest round
 * are restored and the round is the server's next one lowered by one, unless the question at
 * hand starts the test or was answered in that round already (then a new round starts).
 */
export async function restoreEventRun(topicId: string, testId: string, questionId: string, questions: readonly string[]): Promise<void> {
  const { ctx } = await roundContext(topicId, testId);
  const current = ctx && ctx.round > 0 ? ctx : null;
  const startsOver = !current || questions[0] === questionId || current.answered.includes(questionId);
  $eventRun.set({ round: startsOver ? (current?.round ?? 0) + 1 : current.round, answered: startsOver ? [] : [...current.answered], saving: $eventRun.get().saving });
}

/** Records an event answer (with the event code). False (and the alert) when saving failed. */
export async function answerEvent(args: { code: string; topicId: string; testId: string; questionId: string; answerId: string; questions: readonly string[] }): Promise<boolean> {
  if ($eventRun.get().saving) return false;
  $eventRun.setKey('saving', true);
  try {
    if ($eventRun.get().round === null) await restoreEventRun(args.topicId, args.testId, args.questionId, args.questions);
    const round = $eventRun.get().round ?? 1;
    await queueAnswer({ test_round: round, topic_global_id: args.topicId, test_global_id: args.testId, question_global_id: args.questionId, answer_global_id: args.answerId, event_code: args.code });
    const before = $eventRun.get().answered;
    const answered = before.includes(args.questionId) ? before : [...before, args.questionId];
    await saveRound(roundKey(await ensureUserUuid(), args.topicId, args.testId), { round, answered });
    $eventRun.set({ round, answered, saving: false });
    return true;
  } catch {
    $eventRun.setKey('saving', false);
    showAlert({ key: 'test.saveAnswerWentWrong' }, { error: true });
    return false;
  }
}

/** The first question of the test not answered in this round, or null when all are. */
export function firstUnanswered(questions: readonly string[], answered: readonly string[]): string | null {
  return questions.find((q) => !answered.includes(q)) ?? null;
}
