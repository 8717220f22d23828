/**
 * Builds the embedded sample content pack: `content-pack/export.json`, in the format of
 * `contentful space export --download-assets`, with the images where that command puts them:
 * `content-pack/images.ctfassets.net/<space>/<asset id>/<token>/<file>` (see `downloadedAssetPath`).
 *
 *   npm run content:sample
 *
 * The data lives in the modules beside this file (one per topic, plus site.ts, extras.ts and
 * assets.ts); this script turns it into entries with the pack builder. Entry ids are derived
 * from globalIds, slugs and keys, so the output is deterministic.
 */
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPackBuilder, loc, richText, assetLink, contentfulAssetUrl, downloadedAssetPath } from '../../src/content-layer/pack-writer.ts';
import type { RawLink } from '../../src/content-layer/raw.ts';
import { ASSETS } from './assets.ts';
import { excludedQuestions } from './extras.ts';
import { ABOUT_PAGE, EVENTS, GROUPS, POPULATION_CATEGORIES, START_PAGE, TAGS, TOPIC_GROUPS, TOPIC_LISTS } from './site.ts';
import type { ChallengeSpec, QuestionSpec, ScreenSpec, SourceLink, Text, TopicSpec } from './types.ts';
import { sdg } from './topics/sdg.ts';
import { health } from './topics/health.ts';
import { population } from './topics/population.ts';
import { climate } from './topics/climate.ts';
import { energy } from './topics/energy.ts';
import { education } from './topics/education.ts';
import { economy } from './topics/economy.ts';
import { water } from './topics/water.ts';
import { nature } from './topics/nature.ts';
import { sweden } from './topics/sweden.ts';
import { retired } from './topics/retired.ts';

export const TOPICS: readonly TopicSpec[] = [sdg, health, population, climate, energy, education, economy, water, nature, sweden, retired];

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PACK_DIR = join(ROOT, 'content-pack');
const OUT_FILE = join(PACK_DIR, 'export.json');

/** instantExplanation × showFeedback, cycled over the combos of visible challenges. */
const COMBO_FLAGS: readonly (readonly [boolean, boolean])[] = [
  [true, true],
  [false, false],
  [true, false],
  [false, true],
];

const fail = (message: string): never => {
  throw new Error(`sample pack: ${message}`);
};

/** `sdg-basics` → `SdgBasics`; `flag-se` → `FlagSe`. */
const pascal = (s: string) =>
  s
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join('');
const camel = (s: string) => {
  const p = pascal(s);
  return p.charAt(0).toLowerCase() + p.slice(1);
};

const L = (t: Text) => loc(t[0], t[1]);

