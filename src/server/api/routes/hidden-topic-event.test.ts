/**
 * An event whose topic is hidden from lists (mini pack: event `Archive` on `topic-h`): the API
 * takes its code, stores the answers given at it and answers its look-up, while the topic list
 * still leaves the hidden topic out.
 */
import { describe, expect, it } from 'vitest';
import { appPerFile, bodyOf } from '#tests/support/api-helpers.ts';

const { c } = appPerFile();

describe('an event whose topic is hidden', () => {
  it('is found by code and names its topic', async () => {
    const res = await c.get('/v1/events/ARCHIVE?lang=sv');
    expect(res.statusCode).toBe(200);
    expect(bodyOf(res, 'event').data).toMatchObject({
      code: 'Archive',
      name: 'Arkivquizen',
      topic_global_id: 'topic-h',
      is_open: true,
    });
  });

  it('accepts answers with its code and stores them at the event', async () => {
    const uuid = await c.anonymous();
    const res = await c.answer(uuid, 101, 'a', {
      event_code: 'archive',
      topic_global_id: 'topic-h',
      test_global_id: 'test-a',
      test_round: 1,
    });
    expect(res.statusCode).toBe(201);
    expect(bodyOf(res, 'saveAnswer').data).toMatchObject({ event_code: 'archive', is_correct: true });
    const atEvent = await c.get(`/v1/user_answers?user_uuid=${uuid}&event_code=Archive`);
    expect(atEvent.statusCode).toBe(200);
    expect(bodyOf(atEvent, 'answers').data).toEqual([
      {
        topic: 'topic-h',
        test: 'test-a',
        question: '101',
        answer: '101-a',
        is_correct: true,
        test_round: 1,
        event_code: 'archive',
      },
    ]);
  });

  it('keeps the hidden topic out of the topic list', async () => {
    const uuid = await c.anonymous();
    const res = await c.get(`/v1/topics?user_uuid=${uuid}`);
    expect(res.statusCode).toBe(200);
    const ids = res.json<{ data: { global_id: string }[] }>().data.map((x) => x.global_id);
    expect(ids).toContain('topic-a');
    expect(ids).not.toContain('topic-h');
  });
});
