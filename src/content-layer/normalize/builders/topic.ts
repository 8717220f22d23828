/**
 * `topic` entries. A hidden topic is built too, marked `hidden`: events still play it, while
 * lists, topic groups, search and topic pages leave it out (normalize.ts and links.ts).
 */
import type { Topic } from '#src/domain/model.ts';
import type { EntryReader } from '../reader.ts';

/** Topic slugs that would collide with fixed routes (`/c/v/` is the verification page). */
const RESERVED_TOPIC_SLUGS: ReadonlySet<string> = new Set(['v']);

/** A topic (hidden or not) with its tests, chapters and certificate test; null when invalid. */
export function buildTopic(e: EntryReader<'topic'>): Topic | null {
  if (!e.required() || !e.patterns()) return null;
  const slug = e.str('slug') ?? '';
  if (RESERVED_TOPIC_SLUGS.has(slug)) {
    e.report('error', `slug '${slug}' is reserved for a fixed route`, 'slug');
    return null;
  }
  return {
    id: e.id,
    globalId: e.str('globalId') ?? '',
    slug,
    name: e.text('name'),
    description: e.text('description'),
    image: e.asset('image'),
    category: e.str('topicCategory'),
    tests: e.many('tests'),
    chapters: e.many('chapters'),
    diplomaTest: e.one('diplomaTest'),
    hidden: e.bool('isHidden'),
  };
}
