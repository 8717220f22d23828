/**
 * Builds the props the answering islands get from content, in one language. Certificate and
 * event pages use `questionData`, which carries no correctness.
 */
import type { Asset, Lang, Question, Topic } from '#src/domain/model.ts';
import type { TestOrder } from '#src/stores/players/practice/index.ts';
import { packTestOrder, type PackedTestOrder } from '#src/stores/players/practice/index.ts';
import type { ImageData, QuestionData } from './shared.tsx';

function image(a: Asset | null, lang: Lang, alt: string, w: number, h: number): ImageData | null {
  return a ? { url: a.url, width: a.width ?? w, height: a.height ?? h, alt: alt || a.title[lang] || '' } : null;
}

/** A question with its answers, without any grade. */
export function questionData(q: Question, lang: Lang): QuestionData {
  return {
    id: q.globalId,
    text: q.text[lang],
    image: image(q.image, lang, q.image?.title[lang] ?? '', 320, 200),
    answersAsImages: q.answersAsImages,
    answers: q.answers.map((a) => ({
      id: a.globalId,
      text: a.text[lang],
      image: image(a.image, lang, a.text[lang], 160, 120),
    })),
  };
}

/** Test orders by question id, computed once per topics list (a build renders every question). */
const ordersIndex = new WeakMap<readonly Topic[], Map<string, TestOrder[]>>();

/** The question order of every test (of `topics`) that contains `questionId`. */
export function testOrdersFor(topics: readonly Topic[], questionId: string): TestOrder[] {
  let index = ordersIndex.get(topics);
  if (!index) {
    index = new Map();
    for (const t of topics) {
      for (const test of t.tests) {
        const order: TestOrder = {
          topicGlobalId: t.globalId,
          topicSlug: t.slug,
          testGlobalId: test.globalId,
          questions: test.questions.map((q) => q.globalId),
        };
        for (const id of new Set(order.questions)) index.set(id, [...(index.get(id) ?? []), order]);
      }
    }
    ordersIndex.set(topics, index);
  }
  return index.get(questionId) ?? [];
}

/** Packed orders, one per test (every question of a test shares its order object). */
const packed = new WeakMap<TestOrder, PackedTestOrder>();

/** `testOrdersFor`, packed for the question player's props (each test's packed once per build). */
export function packedTestOrdersFor(topics: readonly Topic[], questionId: string): PackedTestOrder[] {
  return testOrdersFor(topics, questionId).map((order) => {
    let p = packed.get(order);
    if (!p) {
      p = packTestOrder(order);
      packed.set(order, p);
    }
    return p;
  });
}
