/**
 * A finished challenge's score, one rule for the end screen and for the server's shared result
 * (src/server/services/result-shares.ts): every question screen counts once (a question that sits
 * in two combos counts twice, as it is asked twice), the latest answer to it decides, and a
 * question without an answer counts as missed.
 */

/** A challenge's combos and their questions, as the page's data and the content model both have them. */
export interface ScoredChallenge {
  readonly combos: readonly {
    readonly globalId: string;
    readonly questions: readonly { readonly globalId: string }[];
  }[];
}

/** One asked question: the combo it is asked in and the question. */
export interface AskedQuestion {
  readonly combo: string;
  readonly question: string;
}

export interface ChallengeScore {
  readonly correct: number;
  readonly total: number;
  /** The questions answered wrong or not at all, in the order they are asked. */
  readonly missed: readonly AskedQuestion[];
}

/** Every question the challenge asks, in order. */
export function askedQuestions(challenge: ScoredChallenge): AskedQuestion[] {
  return challenge.combos.flatMap((c) => c.questions.map((q) => ({ combo: c.globalId, question: q.globalId })));
}

/**
 * The score of a challenge from the latest answers: `isCorrect` says whether the latest answer
 * to a question in a combo was right (null: not answered). Pure, so the end screen and the
 * server count alike.
 */
export function challengeScore(
  challenge: ScoredChallenge,
  isCorrect: (asked: AskedQuestion) => boolean | null,
): ChallengeScore {
  const asked = askedQuestions(challenge);
  const missed = asked.filter((a) => isCorrect(a) !== true);
  return { correct: asked.length - missed.length, total: asked.length, missed };
}
