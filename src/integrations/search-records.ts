/**
 * The records of the full-text search index: topics, challenges and questions of the content
 * graph in each language, each linking to its localized page, so no page needs indexing markup.
 */
import type { Challenge, ContentGraph, Lang, Question, Topic } from '../domain/model.ts';
import { LANGS } from '../domain/model.ts';
import { localize, paths } from '../domain/routes.ts';

export interface SearchRecord {
  readonly url: string;
  readonly language: Lang;
  readonly meta: { readonly title: string; readonly type: 'topic' | 'challenge' | 'question' };
  readonly content: string;
}

const ENTITIES: Readonly<Record<string, string>> = {
  '&nbsp;': ' ',
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** Plain text of rendered rich text. */
export function plainText(html = ''): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (m) => ENTITIES[m] ?? m)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Sentences of a record: a part that ends in its own punctuation ("…varje år?") gets no extra full stop. */
const joined = (parts: readonly string[]) =>
  parts
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p, i, all) => (i < all.length - 1 && !/[.!?:;…]$/.test(p) ? `${p}.` : p))
    .join(' ');

function topicRecord(t: Topic, lang: Lang, challenges: readonly Challenge[]): SearchRecord {
  return {
    url: localize(lang, paths.topic(t.slug)),
    language: lang,
    meta: { title: t.name[lang], type: 'topic' },
    content: joined([
      t.name[lang],
      t.description[lang],
      ...t.chapters.map((c) => c.name[lang]),
      ...challenges.map((c) => c.title[lang]),
    ]),
  };
}

function challengeRecord(t: Topic, c: Challenge, lang: Lang): SearchRecord {
  const screens = [...c.intro, ...c.outro, ...c.combos.flatMap((k) => [...k.intro, ...k.outro])];
  return {
    url: localize(lang, paths.challenge(t.slug, c.slug)),
    language: lang,
    meta: { title: c.title[lang], type: 'challenge' },
    content: joined([
      c.title[lang],
      t.name[lang],
      ...c.combos.map((k) => k.name[lang]),
      ...screens.map((s) => `${s.title[lang]} ${plainText(s.bodyHtml[lang])}`),
    ]),
  };
}

function questionRecord(q: Question, lang: Lang): SearchRecord {
  return {
    url: localize(lang, paths.question(q.globalId)),
    language: lang,
    meta: { title: q.text[lang] || q.name[lang], type: 'question' },
    content: joined([q.text[lang], ...q.answers.map((a) => a.text[lang]), plainText(q.explanationHtml[lang])]),
  };
}

/** Every search record of the graph, English first, then Swedish. */
export function searchRecords(graph: Pick<ContentGraph, 'topics' | 'questions'>): SearchRecord[] {
  const records: SearchRecord[] = [];
  for (const lang of LANGS) {
    for (const t of graph.topics) {
      const challenges = t.chapters.flatMap((c) => c.challenges);
      records.push(topicRecord(t, lang, challenges));
      for (const c of challenges) records.push(challengeRecord(t, c, lang));
    }
    for (const q of graph.questions) records.push(questionRecord(q, lang));
  }
  return records;
}
