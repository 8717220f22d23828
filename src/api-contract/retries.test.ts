/**
 * The retry list's claims, checked on the API: every write it marks safe to retry, done twice,
 * answers the same data and stores nothing more (what a load balancer's retry after a lost
 * answer does), and an answer save without its `client_id` is the one case that would not be.
 */
import { describe, expect, it } from 'vitest';
import { appPerFile, bodyOf, routeGroupApp, rowCounts } from '#tests/support/api-helpers.ts';
import { OPERATIONS, type OperationName } from './operations.ts';
import { RETRIES } from './retries.ts';

const { t, c } = appPerFile(routeGroupApp);

/** A write's request: its method, address and body. */
type WriteRequest = { method: 'post' | 'put'; url: string; body: unknown };

/**
 * The request of each write the list marks safe to retry, for a fresh anonymous user (some first
 * set up what the write needs, so a request may come as a promise).
 */
const RETRIED_WRITES: Partial<Record<OperationName, (uuid: string) => WriteRequest | Promise<WriteRequest>>> = {
  saveAnswer: (uuid) => ({
    method: 'post',
    url: '/v1/user_answers',
    body: {
      user_uuid: uuid,
      user_answer: { question_global_id: '101', answer_global_id: '101-a', client_id: `retry-${uuid}` },
    },
  }),
  joinGroup: (uuid) => ({ method: 'post', url: '/v1/users/group', body: { user_uuid: uuid, code: 'class7b' } }),
  updateProfile: (uuid) => ({
    method: 'put',
    url: '/v1/users',
    body: { user_uuid: uuid, profile: { population_category: 'student' } },
  }),
  createResultShare: async (uuid) => {
    await c.answer(uuid, 101, 'a', { topic_global_id: 'topic-a', test_global_id: 'test-a', test_round: 1 });
    return {
      method: 'post',
      url: '/v1/result_shares',
      body: { user_uuid: uuid, kind: 'practice', topic_global_id: 'topic-a', test_global_id: 'test-a', test_round: 1 },
    };
  },
  setCertificateName: async (uuid) => {
    let code = '';
    for (const q of ['103', '104', '105'])
      code =
        bodyOf(
          await c.answer(uuid, q, 'a', { topic_global_id: 'topic-a', test_global_id: 'test-d', test_round: 1 }),
          'saveAnswer',
        ).data.certificate_code ?? code;
    return { method: 'put', url: `/v1/certificates/${code}/name`, body: { user_uuid: uuid, name: 'Ada Lovelace' } };
  },
};

describe('the retry list (src/api-contract/retries.ts)', () => {
  it('marks every read safe and names every write it marks safe here', () => {
    for (const [name, op] of Object.entries(OPERATIONS) as [OperationName, (typeof OPERATIONS)[OperationName]][]) {
      if (op.method === 'get') expect(RETRIES[name].retry, name).toBe(true);
      else if (RETRIES[name].retry)
        expect(Object.keys(RETRIED_WRITES), `${name} is marked safe to retry: add its request here`).toContain(name);
    }
  });

  for (const [name, request] of Object.entries(RETRIED_WRITES)) {
    it(`${name} done twice answers the same and stores nothing more`, async () => {
      const uuid = await c.anonymous();
      const { method, url, body } = await request(uuid);
      const first = await c[method](url, body);
      expect(first.statusCode, first.body).toBeLessThan(300);
      const before = await rowCounts(t.app);
      const again = await c[method](url, body);
      expect(again.statusCode, again.body).toBeLessThan(300);
      expect(again.json<{ data: unknown }>().data).toEqual(first.json<{ data: unknown }>().data);
      expect(await rowCounts(t.app)).toEqual(before);
    });
  }

  it('an answer save without client_id is stored again (why the site always sends one)', async () => {
    const uuid = await c.anonymous();
    await c.answer(uuid, 101, 'a');
    const before = await rowCounts(t.app);
    await c.answer(uuid, 101, 'a');
    expect((await rowCounts(t.app)).user_answers).toBe(before.user_answers + 1);
  });
});
