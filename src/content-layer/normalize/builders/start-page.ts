/** `startPage` entries: the front page's featured challenges and topic lists. */
import type { StartPage } from '#src/domain/model.ts';
import type { EntryReader } from '../reader.ts';

/** The start page; the topic of each pitch challenge is filled in once all topics are built. */
export function buildStartPage(e: EntryReader<'startPage'>): StartPage {
  return {
    title: e.text('title'),
    pitchChallenges: e.many('pitchChallenges').map((challenge) => ({ challenge, topic: null })),
    topicLists: e.many('topicLists'),
  };
}
