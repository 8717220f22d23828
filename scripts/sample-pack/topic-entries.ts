/**
 * Writes each topic with its practice and diploma tests and its chapters of challenges. The
 * last questions of a topic (six, or seven for topics of 19 or more) form its diploma test and
 * the rest its practice tests, so the sample pack covers both kinds of test the app runs.
 */
import type { RawLink } from '#src/content-layer/raw.ts';
import { fail, linkRegistry, uniqueValues, type PackContext } from './context.ts';
import { localized } from './texts.ts';
import type { ChallengeSpec, Text, TopicSpec } from './types.ts';

/** What a topic links to that other writers have already written. */
export interface TopicLinks {
  readonly questionRef: (globalId: string) => RawLink;
  readonly addChallenge: (c: ChallengeSpec) => RawLink;
}

/** A test about to be written: its ids, its name and its question globalIds. */
interface TestInput {
  readonly sysId: string;
  readonly globalId: string;
  readonly slug: string;
  readonly name: Text;
  readonly questions: readonly string[];
}

/** How many of a topic's questions its diploma test takes (0: the topic has none). */
function diplomaSize(topic: TopicSpec): number {
  if (topic.noDiploma || topic.hidden) return 0;
  return topic.questions.length >= 19 ? 7 : 6;
}

/**
 * The question globalIds of each practice test: the questions not kept for the diploma (plus
 * any excluded extras), split in two for a two-test topic without diploma; otherwise a second
 * test, when wanted, takes every other question.
 */
function practiceTestQuestions(topic: TopicSpec, pool: readonly string[]): (readonly string[])[] {
  const ids = topic.questions.map((q) => q.id);
  const extras = topic.extraTestQuestions ?? [];
  if (topic.noDiploma && topic.twoTests) {
    const half = Math.ceil(pool.length / 2);
    return [[...pool.slice(0, half), ...extras], pool.slice(half)];
  }
  const practice: (readonly string[])[] = [[...pool, ...extras]];
  if (topic.twoTests) practice.push(ids.filter((_, i) => i % 2 === 1).slice(0, 12));
  return practice;
}

/** The practice tests' ids and names: the first has no number, later ones are numbered. */
function practiceTests(topic: TopicSpec, pool: readonly string[]): TestInput[] {
  const [en, sv] = [topic.name[0], topic.name[1] ?? topic.name[0]];
  return practiceTestQuestions(topic, pool).map((questions, i) => {
    const suffix = i === 0 ? '' : `-${i + 1}`;
    const name: Text =
      i === 0
        ? [`${en}: practice test`, `${sv}: övningstest`]
        : [`${en}: practice test ${i + 1}`, `${sv}: övningstest ${i + 1}`];
    return {
      sysId: `test${topic.key}Practice${i === 0 ? '' : i + 1}`,
      globalId: `test-${topic.slug}-practice${suffix}`,
      slug: `${topic.slug}-practice${suffix}`,
      name,
      questions,
    };
  });
}

/** The diploma test's ids and name. */
function diplomaTest(topic: TopicSpec, questions: readonly string[]): TestInput {
  const [en, sv] = [topic.name[0], topic.name[1] ?? topic.name[0]];
  return {
    sysId: `test${topic.key}Diploma`,
    globalId: `test-${topic.slug}-diploma`,
    slug: `${topic.slug}-diploma`,
    name: [`${en}: diploma test`, `${sv}: diplomprov`],
    questions,
  };
}

/**
 * Writes every topic in order, each after its tests and chapters (entries link only to entries
 * written before them); returns the lookup from topic slug to entry link.
 */
export function addTopics(
  ctx: PackContext,
  topics: readonly TopicSpec[],
  links: TopicLinks,
): (slug: string) => RawLink {
  const testGid = uniqueValues('test globalId');
  const testSlug = uniqueValues('test slug');
  const topicGid = uniqueValues('topic globalId');
  const topicSlug = uniqueValues('topic slug');
  const written = linkRegistry('topic');

  const addTest = (t: TestInput): RawLink => {
    if (t.questions.length === 0) fail(`test ${t.slug} is empty`);
    return ctx.builder.entry('test', ctx.id(t.sysId), {
      globalId: testGid(t.globalId),
      slug: testSlug(t.slug),
      name: localized(t.name),
      questions: t.questions.map(links.questionRef),
    });
  };

  for (const topic of topics) {
    topicGid(topic.globalId);
    topicSlug(topic.slug);
    if (topic.slug === 'v' || !/^[a-z0-9][a-z0-9-]*$/.test(topic.slug))
      fail(`topic slug '${topic.slug}' is reserved or not URL-safe`);
    const ids = topic.questions.map((q) => q.id);
    const size = diplomaSize(topic);
    const tests = practiceTests(topic, ids.slice(0, ids.length - size)).map(addTest);
    const diploma = size > 0 ? addTest(diplomaTest(topic, ids.slice(ids.length - size))) : undefined;
    const chapters = topic.chapters.map((ch, i) =>
      ctx.builder.entry('chapter', ctx.id(`chapter${topic.key}${i + 1}`), {
        name: localized(ch.name),
        challenges: ch.challenges.map(links.addChallenge),
      }),
    );
    written.set(
      topic.slug,
      ctx.builder.entry('topic', ctx.id(`topic${topic.key}`), {
        globalId: topic.globalId,
        slug: topic.slug,
        name: localized(topic.name),
        description: localized(topic.description),
        image: ctx.image(topic.image),
        topicCategory: topic.category,
        tests,
        chapters: chapters.length > 0 ? chapters : undefined,
        diplomaTest: diploma,
        isHidden: topic.hidden ? true : undefined,
      }),
    );
  }
  return written.ref;
}
