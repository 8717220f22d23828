/**
 * The challenge player's state (docs/reference/states.md#challenge-progress): where the visitor is in the challenge's
 * segments and screens (src/domain/challenge-segments.ts), the answers given on the way, and
 * the calls that keep the API in step (src/stores/players/challenge/challenge-calls.ts): every answer and every
 * move is kept in the device's queue and sent in order, and loading restores the saved position
 * for the same user on any device. An out-of-range position is the start; reaching the segment
 * count completes the challenge. The page carries the challenge's answers, so verdicts need no
 * network.
 */
import { map } from 'nanostores';
import {
  challengeSegments,
  isComplete,
  nextPosition,
  type Position,
  type Screen,
  type Segment,
} from '../../../domain/challenge-segments.ts';
import { reportUnexpected } from '../../../observability/report-error.ts';
import { keepPageUntil } from '../../../navigation/leave-guard.ts';
import { showAlert } from '../../alerts/index.ts';
import { endKioskRun } from '../kiosk/run/index.ts';
import { identity, queueChallengeAnswer, queuePosition, readAnswersBefore, readPosition } from './challenge-calls.ts';
import {
  answerKey,
  type ChallengeData,
  type ComboData,
  type GivenAnswer,
  type QuestionData,
} from './challenge-data.ts';
import { caughtUp } from '../../queue/index.ts';

export { answerKey };
export type {
  AnswerData,
  ChallengeData,
  ComboData,
  GivenAnswer,
  ImageData,
  QuestionData,
  ScreenData,
} from './challenge-data.ts';

export interface ChallengeState {
  readonly status: 'idle' | 'loading' | 'playing' | 'complete';
  readonly position: Position;
  /** Answers by `${comboGlobalId}/${questionGlobalId}`. */
  readonly answers: Readonly<Record<string, GivenAnswer>>;
  /** The saved position was restored (not the start). */
  readonly resumed: boolean;
  /** A message key when the last call failed. */
  readonly error: string | null;
}

const START: Position = { segment: 0, screen: 0 };
const initial: ChallengeState = { status: 'idle', position: START, answers: {}, resumed: false, error: null };

export const $challenge = map<ChallengeState>(initial);

let data: ChallengeData | null = null;
let segments: Segment[] = [];
let saving: Promise<void> = Promise.resolve();

/** The loaded challenge and its segments. */
export function challenge(): { data: ChallengeData; segments: readonly Segment[] } {
  if (!data) throw new Error('No challenge loaded');
  return { data, segments };
}

/** The screen at the current position, with its combo and question; null when complete. */
export function currentScreen(
  state: ChallengeState = $challenge.get(),
): { screen: Screen; combo: ComboData | null; question: QuestionData | null } | null {
  const seg = segments[state.position.segment];
  const screen = seg?.screens[state.position.screen];
  if (!data || !seg || !screen) return null;
  const combo = data.combos.find((c) => c.globalId === seg.description) ?? null;
  const question = 'question' in screen ? (combo?.questions.find((q) => q.globalId === screen.question) ?? null) : null;
  return { screen, combo, question };
}

/** The 1-based number of the current screen and the number of screens. */
export function screenCount(state: ChallengeState = $challenge.get()): { current: number; total: number } {
  let before = 0;
  segments.forEach((s, i) => {
    if (i < state.position.segment) before += s.screens.length;
  });
  return { current: before + state.position.screen + 1, total: segments.reduce((n, s) => n + s.screens.length, 0) };
}

/** Shows a failed call (message key) in the player and as an alert, reporting it if it is a bug. */
function fail(key: string, err: unknown): void {
  reportUnexpected(err);
  $challenge.setKey('error', key);
  showAlert({ key }, { error: true });
}

/** Clears the error of a kind of call once such a call succeeds again. */
function clearError(key: string): void {
  if ($challenge.get().error === key) $challenge.setKey('error', null);
}

/** Saves a position; saves run one after another so the last move is the one stored. */
function save(position: Position): Promise<void> {
  const c = data;
  if (!c) return saving;
  const segs = segments;
  saving = saving.then(async () => {
    try {
      await queuePosition(c, segs, position);
      // Sending is the queue's business: a send that hangs must not hold up the next save.
      clearError('challenge.saveFailed');
    } catch (err) {
      fail('challenge.saveFailed', err);
    }
  });
  // A link followed meanwhile waits until the position is kept (a failure has shown its alert).
  keepPageUntil(saving.then(() => true));
  return saving;
}

