/**
 * Turns a raw space (pack or Contentful) into the visible content graph. Visibility rules of
 * the spec are applied here once, so neither the site nor the API can forget them: drafts only
 * in preview, hidden/removed questions, unpublished/hidden challenges and hidden topics are
 * excluded everywhere, and links to excluded entries are dropped. Every problem is collected
 * with its entry id and content type instead of stopping at the first.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, normalize as normalizePath } from 'node:path';
import { contentTypeDef } from './model.ts';
import { defaultLocaleCode, fallbackChains, DEFAULT_LOCALE_MAP, type LocaleMap } from './locales.ts';
import { contentTypeOf, type RawAsset, type RawEntry, type RawLink, type RawSpace } from './raw.ts';
import { renderRichText } from './richtext.ts';
import type * as T from './types.ts';
import { LANGS, type Lang, type Localized } from './types.ts';

export interface NormalizeOptions {
  readonly preview?: boolean;
  readonly localeMap?: LocaleMap;
}

const URL_SAFE = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
/** Topic slugs that would collide with fixed routes (`/c/v/` is the verification page). */
const RESERVED_TOPIC_SLUGS = new Set(['v']);

/** Public URL of an asset: local files from the pack are served under `/_content/`. */
function assetUrl(url: string, baseDir: string | undefined): { url: string; sourcePath?: string } {
  if (url.startsWith('//') || /^https?:/i.test(url)) {
    const full = url.startsWith('//') ? `https:${url}` : url;
    if (baseDir) {
      // `contentful space export --download-assets` stores files beside the pack by host and path.
      const local = full.replace(/^https?:\/\//i, '');
      const candidate = join(baseDir, decodeURIComponent(local.split('?')[0] ?? ''));
      if (existsSync(candidate)) return { url: `/_content/${local.split('?')[0]}`, sourcePath: candidate };
    }
    return { url: full };
  }
  const rel = normalizePath(url).replace(/^(\.\.(\/|\\|$))+/, '').replace(/\\/g, '/');
  return { url: `/_content/${rel}`, ...(baseDir ? { sourcePath: join(baseDir, rel) } : {}) };
}

export function normalizeSpace(raw: RawSpace, options: NormalizeOptions = {}): T.ContentGraph {
  const preview = Boolean(options.preview);
  const chains = fallbackChains(raw.locales, options.localeMap ?? DEFAULT_LOCALE_MAP);
  const defaultCode = defaultLocaleCode(raw.locales);
  const issues: T.ContentIssue[] = [];
  const report = (severity: T.ContentIssue['severity'], e: { sys: { id: string } }, type: string, message: string, field?: string) =>
    issues.push({ severity, entryId: e.sys.id, contentType: type, message, ...(field ? { field } : {}) });

  const isPublished = (e: RawEntry | RawAsset) => preview || raw.allPublished || e.sys.publishedVersion !== undefined;
  const rawEntries = new Map<string, RawEntry>();
  for (const e of raw.entries) rawEntries.set(e.sys.id, e);
  const rawAssets = new Map<string, RawAsset>();
  for (const a of raw.assets) rawAssets.set(a.sys.id, a);

  // ---- field access --------------------------------------------------------------------
  const valueIn = (e: RawEntry | RawAsset, field: string, lang: Lang): unknown => {
    const values = e.fields[field];
    if (!values) return undefined;
    for (const code of chains[lang]) if (values[code] !== undefined && values[code] !== null) return values[code];
    return undefined;
  };
  const plain = (e: RawEntry, field: string): unknown => valueIn(e, field, 'en') ?? e.fields[field]?.[defaultCode];
  const str = (e: RawEntry, field: string): string | null => {
    const v = plain(e, field);
    return typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
  };
  const bool = (e: RawEntry, field: string) => plain(e, field) === true;
  const text = (e: RawEntry | RawAsset, field: string): Localized<string> => {
    const get = (lang: Lang) => {
      const v = valueIn(e, field, lang);
      return typeof v === 'string' ? v : '';
    };
    return { en: get('en'), sv: get('sv') };
  };
  const required = (e: RawEntry, type: string): boolean => {
    let ok = true;
    for (const def of contentTypeDef(type)?.fields ?? []) {
      if (!def.required) continue;
      const v = e.fields[def.id]?.[defaultCode] ?? valueIn(e, def.id, 'en');
      const missing = v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);
      if (missing) {
        report('error', e, type, `missing required field '${def.id}'`, def.id);
        ok = false;
      }
    }
    return ok;
  };

  // ---- assets --------------------------------------------------------------------------
  const assetCache = new Map<string, T.Asset | null>();
  const asset = (id: string): T.Asset | null => {
    if (assetCache.has(id)) return assetCache.get(id) ?? null;
    const a = rawAssets.get(id);
    let result: T.Asset | null = null;
    if (a && isPublished(a)) {
      const file = valueIn(a, 'file', 'en') as { url?: string; contentType?: string; details?: { image?: { width?: number; height?: number } } } | undefined;
      if (file?.url) {
        const { url, sourcePath } = assetUrl(file.url, raw.baseDir);
        result = {
          id,
          url,
          title: text(a, 'title'),
          contentType: file.contentType ?? 'application/octet-stream',
          width: file.details?.image?.width,
          height: file.details?.image?.height,
          ...(sourcePath ? { sourcePath } : {}),
        };
      }
    }
    assetCache.set(id, result);
    return result;
  };
  const assetField = (e: RawEntry, field: string): T.Asset | null => {
    const l = plain(e, field) as RawLink | undefined;
    return l?.sys?.id ? asset(l.sys.id) : null;
  };
  const rich = (e: RawEntry, field: string): Localized<string> => ({
    en: renderRichText(valueIn(e, field, 'en'), 'en', asset),
    sv: renderRichText(valueIn(e, field, 'sv'), 'sv', asset),
  });

  // ---- links ---------------------------------------------------------------------------
  /** Builds (once) the domain object of an entry of a given type; null means excluded. */
  const builders: Record<string, (e: RawEntry) => unknown> = {};
  const built = new Map<string, unknown>();
  const building = new Set<string>();
  const resolve = <R>(from: RawEntry, fromType: string, field: string, l: RawLink | undefined, to: string): R | null => {
    const id = l?.sys?.id;
    if (!id) return null;
    const target = rawEntries.get(id);
    if (!target) {
      report('warning', from, fromType, `field '${field}' links to entry '${id}', which does not exist; the link is dropped`, field);
      return null;
    }
    if (!isPublished(target)) return null; // a draft: dropped silently outside preview
    const targetType = contentTypeOf(target);
    if (targetType !== to) {
      report('warning', from, fromType, `field '${field}' links to entry '${id}' of type '${targetType}', expected '${to}'; the link is dropped`, field);
      return null;
    }
    return build<R>(target, to);
  };
  const build = <R>(e: RawEntry, type: string): R | null => {
    const key = e.sys.id;
    if (built.has(key)) return built.get(key) as R | null;
    if (building.has(key)) {
      report('error', e, type, 'links back to itself through a cycle');
      return null;
    }
    building.add(key);
    const fn = builders[type];
    const value = fn ? ((fn(e) as R | null) ?? null) : null;
    building.delete(key);
    built.set(key, value);
    return value;
  };
  const one = <R>(e: RawEntry, type: string, field: string, to: string) => resolve<R>(e, type, field, plain(e, field) as RawLink | undefined, to);
  const many = <R>(e: RawEntry, type: string, field: string, to: string): R[] => {
    const v = plain(e, field);
    if (!Array.isArray(v)) return [];
    return (v as RawLink[]).map((l) => resolve<R>(e, type, field, l, to)).filter((x): x is R => x !== null);
  };
  const tagsOf = (e: RawEntry) => (e.metadata?.tags ?? []).map((t) => t.sys.id);

  // ---- builders ------------------------------------------------------------------------
  builders['answer'] = (e): T.Answer | null => {
    if (!required(e, 'answer')) return null;
    const feedback = text(e, 'feedback');
    return {
      id: e.sys.id,
      globalId: str(e, 'globalId') ?? '',
      text: text(e, 'text'),
      image: assetField(e, 'image'),
      correct: bool(e, 'correctAnswer'),
      veryWrong: bool(e, 'isVeryWrong'),
      feedback: feedback.en || feedback.sv ? feedback : null,
    };
  };
  builders['question'] = (e): T.Question | null => {
    if (bool(e, 'isHidden') || bool(e, 'isRemoved')) return null;
    if (!required(e, 'question')) return null;
    const answers = many<T.Answer>(e, 'question', 'answers', 'answer');
    const asImages = bool(e, 'answersAsImages');
    let ok = true;
    if (answers.length < 2 || answers.length > 6) {
      report('error', e, 'question', `has ${answers.length} usable answers; a question needs 2 to 6`, 'answers');
      ok = false;
    }
    const correct = answers.filter((a) => a.correct).length;
    if (answers.length >= 2 && correct !== 1) {
      report('error', e, 'question', `has ${correct} correct answers; exactly one must be correct`, 'answers');
      ok = false;
    }
    for (const a of answers) {
      if (asImages ? !a.image : !a.text.en) {
        const raw = rawEntries.get(a.id);
        if (raw) report('error', raw, 'answer', asImages ? "needs an 'image': its question shows answers as images" : "missing required field 'text'", asImages ? 'image' : 'text');
        ok = false;
      }
    }
    const globalId = str(e, 'globalId') ?? '';
    if (!URL_SAFE.test(globalId)) {
      report('error', e, 'question', `globalId '${globalId}' is not URL-safe (letters, digits, '-' and '_')`, 'globalId');
      ok = false;
    }
    if (!ok) return null;
    return {
      id: e.sys.id,
      globalId,
      name: text(e, 'name'),
      text: text(e, 'questionText'),
      answers,
      answersAsImages: asImages,
      image: assetField(e, 'image'),
      explanationHtml: rich(e, 'explanation'),
      extraExplanationHtml: rich(e, 'extraExplanation'),
      tags: tagsOf(e),
      updatedAt: e.sys.updatedAt ?? '',
    };
  };
  builders['test'] = (e): T.Test | null => {
    if (!required(e, 'test')) return null;
    return {
      id: e.sys.id,
      globalId: str(e, 'globalId') ?? '',
      slug: str(e, 'slug') ?? '',
      name: text(e, 'name'),
      questions: many<T.Question>(e, 'test', 'questions', 'question'),
    };
  };
  builders['screen'] = (e): T.Screen => ({ id: e.sys.id, title: text(e, 'title'), bodyHtml: rich(e, 'body'), image: assetField(e, 'image') });
  builders['combo'] = (e): T.Combo | null => {
    if (!required(e, 'combo')) return null;
    return {
      id: e.sys.id,
      globalId: str(e, 'globalId') ?? '',
      name: text(e, 'name'),
      questions: many<T.Question>(e, 'combo', 'questions', 'question'),
      intro: many<T.Screen>(e, 'combo', 'introSequence', 'screen'),
      outro: many<T.Screen>(e, 'combo', 'outroSequence', 'screen'),
      instantExplanation: bool(e, 'instantExplanation'),
      showFeedback: bool(e, 'showFeedback'),
    };
  };
  builders['challenge'] = (e): T.Challenge | null => {
    if (!bool(e, 'published') || bool(e, 'isHidden')) return null;
    if (!required(e, 'challenge')) return null;
    const slug = str(e, 'slug') ?? '';
    if (!URL_SAFE.test(slug)) {
      report('error', e, 'challenge', `slug '${slug}' is not URL-safe`, 'slug');
      return null;
    }
    return {
      id: e.sys.id,
      globalId: str(e, 'globalId') ?? '',
      slug,
      title: text(e, 'title'),
      combos: many<T.Combo>(e, 'challenge', 'combos', 'combo'),
      intro: many<T.Screen>(e, 'challenge', 'introSequence', 'screen'),
      outro: many<T.Screen>(e, 'challenge', 'outroSequence', 'screen'),
      videoUrl: str(e, 'videoUrl'),
      videoName: text(e, 'videoName'),
    };
  };
  builders['chapter'] = (e): T.Chapter => ({ id: e.sys.id, name: text(e, 'name'), challenges: many<T.Challenge>(e, 'chapter', 'challenges', 'challenge') });
  builders['topic'] = (e): T.Topic | null => {
    if (bool(e, 'isHidden')) return null;
    if (!required(e, 'topic')) return null;
    const slug = str(e, 'slug') ?? '';
    if (!URL_SAFE.test(slug) || RESERVED_TOPIC_SLUGS.has(slug)) {
      report('error', e, 'topic', `slug '${slug}' is not URL-safe or is reserved`, 'slug');
      return null;
    }
    return {
      id: e.sys.id,
      globalId: str(e, 'globalId') ?? '',
      slug,
      name: text(e, 'name'),
      description: text(e, 'description'),
      image: assetField(e, 'image'),
      category: str(e, 'topicCategory'),
      tests: many<T.Test>(e, 'topic', 'tests', 'test'),
      chapters: many<T.Chapter>(e, 'topic', 'chapters', 'chapter'),
      diplomaTest: one<T.Test>(e, 'topic', 'diplomaTest', 'test'),
    };
  };
  builders['topicList'] = (e): T.TopicList => ({ id: e.sys.id, name: text(e, 'name'), topics: many<T.Topic>(e, 'topicList', 'items', 'topic') });
  builders['topicGroup'] = (e): T.TopicGroup | null => {
    if (!required(e, 'topicGroup')) return null;
    const slug = str(e, 'slug') ?? '';
    if (!URL_SAFE.test(slug)) {
      report('error', e, 'topicGroup', `slug '${slug}' is not URL-safe`, 'slug');
      return null;
    }
    return {
      id: e.sys.id,
      globalId: str(e, 'globalId') ?? '',
      slug,
      name: text(e, 'name'),
      description: text(e, 'description'),
      topics: many<T.Topic>(e, 'topicGroup', 'topics', 'topic'),
    };
  };
  const codeOk = (e: RawEntry, type: string) => {
    const code = str(e, 'code') ?? '';
    if (URL_SAFE.test(code)) return true;
    report('error', e, type, `code '${code}' is not URL-safe`, 'code');
    return false;
  };
  builders['event'] = (e): T.Event | null => {
    if (!required(e, 'event') || !codeOk(e, 'event')) return null;
    const topic = one<T.Topic>(e, 'event', 'topic', 'topic');
    if (!topic) {
      report('warning', e, 'event', "its 'topic' is not visible (missing, draft or hidden); the event is left out", 'topic');
      return null;
    }
    const date = (f: string) => {
      const v = str(e, f);
      return v && !Number.isNaN(Date.parse(v)) ? v : null;
    };
    return { id: e.sys.id, code: str(e, 'code') ?? '', name: text(e, 'name'), topic, opensAt: date('opensAt'), closesAt: date('closesAt') };
  };
  builders['group'] = (e): T.Group | null => {
    if (!required(e, 'group') || !codeOk(e, 'group')) return null;
    return { id: e.sys.id, code: str(e, 'code') ?? '', name: str(e, 'name') ?? '', welcome: text(e, 'welcome') };
  };
  builders['populationCategory'] = (e): T.PopulationCategory | null =>
    required(e, 'populationCategory') ? { id: e.sys.id, key: str(e, 'key') ?? '', name: text(e, 'name') } : null;
  builders['page'] = (e): T.Page | null => {
    if (!required(e, 'page')) return null;
    return { id: e.sys.id, slug: str(e, 'slug') ?? '', title: text(e, 'title'), bodyHtml: rich(e, 'body') };
  };
  builders['startPage'] = (e): T.StartPage => ({
    title: text(e, 'title'),
    pitchChallenges: many<T.Challenge>(e, 'startPage', 'pitchChallenges', 'challenge').map((challenge) => ({ challenge, topic: null })),
    topicLists: many<T.TopicList>(e, 'startPage', 'topicLists', 'topicList'),
  });

  // ---- build every visible entry of each type ------------------------------------------
  const all = <R>(type: string): { entry: RawEntry; value: R }[] => {
    const out: { entry: RawEntry; value: R }[] = [];
    for (const e of raw.entries) {
      if (contentTypeOf(e) !== type || !isPublished(e)) continue;
      const value = build<R>(e, type);
      if (value !== null) out.push({ entry: e, value });
    }
    return out;
  };
  const unique = <R>(items: { entry: RawEntry; value: R }[], type: string, field: string, key: (v: R) => string) => {
    const seen = new Map<string, RawEntry[]>();
    for (const it of items) {
      const k = key(it.value);
      seen.set(k, [...(seen.get(k) ?? []), it.entry]);
    }
    for (const [k, list] of seen) {
      if (list.length < 2) continue;
      const ids = list.map((e) => e.sys.id).join(', ');
      for (const e of list) report('error', e, type, `duplicate ${field} '${k}' (entries ${ids})`, field);
    }
  };

  for (const type of ['answer', 'test', 'combo']) {
    const items = all<{ globalId: string }>(type);
    unique(items, type, 'globalId', (v) => v.globalId);
  }
  const questions = all<T.Question>('question');
  unique(questions, 'question', 'globalId', (v) => v.globalId);
  const tests = all<T.Test>('test');
  unique(tests, 'test', 'slug', (v) => v.slug);
  const topics = all<T.Topic>('topic');
  unique(topics, 'topic', 'globalId', (v) => v.globalId);
  unique(topics, 'topic', 'slug', (v) => v.slug);
  const challenges = all<T.Challenge>('challenge');
  unique(challenges, 'challenge', 'globalId', (v) => v.globalId);
  unique(challenges, 'challenge', 'slug', (v) => v.slug);
  const topicGroups = all<T.TopicGroup>('topicGroup');
  unique(topicGroups, 'topicGroup', 'globalId', (v) => v.globalId);
  unique(topicGroups, 'topicGroup', 'slug', (v) => v.slug);
  const events = all<T.Event>('event');
  unique(events, 'event', 'code', (v) => v.code.toLowerCase());
  const groups = all<T.Group>('group');
  unique(groups, 'group', 'code', (v) => v.code.toLowerCase());
  const pages = all<T.Page>('page');
  unique(pages, 'page', 'slug', (v) => v.slug);
  const popcats = all<T.PopulationCategory>('populationCategory');
  const startPages = all<T.StartPage>('startPage');
  if (startPages.length > 1) {
    for (const s of startPages.slice(1)) report('warning', s.entry, 'startPage', 'more than one start page; the first created is used');
  }

  const topicValues = topics.map((t) => t.value);
  const topicOfChallenge = new Map<string, T.Topic>();
  for (const t of topicValues) for (const ch of t.chapters) for (const c of ch.challenges) if (!topicOfChallenge.has(c.id)) topicOfChallenge.set(c.id, t);
  const startPage = startPages[0]?.value ?? null;

  return {
    questions: questions.map((q) => q.value),
    topics: topicValues,
    challenges: challenges.map((c) => c.value),
    topicGroups: topicGroups.map((g) => g.value),
    events: events.map((e) => e.value),
    groups: groups.map((g) => g.value),
    populationCategories: popcats.map((p) => p.value),
    pages: pages.map((p) => p.value),
    startPage: startPage && {
      ...startPage,
      pitchChallenges: startPage.pitchChallenges.map(({ challenge }) => ({ challenge, topic: topicOfChallenge.get(challenge.id) ?? null })),
    },
    issues,
    digest: createHash('sha256').update(JSON.stringify([raw.locales, raw.entries, raw.assets])).digest('hex').slice(0, 16),
    preview,
  };
}

export { LANGS };
