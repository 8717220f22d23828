/**
 * Which share card each page shows, from the content: one function per kind, read by the pages
 * (for their meta) and by the build step (`src/integrations/share-cards.ts`, to render every card
 * the pages name), so both always agree on a card's file name. A question page shows its topic's
 * card: a large pack adds no image per question.
 */
import type { Challenge, ContentGraph, Lang, Topic } from '../domain/model.ts';
import { LANGS } from '../domain/model.ts';
import { resultSubject } from '../domain/result-subject.ts';
import { formatDate } from '../utils/dates.ts';
import { t } from '../utils/i18n.ts';
import { shortText, type ShareCard } from './card.ts';

/**
 * The site's and topics' cards, made once per language (and topic object: new content is new
 * objects): every page without a card of its own, and every question page of a topic, names the
 * same card, and one object lets `cardPath` take its digest once, not once per page.
 */
const siteCards = new Map<Lang, ShareCard>();
const topicCards = new WeakMap<Topic, Map<Lang, ShareCard>>();

/** The card of every page without a card of its own. */
export function siteCard(lang: Lang): ShareCard {
  let card = siteCards.get(lang);
  if (!card) {
    card = Object.freeze({
      kind: 'site',
      lang,
      eyebrow: t(lang, 'share.card.site'),
      title: t(lang, 'site.name'),
      lines: Object.freeze([shortText(t(lang, 'site.description'))]),
      siteName: t(lang, 'site.name'),
    });
    siteCards.set(lang, card);
  }
  return card;
}

/** A topic's card (its page, and every question page of the topic). */
export function topicCard(topic: Topic, lang: Lang): ShareCard {
  let byLang = topicCards.get(topic);
  if (!byLang) topicCards.set(topic, (byLang = new Map<Lang, ShareCard>()));
  let card = byLang.get(lang);
  if (!card) {
    const description = topic.description[lang];
    card = Object.freeze({
      kind: 'topic',
      lang,
      eyebrow: t(lang, 'share.card.topic'),
      title: topic.name[lang],
      lines: Object.freeze(description ? [shortText(description)] : []),
      siteName: t(lang, 'site.name'),
    });
    byLang.set(lang, card);
  }
  return card;
}

/** A challenge's card: its title under the topic's name. */
export function challengeCard(topic: Topic, challenge: Challenge, lang: Lang): ShareCard {
  return {
    kind: 'challenge',
    lang,
    eyebrow: t(lang, 'share.card.challenge', { topic: topic.name[lang] }),
    title: challenge.title[lang],
    lines: [],
    siteName: t(lang, 'site.name'),
  };
}

/** The card of a topic's certificate test page (its share view included). */
export function certificateTestCard(topic: Topic, lang: Lang): ShareCard {
  return {
    kind: 'certificate-test',
    lang,
    eyebrow: t(lang, 'share.card.certificateTest'),
    title: topic.name[lang],
    lines: [t(lang, 'share.card.certificateTestText')],
    siteName: t(lang, 'site.name'),
  };
}

export interface EarnedCertificate {
  readonly topicName: string;
  readonly earnedAt: string;
  readonly code: string;
  readonly learnerName: string | null;
}

/** One earned certificate's card (the verification page's image, rendered on request by the server). */
export function certificateCard(cert: EarnedCertificate, lang: Lang): ShareCard {
  const lines = [
    ...(cert.learnerName ? [t(lang, 'share.card.awardedTo', { name: cert.learnerName })] : []),
    t(lang, 'share.card.earnedOn', { date: formatDate(lang, cert.earnedAt) }),
    t(lang, 'share.card.code', { code: cert.code }),
  ];
  return {
    kind: 'certificate',
    lang,
    eyebrow: t(lang, 'share.card.certificate'),
    title: cert.topicName,
    lines,
    siteName: t(lang, 'site.name'),
  };
}

/** What a shared result's card shows (its page's and the API's `ResultShare`, in one language). */
export interface SharedResult {
  readonly kind: 'practice' | 'challenge';
  /** The practice test's name or the challenge's title. */
  readonly title: string;
  readonly topicName: string;
  readonly correct: number;
  readonly total: number;
}

/** What a shared result was of, as its card and its page's meta write it (src/domain/result-subject.ts). */
export function subjectLine(lang: Lang, title: string, topicName: string): string {
  const subject = resultSubject(title, topicName);
  return subject.topic ? t(lang, 'result.page.subject', { title: subject.title, topic: subject.topic }) : subject.title;
}

/**
 * A shared result's card (its page's image, rendered on request by the server): the score as the
 * title, the largest line a feed shows, with the test or challenge and its topic under it.
 */
export function resultCard(result: SharedResult, lang: Lang): ShareCard {
  return {
    kind: 'result',
    lang,
    eyebrow: t(lang, result.kind === 'practice' ? 'share.card.practiceResult' : 'share.card.challengeResult'),
    title: t(lang, 'share.card.score', { correct: result.correct, count: result.total }),
    lines: [shortText(subjectLine(lang, result.title, result.topicName))],
    siteName: t(lang, 'site.name'),
  };
}

/** The first listed topic holding each question, computed once per topics list (a build renders every question). */
const topicIndex = new WeakMap<readonly Topic[], Map<string, Topic>>();

/** The topic whose card a question page shows: the first listed topic with a test holding it. */
export function questionTopic(topics: readonly Topic[], questionId: string): Topic | null {
  let index = topicIndex.get(topics);
  if (!index) {
    index = new Map();
    for (const topic of topics)
      for (const test of topic.tests)
        for (const q of test.questions) if (!index.has(q.globalId)) index.set(q.globalId, topic);
    topicIndex.set(topics, index);
  }
  return index.get(questionId) ?? null;
}

/** A question page's card: its topic's, else the site's. */
export function questionCard(topics: readonly Topic[], questionId: string, lang: Lang): ShareCard {
  const topic = questionTopic(topics, questionId);
  return topic ? topicCard(topic, lang) : siteCard(lang);
}

/** Every card the built pages name, in both languages (the build renders these). */
export function allContentCards(graph: Pick<ContentGraph, 'topics'>): ShareCard[] {
  return LANGS.flatMap((lang) => [
    siteCard(lang),
    ...graph.topics.flatMap((topic) => [
      topicCard(topic, lang),
      ...(topic.diplomaTest ? [certificateTestCard(topic, lang)] : []),
      ...topic.chapters.flatMap((c) => c.challenges.map((challenge) => challengeCard(topic, challenge, lang))),
    ]),
  ]);
}
