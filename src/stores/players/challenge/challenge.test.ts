import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient, ApiRequest } from '../../../api-client/client.ts';
import { rejectWith, unreachable } from '../../../api-client/failures.ts';
import type { SaveAnswerBody } from '../../../api-contract/schemas/answers.ts';
import type { SaveChallengeProgressBody } from '../../../api-contract/schemas/progress.ts';
import { createStorage } from '../../../api-client/storage.ts';
import { challengeSegments, isComplete, normalizePosition } from '../../../domain/challenge-segments.ts';
import { onReportedError } from '../../../observability/report-error.ts';
import { $alert, hideAlert } from '../../alerts/index.ts';
import { challengeResult } from './result/index.ts';
import {
  $challenge,
  advance,
  answerQuestion,
  canAdvance,
  currentScreen,
  resetChallenge,
  restart,
  screenCount,
  startChallenge,
  whenSaved,
  type ChallengeData,
  type QuestionData,
} from './challenge.ts';
import { $callQueue, flushQueue, memoryQueueDeps, setQueueDeps } from '../../queue/runtime/index.ts';
import { memoryQueueStorage } from '../../queue/runtime/index.ts';
import { session, setSessionDeps } from '../../session/index.ts';

const q = (id: string): QuestionData => ({
  globalId: id,
  text: `Question ${id}?`,
  image: null,
  explanationHtml: `<p>Because ${id}</p>`,
  answers: [
    { globalId: `${id}-a`, text: 'Right', image: null, correct: true, feedback: 'Yes' },
    { globalId: `${id}-b`, text: 'Wrong', image: null, correct: false, feedback: 'No' },
  ],
});
const screen = (title: string) => ({ title, html: `<p>${title}</p>`, image: null });

const DATA: ChallengeData = {
  globalId: 'ch1',
  title: 'Challenge',
  topicGlobalId: 't1',
  topicName: 'Topic',
  topicUrl: '/t/topic/',
  chapterId: 'chap1',
  intro: [screen('Hello'), screen('Hello again')],
  outro: [screen('Bye')],
  combos: [
    {
      globalId: 'k1',
      name: 'One',
      intro: [screen('K1 in')],
      outro: [screen('K1 out')],
      questions: [q('q1'), q('q2')],
      instantExplanation: true,
      showFeedback: true,
    },
    {
      globalId: 'k2',
      name: 'Two',
      intro: [],
      outro: [],
      questions: [q('q3')],
      instantExplanation: false,
      showFeedback: false,
    },
  ],
};

/** A fake API that keeps progress and answers like the real one. */
function fakeApi(opts: { fail?: boolean } = {}) {
  const calls: ApiRequest[] = [];
  const progress = new Map<string, { segment: number; screen: number; done: boolean }>();
  const answers: { user: string; combo: string; question: string; answer: string; correct: boolean }[] = [];
  const segments = challengeSegments(DATA);
  const api: ApiClient = {
    async request<T>(req: ApiRequest): Promise<T> {
      calls.push(req);
      if (opts.fail) return rejectWith(unreachable);
      // The store sends these for a user (`user_uuid` is there), with the challenge's combo on an answer.
      const body = req.data as
        (Partial<SaveChallengeProgressBody & SaveAnswerBody> & { user_uuid: string }) | undefined;
      if (req.method === 'post' && req.path === '/users') return { data: { uuid: 'u-new' } } as T;
      if (req.method === 'get' && req.path.startsWith('/users/challenge_progress/')) {
        const p = progress.get(String(req.params?.['user_uuid'])) ?? { segment: 0, screen: 0, done: false };
        const pos = normalizePosition(segments, p);
        return { data: { current_segment: pos.segment, current_screen: pos.screen, is_completed: p.done } } as T;
      }
      if (req.method === 'post' && req.path === '/users/challenge_progress') {
        const cp = body!.challenge_progress!;
        const pos = { segment: cp.current_segment, screen: cp.current_screen };
        if (!isComplete(segments, pos) && normalizePosition(segments, pos) !== pos)
          return rejectWith({ status: 400, data: { message: 'error.validation' } });
        progress.set(body!.user_uuid, {
          ...pos,
          done: isComplete(segments, pos) || Boolean(progress.get(body!.user_uuid)?.done),
        });
        return { data: cp } as T;
      }
      if (req.method === 'post' && req.path === '/user_answers') {
        const a = body!.user_answer!;
        const correct = DATA.combos
          .flatMap((k) => k.questions)
          .flatMap((x) => x.answers)
          .find((x) => x.globalId === a.answer_global_id)!.correct;
        answers.push({
          user: body!.user_uuid,
          combo: a.combo_global_id!,
          question: a.question_global_id,
          answer: a.answer_global_id,
          correct,
        });
        return { data: { is_correct: correct } } as T;
      }
      if (req.method === 'get' && req.path === '/topics/t1/latest_results') {
        const mine = answers.filter((a) => a.user === req.params?.['user_uuid']);
        return {
          data: {
            challenges: [
              {
                global_id: 'ch1',
                combos: DATA.combos.map((k) => ({
                  global_id: k.globalId,
                  questions: k.questions.map((x) => {
                    const last = mine.filter((a) => a.combo === k.globalId && a.question === x.globalId).pop();
                    return {
                      global_id: x.globalId,
                      answer: last ? { global_id: last.answer, is_correct: last.correct } : null,
                    };
                  }),
                })),
              },
            ],
          },
        } as T;
      }
      return rejectWith({ status: 404, data: { message: 'notFound' } });
    },
  };
  return { api, calls, progress, answers };
}

