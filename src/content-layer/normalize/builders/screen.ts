/** `screen` entries: one screen of an intro or outro sequence. */
import type { Screen } from '#src/domain/model.ts';
import type { EntryReader } from '../reader.ts';

/** A screen; it has no required fields. */
export function buildScreen(e: EntryReader<'screen'>): Screen {
  return { id: e.id, title: e.text('title'), bodyHtml: e.rich('body'), image: e.asset('image') };
}
