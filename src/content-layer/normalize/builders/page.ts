/** `page` entries: free pages such as `about`. */
import type { Page } from '#src/domain/model.ts';
import type { EntryReader } from '../reader.ts';

/** A page, or null when its slug is missing. */
export function buildPage(e: EntryReader<'page'>): Page | null {
  if (!e.required()) return null;
  return { id: e.id, slug: e.str('slug') ?? '', title: e.text('title'), bodyHtml: e.rich('body') };
}
