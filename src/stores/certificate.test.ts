import { beforeEach, describe, expect, it } from 'vitest';
import { $certificate, certificateOutcome, endCertificateMode, nextCertificateQuestion, recordCertificateResult, resetCertificate, restoredState, startCertificateMode } from './certificate.ts';

const questions = ['q1', 'q2', 'q3'];
const result = (questionId: string, isCorrect: boolean) => ({ topicId: 't', testId: 'd', questionId, answerId: `${questionId}-a`, isCorrect });

describe('certificate mode', () => {
  beforeEach(resetCertificate);

  it('starts with the flag on, the failed flag off and no round results', () => {
    recordCertificateResult(result('q1', false));
    startCertificateMode(4);
    expect($certificate.get()).toMatchObject({ active: true, failed: false, round: 4, results: [], code: null });
  });

  it('is failed by one incorrect answer and stays failed', () => {
    startCertificateMode(1);
    recordCertificateResult(result('q1', true));
    expect(certificateOutcome($certificate.get(), questions)).toBe('continue');
    expect(nextCertificateQuestion($certificate.get(), questions)).toBe('q2');
    recordCertificateResult(result('q2', false));
    expect($certificate.get().failed).toBe(true);
    recordCertificateResult(result('q3', true));
    expect(certificateOutcome($certificate.get(), questions)).toBe('failed');
  });

  it('is passed when every question is right, and keeps the code', () => {
    startCertificateMode(2);
    for (const q of questions.slice(0, 2)) recordCertificateResult(result(q, true));
    expect(certificateOutcome($certificate.get(), questions)).toBe('continue');
    recordCertificateResult(result('q3', true), 'ABCD-1234');
    expect(certificateOutcome($certificate.get(), questions)).toBe('passed');
    expect($certificate.get().code).toBe('ABCD-1234');
    expect(nextCertificateQuestion($certificate.get(), questions)).toBeNull();
    endCertificateMode();
    expect($certificate.get()).toMatchObject({ active: false, code: 'ABCD-1234' });
  });

  it('restores a stored round with the round lowered by one', () => {
    const latest = { global_id: 'd', test_round: 3, questions: [{ global_id: 'q1', answer: { global_id: 'a', is_correct: true } }, { global_id: 'q2', answer: null }] };
    const s = restoredState('t', 'd', 4, latest, null);
    expect(s.round).toBe(3);
    expect(s.results.map((r) => r.questionId)).toEqual(['q1']);
    expect(s.failed).toBe(false);
    const wrong = restoredState('t', 'd', 2, { ...latest, questions: [{ global_id: 'q1', answer: { global_id: 'a', is_correct: false } }] }, null);
    expect(wrong).toMatchObject({ round: 1, failed: true });
    expect(restoredState('t', 'd', 1, null, null)).toMatchObject({ round: 1, results: [], failed: false });
  });
});
