import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient, ApiRequest } from '../../../api-client/client.ts';
import { createStorage } from '../../../api-client/storage.ts';
import { rejectWith } from '../../../api-client/failures.ts';
import { onReportedError } from '../../../observability/report-error.ts';
import { setSessionDeps } from '../../session/index.ts';
import {
  $shares,
  fetchCertificateShares,
  fetchQuestionShares,
  optionShares,
  questionShares,
  resetShares,
  type QuestionShares,
} from './shares.ts';

const shown = (id: string): QuestionShares => ({
  global_id: id,
  shown: true,
  total: 25,
  correct_share: 0.2,
  answers: [
    { global_id: `${id}-a`, share: 0.2 },
    { global_id: `${id}-b`, share: 0.8 },
  ],
});
const hidden = (id: string): QuestionShares => ({
  global_id: id,
  shown: false,
  total: 3,
  correct_share: null,
  answers: [],
});

/** An API answering from `reply`; records the requests. */
function useApi(reply: (req: ApiRequest) => unknown, uuid: string | null = 'u1') {
  const calls: ApiRequest[] = [];
  const storage = createStorage();
  if (uuid) storage.set('user_uuid', uuid);
  const api: ApiClient = {
    request<T>(req: ApiRequest): Promise<T> {
      calls.push(req);
      return Promise.resolve(reply(req) as T);
    },
  };
  setSessionDeps({ storage, api });
  return calls;
}

let reported: unknown[] = [];
let stop: () => void = () => undefined;
beforeEach(() => {
  resetShares();
  reported = [];
  stop = onReportedError((e) => reported.push(e));
});
afterEach(() => {
  stop();
  setSessionDeps(null);
});

describe('answer shares', () => {
  it("keeps a question's shares when the API shows them, and the option map the buttons read", async () => {
    const calls = useApi(() => ({ data: shown('q1') }));
    await fetchQuestionShares('q1');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['get /questions/q1/shares']);
    expect(optionShares($shares.get()['q1'])).toEqual({ 'q1-a': 0.2, 'q1-b': 0.8 });
    expect(optionShares(undefined)).toBeNull();
  });

  it('keeps nothing below the threshold, and says nothing when the API refuses or the network is down', async () => {
    useApi(() => ({ data: hidden('q2') }));
    await fetchQuestionShares('q2');
    useApi(() => rejectWith({ status: 403, data: { message: 'shares.certificateQuestion' } }));
    await fetchQuestionShares('q3');
    useApi(() => rejectWith({ status: 0, data: undefined }));
    await fetchQuestionShares('q4');
    expect($shares.get()).toEqual({});
    expect(reported).toEqual([]);
  });

  it("one rule for a question's shares: the API's reply, null when it refuses (a certificate question), else the failure", async () => {
    useApi(() => ({ data: hidden('q7') }));
    expect(await questionShares('q7')).toEqual(hidden('q7'));
    useApi(() => rejectWith({ status: 403, data: { message: 'shares.certificateQuestion' } }));
    expect(await questionShares('q8')).toBeNull();
    useApi(() => rejectWith({ status: 500, data: { message: 'server.error' } }));
    await expect(questionShares('q9')).rejects.toMatchObject({ status: 500 });
    useApi(() => rejectWith({ status: 0, data: undefined }));
    await expect(questionShares('q9')).rejects.toMatchObject({ status: 0 });
  });

  it("asks for a certificate test's shares with the learner's uuid, and not at all without one", async () => {
    const none = useApi(() => ({ data: { global_id: 'd', questions: [] } }), null);
    await fetchCertificateShares('d');
    expect(none).toEqual([]);
    const calls = useApi(() => ({ data: { global_id: 'd', questions: [shown('q5'), hidden('q6')] } }));
    await fetchCertificateShares('d');
    expect(calls[0]).toMatchObject({ method: 'get', path: '/certificate_tests/d/shares', params: { user_uuid: 'u1' } });
    expect(Object.keys($shares.get())).toEqual(['q5']);
  });
});
