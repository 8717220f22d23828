/** Where a practice question sits: the test it is answered in and the question after it. */

/** One test of a topic, in question order (the page hands these to the island). */
export interface TestOrder {
  readonly topicGlobalId: string;
  readonly topicSlug: string;
  readonly testGlobalId: string;
  readonly questions: readonly string[];
}

/**
 * A test order as a page hands it to the island: the question ids in one comma-joined string
 * (ids hold no comma: `?only=a,b`), a fifth of a list's size in Astro's serialised props, which
 * every question page carries.
 */
export interface PackedTestOrder extends Omit<TestOrder, 'questions'> {
  readonly questions: string;
}

/** The order packed for a page's props (`unpackTestOrder` undoes it). */
export function packTestOrder(order: TestOrder): PackedTestOrder {
  return { ...order, questions: order.questions.join(',') };
}

/** The order a page's props carry, as the island uses it. */
export function unpackTestOrder(order: PackedTestOrder): TestOrder {
  return { ...order, questions: order.questions ? order.questions.split(',') : [] };
}

/** The test a question is answered in: the one named (`?test=`), else the first of the topic holding it. */
export function findTestOrder(
  orders: readonly TestOrder[],
  topicSlug: string,
  questionId: string,
  testId?: string | null,
): TestOrder | null {
  const inTopic = orders.filter((o) => o.topicSlug === topicSlug && o.questions.includes(questionId));
  return inTopic.find((o) => o.testGlobalId === testId) ?? inTopic[0] ?? null;
}

/** The question after `questionId` in the test, or null at the end. */
export function nextQuestion(order: Pick<TestOrder, 'questions'>, questionId: string): string | null {
  const i = order.questions.indexOf(questionId);
  return i >= 0 && i + 1 < order.questions.length ? (order.questions[i + 1] ?? null) : null;
}

/**
 * The question after `questionId` when the learner tries only some questions again (`only`,
 * from the summary's "try the wrong ones again"), else in the whole test.
 */
export function nextQuestionIn(
  order: Pick<TestOrder, 'questions'>,
  questionId: string,
  only: readonly string[] | null,
): string | null {
  return nextQuestion(only?.includes(questionId) ? { questions: only } : order, questionId);
}
