/** `answer` entries: one option of a question (docs/content-model.md). */
import type { Answer } from '#src/domain/model.ts';
import type { EntryReader } from '../reader.ts';

/** An answer; its text-or-image rule depends on its question, which checks it. */
export function buildAnswer(e: EntryReader<'answer'>): Answer | null {
  if (!e.required()) return null;
  const feedback = e.text('feedback');
  return {
    id: e.id,
    globalId: e.str('globalId') ?? '',
    text: e.text('text'),
    image: e.asset('image'),
    correct: e.bool('correctAnswer'),
    veryWrong: e.bool('isVeryWrong'),
    feedback: feedback.en || feedback.sv ? feedback : null,
  };
}
