/**
 * An event question as the results page shows it, from the content at build time: its text and
 * answers in the page's language, the right one marked (every question page says it already,
 * `/q/{id}/`, so nothing new is disclosed). Results from the API carry counts only.
 */
import type { Lang, Question } from '#src/domain/model.ts';

export interface ResultsAnswerData {
  readonly id: string;
  readonly text: string;
  readonly correct: boolean;
}

export interface ResultsQuestionData {
  readonly id: string;
  readonly text: string;
  readonly answers: readonly ResultsAnswerData[];
}

/** The page's copy of a question, for the results island. */
export function resultsQuestionData(q: Question, lang: Lang): ResultsQuestionData {
  return {
    id: q.globalId,
    text: q.text[lang],
    answers: q.answers.map((a) => ({
      id: a.globalId,
      text: a.text[lang] || a.image?.title[lang] || '',
      correct: a.correct,
    })),
  };
}
