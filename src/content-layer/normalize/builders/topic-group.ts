/** `topicGroup` entries: a page of its own (`/tg/{topicGroup}`) listing topics. */
import type { TopicGroup } from '#src/domain/model.ts';
import type { EntryReader } from '../reader.ts';

/** A topic group with its visible topics. */
export function buildTopicGroup(e: EntryReader<'topicGroup'>): TopicGroup | null {
  if (!e.required() || !e.patterns()) return null;
  return {
    id: e.id,
    globalId: e.str('globalId') ?? '',
    slug: e.str('slug') ?? '',
    name: e.text('name'),
    description: e.text('description'),
    topics: e.many('topics'),
  };
}