/** Resolves when every save so far has finished. */
export function whenSaved(): Promise<void> {
  return saving;
}

/**
 * Makes `next` the challenge the screens are read from, without loading anything: the player
 * renders its first screen from it on the server and while the saved position loads.
 */
export function prepareChallenge(next: ChallengeData): void {
  if (data === next) return;
  data = next;
  segments = challengeSegments(next);
}

/**
 * A Continue pressed while the saved position was loading, with the position it was pressed on:
 * it goes on from there once the position is known, unless that moved the visitor elsewhere.
 */
let advanceWaiting: Position | null = null;

/** Loads a challenge and restores the user's saved position (the start for a new visitor). */
export async function startChallenge(next: ChallengeData): Promise<void> {
  prepareChallenge(next);
  const segs = segments;
  $challenge.set({ ...initial, status: 'loading' });
  const who = await identity(false).catch((err: unknown) => {
    reportUnexpected(err);
    return null;
  });
  // Positions kept offline are sent first, so the saved position read back is the latest.
  const position = who && (await caughtUp()) ? await readPosition(next, segs, who) : START;
  const moved = position.segment > 0 || position.screen > 0;
  const answers = who && moved ? await readAnswersBefore(next, segs, position, who) : {};
  if (data !== next) return;
  const complete = isComplete(segs, position);
  $challenge.set({
    status: complete ? 'complete' : 'playing',
    position,
    answers,
    resumed: !complete && moved,
    error: $challenge.get().error,
  });
  const waiting = advanceWaiting;
  advanceWaiting = null;
  if (waiting && waiting.segment === position.segment && waiting.screen === position.screen) void advance();
}

/** Records the answer to the current question (once) and sends it to the API. */
export async function answerQuestion(answerGlobalId: string): Promise<void> {
  const state = $challenge.get();
  const here = currentScreen(state);
  if (!data || state.status !== 'playing' || !here?.question || !here.combo || here.screen.kind !== 'question') return;
  const key = answerKey(here.combo.globalId, here.question.globalId);
  if (state.answers[key]) return;
  const answer = here.question.answers.find((a) => a.globalId === answerGlobalId);
  if (!answer) return;
  $challenge.setKey('answers', { ...state.answers, [key]: { answer: answer.globalId, correct: answer.correct } });
  const queued = queueChallengeAnswer(data, here.combo.globalId, here.question.globalId, answer.globalId);
  // A link followed meanwhile waits until the answer is kept (a failure shows its alert).
  keepPageUntil(
    queued.then(
      () => true,
      () => true,
    ),
  );
  try {
    await queued;
    clearError('challenge.answerFailed');
  } catch (err) {
    fail('challenge.answerFailed', err);
  }
}

/** True when the current screen lets the visitor go on (a question only once answered). */
export function canAdvance(state: ChallengeState = $challenge.get()): boolean {
  if (state.status !== 'playing') return false;
  const here = currentScreen(state);
  if (!here) return false;
  if (here.screen.kind === 'question' && here.combo && here.question)
    return Boolean(state.answers[answerKey(here.combo.globalId, here.question.globalId)]);
  return true;
}

/**
 * On the last screen or finished: the player then fetches the end screen's code, so it is
 * there when the learner moves on (and the question screens never carry it).
 */
export function nearTheEnd(state: ChallengeState = $challenge.get()): boolean {
  return (
    state.status === 'complete' ||
    (state.status === 'playing' && isComplete(segments, nextPosition(segments, state.position)))
  );
}

/** Moves to the next screen and saves it; after the last screen the challenge is complete. */
export function advance(): Promise<void> {
  const state = $challenge.get();
  if (state.status === 'loading') advanceWaiting = state.position;
  if (!canAdvance(state)) return saving;
  const position = nextPosition(segments, state.position);
  const done = isComplete(segments, position);
  $challenge.set({ ...state, position, resumed: false, status: done ? 'complete' : 'playing' });
  const saved = save(position);
  // A finished challenge ends a kiosk run once its completion is saved (src/stores/players/kiosk/kiosk.ts).
  if (done && typeof document !== 'undefined') void saved.then(endKioskRun);
  return saved;
}

/** Starts the challenge again from its first screen. */
export function restart(): Promise<void> {
  $challenge.set({ status: 'playing', position: START, answers: {}, resumed: false, error: null });
  return save(START);
}

/** For tests. */
export function resetChallenge(): void {
  data = null;
  advanceWaiting = null;
  segments = [];
  saving = Promise.resolve();
  $challenge.set(initial);
}
