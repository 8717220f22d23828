/** `challenge` entries: excluded everywhere unless `published` and not hidden. */
import type { Challenge } from '#src/domain/model.ts';
import type { EntryReader } from '../reader.ts';

/** A visible challenge with its combos and screens. */
export function buildChallenge(e: EntryReader<'challenge'>): Challenge | null {
  if (!e.bool('published') || e.bool('isHidden')) return null;
  if (!e.required() || !e.patterns()) return null;
  return {
    id: e.id,
    globalId: e.str('globalId') ?? '',
    slug: e.str('slug') ?? '',
    title: e.text('title'),
    combos: e.many('combos'),
    intro: e.many('introSequence'),
    outro: e.many('outroSequence'),
    videoUrl: e.str('videoUrl'),
    videoName: e.text('videoName'),
  };
}
