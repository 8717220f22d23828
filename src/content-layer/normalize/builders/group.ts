/** `group` entries: a class or team joined at `/g/{code}`. */
import type { Group } from '#src/domain/model.ts';
import { readOrganizers } from '../organizers.ts';
import type { EntryReader } from '../reader.ts';

/** A group, or null when invalid. */
export function buildGroup(e: EntryReader<'group'>): Group | null {
  if (!e.required() || !e.patterns()) return null;
  return {
    id: e.id,
    code: e.str('code') ?? '',
    name: e.str('name') ?? '',
    welcome: e.text('welcome'),
    organizers: readOrganizers(e),
  };
}
