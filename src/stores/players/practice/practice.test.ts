import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endGatedSession, gatedSession } from '#tests/support/gated-session.ts';
import { rejectWith, type ApiFailure } from '../../../api-client/failures.ts';
import { $alert, hideAlert } from '../../alerts/index.ts';
import { onAnswerDropped } from '../answers/index.ts';
import { $practice, answerPractice, resetPractice, whenPracticeRecorded } from './practice.ts';
import type { TestOrder } from './test-order.ts';

const KEY = { correct: 'q1-a', veryWrong: ['q1-c'] };
const ORDER: TestOrder = { topicGlobalId: 't1', topicSlug: 't', testGlobalId: 'test1', questions: ['q1', 'q2'] };

/** The API as a slow phone network reaches it, refusing answers when `refuse`; the answers it saved. */
function slowApi(refuse = false) {
  const saved: Record<string, unknown>[] = [];
  const { release } = gatedSession((req) => {
    if (req.path === '/user_answers/next_test_round') return { test_round: 2 };
    if (req.path === '/topics/t1/latest_results')
      return {
        data: {
          global_id: 't1',
          diploma_test: null,
          tests: [{ global_id: 'test1', test_round: 1, questions: [] }],
          challenges: [],
        },
      };
    if (req.path === '/user_answers' && req.method === 'post') {
      if (refuse) return rejectWith({ status: 422, data: { message: 'error.validation' } });
      saved.push((req.data as { user_answer: Record<string, unknown> }).user_answer);
      return { data: { is_correct: true } };
    }
    return rejectWith({ status: 404, data: { message: 'error.notFound' } });
  });
  return { release, saved };
}

beforeEach(() => {
  resetPractice();
  hideAlert();
});
afterEach(endGatedSession);

describe('answering a practice question', () => {
  it('shows the verdict the moment the learner answers, before the network has answered anything', async () => {
    const { release, saved } = slowApi();
    const recorded = answerPractice('q1', 'q1-c', ORDER, KEY);
    expect($practice.get()).toMatchObject({
      status: 'answered',
      chosen: 'q1-c',
      isCorrect: false,
      isVeryWrong: true,
      round: null,
    });
    expect(saved).toEqual([]);
    release();
    expect(await recorded).toBe(true);
    expect(await whenPracticeRecorded()).toBe(true);
    // Recorded behind the verdict, in the server's round.
    expect(saved).toMatchObject([
      { question_global_id: 'q1', answer_global_id: 'q1-c', test_round: 2, test_global_id: 'test1' },
    ]);
    expect($practice.get().round).toBe(2);
  });

  it('takes one answer per question', async () => {
    const { release, saved } = slowApi();
    const first = answerPractice('q1', 'q1-a', null, KEY);
    expect(await answerPractice('q1', 'q1-b', null, KEY)).toBe(false);
    release();
    await first;
    expect(saved.map((a) => a['answer_global_id'])).toEqual(['q1-a']);
    expect($practice.get()).toMatchObject({ chosen: 'q1-a', isCorrect: true });
  });

  it('says so when the API refuses the answer for good, and the player hears of it', async () => {
    const { release } = slowApi(true);
    const dropped: string[] = [];
    const off = onAnswerDropped('practice', () => dropped.push('practice'));
    const recorded = answerPractice('q1', 'q1-a', null, KEY);
    release();
    await recorded;
    await expect.poll(() => dropped).toEqual(['practice']);
    expect($alert.get()).toMatchObject({ visible: true, error: true });
    off();
  });

  it('on a site without an API (its 404 page at /v1) keeps the answer on the device, without "something went wrong"', async () => {
    const calls: string[] = [];
    const { release } = gatedSession(
      (req) => {
        calls.push(`${req.method} ${req.path}`);
        // A static host's HTML page: a body the ApiFailure type does not describe.
        return rejectWith({ status: 404, data: '<!doctype html><title>Not found</title>' } as unknown as ApiFailure);
      },
      { uuid: null },
    );
    const dropped: string[] = [];
    const off = onAnswerDropped('practice', () => dropped.push('practice'));
    const recorded = answerPractice('q1', 'q1-a', ORDER, KEY);
    expect($practice.get()).toMatchObject({ status: 'answered', isCorrect: true });
    release();
    expect(await recorded).toBe(true);
    expect(calls).toContain('post /users');
    expect(dropped).toEqual([]);
    expect($alert.get().visible).toBe(false);
    off();
  });
});
