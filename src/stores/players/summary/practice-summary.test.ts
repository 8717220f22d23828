import { afterEach, describe, expect, it } from 'vitest';
import { recordResult, withResult, type RoundResults } from './practice-results.ts';
import type { ApiClient, ApiRequest } from '../../../api-client/client.ts';
import { rejectWith } from '../../../api-client/failures.ts';
import { createStorage } from '../../../api-client/storage.ts';
import type { QuestionShares } from '../../../api-contract/types.ts';
import { $summary, averageScore, loadSummary, summarize } from './practice-summary.ts';
import { roundKey } from '../../reads/rounds/index.ts';
import { nextQuestionIn } from '../practice/index.ts';
import { session, setSessionDeps } from '../../session/index.ts';

const r = (questionId: string, correct: boolean, veryWrong = false) => ({
  questionId,
  answerId: `${questionId}-a`,
  correct,
  veryWrong,
});

describe('the round record', () => {
  it('keeps the latest answer per question and starts over with a new round', () => {
    const one = withResult(null, 1, r('q1', false));
    const two = withResult(one, 1, r('q1', true));
    expect(two.results).toEqual([r('q1', true)]);
    expect(withResult(withResult(two, 1, r('q2', false)), 2, r('q3', true))).toEqual({
      round: 2,
      results: [r('q3', true)],
    });
  });
});

describe('the record of "try the wrong ones again"', () => {
  const first = [r('q1', true), r('q2', false), r('q3', false, true), r('q4', true)].reduce<RoundResults | null>(
    (rec, x) => withResult(rec, 1, x),
    null,
  );
  it('starts from the round it retries, so the summary is the whole test with the new answers', () => {
    const one = withResult(first, 2, r('q2', true), true);
    expect(one.round).toBe(2);
    // Half way through the retry: q3 still has its earlier (very wrong) answer.
    const halfway = summarize(['q1', 'q2', 'q3', 'q4'], one, null);
    expect(halfway.rows.map((x) => [x.status, x.retried])).toEqual([
      ['correct', false],
      ['correct', true],
      ['veryWrong', false],
      ['correct', false],
    ]);
    const done = summarize(['q1', 'q2', 'q3', 'q4'], withResult(one, 2, r('q3', false), true), null);
    expect([done.correct, done.answered, done.total, done.retried]).toEqual([3, 4, 4, 2]);
    expect(done.wrong).toEqual(['q3']);
  });
  it('keeps what was retried across a second retry, and a plain new round (the whole test again) starts over', () => {
    const retried = withResult(withResult(first, 2, r('q2', true), true), 2, r('q3', false), true);
    const again = withResult(retried, 3, r('q3', true), true);
    expect(summarize(['q1', 'q2', 'q3', 'q4'], again, null)).toMatchObject({ correct: 4, retried: 2 });
    expect(withResult(again, 4, r('q1', false))).toEqual({ round: 4, results: [r('q1', false)] });
  });
});

describe('summarize', () => {
  const qs = ['q1', 'q2', 'q3', 'q4'];
  it('scores the round in test order, with unanswered questions and the wrong ones to try again', () => {
    const s = summarize(qs, { round: 3, results: [r('q3', false, true), r('q1', true), r('q2', false)] }, null);
    expect(s.rows.map((x) => x.status)).toEqual(['correct', 'wrong', 'veryWrong', 'unanswered']);
    expect([s.correct, s.answered, s.total]).toEqual([1, 3, 4]);
    expect(s.wrong).toEqual(['q2', 'q3']);
    // The round a shared result names.
    expect(s.round).toBe(3);
    expect(s.versusAverage).toBeNull();
  });
  it("compares the score with everyone's average (within half a question counts as even)", () => {
    const three = { round: 1, results: [r('q1', true), r('q2', true), r('q3', true), r('q4', false)] };
    expect(summarize(qs, three, 0.5).versusAverage).toBe('above');
    expect(summarize(qs, three, 0.7).versusAverage).toBe('even');
    expect(summarize(qs, three, 0.95).versusAverage).toBe('below');
  });
  it('is all unanswered without a record', () => {
    const s = summarize(qs, null, null);
    expect([s.correct, s.answered, s.round]).toEqual([0, 0, null]);
    expect(s.rows.every((x) => x.status === 'unanswered')).toBe(true);
  });
});

