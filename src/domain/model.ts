/**
 * The domain model: the typed objects that the site, the islands and the API read. The content
 * layer builds them from a content pack or Contentful (see docs/content-model.md). Localized
 * values are already resolved per site language (fallbacks applied), so consumers never see
 * Contentful locale codes.
 */

export const LANGS = ['en', 'sv'] as const;
export type Lang = (typeof LANGS)[number];
/**
 * The locale table: each site language's path prefix ('' for the default language). Routes,
 * static host rules and the nginx config derive every localized path from it.
 */
export const LOCALE_PREFIX: Readonly<Record<Lang, string>> = { en: '', sv: '/sv' };
export type Localized<T> = Readonly<Record<Lang, T>>;

/** Every content entry: its Contentful entry id (for error messages and links). */
export interface Entry {
  readonly id: string;
}

/** An entry with a stable `globalId`: what answers and progress refer to across content edits. */
export interface GlobalEntry extends Entry {
  readonly globalId: string;
}

/** An entry with a page of its own, found by its URL-safe `slug`. */
export interface SlugEntry extends GlobalEntry {
  readonly slug: string;
}

export interface Asset {
  readonly id: string;
  readonly url: string;
  readonly title: Localized<string>;
  readonly contentType: string;
  readonly width?: number | undefined;
  readonly height?: number | undefined;
  /** For a file shipped with a content pack: where it is on disk, to copy into the site. */
  readonly sourcePath?: string;
}

export interface Answer extends GlobalEntry {
  readonly text: Localized<string>;
  readonly image: Asset | null;
  readonly correct: boolean;
  readonly veryWrong: boolean;
  readonly feedback: Localized<string> | null;
}

export interface Question extends GlobalEntry {
  readonly name: Localized<string>;
  readonly text: Localized<string>;
  readonly answers: readonly Answer[];
  readonly answersAsImages: boolean;
  readonly image: Asset | null;
  /** Rendered, sanitized HTML; '' when the question has none. */
  readonly explanationHtml: Localized<string>;
  readonly extraExplanationHtml: Localized<string>;
  readonly tags: readonly string[];
  readonly updatedAt: string;
}

export interface Test extends SlugEntry {
  readonly name: Localized<string>;
  readonly questions: readonly Question[];
}

export interface Screen extends Entry {
  readonly title: Localized<string>;
  readonly bodyHtml: Localized<string>;
  readonly image: Asset | null;
}

export interface Combo extends GlobalEntry {
  readonly name: Localized<string>;
  readonly questions: readonly Question[];
  readonly intro: readonly Screen[];
  readonly outro: readonly Screen[];
  readonly instantExplanation: boolean;
  readonly showFeedback: boolean;
}

export interface Challenge extends SlugEntry {
  readonly title: Localized<string>;
  readonly combos: readonly Combo[];
  readonly intro: readonly Screen[];
  readonly outro: readonly Screen[];
  readonly videoUrl: string | null;
  readonly videoName: Localized<string>;
}

export interface Chapter extends Entry {
  readonly name: Localized<string>;
  readonly challenges: readonly Challenge[];
}

export interface Topic extends SlugEntry {
  readonly name: Localized<string>;
  readonly description: Localized<string>;
  readonly image: Asset | null;
  readonly category: string | null;
  readonly tests: readonly Test[];
  readonly chapters: readonly Chapter[];
  readonly diplomaTest: Test | null;
  /**
   * Hidden from lists (`isHidden`): no topic page, not in topic lists, groups, search or the
   * sitemap, yet still what an event linking to it plays.
   */
  readonly hidden: boolean;
}

export interface TopicList extends Entry {
  readonly name: Localized<string>;
  readonly topics: readonly Topic[];
}

export interface StartPage {
  readonly title: Localized<string>;
  readonly pitchChallenges: readonly { readonly challenge: Challenge; readonly topic: Topic | null }[];
  readonly topicLists: readonly TopicList[];
}

export interface TopicGroup extends SlugEntry {
  readonly name: Localized<string>;
  readonly description: Localized<string>;
  readonly topics: readonly Topic[];
}

export interface Event extends Entry {
  /** As the editor wrote it; look-ups compare lower case. */
  readonly code: string;
  readonly name: Localized<string>;
  readonly topic: Topic;
  readonly opensAt: string | null;
  readonly closesAt: string | null;
  /** Who organizes it: email addresses, lower-cased. Only the API has them; the site build gets []. */
  readonly organizers: readonly string[];
}

export interface Group extends Entry {
  readonly code: string;
  readonly name: string;
  readonly welcome: Localized<string>;
  /** Who organizes it: email addresses, lower-cased. Only the API has them; the site build gets []. */
  readonly organizers: readonly string[];
}

export interface PopulationCategory {
  readonly id: string;
  readonly key: string;
  readonly name: Localized<string>;
}

export interface Page {
  readonly id: string;
  readonly slug: string;
  readonly title: Localized<string>;
  readonly bodyHtml: Localized<string>;
}

export interface ContentIssue {
  readonly severity: 'error' | 'warning';
  readonly entryId: string;
  readonly contentType: string;
  readonly field?: string;
  readonly message: string;
}

/** The whole visible content graph, with look-ups by public id. */
export interface ContentGraph {
  readonly questions: readonly Question[];
  /** The listed topics; a hidden topic is reachable only through the events that play it. */
  readonly topics: readonly Topic[];
  readonly challenges: readonly Challenge[];
  readonly topicGroups: readonly TopicGroup[];
  readonly events: readonly Event[];
  readonly groups: readonly Group[];
  readonly populationCategories: readonly PopulationCategory[];
  readonly pages: readonly Page[];
  readonly startPage: StartPage | null;
  readonly issues: readonly ContentIssue[];
  /** A digest of the raw content; changes whenever any visible or invisible content changes. */
  readonly digest: string;
  readonly preview: boolean;
}
