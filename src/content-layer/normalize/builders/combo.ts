/** `combo` entries: a run of questions inside a challenge, with its own screens. */
import type { Combo } from '#src/domain/model.ts';
import type { EntryReader } from '../reader.ts';

/** A combo with its visible questions and screens. */
export function buildCombo(e: EntryReader<'combo'>): Combo | null {
  if (!e.required()) return null;
  return {
    id: e.id,
    globalId: e.str('globalId') ?? '',
    name: e.text('name'),
    questions: e.many('questions'),
    intro: e.many('introSequence'),
    outro: e.many('outroSequence'),
    instantExplanation: e.bool('instantExplanation'),
    showFeedback: e.bool('showFeedback'),
  };
}