describe('loadSummary', () => {
  afterEach(() => session().storage.set('user_uuid', null));
  it("reads the learner's round of the test from this device", async () => {
    session().storage.set('user_uuid', 'u-sum');
    await recordResult(roundKey('u-sum', 'topic', 'test'), 1, r('q1', true));
    await recordResult(roundKey('u-sum', 'topic', 'test'), 1, r('q2', false, true));
    await loadSummary('topic', 'test', ['q1', 'q2']);
    const state = $summary.get();
    expect(state.status === 'ready' && [state.summary.correct, state.summary.wrong]).toEqual([1, ['q2']]);
  });
  it('after trying the wrong ones again, covers the whole test with the retried answers', async () => {
    session().storage.set('user_uuid', 'u-retry');
    const key = roundKey('u-retry', 'topic', 'test');
    await recordResult(key, 1, r('q1', true));
    await recordResult(key, 1, r('q2', false));
    await recordResult(key, 2, r('q2', true), true);
    await loadSummary('topic', 'test', ['q1', 'q2']);
    const state = $summary.get();
    expect(state.status === 'ready' && [state.summary.correct, state.summary.answered, state.summary.retried]).toEqual([
      2, 2, 1,
    ]);
  });
  it('shows nothing answered for a visitor without a uuid', async () => {
    await loadSummary('topic', 'test', ['q1']);
    const state = $summary.get();
    expect(state.status === 'ready' && state.summary.answered).toBe(0);
  });
});

describe('trying the wrong ones again', () => {
  it('goes through the retry set, else the whole test', () => {
    const order = { questions: ['q1', 'q2', 'q3', 'q4'] };
    expect(nextQuestionIn(order, 'q2', ['q2', 'q4'])).toBe('q4');
    expect(nextQuestionIn(order, 'q4', ['q2', 'q4'])).toBeNull();
    expect(nextQuestionIn(order, 'q2', null)).toBe('q3');
  });
});

describe("everyone's average", () => {
  const shares = (id: string, correct: number | null): QuestionShares =>
    correct === null
      ? { global_id: id, shown: false, total: 3, correct_share: null, answers: [] }
      : { global_id: id, shown: true, total: 40, correct_share: correct, answers: [] };
  /** An API answering each question's shares from `byId` (a number is an HTTP failure status). */
  function useApi(byId: Record<string, QuestionShares | number>): string[] {
    const asked: string[] = [];
    const api: ApiClient = {
      async request<T>(req: ApiRequest): Promise<T> {
        asked.push(req.path);
        const id = req.path.split('/')[2]!;
        const reply = byId[id]!;
        if (typeof reply === 'number')
          return rejectWith({ status: reply, data: { message: 'shares.certificateQuestion' } });
        return { data: reply } as T;
      },
    };
    setSessionDeps({ storage: createStorage(), api });
    return asked;
  }
  afterEach(() => setSessionDeps(null));

  it("is the mean of the questions' right shares, asked per question", async () => {
    const asked = useApi({ q1: shares('q1', 0.2), q2: shares('q2', 0.6) });
    expect(await averageScore(['q1', 'q2'])).toBeCloseTo(0.4);
    expect(asked.sort()).toEqual(['/questions/q1/shares', '/questions/q2/shares']);
  });
  it('leaves out certificate questions the API will not speak about', async () => {
    useApi({ q1: shares('q1', 0.3), q2: 403 });
    expect(await averageScore(['q1', 'q2'])).toBeCloseTo(0.3);
  });
  it('is unknown while any question has too few learners, or when the API fails', async () => {
    useApi({ q1: shares('q1', 0.3), q2: shares('q2', null) });
    expect(await averageScore(['q1', 'q2'])).toBeNull();
    useApi({ q1: 500 });
    await expect(averageScore(['q1'])).rejects.toMatchObject({ status: 500 });
  });
});
