/**
 * Certificate (diploma test) mode, docs/reference/states.md#certificate-mode: started (flag on, failed flag off, round
 * results cleared) and ended; an incorrect answer marks the certificate as failed. The page
 * never knows the correct answers: correctness comes only from the API's answer response, and
 * the explanation from `GET /v1/questions/{id}/explanation` after answering.
 */
import { map } from 'nanostores';
import type { Explanation } from '../../../api-contract/types.ts';
import { call } from '../../../api-client/calls.ts';
import { isNetworkFailure } from '../../../api-client/failures.ts';
import { apiMissingMessage } from '../../../api-client/api-missing.ts';
import {
  certificateOutcome as roundOutcome,
  roundFailed,
  type CertificateOutcome,
} from '../../../domain/certificate-outcome.ts';
import { chooseRound, restoredRound } from '../../../domain/test-rounds.ts';
import { reportUnexpected } from '../../../observability/report-error.ts';
import { showAlert } from '../../alerts/index.ts';
import { saveAnswer } from '../answers/index.ts';
import { fetchLatestResults, fetchNextRound, type LatestTest } from '../../reads/rounds/server/index.ts';
import { ensureUserUuid, session } from '../../session/index.ts';

export type { CertificateOutcome };

/** A round result of docs/reference/entities.md#user-and-progress-records (the fields a certificate test uses). */
export interface RoundResult {
  readonly topicId: string;
  readonly testId: string;
  readonly questionId: string;
  readonly answerId: string;
  readonly isCorrect: boolean;
}

export interface CertificateState {
  /** Certificate mode is on. */
  readonly active: boolean;
  readonly failed: boolean;
  readonly round: number | null;
  readonly results: readonly RoundResult[];
  /** The verification code once the certificate is earned. */
  readonly code: string | null;
  readonly saving: boolean;
}

const off: CertificateState = { active: false, failed: false, round: null, results: [], code: null, saving: false };
export const $certificate = map<CertificateState>(off);

/** Certificate mode on, failed off, round results cleared. */
export function startCertificateMode(round: number): void {
  $certificate.set({ active: true, failed: false, round, results: [], code: null, saving: false });
}

/** Certificate mode off (results stay for the feedback and share views). */
export function endCertificateMode(): void {
  $certificate.setKey('active', false);
}

export function resetCertificate(): void {
  beginning = null;
  $certificate.set(off);
}

/** Adds a result (the latest per question); an incorrect one fails the certificate for good. */
export function recordCertificateResult(result: RoundResult, code: string | null = null): void {
  const s = $certificate.get();
  const results = [...s.results.filter((r) => r.questionId !== result.questionId), result];
  $certificate.set({ ...s, results, failed: s.failed || roundFailed([result]), code: code ?? s.code });
}

/**
 * Where the test stands (src/domain/certificate-outcome.ts): failed after any wrong answer of
 * the round (kept as `failed`, since `results` keeps only the latest answer per question),
 * passed when every question is right or the API handed out a certificate code.
 */
export function certificateOutcome(
  state: Pick<CertificateState, 'failed' | 'results' | 'code'>,
  questions: readonly string[],
): CertificateOutcome {
  if (state.failed) return 'failed';
  if (state.code) return 'passed';
  return roundOutcome(state.results, questions);
}

/** The next question to answer, or null when none is left. */
export function nextCertificateQuestion(
  state: Pick<CertificateState, 'results'>,
  questions: readonly string[],
): string | null {
  const done = new Set(state.results.map((r) => r.questionId));
  return questions.find((q) => !done.has(q)) ?? null;
}

/** The state a stored round gives back (after a reload): results, failed flag, lowered round. */
export function restoredState(
  topicId: string,
  testId: string,
  nextRound: number,
  latest: LatestTest | null | undefined,
  code: string | null,
): CertificateState {
  const results: RoundResult[] = nextRound > 1 && latest ? storedResults(topicId, testId, latest) : [];
  return { active: true, failed: roundFailed(results), round: restoredRound(nextRound), results, code, saving: false };
}

/** The answered questions of a stored round as round results. */
function storedResults(topicId: string, testId: string, latest: LatestTest): RoundResult[] {
  return latest.questions.flatMap((q) =>
    q.answer
      ? [{ topicId, testId, questionId: q.global_id, answerId: q.answer.global_id, isCorrect: q.answer.is_correct }]
      : [],
  );
}

/**
 * A certificate's verdicts come only from the API: without a network, or with no API behind the
 * site (`apiMissingMessage`), the visitor is told so.
 */
function failed(err: unknown): void {
  reportUnexpected(err);
  const key = isNetworkFailure(err)
    ? 'offline.certificateNeedsNetwork'
    : (apiMissingMessage(err)?.key ?? 'test.saveAnswerWentWrong');
  showAlert({ key }, { error: true });
}

