/**
 * Look-ups the API needs on the content graph, built once per content load: questions and
 * answers by globalId, listed topics by globalId, diploma tests (of hidden topics that events
 * play too, so their explanations stay guarded), challenges and their topics, events and groups
 * by lower-case code.
 */
import { playableTopics, privateShareQuestions } from './content-queries.ts';
import type { Answer, Challenge, ContentGraph, Event, Group, Question, Topic } from './model.ts';
import { normalizeCode } from './codes.ts';

export interface ContentIndex {
  readonly graph: ContentGraph;
  readonly questions: ReadonlyMap<string, Question>;
  readonly answers: ReadonlyMap<string, { readonly question: Question; readonly answer: Answer }>;
  /** Listed topic by globalId (a hidden topic has no progress of its own to look up). */
  readonly topics: ReadonlyMap<string, Topic>;
  /** Topic by the globalId of its diploma test, hidden topics that events play included. */
  readonly diplomaTopics: ReadonlyMap<string, Topic>;
  readonly challenges: ReadonlyMap<string, Challenge>;
  /** The listed topic holding each challenge, by the challenge's globalId. */
  readonly challengeTopics: ReadonlyMap<string, Topic>;
  readonly events: ReadonlyMap<string, Event>;
  readonly groups: ReadonlyMap<string, Group>;
  /** Question globalIds that appear in any diploma test: their explanations are guarded. */
  readonly certificateQuestions: ReadonlySet<string>;
  /** Question globalIds whose answer shares are not public (see `privateShareQuestions`). */
  readonly privateShareQuestions: ReadonlySet<string>;
}

/** The look-ups of one content load, so each API request finds entries without scanning. */
export function indexContent(graph: ContentGraph): ContentIndex {
  const answers = new Map<string, { question: Question; answer: Answer }>();
  for (const question of graph.questions)
    for (const answer of question.answers) answers.set(answer.globalId, { question, answer });
  const diplomaTopics = new Map<string, Topic>();
  const certificateQuestions = new Set<string>();
  for (const t of playableTopics(graph)) {
    if (!t.diplomaTest) continue;
    diplomaTopics.set(t.diplomaTest.globalId, t);
    for (const q of t.diplomaTest.questions) certificateQuestions.add(q.globalId);
  }
  return {
    graph,
    questions: new Map(graph.questions.map((q) => [q.globalId, q])),
    answers,
    topics: new Map(graph.topics.map((t) => [t.globalId, t])),
    diplomaTopics,
    challenges: new Map(graph.challenges.map((c) => [c.globalId, c])),
    challengeTopics: new Map(
      graph.topics.flatMap((t) => t.chapters.flatMap((ch) => ch.challenges.map((c) => [c.globalId, t] as const))),
    ),
    events: new Map(graph.events.map((e) => [normalizeCode(e.code), e])),
    groups: new Map(graph.groups.map((g) => [normalizeCode(g.code), g])),
    certificateQuestions,
    privateShareQuestions: privateShareQuestions(graph),
  };
}
