/**
 * What the end screen of a finished challenge says: the score and the questions missed, each
 * with the learner's answer and the right one, from the answers the player holds (given on this
 * visit, or the latest ones read back from the API after a reload: src/stores/players/challenge/challenge-calls.ts).
 * The counting rule is the one the server's shared results use (src/domain/challenge-score.ts).
 * Loaded with the end screen only.
 */
import { challengeScore } from '../../../../domain/challenge-score.ts';
import {
  answerKey,
  type AnswerData,
  type ChallengeData,
  type GivenAnswer,
  type QuestionData,
} from '../challenge-data.ts';

/** A question answered wrong (or, read back after a reload, not at all). */
export interface MissedQuestion {
  /** `${combo}/${question}`: a question asked in two combos is listed for each. */
  readonly key: string;
  readonly question: QuestionData;
  /** The learner's answer as the end screen names it; null when none is known. */
  readonly given: string | null;
  /** The right answer as the end screen names it. */
  readonly right: string | null;
}

/** An answer's words: its text, or an image answer's description. */
const label = (a: AnswerData | undefined): string | null => (a ? a.text || a.image?.alt || '' : null);

export interface ChallengeResult {
  readonly correct: number;
  readonly total: number;
  readonly missed: readonly MissedQuestion[];
  /**
   * Whether any answer is known. After a reload the answers come from the API; when it could not
   * be read, no score is shown rather than a score of nothing right.
   */
  readonly known: boolean;
}

/** The score and the missed questions of a challenge from the answers by combo and question. */
export function challengeResult(data: ChallengeData, answers: Readonly<Record<string, GivenAnswer>>): ChallengeResult {
  const score = challengeScore(data, (a) => answers[answerKey(a.combo, a.question)]?.correct ?? null);
  const missed = score.missed.flatMap((a): MissedQuestion[] => {
    const question = data.combos.find((c) => c.globalId === a.combo)?.questions.find((q) => q.globalId === a.question);
    if (!question) return [];
    const key = answerKey(a.combo, a.question);
    const given = answers[key];
    return [
      {
        key,
        question,
        given: label(given && question.answers.find((x) => x.globalId === given.answer)),
        right: label(question.answers.find((x) => x.correct)),
      },
    ];
  });
  return { correct: score.correct, total: score.total, missed, known: Object.keys(answers).length > 0 };
}
