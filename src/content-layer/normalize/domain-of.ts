/**
 * Which domain object each content type becomes, and the shape of the function that builds it.
 * The map covers every content type of the model, so a new content type does not compile until
 * it has a domain type and a builder.
 */
import type * as M from '#src/domain/model.ts';
import type { ContentTypeId } from '../schema/content-model.ts';
import type { NormalizeContext } from './context.ts';
import type { EntryReader } from './reader.ts';

interface DomainTypes {
  readonly question: M.Question;
  readonly answer: M.Answer;
  readonly test: M.Test;
  readonly topic: M.Topic;
  readonly chapter: M.Chapter;
  readonly challenge: M.Challenge;
  readonly combo: M.Combo;
  readonly screen: M.Screen;
  readonly startPage: M.StartPage;
  readonly topicList: M.TopicList;
  readonly topicGroup: M.TopicGroup;
  readonly event: M.Event;
  readonly group: M.Group;
  readonly populationCategory: M.PopulationCategory;
  readonly page: M.Page;
}

/** The domain object of a content type. */
export type DomainOf = { readonly [T in ContentTypeId]: DomainTypes[T] };

/**
 * Builds the domain object of one entry, or null when the entry is excluded or invalid (with
 * its errors reported). The context is there for checks that reach other entries.
 */
export type Builder<T extends ContentTypeId> = (entry: EntryReader<T>, ctx: NormalizeContext) => DomainOf[T] | null;

/** One builder per content type. */
export type Builders = { readonly [T in ContentTypeId]: Builder<T> };
