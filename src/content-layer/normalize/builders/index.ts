/** The builder of each content type's domain object, one module per content type. */
import type { Builders } from '../domain-of.ts';
import { buildAnswer } from './answer.ts';
import { buildChallenge } from './challenge.ts';
import { buildChapter } from './chapter.ts';
import { buildCombo } from './combo.ts';
import { buildEvent } from './event.ts';
import { buildGroup } from './group.ts';
import { buildPage } from './page.ts';
import { buildPopulationCategory } from './population-category.ts';
import { buildQuestion } from './question.ts';
import { buildScreen } from './screen.ts';
import { buildStartPage } from './start-page.ts';
import { buildTest } from './test.ts';
import { buildTopicGroup } from './topic-group.ts';
import { buildTopicList } from './topic-list.ts';
import { buildTopic } from './topic.ts';

export const BUILDERS: Builders = {
  question: buildQuestion,
  answer: buildAnswer,
  test: buildTest,
  topic: buildTopic,
  chapter: buildChapter,
  challenge: buildChallenge,
  combo: buildCombo,
  screen: buildScreen,
  startPage: buildStartPage,
  topicList: buildTopicList,
  topicGroup: buildTopicGroup,
  event: buildEvent,
  group: buildGroup,
  populationCategory: buildPopulationCategory,
  page: buildPage,
};