function useFake(opts: { fail?: boolean; uuid?: string } = {}) {
  const fake = fakeApi(opts);
  const storage = createStorage(null);
  if (opts.uuid) storage.set('user_uuid', opts.uuid);
  setSessionDeps({ storage, api: fake.api });
  setQueueDeps(memoryQueueDeps((req) => session().api.request(req)));
  return { ...fake, storage };
}

/** Every save so far made and sent (saving no longer waits for the API). */
async function saved() {
  await whenSaved();
  await flushQueue();
}

/** Plays one screen: answers a question with its first (correct) answer, then continues. */
async function step(answer: 'right' | 'wrong' = 'right') {
  const here = currentScreen();
  if (here?.screen.kind === 'question')
    await answerQuestion(here.question!.answers[answer === 'right' ? 0 : 1]!.globalId);
  await advance();
}

beforeEach(() => {
  resetChallenge();
  hideAlert();
});
afterEach(() => {
  setSessionDeps(null);
  setQueueDeps(null);
});

describe('challenge player store', () => {
  it('starts a new visitor at the start without calling the API or creating a user', async () => {
    const fake = useFake();
    await startChallenge(DATA);
    expect($challenge.get()).toMatchObject({ status: 'playing', position: { segment: 0, screen: 0 }, resumed: false });
    expect(fake.calls).toEqual([]);
    expect(currentScreen()!.screen).toEqual({ kind: 'intro', index: 0 });
    expect(screenCount()).toEqual({ current: 1, total: 2 + (1 + 4 + 1 + 1) + 1 + 1 });
  });

  it('a Continue pressed while the saved position loads counts for the screen it was pressed on', async () => {
    const fake = useFake({ uuid: 'u1' });
    const started = startChallenge(DATA);
    expect($challenge.get().status).toBe('loading');
    void advance();
    await started;
    expect($challenge.get().position).toEqual({ segment: 0, screen: 1 });
    await saved();
    expect(fake.progress.get('u1')).toEqual({ segment: 0, screen: 1, done: false });
  });

  it('a Continue pressed while loading is dropped when the saved position moved the visitor elsewhere', async () => {
    const fake = useFake({ uuid: 'u1' });
    fake.progress.set('u1', { segment: 1, screen: 0, done: false });
    const started = startChallenge(DATA);
    void advance();
    await started;
    expect($challenge.get()).toMatchObject({ position: { segment: 1, screen: 0 }, resumed: true });
  });

  it('walks the segment model in order, saving each position, and completes at the segment count', async () => {
    const fake = useFake({ uuid: 'u1' });
    await startChallenge(DATA);
    const seen: string[] = [];
    while ($challenge.get().status === 'playing') {
      const s = currentScreen()!.screen;
      seen.push('question' in s ? `${s.kind}:${s.question}` : 'index' in s ? `${s.kind}:${s.index}` : s.kind);
      await step();
    }
    await saved();
    expect(seen).toEqual([
      'intro:0',
      'intro:1',
      'combo-intro:0',
      'question:q1',
      'explanation:q1',
      'question:q2',
      'explanation:q2',
      'feedback',
      'combo-outro:0',
      'question:q3',
      'outro:0',
    ]);
    expect($challenge.get().status).toBe('complete');
    const saves = fake.calls
      .filter((c) => c.path === '/users/challenge_progress')
      .map((c) => (c.data as SaveChallengeProgressBody).challenge_progress);
    expect(saves[0]).toEqual({
      challenge_global_id: 'ch1',
      current_segment: 0,
      current_segment_description: 'intro',
      current_screen: 1,
    });
    expect(saves[2]).toMatchObject({ current_segment: 1, current_segment_description: 'k1', current_screen: 1 });
    expect(saves.at(-1)).toEqual({
      challenge_global_id: 'ch1',
      current_segment: 4,
      current_segment_description: null,
      current_screen: 0,
    });
    expect(fake.progress.get('u1')).toEqual({ segment: 4, screen: 0, done: true });
    const recorded = fake.calls
      .filter((c) => c.path === '/user_answers')
      .map((c) => (c.data as SaveAnswerBody).user_answer);
    expect(recorded.map((a) => [a.challenge_global_id, a.combo_global_id, a.question_global_id])).toEqual([
      ['ch1', 'k1', 'q1'],
      ['ch1', 'k1', 'q2'],
      ['ch1', 'k2', 'q3'],
    ]);
    expect(recorded[0]).toMatchObject({
      topic_global_id: 't1',
      chapter_contentful_id: 'chap1',
      answer_global_id: 'q1-a',
    });
  });

  it('does not leave a question before it is answered, and takes one answer per question', async () => {
    const fake = useFake({ uuid: 'u1' });
    await startChallenge(DATA);
    await step();
    await step();
    await step();
    expect(currentScreen()!.screen).toEqual({ kind: 'question', question: 'q1' });
    expect(canAdvance()).toBe(false);
    await advance();
    expect(currentScreen()!.screen).toEqual({ kind: 'question', question: 'q1' });
    await answerQuestion('q1-b');
    await answerQuestion('q1-a');
    expect($challenge.get().answers).toEqual({ 'k1/q1': { answer: 'q1-b', correct: false } });
    expect(fake.calls.filter((c) => c.path === '/user_answers')).toHaveLength(1);
    expect(canAdvance()).toBe(true);
  });

  it('resumes where the same user left off, with the answers given before', async () => {
    const fake = useFake({ uuid: 'u1' });
    await startChallenge(DATA);
    for (let i = 0; i < 5; i++) await step(i === 3 ? 'wrong' : 'right');
    await whenSaved();
    const left = $challenge.get().position;
    expect(left).toEqual({ segment: 1, screen: 3 });
    resetChallenge();
    // Another device: same user, fresh store, same API.
    const storage = createStorage(null);
    storage.set('user_uuid', 'u1');
    setSessionDeps({ storage, api: fake.api });
    await startChallenge(DATA);
    expect($challenge.get()).toMatchObject({ status: 'playing', position: left, resumed: true });
    expect($challenge.get().answers).toEqual({ 'k1/q1': { answer: 'q1-b', correct: false } });
    await step();
    await step();
    expect(currentScreen()!.screen).toEqual({ kind: 'feedback' });
    expect(Object.keys($challenge.get().answers)).toEqual(['k1/q1', 'k1/q2']);
  });

  it('reads an out-of-range position as the start and a completed one as complete', async () => {
    const fake = useFake({ uuid: 'u1' });
    fake.progress.set('u1', { segment: 1, screen: 99, done: false });
    await startChallenge(DATA);
    expect($challenge.get()).toMatchObject({ status: 'playing', position: { segment: 0, screen: 0 }, resumed: false });
    fake.progress.set('u1', { segment: 4, screen: 0, done: true });
    await startChallenge(DATA);
    expect($challenge.get().status).toBe('complete');
    await restart();
    expect($challenge.get()).toMatchObject({ status: 'playing', position: { segment: 0, screen: 0 }, answers: {} });
    expect(fake.progress.get('u1')).toMatchObject({ segment: 0, screen: 0 });
  });

  it('reads back the latest answers of a finished challenge after a reload: a run after a restart counts', async () => {
    const fake = useFake({ uuid: 'u1' });
    await startChallenge(DATA);
    while ($challenge.get().status === 'playing') await step('wrong');
    await restart();
    let n = 0;
    // The second run: q1 right, q2 wrong, q3 right.
    while ($challenge.get().status === 'playing') {
      const here = currentScreen();
      await step(here?.screen.kind === 'question' && n++ === 1 ? 'wrong' : 'right');
    }
    await saved();
    resetChallenge();
    const storage = createStorage(null);
    storage.set('user_uuid', 'u1');
    setSessionDeps({ storage, api: fake.api });
    await startChallenge(DATA);
    expect($challenge.get().status).toBe('complete');
    expect($challenge.get().answers).toEqual({
      'k1/q1': { answer: 'q1-a', correct: true },
      'k1/q2': { answer: 'q2-b', correct: false },
      'k2/q3': { answer: 'q3-a', correct: true },
    });
    expect(challengeResult(DATA, $challenge.get().answers)).toMatchObject({ correct: 2, total: 3, known: true });
  });

  it('creates the anonymous user on the first save', async () => {
    const fake = useFake();
    await startChallenge(DATA);
    await step();
    await saved();
    expect(fake.storage.get('user_uuid')).toBe('u-new');
    expect(fake.progress.get('u-new')).toMatchObject({ segment: 0, screen: 1 });
  });

  it("names the account's uuid with the bearer when logged in, so a queued call is never credited to the next person", async () => {
    const fake = useFake({ uuid: 'u1' });
    fake.storage.set('access_token', 'tok');
    await startChallenge(DATA);
    expect(fake.calls[0]).toMatchObject({
      method: 'get',
      path: '/users/challenge_progress/ch1',
      params: { user_uuid: 'u1' },
    });
    for (let i = 0; i < 4; i++) await step();
    await saved();
    const writes = fake.calls.filter((c) => c.method === 'post');
    expect(writes.length).toBeGreaterThan(0);
    for (const w of writes) expect(w.data).toMatchObject({ user_uuid: 'u1' });
  });

  it('keeps saving positions while a send hangs (a network that never answers)', async () => {
    const fake = useFake({ uuid: 'u1' });
    await startChallenge(DATA);
    const storage = memoryQueueStorage();
    setQueueDeps({ ...memoryQueueDeps(() => new Promise(() => undefined), storage), sendTimeoutMs: 60_000 });
    await step();
    await step();
    // Both positions are kept on the device although the first send never settles: the saves
    // settle with the clock stopped (only pending promises run, no time passes).
    vi.useFakeTimers();
    let done = false;
    void whenSaved().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    vi.useRealTimers();
    expect(done).toBe(true);
    expect(
      (await storage.list()).map(
        (c) => (c.request.data as SaveChallengeProgressBody).challenge_progress.current_screen,
      ),
    ).toEqual([1, 0]);
    expect(fake.progress.size).toBe(0);
  });

  it('keeps playing without a network: answers and positions wait on the device and are sent in order later', async () => {
    const fake = useFake({ uuid: 'u1', fail: true });
    await startChallenge(DATA);
    expect($challenge.get().status).toBe('playing');
    for (let i = 0; i < 4; i++) await step();
    await whenSaved();
    expect($challenge.get().position).toEqual({ segment: 1, screen: 2 });
    expect($challenge.get().error).toBeNull();
    expect($alert.get().visible).toBe(false);
    expect($callQueue.get()).toMatchObject({ pending: 5, offline: true });
    expect(fake.answers).toEqual([]);
    await flushQueue(); // the attempt under way fails
    // The network returns.
    const back = fakeApi();
    back.progress.clear();
    fake.calls.length = 0;
    setSessionDeps({ storage: fake.storage, api: back.api });
    expect(await flushQueue()).toMatchObject({ sent: 5, left: 0 });
    expect(back.calls.map((c) => c.path)).toEqual([
      '/users/challenge_progress',
      '/users/challenge_progress',
      '/users/challenge_progress',
      '/user_answers',
      '/users/challenge_progress',
    ]);
    expect(back.answers.map((a) => a.question)).toEqual(['q1']);
    expect(back.progress.get('u1')).toMatchObject({ segment: 1, screen: 2 });
    expect($callQueue.get()).toMatchObject({ pending: 0, offline: false, caughtUp: true });
  });
});

