/** `chapter` entries: a named run of challenges inside a topic, identified by `sys.id`. */
import type { Chapter } from '#src/domain/model.ts';
import type { EntryReader } from '../reader.ts';

/** A chapter with its visible challenges. */
export function buildChapter(e: EntryReader<'chapter'>): Chapter {
  return { id: e.id, name: e.text('name'), challenges: e.many('challenges') };
}
