import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient, ApiRequest } from '../api-client/client.ts';
import { createStorage } from '../api-client/storage.ts';
import { $alert, hideAlert } from './alerts.ts';
import { $eventRun, answerEvent, resetEventRun, startEventRun, whenEventRecorded } from './event-run.ts';
import { memoryQueueDeps, setQueueDeps } from './page-queue.ts';
import { session, setSessionDeps } from './session.ts';

const QUESTIONS = ['q1', 'q2', 'q3'];
const answer = (questionId: string) => ({ code: 'fair26', topicId: 't1', testId: 'test1', questionId, answerId: `${questionId}-a`, questions: QUESTIONS });

/** An API answering after `release` (a slow phone network); `broken` refuses to create users. */
function slowApi({ uuid = true, broken = false } = {}) {
  let release = () => {};
  const gate = new Promise<void>((r) => (release = r));
  const saved: Record<string, unknown>[] = [];
  const api: ApiClient = {
    async request<T>(req: ApiRequest): Promise<T> {
      await gate;
      if (req.path === '/users' && broken) throw { status: 500, data: { message: 'error.internal' } };
      if (req.path === '/user_answers/next_test_round') return { test_round: 4 } as T;
      if (req.path === '/user_answers' && req.method === 'post') {
        saved.push((req.data as { user_answer: Record<string, unknown> }).user_answer);
        return { data: { is_correct: true } } as T;
      }
      throw { status: 404, data: { message: 'error.notFound' } };
    },
  };
  const storage = createStorage(null);
  if (uuid) storage.set('user_uuid', '6f1c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f');
  setSessionDeps({ storage, api });
  setQueueDeps(memoryQueueDeps((r) => session().api.request(r)));
  return { release, saved };
}

beforeEach(() => {
  resetEventRun();
  hideAlert();
});
afterEach(() => {
  setSessionDeps(null);
  setQueueDeps(null);
});

describe("an event's screening test", () => {
  it('moves on at once and records the start and the answers behind, in order, in the round the server gives', async () => {
    const { release, saved } = slowApi();
    void startEventRun('t1', 'test1');
    void answerEvent(answer('q1'));
    void answerEvent(answer('q2'));
    // Before the network has answered anything, both count as answered.
    expect($eventRun.get()).toEqual({ round: null, answered: ['q1', 'q2'] });
    release();
    expect(await whenEventRecorded()).toBe(true);
    expect(saved.map((a) => [a['question_global_id'], a['test_round'], a['event_code']])).toEqual([['q1', 4, 'fair26'], ['q2', 4, 'fair26']]);
  });

  it('stops recording after a failure, says so, and the way on learns it', async () => {
    const { release, saved } = slowApi({ uuid: false, broken: true });
    const started = startEventRun('t1', 'test1');
    const answered = answerEvent(answer('q1'));
    release();
    expect(await started).toBe(false);
    expect(await answered).toBe(false);
    expect(saved).toEqual([]);
    expect($alert.get()).toMatchObject({ visible: true, error: true });
  });
});
