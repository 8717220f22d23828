import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient, ApiRequest } from '../../../../api-client/client.ts';
import { createStorage } from '../../../../api-client/storage.ts';
import { restoredState } from '../certificate.ts';
import { rightAnswerOf, roundEnd } from './certificate-failure.ts';
import { setSessionDeps } from '../../../session/index.ts';
import { roundResult } from '#tests/support/certificate-round.ts';

afterEach(() => setSessionDeps(null));

describe('the end of a failed certificate round', () => {
  it('counts the right answers and names the answer that failed it, none before it failed', () => {
    expect(roundEnd({ failed: false, results: [roundResult('q1', true)] })).toEqual({ correct: 1, failing: null });
    expect(roundEnd({ failed: true, results: [roundResult('q1', true), roundResult('q2', false)] })).toEqual({
      correct: 1,
      failing: roundResult('q2', false),
    });
  });

  it('names it after a reload too, from the restored round', () => {
    const latest = {
      global_id: 'd',
      test_round: 1,
      questions: [
        { global_id: 'q1', answer: { global_id: 'a1', is_correct: true } },
        { global_id: 'q2', answer: { global_id: 'b2', is_correct: false } },
      ],
    };
    expect(roundEnd(restoredState('t', 'd', 2, latest, null)).failing).toMatchObject({
      questionId: 'q2',
      answerId: 'b2',
    });
  });

  it("takes the right answer from the explanation just read, else asks the API for the question's", async () => {
    const calls: ApiRequest[] = [];
    const api: ApiClient = {
      request<T>(req: ApiRequest): Promise<T> {
        calls.push(req);
        return Promise.resolve({
          data: { global_id: 'q2', explanation_html: '', correct_answer_global_id: 'q2-right', feedback: {} },
        } as T);
      },
    };
    const storage = createStorage(null);
    storage.set('user_uuid', 'u1');
    setSessionDeps({ storage, api });
    const read = {
      id: 'q2',
      data: { global_id: 'q2', explanation_html: '', correct_answer_global_id: 'q2-known', feedback: {} },
    };
    expect(await rightAnswerOf('q2', read)).toBe('q2-known');
    expect(calls).toEqual([]);
    expect(await rightAnswerOf('q2', { id: 'q1', data: null })).toBe('q2-right');
    expect(await rightAnswerOf('q2', null)).toBe('q2-right');
    expect(calls.map((c) => [c.path, c.params?.['user_uuid']])).toEqual([
      ['/questions/q2/explanation', 'u1'],
      ['/questions/q2/explanation', 'u1'],
    ]);
  });
});
