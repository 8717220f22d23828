import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient, ApiRequest } from '../../../api-client/client.ts';
import { rejectWith, unreachable, type ApiFailure } from '../../../api-client/failures.ts';
import { createStorage } from '../../../api-client/storage.ts';
import {
  $certificate,
  answerCertificate,
  beginCertificate,
  certificateOutcome,
  endCertificateMode,
  nextCertificateQuestion,
  recordCertificateResult,
  resetCertificate,
  restoreCertificate,
  restoredState,
  startCertificateMode,
} from './certificate.ts';
import { $alert, hideAlert } from '../../alerts/index.ts';
import { setSessionDeps } from '../../session/index.ts';
import { roundResult } from '#tests/support/certificate-round.ts';

const questions = ['q1', 'q2', 'q3'];

describe('certificate mode', () => {
  beforeEach(resetCertificate);

  it('starts with the flag on, the failed flag off and no round results', () => {
    recordCertificateResult(roundResult('q1', false));
    startCertificateMode(4);
    expect($certificate.get()).toMatchObject({ active: true, failed: false, round: 4, results: [], code: null });
  });

  it('is failed by one incorrect answer and stays failed', () => {
    startCertificateMode(1);
    recordCertificateResult(roundResult('q1', true));
    expect(certificateOutcome($certificate.get(), questions)).toBe('continue');
    expect(nextCertificateQuestion($certificate.get(), questions)).toBe('q2');
    recordCertificateResult(roundResult('q2', false));
    expect($certificate.get().failed).toBe(true);
    recordCertificateResult(roundResult('q3', true));
    expect(certificateOutcome($certificate.get(), questions)).toBe('failed');
  });

  it('is passed when every question is right, and keeps the code', () => {
    startCertificateMode(2);
    for (const q of questions.slice(0, 2)) recordCertificateResult(roundResult(q, true));
    expect(certificateOutcome($certificate.get(), questions)).toBe('continue');
    recordCertificateResult(roundResult('q3', true), 'ABCD-1234');
    expect(certificateOutcome($certificate.get(), questions)).toBe('passed');
    expect($certificate.get().code).toBe('ABCD-1234');
    expect(nextCertificateQuestion($certificate.get(), questions)).toBeNull();
    endCertificateMode();
    expect($certificate.get()).toMatchObject({ active: false, code: 'ABCD-1234' });
  });

  it('restores a stored round with the round lowered by one', () => {
    const latest = {
      global_id: 'd',
      test_round: 3,
      questions: [
        { global_id: 'q1', answer: { global_id: 'a', is_correct: true } },
        { global_id: 'q2', answer: null },
      ],
    };
    const s = restoredState('t', 'd', 4, latest, null);
    expect(s.round).toBe(3);
    expect(s.results.map((r) => r.questionId)).toEqual(['q1']);
    expect(s.failed).toBe(false);
    const wrong = restoredState(
      't',
      'd',
      2,
      { ...latest, questions: [{ global_id: 'q1', answer: { global_id: 'a', is_correct: false } }] },
      null,
    );
    expect(wrong).toMatchObject({ round: 1, failed: true });
    expect(restoredState('t', 'd', 1, null, null)).toMatchObject({ round: 1, results: [], failed: false });
  });
});

