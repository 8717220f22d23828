/** What a challenge page embeds for its player (in the page's language), and the answers given. */

export interface ImageData {
  readonly url: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
}

export interface ScreenData {
  readonly title: string;
  readonly html: string;
  readonly image: ImageData | null;
}

export interface AnswerData {
  readonly globalId: string;
  readonly text: string;
  readonly image: ImageData | null;
  readonly correct: boolean;
  readonly feedback: string;
}

export interface QuestionData {
  readonly globalId: string;
  readonly text: string;
  readonly image: ImageData | null;
  readonly answers: readonly AnswerData[];
  readonly explanationHtml: string;
}

export interface ComboData {
  readonly globalId: string;
  readonly name: string;
  readonly intro: readonly ScreenData[];
  readonly outro: readonly ScreenData[];
  readonly questions: readonly QuestionData[];
  readonly instantExplanation: boolean;
  readonly showFeedback: boolean;
}

/** Everything the player shows, in the page's language (embedded in the page as JSON). */
export interface ChallengeData {
  readonly globalId: string;
  readonly title: string;
  readonly topicGlobalId: string;
  readonly topicName: string;
  readonly topicUrl: string;
  readonly chapterId: string | null;
  readonly intro: readonly ScreenData[];
  readonly outro: readonly ScreenData[];
  readonly combos: readonly ComboData[];
}

export interface GivenAnswer {
  readonly answer: string;
  readonly correct: boolean;
}

/** The key of a given answer: a question can sit in two combos of a challenge. */
export const answerKey = (combo: string, question: string) => `${combo}/${question}`;
