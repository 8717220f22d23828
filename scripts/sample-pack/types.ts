/**
 * Shapes of the sample content pack's data modules. The data files describe topics, questions,
 * challenges and site entries in a compact form; the *-entries.ts modules turn them into Contentful entries
 * with the pack builder. Texts are `[english, swedish]`; a text without Swedish exercises the
 * locale fallback.
 */

/** `[english, swedish]`; omit the Swedish to leave `sv-SE` empty. */
export type Text = readonly [en: string, sv?: string];

/** A source link appended to an explanation as its own paragraph. */
export interface SourceLink {
  readonly href: string;
  readonly en: string;
  readonly sv: string;
}

export interface AnswerSpec {
  readonly text: Text;
  readonly correct?: boolean | undefined;
  readonly veryWrong?: boolean | undefined;
  readonly feedback?: Text | undefined;
  /** Asset id (see assets.ts). */
  readonly image?: string | undefined;
}

export interface QuestionSpec {
  /** Numeric-string globalId, unique across the pack. */
  readonly id: string;
  readonly name: Text;
  readonly text: Text;
  /** In display order; exactly one is correct. */
  readonly answers: readonly AnswerSpec[];
  /** One paragraph per language. */
  readonly explanation: Text;
  readonly source?: SourceLink | undefined;
  readonly extra?: Text | undefined;
  readonly image?: string | undefined;
  readonly asImages?: boolean | undefined;
  readonly tags?: readonly string[] | undefined;
  readonly hidden?: boolean | undefined;
  readonly removed?: boolean | undefined;
  readonly draft?: boolean | undefined;
}

export interface ScreenSpec {
  readonly title: Text;
  readonly body: Text;
  readonly image?: string | undefined;
}

export interface ComboSpec {
  readonly name: Text;
  /** Question globalIds. */
  readonly questions: readonly string[];
  readonly intro: ScreenSpec;
  readonly outro: ScreenSpec;
}

export interface ChallengeSpec {
  readonly globalId: string;
  readonly slug: string;
  readonly title: Text;
  readonly intro: readonly ScreenSpec[];
  readonly outro: readonly ScreenSpec[];
  readonly combos: readonly ComboSpec[];
  readonly videoUrl?: string | undefined;
  readonly videoName?: Text | undefined;
  /** Deliberate exclusions: `published: false`, `isHidden: true`, or never published. */
  readonly unpublished?: boolean | undefined;
  readonly hidden?: boolean | undefined;
  readonly draft?: boolean | undefined;
}

export interface ChapterSpec {
  readonly name: Text;
  readonly challenges: readonly ChallengeSpec[];
}

export interface TopicSpec {
  /** Suffix of the topic's entry ids, e.g. `Health` gives `topicHealth`. */
  readonly key: string;
  readonly globalId: string;
  readonly slug: string;
  readonly name: Text;
  readonly description: Text;
  readonly category: string;
  readonly image?: string | undefined;
  /** Contentful tags put on every question of the topic. */
  readonly tags?: readonly string[] | undefined;
  /** Two practice tests instead of one. */
  readonly twoTests?: boolean | undefined;
  /** The one topic without a certificate. */
  readonly noDiploma?: boolean | undefined;
  readonly hidden?: boolean | undefined;
  readonly chapters: readonly ChapterSpec[];
  readonly questions: readonly QuestionSpec[];
  /** Question globalIds of excluded questions (see extras.ts) to put into the first practice test. */
  readonly extraTestQuestions?: readonly string[] | undefined;
}

type AnswerOptions = { readonly feedback?: Text; readonly image?: string };

/** The correct answer. */
export const right = (en: string, sv: string, o: AnswerOptions = {}): AnswerSpec => ({
  text: [en, sv],
  correct: true,
  ...o,
});
/** A wrong answer that is not far off. */
export const wrong = (en: string, sv: string, o: AnswerOptions = {}): AnswerSpec => ({ text: [en, sv], ...o });
/** A wrong answer that is far off (`isVeryWrong`). */
export const far = (en: string, sv: string, o: AnswerOptions = {}): AnswerSpec => ({
  text: [en, sv],
  veryWrong: true,
  ...o,
});

export const OWID = 'https://ourworldindata.org/';
export const GAPMINDER = 'https://www.gapminder.org/';
export const UN_SDGS = 'https://sdgs.un.org/goals';
