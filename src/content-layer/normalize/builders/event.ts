/** `event` entries: a screening test at `/e/{code}` on its topic (hidden topics included), with an optional window. */
import type { Event } from '#src/domain/model.ts';
import { readOrganizers } from '../organizers.ts';
import type { EntryReader } from '../reader.ts';

/** An event, or null when invalid or when its topic is missing, a draft or invalid (a warning). */
export function buildEvent(e: EntryReader<'event'>): Event | null {
  if (!e.required() || !e.patterns()) return null;
  const organizers = readOrganizers(e);
  const topic = e.one('topic');
  if (!topic) {
    e.report('warning', "its 'topic' is not available (missing, draft or invalid); the event is left out", 'topic');
    return null;
  }
  const date = (field: 'opensAt' | 'closesAt') => {
    const v = e.str(field);
    return v && !Number.isNaN(Date.parse(v)) ? v : null;
  };
  return {
    id: e.id,
    code: e.str('code') ?? '',
    name: e.text('name'),
    topic,
    opensAt: date('opensAt'),
    closesAt: date('closesAt'),
    organizers,
  };
}
