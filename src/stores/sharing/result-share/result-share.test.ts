import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient, ApiRequest } from '../../../api-client/client.ts';
import { isApiFailure, rejectWith } from '../../../api-client/failures.ts';
import { createStorage } from '../../../api-client/storage.ts';
import { shareResult } from './result-share.ts';
import { loadSharedResult } from '../shared-result/index.ts';
import { setSessionDeps } from '../../session/index.ts';

const SHARE = {
  code: 'K7QF9M2XAB',
  kind: 'practice',
  topic_global_id: 't',
  topic_name: 'T',
  topic_slug: 't',
  test_global_id: 'x',
  challenge_global_id: null,
  challenge_slug: null,
  title: 'X',
  correct: 2,
  total: 3,
  shared_at: '2026-11-27T00:00:00.000Z',
};

/** A fake API recording requests; `answer` decides each reply. */
function useApi(answer: (req: ApiRequest) => unknown) {
  const calls: ApiRequest[] = [];
  const api: ApiClient = {
    async request<T>(req: ApiRequest): Promise<T> {
      calls.push(req);
      const out = answer(req);
      if (out instanceof Error) throw out;
      if (isApiFailure(out)) return rejectWith(out);
      return out as T;
    },
  };
  const storage = createStorage(null);
  storage.set('user_uuid', 'u1');
  setSessionDeps({ storage, api });
  return calls;
}

afterEach(() => setSessionDeps(null));

describe('sharing a result', () => {
  it('asks the server to count what was played (never a score) for the stored user', async () => {
    const calls = useApi(() => ({ data: SHARE }));
    expect(await shareResult({ kind: 'practice', topicId: 't', testId: 'x', round: 2 })).toEqual(SHARE);
    await shareResult({ kind: 'challenge', challengeId: 'ch' });
    expect(calls.map((c) => [c.method, c.path, c.data])).toEqual([
      [
        'post',
        '/result_shares',
        { user_uuid: 'u1', kind: 'practice', topic_global_id: 't', test_global_id: 'x', test_round: 2 },
      ],
      ['post', '/result_shares', { user_uuid: 'u1', kind: 'challenge', challenge_global_id: 'ch' }],
    ]);
  });

  it("rejects with the API's refusal", async () => {
    useApi(() => ({ status: 409, data: { message: 'result.challengeNotFinished' } }));
    await expect(shareResult({ kind: 'challenge', challengeId: 'ch' })).rejects.toMatchObject({ status: 409 });
  });
});

describe('a shared result page', () => {
  it('reads a well-formed code in capitals, and says not found for an unknown one', async () => {
    const calls = useApi((req) =>
      req.path === '/result_shares/K7QF9M2XAB'
        ? { data: SHARE }
        : { status: 404, data: { message: 'result.notFound' } },
    );
    expect(await loadSharedResult('k7qf9m2xab')).toEqual({ phase: 'found', code: 'K7QF9M2XAB', result: SHARE });
    expect(await loadSharedResult('ZZZZZZZZZZ')).toEqual({ phase: 'notFound', code: 'ZZZZZZZZZZ' });
    expect(calls).toHaveLength(2);
  });

  it('does not ask the API about a malformed code, and tells a failure from not found', async () => {
    const calls = useApi(() => ({ status: 0, data: undefined }));
    expect(await loadSharedResult('NOT1CODE')).toEqual({ phase: 'notFound', code: 'NOT1CODE' });
    expect(calls).toHaveLength(0);
    expect(await loadSharedResult('ZZZZZZZZZZ')).toEqual({ phase: 'failed', code: 'ZZZZZZZZZZ' });
  });

  it('says how long to wait when lookups from this address hit their limit (429), not "failed"', async () => {
    useApi(() => ({ status: 429, data: { message: 'error.tooManyRequests', retry_after: 125 } }));
    expect(await loadSharedResult('ZZZZZZZZZZ')).toEqual({
      phase: 'failed',
      code: 'ZZZZZZZZZZ',
      wait: { key: 'retry.minutes', vars: { count: 3 } },
    });
  });
});
