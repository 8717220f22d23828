/** `test` entries: a practice or certificate test, its questions in order. */
import type { Test } from '#src/domain/model.ts';
import type { EntryReader } from '../reader.ts';

/** A test with its visible questions. */
export function buildTest(e: EntryReader<'test'>): Test | null {
  if (!e.required()) return null;
  return {
    id: e.id,
    globalId: e.str('globalId') ?? '',
    slug: e.str('slug') ?? '',
    name: e.text('name'),
    questions: e.many('questions'),
  };
}
