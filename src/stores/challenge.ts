/**
 * The challenge player's state (spec section 4): where the visitor is in the challenge's
 * segments and screens (src/domain/challenge-segments.ts), the answers given on the way, and
 * the calls that keep the API in step: answers go to `POST /v1/user_answers` with the
 * challenge's and combo's ids, every move is saved with `POST /v1/users/challenge_progress`,
 * and loading restores the saved position (`GET /v1/users/challenge_progress/:id`) for the
 * same user on any device. An out-of-range position is the start; reaching the segment count
 * completes the challenge.
 *
 * Offline: the page carries the challenge's answers, so verdicts need no network; answers and
 * positions wait in the device's queue (src/stores/offline.ts) and are sent in order later.
 */
import { map } from 'nanostores';
import { challengeSegments, isComplete, nextPosition, normalizePosition, type Position, type Screen, type Segment } from '../domain/challenge-segments.ts';
import { showAlert } from './alerts.ts';
import { caughtUp, queueCall } from './offline.ts';
import { ensureUserUuid, session } from './session.ts';

export interface ImageData {
  readonly url: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
}

export interface ScreenData {
  readonly title: string;
  readonly html: string;
  readonly image: ImageData | null;
}

export interface AnswerData {
  readonly globalId: string;
  readonly text: string;
  readonly image: ImageData | null;
  readonly correct: boolean;
  readonly feedback: string;
}

export interface QuestionData {
  readonly globalId: string;
  readonly text: string;
  readonly image: ImageData | null;
  readonly answers: readonly AnswerData[];
  readonly explanationHtml: string;
}

export interface ComboData {
  readonly globalId: string;
  readonly name: string;
  readonly intro: readonly ScreenData[];
  readonly outro: readonly ScreenData[];
  readonly questions: readonly QuestionData[];
  readonly instantExplanation: boolean;
  readonly showFeedback: boolean;
}

/** Everything the player shows, in the page's language (embedded in the page as JSON). */
export interface ChallengeData {
  readonly globalId: string;
  readonly title: string;
  readonly topicGlobalId: string;
  readonly topicName: string;
  readonly topicUrl: string;
  readonly chapterId: string | null;
  readonly intro: readonly ScreenData[];
  readonly outro: readonly ScreenData[];
  readonly combos: readonly ComboData[];
}

export interface GivenAnswer {
  readonly answer: string;
  readonly correct: boolean;
}

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

export const answerKey = (combo: string, question: string) => `${combo}/${question}`;

/** The loaded challenge and its segments. */
export function challenge(): { data: ChallengeData; segments: readonly Segment[] } {
  if (!data) throw new Error('No challenge loaded');
  return { data, segments };
}

