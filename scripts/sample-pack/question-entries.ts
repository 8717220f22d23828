/**
 * Writes the question and answer entries. Questions come first because tests and combos link
 * to them by globalId; the checks here mirror what the app relies on (numeric globalIds, two to
 * six answers, exactly one correct).
 */
import type { RawLink } from '#src/content-layer/raw.ts';
import { fail, linkRegistry, uniqueValues, type PackContext } from './context.ts';
import { localized, richDoc } from './texts.ts';
import type { QuestionSpec } from './types.ts';

/** A question to write, with the tags of the topic it belongs to (none for excluded ones). */
export interface QuestionInput {
  readonly question: QuestionSpec;
  readonly topicTags: readonly string[];
}

function checkQuestion(q: QuestionSpec): void {
  if (!/^\d+$/.test(q.id)) fail(`question globalId '${q.id}' is not numeric`);
  if (q.answers.length < 2 || q.answers.length > 6) fail(`question ${q.id} has ${q.answers.length} answers`);
  if (q.answers.filter((a) => a.correct).length !== 1) fail(`question ${q.id} must have exactly one correct answer`);
}

function addAnswers(ctx: PackContext, q: QuestionSpec, answerGid: (value: string) => string): RawLink[] {
  return q.answers.map((a, i) => {
    const letter = 'abcdef'.charAt(i);
    if (q.asImages && !a.image) fail(`answer ${q.id}-${letter} needs an image`);
    return ctx.builder.entry('answer', ctx.id(`a${q.id}${letter}`), {
      globalId: answerGid(`${q.id}-${letter}`),
      text: localized(a.text),
      image: ctx.image(a.image),
      correctAnswer: Boolean(a.correct),
      isVeryWrong: Boolean(a.veryWrong),
      feedback: a.feedback ? localized(a.feedback) : undefined,
    });
  });
}

/**
 * Writes every question with its answers, in the given order (entry order is the pack's
 * creation order); returns the lookup from question globalId to entry link.
 */
export function addQuestions(ctx: PackContext, inputs: readonly QuestionInput[]): (globalId: string) => RawLink {
  const questionGid = uniqueValues('question globalId');
  const answerGid = uniqueValues('answer globalId');
  const questions = linkRegistry('question');
  for (const { question: q, topicTags } of inputs) {
    questionGid(q.id);
    checkQuestion(q);
    const answers = addAnswers(ctx, q, answerGid);
    const tags = [...new Set([...topicTags, ...(q.tags ?? [])])];
    const entryId = ctx.id(`q${q.id}`);
    const fields = {
      globalId: q.id,
      name: localized(q.name),
      questionText: localized(q.text),
      answers,
      answersAsImages: q.asImages ? true : undefined,
      image: ctx.image(q.image),
      explanation: richDoc(q.explanation, q.source),
      extraExplanation: q.extra ? richDoc(q.extra) : undefined,
      isHidden: q.hidden ? true : undefined,
      isRemoved: q.removed ? true : undefined,
    };
    questions.set(
      q.id,
      ctx.builder.entry('question', entryId, fields, { draft: Boolean(q.draft), tags: ctx.tagsOf(tags) }),
    );
  }
  return questions.ref;
}