/** The new attempt's round on its way from the server: the first answer waits for it. */
let beginning: Promise<boolean> | null = null;

/**
 * Starts a new attempt: certificate mode on at once, so the first question shows the moment the
 * learner asks for it, and its round asked of the server behind it (the first answer waits for
 * it). Resolves to false, after the alert, when the server cannot give one: the test needs the
 * network (only the API grades it).
 */
export function beginCertificate(topicId: string, testId: string): Promise<boolean> {
  $certificate.set({ active: true, failed: false, round: null, results: [], code: null, saving: false });
  const run: Promise<boolean> = fetchNextRound(topicId, testId).then(
    (round) => {
      if (beginning === run && $certificate.get().round === null) $certificate.setKey('round', round);
      return true;
    },
    (err: unknown) => {
      failed(err);
      return false;
    },
  );
  beginning = run;
  return run;
}

/** A restore under way (after a reload or a language switch): answers wait for it. */
let restoring: Promise<void> | null = null;

/**
 * Restores the latest attempt from stored answers (only when the visitor has a uuid). An
 * answer given while the restore is under way waits for it, so it joins the restored round
 * instead of starting a new one, and the restore cannot overwrite it.
 */
export function restoreCertificate(topicId: string, testId: string): Promise<void> {
  const run = readStoredAttempt(topicId, testId);
  const tracked: Promise<void> = run
    .then(
      () => undefined,
      () => undefined,
    )
    .finally(() => {
      if (restoring === tracked) restoring = null;
    });
  restoring = tracked;
  return run;
}

/** Reads the latest attempt's answers and round from the API into the store. */
async function readStoredAttempt(topicId: string, testId: string): Promise<void> {
  if (!session().storage.get('user_uuid')) return;
  const [next, latest] = await Promise.all([fetchNextRound(topicId, testId), fetchLatestResults(topicId)]);
  const d = latest.diploma_test;
  const passedRound =
    d !== null &&
    roundOutcome(
      storedResults(topicId, testId, d),
      d.questions.map((q) => q.global_id),
    ) === 'passed';
  const code = passedRound ? (d.certificate_code ?? null) : null;
  $certificate.set(restoredState(topicId, testId, next, d, code));
}

/**
 * Answers a certificate question in the current round (a reload in the middle continues the
 * stored round, a question answered again starts a new one). Resolves to the API's verdict,
 * or null after showing the alert when saving failed.
 */
export async function answerCertificate(args: {
  topicId: string;
  testId: string;
  questionId: string;
  answerId: string;
  questions: readonly string[];
}): Promise<{ isCorrect: boolean; code: string | null } | null> {
  if ($certificate.get().saving) return null;
  $certificate.setKey('saving', true);
  if (restoring || beginning) {
    await restoring;
    if (beginning && !(await beginning)) {
      $certificate.setKey('saving', false);
      return null;
    }
    $certificate.setKey('saving', true);
  }
  try {
    if ($certificate.get().round === null) {
      const next = await fetchNextRound(args.topicId, args.testId);
      startCertificateMode(chooseRound(next, { answeredInLatest: [], questionId: args.questionId, startsTest: true }));
      $certificate.setKey('saving', true);
    }
    const saved = await saveAnswer({
      test_round: $certificate.get().round ?? 1,
      topic_global_id: args.topicId,
      test_global_id: args.testId,
      question_global_id: args.questionId,
      answer_global_id: args.answerId,
    });
    recordCertificateResult(
      {
        topicId: args.topicId,
        testId: args.testId,
        questionId: args.questionId,
        answerId: args.answerId,
        isCorrect: saved.is_correct,
      },
      saved.certificate_code,
    );
    $certificate.setKey('saving', false);
    if (certificateOutcome($certificate.get(), args.questions) !== 'continue') endCertificateMode();
    return { isCorrect: saved.is_correct, code: saved.certificate_code };
  } catch (err) {
    $certificate.setKey('saving', false);
    failed(err);
    return null;
  }
}

export type { Explanation };

/** A question's explanation, handed out by the API once the question is answered. */
export async function loadExplanation(questionId: string): Promise<Explanation> {
  const uuid = await ensureUserUuid();
  const res = await call(session().api, 'explanation', {
    params: { questionGlobalId: questionId },
    query: { user_uuid: uuid },
  });
  return res.data;
}

/** The visitor's certificate code for a topic, if earned. */
export async function fetchCertificateCode(topicId: string): Promise<string | null> {
  if (!session().storage.get('user_uuid')) return null;
  const uuid = await ensureUserUuid();
  const res = await call(session().api, 'certificates', { query: { user_uuid: uuid, global_id: topicId } });
  return res.data[0]?.code ?? null;
}