/** The screen at the current position, with its combo and question; null when complete. */
export function currentScreen(state: ChallengeState = $challenge.get()): { screen: Screen; combo: ComboData | null; question: QuestionData | null } | null {
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

/**
 * Who the calls act for: the stored uuid (the account's when logged in, named too, so a queued
 * call can never be credited to whoever is logged in when it is sent), else a new one.
 */
async function identity(create: boolean): Promise<{ user_uuid?: string } | null> {
  const { storage } = session();
  const uuid = storage.get('user_uuid');
  if (storage.get('access_token')) return uuid ? { user_uuid: uuid } : {};
  if (uuid) return { user_uuid: uuid };
  return create ? { user_uuid: await ensureUserUuid() } : null;
}

function fail(key: string): void {
  $challenge.setKey('error', key);
  showAlert({ key }, { error: true });
}

/** Saves a position; saves run one after another so the last move is the one stored. */
function save(position: Position): Promise<void> {
  const c = data;
  if (!c) return saving;
  saving = saving.then(async () => {
    try {
      const who = await identity(true);
      await queueCall('progress', {
        method: 'post',
        path: '/users/challenge_progress',
        data: {
          ...who,
          challenge_progress: {
            challenge_global_id: c.globalId,
            current_segment: position.segment,
            current_segment_description: segments[position.segment]?.description ?? null,
            current_screen: position.screen,
          },
        },
      });
      // Sending is the queue's business: a send that hangs must not hold up the next save.
      if ($challenge.get().error === 'challenge.saveFailed') $challenge.setKey('error', null);
    } catch {
      fail('challenge.saveFailed');
    }
  });
  return saving;
}

/** Resolves when every save so far has finished. */
export function whenSaved(): Promise<void> {
  return saving;
}

interface ProgressBody {
  data: { current_segment: number; current_screen: number; is_completed: boolean };
}
interface LatestResults {
  data: { challenges: { global_id: string; combos: { global_id: string; questions: { global_id: string; answer: { global_id: string; is_correct: boolean } | null }[] }[] }[] };
}

/** The questions on screens before `position` (their answers are restored on resume). */
function answeredBefore(position: Position): Set<string> {
  const out = new Set<string>();
  segments.forEach((seg, i) => {
    seg.screens.forEach((s, j) => {
      if ((i < position.segment || (i === position.segment && j < position.screen)) && s.kind === 'question') out.add(answerKey(seg.description, s.question));
    });
  });
  return out;
}

/** Loads a challenge and restores the user's saved position (the start for a new visitor). */
export async function startChallenge(next: ChallengeData): Promise<void> {
  data = next;
  segments = challengeSegments(next);
  $challenge.set({ ...initial, status: 'loading' });
  const who = await identity(false).catch(() => null);
  let position = START;
  // Positions kept offline are sent first, so the saved position read back is the latest.
  if (who && (await caughtUp())) {
    try {
      const res = await session().api.request<ProgressBody>({ method: 'get', path: `/users/challenge_progress/${encodeURIComponent(next.globalId)}`, params: who });
      position = normalizePosition(segments, { segment: res.data.current_segment, screen: res.data.current_screen });
    } catch {
      // An unknown user, an ended session or an unreachable API: the challenge starts from the beginning.
    }
  }
  const answers: Record<string, GivenAnswer> = {};
  if (who && (position.segment > 0 || position.screen > 0)) {
    const wanted = answeredBefore(position);
    try {
      const res = await session().api.request<LatestResults>({ method: 'get', path: `/topics/${encodeURIComponent(next.topicGlobalId)}/latest_results`, params: who });
      const mine = res.data.challenges.find((c) => c.global_id === next.globalId);
      for (const combo of mine?.combos ?? []) {
        for (const q of combo.questions) {
          const key = answerKey(combo.global_id, q.global_id);
          if (q.answer && wanted.has(key)) answers[key] = { answer: q.answer.global_id, correct: q.answer.is_correct };
        }
      }
    } catch {
      // The feedback screen then shows those questions as not answered.
    }
  }
  if (data !== next) return;
  const complete = isComplete(segments, position);
  $challenge.set({ status: complete ? 'complete' : 'playing', position, answers, resumed: !complete && (position.segment > 0 || position.screen > 0), error: $challenge.get().error });
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
  try {
    const who = await identity(true);
    await queueCall('answer', {
      method: 'post',
      path: '/user_answers',
      data: {
        ...who,
        user_answer: {
          topic_global_id: data.topicGlobalId,
          chapter_contentful_id: data.chapterId,
          challenge_global_id: data.globalId,
          combo_global_id: here.combo.globalId,
          question_global_id: here.question.globalId,
          answer_global_id: answer.globalId,
          client_id: clientId(),
        },
      },
    });
    if ($challenge.get().error === 'challenge.answerFailed') $challenge.setKey('error', null);
  } catch {
    fail('challenge.answerFailed');
  }
}

function clientId(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** True when the current screen lets the visitor go on (a question only once answered). */
export function canAdvance(state: ChallengeState = $challenge.get()): boolean {
  if (state.status !== 'playing') return false;
  const here = currentScreen(state);
  if (!here) return false;
  if (here.screen.kind === 'question' && here.combo && here.question) return Boolean(state.answers[answerKey(here.combo.globalId, here.question.globalId)]);
  return true;
}

/** Moves to the next screen and saves it; after the last screen the challenge is complete. */
export function advance(): Promise<void> {
  const state = $challenge.get();
  if (!canAdvance(state)) return saving;
  const position = nextPosition(segments, state.position);
  const done = isComplete(segments, position);
  $challenge.set({ ...state, position, resumed: false, status: done ? 'complete' : 'playing' });
  const saved = save(position);
  // A finished challenge ends a kiosk run once its completion is saved (src/stores/kiosk.ts).
  if (done && typeof document !== 'undefined') void saved.then(() => document.dispatchEvent(new Event('kiosk:run-end')));
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
  segments = [];
  saving = Promise.resolve();
  $challenge.set(initial);
}
