/** `populationCategory` entries: optional demographic categories for events. */
import type { PopulationCategory } from '#src/domain/model.ts';
import type { EntryReader } from '../reader.ts';

/** A population category, or null when its key is missing. */
export function buildPopulationCategory(e: EntryReader<'populationCategory'>): PopulationCategory | null {
  return e.required() ? { id: e.id, key: e.str('key') ?? '', name: e.text('name') } : null;
}
