/**
 * Which share card each page shows, from the content: one function per kind, read by the pages
 * (for their meta) and by the build step (`src/integrations/share-cards.ts`, to render every card
 * the pages name), so both always agree on a card's file name. A question page shows its topic's
 * card: a large pack adds no image per question.
 */
import type { Challenge, ContentGraph, Lang, Topic } from '../domain/model.ts';
import { LANGS } from '../domain/model.ts';
import { formatDate } from '../utils/dates.ts';
import { t } from '../utils/i18n.ts';
import { shortText, type ShareCard } from './card.ts';

/** The card of every page without a card of its own. */
export function siteCard(lang: Lang): ShareCard {
  return { kind: 'site', lang, eyebrow: t(lang, 'share.card.site'), title: t(lang, 'site.name'), lines: [shortText(t(lang, 'site.description'))], siteName: t(lang, 'site.name') };
}

/** A topic's card (its page, and every question page of the topic). */
export function topicCard(topic: Topic, lang: Lang): ShareCard {
  const description = topic.description[lang];
  return { kind: 'topic', lang, eyebrow: t(lang, 'share.card.topic'), title: topic.name[lang], lines: description ? [shortText(description)] : [], siteName: t(lang, 'site.name') };
}

/** A challenge's card: its title under the topic's name. */
export function challengeCard(topic: Topic, challenge: Challenge, lang: Lang): ShareCard {
  return { kind: 'challenge', lang, eyebrow: t(lang, 'share.card.challenge', { topic: topic.name[lang] }), title: challenge.title[lang], lines: [], siteName: t(lang, 'site.name') };
}

/** The card of a topic's certificate test page (its share view included). */
export function certificateTestCard(topic: Topic, lang: Lang): ShareCard {
  return { kind: 'certificate-test', lang, eyebrow: t(lang, 'share.card.certificateTest'), title: topic.name[lang], lines: [t(lang, 'share.card.certificateTestText')], siteName: t(lang, 'site.name') };
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
  return { kind: 'certificate', lang, eyebrow: t(lang, 'share.card.certificate'), title: cert.topicName, lines, siteName: t(lang, 'site.name') };
}

/** The first listed topic holding each question, computed once per topics list (a build renders every question). */
const topicIndex = new WeakMap<readonly Topic[], Map<string, Topic>>();

/** The topic whose card a question page shows: the first listed topic with a test holding it. */
export function questionTopic(topics: readonly Topic[], questionId: string): Topic | null {
  let index = topicIndex.get(topics);
  if (!index) {
    index = new Map();
    for (const topic of topics) for (const test of topic.tests) for (const q of test.questions) if (!index.has(q.globalId)) index.set(q.globalId, topic);
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
