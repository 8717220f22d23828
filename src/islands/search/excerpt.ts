/**
 * Search result excerpts. Pagefind counts words split at hyphens, digit groups and other
 * punctuation, so an excerpt can start inside a word of the page ("population of …" out of
 * "world-population", "000 people" out of "1,000 people"). The excerpt is widened back to the
 * start of that word, as the page's full text (`content`) has it, keeping its highlighting.
 */

const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};
const decode = (html: string) => html.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (m) => ENTITIES[m] ?? m);
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Keeps only Pagefind's `<mark>` highlighting of an excerpt (it escapes the rest). */
export const safeExcerpt = (html: string): string => html.replace(/<(?!\/?mark>)[^>]*>/g, '');

/**
 * The excerpt (Pagefind's escaped HTML with `<mark>`) starting at a word boundary of `content`:
 * when the text before it in `content` continues its first word, that part is put in front.
 */
export function excerptFromWordStart(excerpt: string, content: string): string {
  const clean = safeExcerpt(excerpt);
  const head = decode(clean.replace(/<\/?mark>/g, ''))
    .trimStart()
    .split(/\s+/)
    .slice(0, 4)
    .join(' ');
  if (!head) return clean;
  const at = content.replace(/\s+/g, ' ').indexOf(head);
  if (at <= 0) return clean;
  const before = content.replace(/\s+/g, ' ').slice(0, at);
  const partial = /\S+$/.exec(before)?.[0] ?? '';
  return partial ? `${escape(partial)}${clean.trimStart()}` : clean;
}
