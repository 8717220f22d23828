import { afterEach, describe, expect, it } from 'vitest';
import { rejectWith } from '../../../api-client/failures.ts';
import { newClientId, onAnswerDropped } from './answer-calls.ts';
import { firstUnanswered } from '../event/index.ts';
import { answeredIn } from '../../reads/rounds/server/index.ts';
import { findTestOrder, nextQuestion, type TestOrder } from '../practice/index.ts';
import { answerSource } from '../../queue/runtime/index.ts';
import { enqueue, flushQueue, memoryQueueDeps, setQueueDeps } from '../../queue/runtime/index.ts';
import type { QueuedCall } from '../../queue/index.ts';

const orders: TestOrder[] = [
  { topicGlobalId: 'topic-a', topicSlug: 'a', testGlobalId: 'test-1', questions: ['q1', 'q2', 'q3'] },
  { topicGlobalId: 'topic-a', topicSlug: 'a', testGlobalId: 'test-2', questions: ['q3', 'q4'] },
  { topicGlobalId: 'topic-b', topicSlug: 'b', testGlobalId: 'test-3', questions: ['q2', 'q9'] },
];

describe('test rounds', () => {
  it('reads the answered questions of a latest round', () => {
    expect(
      answeredIn({
        global_id: 't',
        test_round: 2,
        questions: [
          { global_id: 'q1', answer: { global_id: 'a', is_correct: true } },
          { global_id: 'q2', answer: null },
        ],
      }),
    ).toEqual(['q1']);
    expect(answeredIn(undefined)).toEqual([]);
  });
});

describe('next question', () => {
  it('finds the test of the topic, preferring the one named', () => {
    expect(findTestOrder(orders, 'a', 'q3')?.testGlobalId).toBe('test-1');
    expect(findTestOrder(orders, 'a', 'q3', 'test-2')?.testGlobalId).toBe('test-2');
    expect(findTestOrder(orders, 'a', 'q3', 'test-3')?.testGlobalId).toBe('test-1');
    expect(findTestOrder(orders, 'b', 'q2')?.testGlobalId).toBe('test-3');
    expect(findTestOrder(orders, 'c', 'q2')).toBeNull();
  });
  it('is the following question of the test, null after the last', () => {
    expect(nextQuestion(orders[0]!, 'q1')).toBe('q2');
    expect(nextQuestion(orders[0]!, 'q3')).toBeNull();
    expect(nextQuestion(orders[1]!, 'q3')).toBe('q4');
    expect(nextQuestion(orders[0]!, 'nope')).toBeNull();
  });
  it('skips answered questions in events', () => {
    expect(firstUnanswered(['q1', 'q2', 'q3'], ['q1', 'q3'])).toBe('q2');
    expect(firstUnanswered(['q1'], ['q1'])).toBeNull();
  });
});

describe('client ids', () => {
  it('are unique and URL-safe', () => {
    const a = newClientId();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(newClientId()).not.toBe(a);
  });
});

describe('an answer the API refuses later', () => {
  const call = (user_answer: Record<string, unknown>): QueuedCall['request'] => ({
    method: 'post',
    path: '/user_answers',
    data: { user_uuid: 'u1', user_answer: { client_id: 'c1', question_global_id: 'q1', ...user_answer } },
  });
  afterEach(() => setQueueDeps(null));

  it('sends the practice or event player back to the start screen, not the challenge player', async () => {
    const refused = { status: 400, data: { message: 'error.validation' } };
    setQueueDeps(memoryQueueDeps(async () => rejectWith(refused)));
    const seen: string[] = [];
    const offPractice = onAnswerDropped('practice', () => seen.push('practice'));
    const offEvent = onAnswerDropped('event', () => seen.push('event'));
    const actor = { uuid: 'u1', account: false };
    await enqueue('answer', call({}), actor);
    await enqueue('answer', call({ event_code: 'E1' }), actor);
    await enqueue('answer', call({ challenge_global_id: 'ch1' }), actor);
    await enqueue('progress', { method: 'post', path: '/users/challenge_progress', data: {} }, actor);
    await flushQueue();
    offPractice();
    offEvent();
    expect(seen).toEqual(['practice', 'event']);
    expect(answerSource(null)).toBeNull();
  });
});