describe('a certificate test continued after a reload or a language switch', () => {
  afterEach(() => setSessionDeps(null));
  beforeEach(resetCertificate);

  it('answers given while the stored round is read wait for it: they join that round and are kept', async () => {
    const storage = createStorage(null);
    storage.set('user_uuid', '6f1c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f');
    let releaseRestore = () => {};
    const restoreRead = new Promise<void>((r) => (releaseRestore = r));
    const saved: unknown[] = [];
    const api: ApiClient = {
      async request<T>(req: ApiRequest): Promise<T> {
        if (req.path === '/user_answers/next_test_round') {
          await restoreRead;
          return { test_round: 6 } as T;
        }
        if (req.path.startsWith('/topics/')) {
          await restoreRead;
          const latest = {
            global_id: 'd',
            test_round: 5,
            questions: [
              { global_id: 'q1', answer: { global_id: 'q1-a', is_correct: true } },
              { global_id: 'q2', answer: null },
              { global_id: 'q3', answer: null },
            ],
          };
          return { data: { global_id: 't', diploma_test: latest, tests: [], challenges: [] } } as T;
        }
        if (req.path === '/user_answers') {
          saved.push(req.data);
          return { data: { is_correct: true, certificate_code: null } } as T;
        }
        return rejectWith({ status: 404, data: { message: 'error.notFound' } });
      },
    };
    setSessionDeps({ storage, api });
    const restore = restoreCertificate('t', 'd');
    const answer = answerCertificate({ topicId: 't', testId: 'd', questionId: 'q2', answerId: 'q2-a', questions });
    releaseRestore();
    await restore;
    expect(await answer).toEqual({ isCorrect: true, code: null });
    // The answer went into the stored round (5), and the state keeps both answers.
    expect(saved).toMatchObject([{ user_answer: { test_round: 5, question_global_id: 'q2' } }]);
    expect($certificate.get().round).toBe(5);
    expect($certificate.get().results.map((r) => r.questionId)).toEqual(['q1', 'q2']);
    expect(nextCertificateQuestion($certificate.get(), questions)).toBe('q3');
  });
});

describe('starting a certificate test', () => {
  afterEach(() => setSessionDeps(null));
  beforeEach(resetCertificate);

  /** An API whose round reads wait for `release`, failing with `down` (unreachable when `true`). */
  function roundApi(offline: boolean | ApiFailure = false) {
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const saved: unknown[] = [];
    const api: ApiClient = {
      async request<T>(req: ApiRequest): Promise<T> {
        await gate;
        if (offline) return rejectWith(offline === true ? unreachable : offline);
        if (req.path === '/user_answers/next_test_round') return { test_round: 3 } as T;
        if (req.path === '/user_answers') {
          saved.push(req.data);
          return { data: { is_correct: true, certificate_code: null } } as T;
        }
        return rejectWith({ status: 404, data: { message: 'error.notFound' } });
      },
    };
    const storage = createStorage(null);
    storage.set('user_uuid', '6f1c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f');
    setSessionDeps({ storage, api });
    return { release, saved };
  }

  it('turns certificate mode on at once, and the first answer waits for the round the server gives', async () => {
    const { release, saved } = roundApi();
    const begun = beginCertificate('t', 'd');
    expect($certificate.get()).toMatchObject({ active: true, failed: false, round: null, results: [] });
    const answer = answerCertificate({ topicId: 't', testId: 'd', questionId: 'q1', answerId: 'q1-a', questions });
    release();
    expect(await begun).toBe(true);
    expect(await answer).toEqual({ isCorrect: true, code: null });
    expect(saved).toMatchObject([{ user_answer: { test_round: 3, question_global_id: 'q1' } }]);
  });

  it('without a network says so, and an answer given meanwhile is not sent', async () => {
    const { release, saved } = roundApi(true);
    const begun = beginCertificate('t', 'd');
    const answer = answerCertificate({ topicId: 't', testId: 'd', questionId: 'q1', answerId: 'q1-a', questions });
    release();
    expect(await begun).toBe(false);
    expect(await answer).toBeNull();
    expect(saved).toEqual([]);
    expect($certificate.get().saving).toBe(false);
  });

  it('on a site without an API (its 404 page at /v1) says the quiz server is needed, not "something went wrong"', async () => {
    hideAlert();
    const { release } = roundApi({
      status: 404,
      // A static host's HTML page: a body the ApiFailure type does not describe.
      data: '<!doctype html><title>Not found</title>',
    } as unknown as ApiFailure);
    const begun = beginCertificate('t', 'd');
    release();
    expect(await begun).toBe(false);
    expect($alert.get()).toMatchObject({ visible: true, error: true, messages: [{ key: 'api.unavailableFeature' }] });
  });
});
