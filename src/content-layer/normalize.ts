/**
 * Turns a raw space (pack or Contentful) into the visible content graph. The visibility rules
 * (docs/decisions.md, "Content visibility") are applied here once, so neither the site nor the
 * API can forget them: drafts only in preview, hidden/removed questions and unpublished/hidden
 * challenges are excluded everywhere, hidden topics are left out of every list (yet played by
 * the events that link to them), and links to excluded entries are dropped. Every problem is collected with its entry id and content type instead of stopping at
 * the first. The content model (schema/content-model.ts) drives the field access and the
 * checks; each content type's builder lives in normalize/builders/.
 */
import { createHash } from 'node:crypto';
import type { ContentGraph, StartPage, Topic } from '../domain/model.ts';
import type { RawSpace } from './raw.ts';
import type { ContentTypeId } from './schema/content-model.ts';
import { BUILDERS } from './normalize/builders/index.ts';
import { collect, type EntryFilter } from './normalize/collect.ts';
import { createContext, type NormalizeContext, type NormalizeOptions } from './normalize/context.ts';
import { createLinker, type Linker } from './normalize/links.ts';

export type { NormalizeOptions } from './normalize/context.ts';

/** The start page (the first created), its pitch challenges given the topic that holds them. */
function startPageOf(ctx: NormalizeContext, linker: Linker, topics: readonly Topic[]): StartPage | null {
  const startPages = collect(ctx, linker, 'startPage');
  for (const s of startPages.slice(1))
    ctx.report('warning', s.entry, 'startPage', 'more than one start page; the first created is used');
  const startPage = startPages[0]?.value;
  if (!startPage) return null;
  const topicOfChallenge = new Map<string, Topic>();
  for (const t of topics)
    for (const ch of t.chapters)
      for (const c of ch.challenges) if (!topicOfChallenge.has(c.id)) topicOfChallenge.set(c.id, t);
  return {
    ...startPage,
    pitchChallenges: startPage.pitchChallenges.map(({ challenge }) => ({
      challenge,
      topic: topicOfChallenge.get(challenge.id) ?? null,
    })),
  };
}

/** The visible content graph of a raw space, with every content issue found on the way. */
export function normalizeSpace(raw: RawSpace, options: NormalizeOptions = {}): ContentGraph {
  const ctx = createContext(raw, options);
  const linker = createLinker(ctx, BUILDERS);
  const values = <T extends ContentTypeId>(type: T, include?: EntryFilter) =>
    collect(ctx, linker, type, include).map((item) => item.value);
  // The order of these calls decides which entry of a link cycle is named and the order of the
  // issues; answers, tests and combos appear in the graph only through links but are checked too.
  for (const type of ['answer', 'test', 'combo'] as const) collect(ctx, linker, type);
  const questions = values('question');
  // Hidden topics are built only when an event (or a list, which drops them) links to one, so a
  // hidden topic nothing plays is neither checked nor listed.
  const topics = values('topic', (entry) => ctx.plain(entry, 'isHidden') !== true);
  const challenges = values('challenge');
  const topicGroups = values('topicGroup');
  const events = values('event');
  const groups = values('group');
  const pages = values('page');
  const populationCategories = values('populationCategory');
  return {
    questions,
    topics,
    challenges,
    topicGroups,
    events,
    groups,
    populationCategories,
    pages,
    startPage: startPageOf(ctx, linker, topics),
    issues: ctx.issues,
    digest: createHash('sha256')
      .update(JSON.stringify([raw.locales, raw.entries, raw.assets]))
      .digest('hex')
      .slice(0, 16),
    preview: ctx.preview,
  };
}