export function buildSamplePack() {
  const b = createPackBuilder();
  const usedIds = new Set<string>();
  const id = (value: string) => {
    if (!/^[A-Za-z0-9]+$/.test(value)) fail(`entry id '${value}' is not letters and digits`);
    if (usedIds.has(value)) fail(`duplicate entry id '${value}'`);
    usedIds.add(value);
    return value;
  };
  const unique = (kind: string) => {
    const seen = new Set<string>();
    return (value: string) => {
      const key = value.toLowerCase();
      if (seen.has(key)) fail(`duplicate ${kind} '${value}'`);
      seen.add(key);
      return value;
    };
  };
  const questionGid = unique('question globalId');
  const answerGid = unique('answer globalId');
  const testGid = unique('test globalId');
  const testSlug = unique('test slug');
  const topicGid = unique('topic globalId');
  const topicSlug = unique('topic slug');
  const challengeGid = unique('challenge globalId');
  const challengeSlug = unique('challenge slug');
  const comboGid = unique('combo globalId');
  const groupGid = unique('topic group globalId');
  const groupSlug = unique('topic group slug');
  const eventCode = unique('event code');
  const groupCode = unique('group code');

  // ---- tags and assets -----------------------------------------------------------------
  for (const [tagId, name] of Object.entries(TAGS)) b.tag(tagId, name);
  const tagsOf = (tags: readonly string[]) => {
    for (const t of tags) if (!TAGS[t]) fail(`tag '${t}' is not declared in site.ts`);
    return tags;
  };

  for (const [key, spec] of Object.entries(ASSETS)) {
    const url = contentfulAssetUrl(camel(key), `${key}.svg`, 'image/svg+xml');
    const file = downloadedAssetPath(url);
    if (!existsSync(join(PACK_DIR, file))) fail(`asset file ${file} is missing`);
    b.asset(camel(key), {
      title: L(spec.title),
      url,
      fileName: `${key}.svg`,
      contentType: 'image/svg+xml',
      width: spec.width,
      height: spec.height,
    });
  }
  const image = (key: string | undefined): RawLink | undefined => {
    if (key === undefined) return undefined;
    if (!ASSETS[key]) fail(`unknown asset '${key}'`);
    return assetLink(camel(key));
  };

  // ---- rich text ---------------------------------------------------------------------
  const doc = (t: Text, source?: SourceLink) => {
    const en = richText(t[0], ...(source ? [{ link: source.en, href: source.href }] : []));
    const sv = t[1] === undefined ? undefined : richText(t[1], ...(source ? [{ link: source.sv, href: source.href }] : []));
    return loc(en, sv);
  };

  // ---- questions ---------------------------------------------------------------------
  const questionLinks = new Map<string, RawLink>();
  const addQuestion = (q: QuestionSpec, topicTags: readonly string[]) => {
    questionGid(q.id);
    if (!/^\d+$/.test(q.id)) fail(`question globalId '${q.id}' is not numeric`);
    if (q.answers.length < 2 || q.answers.length > 6) fail(`question ${q.id} has ${q.answers.length} answers`);
    if (q.answers.filter((a) => a.correct).length !== 1) fail(`question ${q.id} must have exactly one correct answer`);
    const answers = q.answers.map((a, i) => {
      const letter = 'abcdef'.charAt(i);
      if (q.asImages && !a.image) fail(`answer ${q.id}-${letter} needs an image`);
      return b.entry('answer', id(`a${q.id}${letter}`), {
        globalId: answerGid(`${q.id}-${letter}`),
        text: L(a.text),
        image: image(a.image),
        correctAnswer: Boolean(a.correct),
        isVeryWrong: Boolean(a.veryWrong),
        feedback: a.feedback ? L(a.feedback) : undefined,
      });
    });
    const tags = [...new Set([...topicTags, ...(q.tags ?? [])])];
    const link = b.entry(
      'question',
      id(`q${q.id}`),
      {
        globalId: q.id,
        name: L(q.name),
        questionText: L(q.text),
        answers,
        answersAsImages: q.asImages ? true : undefined,
        image: image(q.image),
        explanation: doc(q.explanation, q.source),
        extraExplanation: q.extra ? doc(q.extra) : undefined,
        isHidden: q.hidden ? true : undefined,
        isRemoved: q.removed ? true : undefined,
      },
      { draft: Boolean(q.draft), tags: tagsOf(tags) },
    );
    questionLinks.set(q.id, link);
    return link;
  };
  const questionRef = (gid: string) => questionLinks.get(gid) ?? fail(`unknown question '${gid}'`);

  for (const q of excludedQuestions) addQuestion(q, []);
  for (const topic of TOPICS) for (const q of topic.questions) addQuestion(q, topic.tags ?? []);

  // ---- screens, combos, challenges ---------------------------------------------------
  const screen = (sysId: string, s: ScreenSpec) =>
    b.entry('screen', id(sysId), { title: L(s.title), body: doc(s.body), image: image(s.image) });

  let flagIndex = 0;
  const challengeLinks = new Map<string, RawLink>();
  const addChallenge = (c: ChallengeSpec) => {
    challengeGid(c.globalId);
    challengeSlug(c.slug);
    const p = pascal(c.slug);
    const excluded = Boolean(c.unpublished || c.hidden || c.draft);
    if (c.combos.length < 1) fail(`challenge ${c.slug} has no combos`);
    const combos = c.combos.map((combo, i) => {
      const n = i + 1;
      if (combo.questions.length < 3 || combo.questions.length > 5) fail(`combo ${n} of ${c.slug} has ${combo.questions.length} questions`);
      const [instantExplanation, showFeedback] = excluded ? [true, true] : (COMBO_FLAGS[flagIndex++ % COMBO_FLAGS.length] ?? [true, true]);
      return b.entry('combo', id(`combo${p}${n}`), {
        globalId: comboGid(`combo-${c.slug}-${n}`),
        name: L(combo.name),
        questions: combo.questions.map(questionRef),
        introSequence: [screen(`screen${p}Combo${n}Intro`, combo.intro)],
        outroSequence: [screen(`screen${p}Combo${n}Outro`, combo.outro)],
        instantExplanation,
        showFeedback,
      });
    });
    const link = b.entry(
      'challenge',
      id(`challenge${p}`),
      {
        globalId: c.globalId,
        slug: c.slug,
        title: L(c.title),
        published: !c.unpublished,
        isHidden: c.hidden ? true : undefined,
        combos,
        introSequence: c.intro.map((s, i) => screen(`screen${p}Intro${i + 1}`, s)),
        outroSequence: c.outro.map((s, i) => screen(`screen${p}Outro${i + 1}`, s)),
        videoUrl: c.videoUrl,
        videoName: c.videoName ? L(c.videoName) : undefined,
      },
      { draft: Boolean(c.draft) },
    );
    challengeLinks.set(c.slug, link);
    return link;
  };
  const challengeRef = (slug: string) => challengeLinks.get(slug) ?? fail(`unknown challenge '${slug}'`);

  // ---- tests and topics --------------------------------------------------------------
  const addTest = (sysId: string, gid: string, slug: string, name: Text, questions: readonly string[]) => {
    if (questions.length === 0) fail(`test ${slug} is empty`);
    return b.entry('test', id(sysId), {
      globalId: testGid(gid),
      slug: testSlug(slug),
      name: L(name),
      questions: questions.map(questionRef),
    });
  };

  const topicLinks = new Map<string, RawLink>();
  for (const topic of TOPICS) {
    topicGid(topic.globalId);
    topicSlug(topic.slug);
    if (topic.slug === 'v' || !/^[a-z0-9][a-z0-9-]*$/.test(topic.slug)) fail(`topic slug '${topic.slug}' is reserved or not URL-safe`);
    const ids = topic.questions.map((q) => q.id);
    const n = ids.length;
    const diplomaSize = topic.noDiploma || topic.hidden ? 0 : n >= 19 ? 7 : 6;
    const pool = ids.slice(0, n - diplomaSize);
    const diplomaIds = ids.slice(n - diplomaSize);
    const extras = topic.extraTestQuestions ?? [];
    const [en, sv] = [topic.name[0], topic.name[1] ?? topic.name[0]];

    const practice: (readonly string[])[] = [];
    if (topic.noDiploma && topic.twoTests) {
      const half = Math.ceil(pool.length / 2);
      practice.push([...pool.slice(0, half), ...extras], pool.slice(half));
    } else {
      practice.push([...pool, ...extras]);
      if (topic.twoTests) practice.push(ids.filter((_, i) => i % 2 === 1).slice(0, 12));
    }
    const tests = practice.map((qs, i) => {
      const suffix = i === 0 ? '' : `-${i + 1}`;
      const label: Text = i === 0 ? [`${en}: practice test`, `${sv}: övningstest`] : [`${en}: practice test ${i + 1}`, `${sv}: övningstest ${i + 1}`];
      return addTest(`test${topic.key}Practice${i === 0 ? '' : i + 1}`, `test-${topic.slug}-practice${suffix}`, `${topic.slug}-practice${suffix}`, label, qs);
    });
    const diplomaTest =
      diplomaSize > 0
        ? addTest(`test${topic.key}Diploma`, `test-${topic.slug}-diploma`, `${topic.slug}-diploma`, [`${en}: diploma test`, `${sv}: diplomprov`], diplomaIds)
        : undefined;

    const chapters = topic.chapters.map((ch, i) =>
      b.entry('chapter', id(`chapter${topic.key}${i + 1}`), { name: L(ch.name), challenges: ch.challenges.map(addChallenge) }),
    );

    topicLinks.set(
      topic.slug,
      b.entry('topic', id(`topic${topic.key}`), {
        globalId: topic.globalId,
        slug: topic.slug,
        name: L(topic.name),
        description: L(topic.description),
        image: image(topic.image),
        topicCategory: topic.category,
        tests,
        chapters: chapters.length > 0 ? chapters : undefined,
        diplomaTest,
        isHidden: topic.hidden ? true : undefined,
      }),
    );
  }
  const topicRef = (slug: string) => topicLinks.get(slug) ?? fail(`unknown topic '${slug}'`);

  // ---- site entries ------------------------------------------------------------------
  for (const g of TOPIC_GROUPS) {
    b.entry('topicGroup', id(`topicGroup${g.key}`), {
      globalId: groupGid(g.globalId),
      slug: groupSlug(g.slug),
      name: L(g.name),
      description: L(g.description),
      topics: g.topics.map(topicRef),
    });
  }
  const topicLists = TOPIC_LISTS.map((l) => b.entry('topicList', id(`topicList${l.key}`), { name: L(l.name), items: l.topics.map(topicRef) }));
  b.entry('startPage', id('startPage'), {
    title: L(START_PAGE.title),
    pitchChallenges: START_PAGE.pitchChallenges.map(challengeRef),
    topicLists,
  });
  for (const e of EVENTS) {
    b.entry('event', id(`event${e.key}`), {
      code: eventCode(e.code),
      name: L(e.name),
      topic: topicRef(e.topic),
      opensAt: e.opensAt,
      closesAt: e.closesAt,
    });
  }
  for (const g of GROUPS) {
    b.entry('group', id(`group${g.key}`), { code: groupCode(g.code), name: g.name, welcome: L(g.welcome) });
  }
  for (const c of POPULATION_CATEGORIES) {
    b.entry('populationCategory', id(`populationCategory${pascal(c.key)}`), { key: c.key, name: L(c.name) });
  }
  const paragraphs = (lang: 'en' | 'sv') =>
    ABOUT_PAGE.body[lang].map((p) => (typeof p === 'string' ? p : { link: p[lang], href: p.href }));
  b.entry('page', id(`page${pascal(ABOUT_PAGE.slug)}`), {
    slug: ABOUT_PAGE.slug,
    title: L(ABOUT_PAGE.title),
    body: loc(richText(...paragraphs('en')), richText(...paragraphs('sv'))),
  });

  return b.toExport();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const pack = buildSamplePack();
  mkdirSync(PACK_DIR, { recursive: true });
  const json = `${JSON.stringify(pack, null, 1)}\n`;
  writeFileSync(OUT_FILE, json);
  const kb = Math.round(Buffer.byteLength(json) / 1024);
  console.log(`Wrote ${OUT_FILE}: ${pack.entries.length} entries, ${pack.assets.length} assets, ${kb} KB`);
}
