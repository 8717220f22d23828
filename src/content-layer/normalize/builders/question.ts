/**
 * `question` entries: hidden and removed questions are excluded everywhere; a visible one needs
 * 2 to 6 usable answers of which exactly one is correct, each with text (or with an image when
 * the question shows answers as images), and a URL-safe globalId.
 */
import type { Answer, Question } from '#src/domain/model.ts';
import { CONTENT_MODEL } from '#src/content-layer/schema/content-model.ts';
import type { NormalizeContext } from '../context.ts';
import type { EntryReader } from '../reader.ts';

const [{ size: ANSWER_COUNT }] = CONTENT_MODEL.question.fields.answers.validations;

/** Reports each problem with the answers; true when there is none. */
function answersOk(
  ctx: NormalizeContext,
  e: EntryReader<'question'>,
  answers: readonly Answer[],
  asImages: boolean,
): boolean {
  let ok = true;
  if (answers.length < ANSWER_COUNT.min || answers.length > ANSWER_COUNT.max) {
    e.report(
      'error',
      `has ${answers.length} usable answers; a question needs ${ANSWER_COUNT.min} to ${ANSWER_COUNT.max}`,
      'answers',
    );
    ok = false;
  }
  const correct = answers.filter((a) => a.correct).length;
  if (answers.length >= ANSWER_COUNT.min && correct !== 1) {
    e.report('error', `has ${correct} correct answers; exactly one must be correct`, 'answers');
    ok = false;
  }
  for (const a of answers) {
    if (asImages ? a.image : a.text.en) continue;
    const raw = ctx.entryById(a.id);
    if (raw)
      ctx.report(
        'error',
        raw,
        'answer',
        asImages ? "needs an 'image': its question shows answers as images" : "missing required field 'text'",
        asImages ? 'image' : 'text',
      );
    ok = false;
  }
  return ok;
}

/** A visible question with its answers, or null (excluded or invalid, with errors reported). */
export function buildQuestion(e: EntryReader<'question'>, ctx: NormalizeContext): Question | null {
  if (e.bool('isHidden') || e.bool('isRemoved')) return null;
  if (!e.required()) return null;
  const answers = e.many('answers');
  const asImages = e.bool('answersAsImages');
  const answersValid = answersOk(ctx, e, answers, asImages);
  if (!e.patterns() || !answersValid) return null;
  return {
    id: e.id,
    globalId: e.str('globalId') ?? '',
    name: e.text('name'),
    text: e.text('questionText'),
    answers,
    answersAsImages: asImages,
    image: e.asset('image'),
    explanationHtml: e.rich('explanation'),
    extraExplanationHtml: e.rich('extraExplanation'),
    tags: e.tags(),
    updatedAt: e.entry.sys.updatedAt ?? '',
  };
}
