/**
 * Look-ups the API needs on the content graph, built once per content load: questions and
 * answers by globalId, topics by globalId (hidden topics that events play included), diploma
 * tests, challenges, events and groups by lower-case code.
 */
import { playableTopics } from './content-queries.ts';
import type { Answer, Challenge, ContentGraph, Event, Group, Question, Topic } from './model.ts';

export interface ContentIndex {
  readonly graph: ContentGraph;
  readonly questions: ReadonlyMap<string, Question>;
  readonly answers: ReadonlyMap<string, { readonly question: Question; readonly answer: Answer }>;
  /** Topic by globalId: the listed ones and the hidden ones events play. */
  readonly topics: ReadonlyMap<string, Topic>;
  /** Topic by the globalId of its diploma test. */
  readonly diplomaTopics: ReadonlyMap<string, Topic>;
  readonly challenges: ReadonlyMap<string, Challenge>;
  readonly events: ReadonlyMap<string, Event>;
  readonly groups: ReadonlyMap<string, Group>;
  /** Question globalIds that appear in any diploma test: their explanations are guarded. */
  readonly certificateQuestions: ReadonlySet<string>;
}

/** The look-ups of one content load, so each API request finds entries without scanning. */
export function indexContent(graph: ContentGraph): ContentIndex {
  const answers = new Map<string, { question: Question; answer: Answer }>();
  for (const question of graph.questions) for (const answer of question.answers) answers.set(answer.globalId, { question, answer });
  const diplomaTopics = new Map<string, Topic>();
  const certificateQuestions = new Set<string>();
  const topics = playableTopics(graph);
  for (const t of topics) {
    if (!t.diplomaTest) continue;
    diplomaTopics.set(t.diplomaTest.globalId, t);
    for (const q of t.diplomaTest.questions) certificateQuestions.add(q.globalId);
  }
  return {
    graph,
    questions: new Map(graph.questions.map((q) => [q.globalId, q])),
    answers,
    topics: new Map(topics.map((t) => [t.globalId, t])),
    diplomaTopics,
    challenges: new Map(graph.challenges.map((c) => [c.globalId, c])),
    events: new Map(graph.events.map((e) => [e.code.toLowerCase(), e])),
    groups: new Map(graph.groups.map((g) => [g.code.toLowerCase(), g])),
    certificateQuestions,
  };
}