describe('challenge player failures', () => {
  it('reports a bug behind a failed answer, and shows the failure, instead of swallowing it', async () => {
    useFake({ uuid: 'u1' });
    await startChallenge(DATA);
    const bug = new TypeError("Cannot read properties of undefined (reading 'key')");
    const storage = memoryQueueStorage();
    setQueueDeps({
      ...memoryQueueDeps(() => Promise.resolve({}), storage),
      storage: { ...storage, put: async () => Promise.reject(bug) },
    });
    const reported: unknown[] = [];
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (let i = 0; i < 3; i++) await advance(); // to q1 (these saves fail and are reported too)
    await whenSaved();
    const off = onReportedError((err) => reported.push(err));
    try {
      await answerQuestion('q1-a');
    } finally {
      off();
      quiet.mockRestore();
    }
    expect(reported).toEqual([bug]);
    expect($challenge.get().error).toBe('challenge.answerFailed');
    expect($alert.get().visible).toBe(true);
  });

  it('reports nothing while the network is down: that is what the queue is for', async () => {
    useFake({ uuid: 'u1', fail: true });
    const reported: unknown[] = [];
    const off = onReportedError((err) => reported.push(err));
    await startChallenge(DATA);
    for (let i = 0; i < 4; i++) await step();
    await whenSaved();
    await flushQueue();
    off();
    expect(reported).toEqual([]);
  });
});
