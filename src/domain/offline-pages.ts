/**
 * The pages a kiosk keeps for working without a network, per language (the build writes them
 * to `offline/kiosk-{lang}.json`; the service worker fetches and caches them when kiosk mode
 * is turned on). The set is what a kiosk visitor can reach from the start page by links, plus
 * the event pages (kiosks stand at events): start, about, kiosk and offline pages, every
 * topic group and topic, each topic's practice-test questions (one page serves every view of a
 * question), challenges, certificate pages (they load offline and say that a certificate needs
 * the network) and events with their completed page. Left out: account pages and search
 * (need the API or a large index), group pages (joining needs the API), questions that no
 * topic's test uses, and pages of the other language. Capped, so a huge pack cannot fill a
 * kiosk's disk: topics first, then questions in topic order.
 */
import type { ContentGraph, Lang } from './model.ts';
import { localize, paths } from './routes.ts';

/** At most this many pages per language (about 30 KB each: ~60 MB). */
export const KIOSK_PAGE_CAP = 2000;

export function kioskPages(
  graph: Pick<ContentGraph, 'topics' | 'topicGroups' | 'events'>,
  lang: Lang,
  cap = KIOSK_PAGE_CAP,
): string[] {
  const out = new Set<string>();
  const add = (p: string) => {
    if (out.size < cap) out.add(localize(lang, p));
  };
  for (const p of [paths.home(), paths.about(), paths.kiosk(), '/offline/']) add(p);
  for (const g of graph.topicGroups) add(paths.topicGroup(g.slug));
  for (const t of graph.topics) {
    add(paths.topic(t.slug));
    if (t.diplomaTest) add(paths.certificate(t.slug));
    for (const c of t.chapters) for (const ch of c.challenges) add(paths.challenge(t.slug, ch.slug));
  }
  for (const e of graph.events) {
    add(paths.event(e.code.toLowerCase()));
    add(paths.event(e.code.toLowerCase(), 'completed'));
  }
  for (const t of graph.topics)
    for (const test of t.tests) for (const q of test.questions) add(paths.question(q.globalId));
  return [...out];
}
