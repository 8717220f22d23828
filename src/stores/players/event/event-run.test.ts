import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endGatedSession, gatedSession } from '#tests/support/gated-session.ts';
import { rejectWith } from '../../../api-client/failures.ts';
import { $alert, hideAlert } from '../../alerts/index.ts';
import { $eventRun, answerEvent, resetEventRun, startEventRun, whenEventRecorded } from './event-run.ts';

const QUESTIONS = ['q1', 'q2', 'q3'];
const answer = (questionId: string) => ({
  code: 'fair26',
  topicId: 't1',
  testId: 'test1',
  questionId,
  answerId: `${questionId}-a`,
  questions: QUESTIONS,
});

/** The API as a slow phone network reaches it (`broken`: it refuses to create users); the answers it saved. */
function slowApi({ uuid = true, broken = false } = {}) {
  const saved: Record<string, unknown>[] = [];
  const { release } = gatedSession(
    (req) => {
      if (req.path === '/users' && broken) return rejectWith({ status: 500, data: { message: 'error.internal' } });
      if (req.path === '/user_answers/next_test_round') return { test_round: 4 };
      if (req.path === '/user_answers' && req.method === 'post') {
        saved.push((req.data as { user_answer: Record<string, unknown> }).user_answer);
        return { data: { is_correct: true } };
      }
      return rejectWith({ status: 404, data: { message: 'error.notFound' } });
    },
    uuid ? {} : { uuid: null },
  );
  return { release, saved };
}

beforeEach(() => {
  resetEventRun();
  hideAlert();
});
afterEach(endGatedSession);

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
    expect(saved.map((a) => [a['question_global_id'], a['test_round'], a['event_code']])).toEqual([
      ['q1', 4, 'fair26'],
      ['q2', 4, 'fair26'],
    ]);
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
