/** `topicList` entries: a named list of topics on the start page. */
import type { TopicList } from '#src/domain/model.ts';
import type { EntryReader } from '../reader.ts';

/** A topic list with its visible topics. */
export function buildTopicList(e: EntryReader<'topicList'>): TopicList {
  return { id: e.id, name: e.text('name'), topics: e.many('items') };
}
