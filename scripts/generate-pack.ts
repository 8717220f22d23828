/**
 * Generates a large synthetic content pack for scale work:
 *   npm run content:generate -- --questions 20000 [--out path] [--per-topic 100]
 * Every visible entry type appears, with the same proportions as a real space: topics of
 * `--per-topic` questions with two practice tests and a diploma test, a chapter with one
 * challenge of two combos per topic, topic groups, events and groups. Deterministic: the same
 * arguments give the same file.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createPackBuilder, loc, richText } from '../src/content-layer/pack-writer.ts';

export function generatePack(questions: number, perTopic = 100) {
  const b = createPackBuilder();
  const topicCount = Math.max(1, Math.ceil(questions / perTopic));
  const screen = b.entry('screen', 'screenIntro', {
    title: loc('Get ready', 'Gör dig redo'),
    body: loc(richText('Answer the questions.'), richText('Svara på frågorna.')),
  });
  const topics: ReturnType<typeof b.entry>[] = [];
  let q = 0;
  for (let t = 0; t < topicCount; t++) {
    const links: ReturnType<typeof b.entry>[] = [];
    const size = Math.min(perTopic, questions - q);
    for (let i = 0; i < size; i++, q++) {
      const gid = String(100000 + q);
      const answers = [0, 1, 2].map((k) =>
        b.entry('answer', `a${gid}${k}`, {
          globalId: `${gid}-${k}`,
          text: loc(`Option ${k + 1} for question ${gid}`, `Alternativ ${k + 1} för fråga ${gid}`),
          correctAnswer: k === q % 3,
          isVeryWrong: k === (q + 1) % 3,
        }),
      );
      links.push(
        b.entry('question', `q${gid}`, {
          globalId: gid,
          name: loc(`Synthetic question ${gid}`, `Syntetisk fråga ${gid}`),
          questionText: loc(
            `In synthetic topic ${t + 1}, which option is right for question ${gid}?`,
            `I syntetiskt ämne ${t + 1}, vilket alternativ är rätt för fråga ${gid}?`,
          ),
          answers,
          explanation: loc(
            richText(`Option ${(q % 3) + 1} is right: this is generated content.`),
            richText(`Alternativ ${(q % 3) + 1} är rätt: detta är genererat innehåll.`),
          ),
        }),
      );
    }
    const half = Math.ceil(links.length / 2);
    const test = (id: string, name: string, qs: unknown[]) =>
      b.entry('test', id, { globalId: id, slug: id, name: loc(name, name), questions: qs });
    const combo = (id: string, qs: unknown[], ie: boolean, sf: boolean) =>
      b.entry('combo', id, {
        globalId: id,
        name: loc(`Combo ${id}`, `Kombo ${id}`),
        questions: qs,
        introSequence: [screen],
        instantExplanation: ie,
        showFeedback: sf,
      });
    const challenge = b.entry('challenge', `challenge${t}`, {
      globalId: `challenge-${t}`,
      slug: `challenge-${t}`,
      title: loc(`Challenge ${t + 1}`, `Utmaning ${t + 1}`),
      published: true,
      combos: [
        combo(`combo-${t}-a`, links.slice(0, 4), true, false),
        combo(`combo-${t}-b`, links.slice(4, 8), false, true),
      ],
      introSequence: [screen],
      outroSequence: [screen],
    });
    topics.push(
      b.entry('topic', `topic${t}`, {
        globalId: `topic-${t}`,
        slug: `topic-${t}`,
        name: loc(`Synthetic topic ${t + 1}`, `Syntetiskt ämne ${t + 1}`),
        description: loc(`Generated topic number ${t + 1}.`, `Genererat ämne nummer ${t + 1}.`),
        topicCategory: `category-${t % 5}`,
        tests: [
          test(`practice-${t}-1`, `Practice ${t + 1}.1`, links.slice(0, half)),
          test(`practice-${t}-2`, `Practice ${t + 1}.2`, links.slice(half)),
        ],
        chapters: [
          b.entry('chapter', `chapter${t}`, { name: loc('Challenges', 'Utmaningar'), challenges: [challenge] }),
        ],
        diplomaTest: test(`diploma-${t}`, `Diploma ${t + 1}`, links.slice(0, 10)),
      }),
    );
  }
  const lists = [0, 1].map((i) =>
    b.entry('topicList', `list${i}`, {
      name: loc(`List ${i + 1}`, `Lista ${i + 1}`),
      items: topics.filter((_, k) => k % 2 === i).slice(0, 24),
    }),
  );
  b.entry('startPage', 'startPage', {
    title: loc('Synthetic quiz', 'Syntetisk quiz'),
    topicLists: lists,
    pitchChallenges: [],
  });
  for (let g = 0; g < Math.min(10, topicCount); g++) {
    b.entry('topicGroup', `tg${g}`, {
      globalId: `tg-${g}`,
      slug: `group-${g}`,
      name: loc(`Topic group ${g + 1}`, `Ämnesgrupp ${g + 1}`),
      topics: topics.filter((_, k) => k % 10 === g).slice(0, 20),
    });
    b.entry('event', `event${g}`, {
      code: `EVENT${g}`,
      name: loc(`Event ${g + 1}`, `Evenemang ${g + 1}`),
      topic: topics[g],
    });
    b.entry('group', `group${g}`, {
      code: `GROUP${g}`,
      name: `Group ${g + 1}`,
      welcome: loc('Welcome!', 'Välkommen!'),
    });
  }
  b.entry('page', 'about', {
    slug: 'about',
    title: loc('About', 'Om'),
    body: loc(richText('Synthetic content.'), richText('Syntetiskt innehåll.')),
  });
  return b.toExport();
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      questions: { type: 'string', default: '20000' },
      out: { type: 'string' },
      'per-topic': { type: 'string', default: '100' },
    },
  });
  const n = Number(values.questions);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`--questions must be a positive whole number, got '${values.questions}'`);
  const out = resolve(values.out ?? `bench-results/pack-${n}/export.json`);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify(generatePack(n, Number(values['per-topic']))));
  console.log(`wrote ${out} (${n} questions)`);
}
