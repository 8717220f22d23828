/**
 * The result summary at the end of a practice test (`/t/{topic}/summary/?test=`): the score,
 * each question right, wrong or very wrong, the score against everyone's average, and the
 * questions to try again. Built from this device's record of the round
 * (src/stores/players/summary/practice-results.ts); after "try the wrong ones again" that is the whole test with
 * the retried answers in place of the earlier ones.
 */
import { atom } from 'nanostores';
import { reportUnexpected } from '../../../observability/report-error.ts';
import { loadResults, type RoundResults } from './practice-results.ts';
import { roundKey } from '../../reads/rounds/index.ts';
import { session } from '../../session/index.ts';
import { questionShares } from '../../reads/shares/index.ts';

export type RowStatus = 'correct' | 'wrong' | 'veryWrong' | 'unanswered';

export interface SummaryRow {
  readonly questionId: string;
  readonly status: RowStatus;
  /** Answered again through "try the wrong ones again" (the status is the new answer's). */
  readonly retried: boolean;
}

export interface PracticeSummary {
  /** The round this device recorded (what a shared result names); null before any answer. */
  readonly round: number | null;
  readonly total: number;
  readonly answered: number;
  readonly correct: number;
  readonly rows: readonly SummaryRow[];
  /** Questions answered wrong or very wrong, in test order (the "try again" set). */
  readonly wrong: readonly string[];
  /** Everyone's average score as a fraction (0..1) of the test's questions, when known. */
  readonly average: number | null;
  /** The learner against that average, when known. */
  readonly versusAverage: 'above' | 'even' | 'below' | null;
  /** How many of the questions were answered again through "try the wrong ones again". */
  readonly retried: number;
}

/** The summary of a test's round: rows in test order, unanswered questions included. */
export function summarize(
  questions: readonly string[],
  record: RoundResults | null,
  average: number | null,
): PracticeSummary {
  const byId = new Map((record?.results ?? []).map((r) => [r.questionId, r]));
  const retried = new Set(record?.retried ?? []);
  const rows = questions.map((questionId): SummaryRow => {
    const r = byId.get(questionId);
    return {
      questionId,
      status: !r ? 'unanswered' : r.correct ? 'correct' : r.veryWrong ? 'veryWrong' : 'wrong',
      retried: retried.has(questionId),
    };
  });
  const correct = rows.filter((r) => r.status === 'correct').length;
  const total = questions.length;
  const mine = total ? correct / total : 0;
  // Within half a question of the average counts as even.
  const margin = total ? 0.5 / total : 0;
  const versusAverage =
    average === null ? null : mine > average + margin ? 'above' : mine < average - margin ? 'below' : 'even';
  return {
    round: record?.round ?? null,
    total,
    answered: rows.filter((r) => r.status !== 'unanswered').length,
    correct,
    rows,
    wrong: rows.filter((r) => r.status === 'wrong' || r.status === 'veryWrong').map((r) => r.questionId),
    average,
    versusAverage,
    retried: rows.filter((r) => r.retried).length,
  };
}

/**
 * Everyone's average score on a test, as a fraction (0..1) of its questions, or null when
 * unknown: the mean of each question's right share (`GET /v1/questions/{id}/shares`, public and
 * cached a minute, so a summary costs the API nothing new). Known only when every question the
 * API will speak about has enough learners: an average over some of the questions would
 * compare the learner with a different test. A question the API refuses (403: only a
 * certificate test holds it; not expected in a practice test, kept for a page older than the
 * content) is left out; any other failure is thrown (src/stores/reads/shares/shares.ts, `questionShares`).
 */
export async function averageScore(questions: readonly string[]): Promise<number | null> {
  const spoken = (await Promise.all(questions.map(questionShares))).filter((s) => s !== null);
  if (!spoken.length || spoken.some((s) => !s.shown)) return null;
  return spoken.reduce((sum, s) => sum + (s.correct_share ?? 0), 0) / spoken.length;
}

export type SummaryState =
  { readonly status: 'loading' } | { readonly status: 'ready'; readonly summary: PracticeSummary };

export const $summary = atom<SummaryState>({ status: 'loading' });

/** Loads the summary of a test from this device's record (no record: nothing answered yet). */
export async function loadSummary(topicId: string, testId: string, questions: readonly string[]): Promise<void> {
  $summary.set({ status: 'loading' });
  const uuid = session().storage.get('user_uuid');
  const [record, average] = await Promise.all([
    uuid ? loadResults(roundKey(uuid, topicId, testId)) : Promise.resolve(null),
    averageScore(questions).catch((err: unknown) => {
      reportUnexpected(err);
      return null;
    }),
  ]);
  $summary.set({ status: 'ready', summary: summarize(questions, record, average) });
}
