/**
 * The four players a learner taps on a phone, as tap scenarios for a content graph: which page
 * to open, which control a learner taps first, what shows once the tap is answered and how to
 * tell the tap's effect happened exactly once. Selectors are the islands' own marks
 * (src/islands/QuestionPlayer.tsx, CertificatePlayer.tsx, ChallengePlayer.tsx, EventPlayer.tsx)
 * and the server HTML they replace (the static answer lists of the question and event pages).
 */
import type { ContentGraph, Lang, Question } from '#src/domain/model.ts';
import { screeningTest } from '#src/domain/content-queries.ts';
import { localize, paths } from '#src/domain/routes.ts';
import type { ResponseSpec } from './probe.ts';

export const PLAYERS = ['practice', 'certificate', 'challenge', 'event'] as const;
export type PlayerName = (typeof PLAYERS)[number];

/** What a tap does, counted to tell that it happened exactly once (effect.ts). */
export type TapEffect =
  /** An answer saved: the learner's answers (`GET /v1/user_answers`). */
  | { readonly kind: 'answers' }
  /** A request the page makes to a path of the API (method and path, e.g. `GET /v1/…`). */
  | { readonly kind: 'requests'; readonly request: string }
  /** A step on: the player's step counter (`<progress value>`, from 1) moved on. */
  | { readonly kind: 'steps'; readonly selector: string };

export interface TapScenario {
  readonly player: PlayerName;
  readonly lang: Lang;
  /** The page a learner opens, with its language prefix. */
  readonly path: string;
  /** Selector of the control a learner taps (the island's, or the server HTML's before hydration). */
  readonly target: string;
  /** What shows once the tap is answered. */
  readonly response: ResponseSpec;
  readonly effect: TapEffect;
}

/** Selector of an answer option, as the island renders it or as the server HTML has it before. */
const option = (island: string, staticView: string, answer: string) =>
  `${island} [data-answer="${answer}"] button, ${staticView} [data-answer="${answer}"]`;

const rightAnswer = (q: Question) => {
  const right = q.answers.find((a) => a.correct);
  if (!right) throw new Error(`question ${q.globalId} has no right answer`);
  return right.globalId;
};

/**
 * The tap scenario of each player for the first topic with a practice test, a certificate test
 * and a challenge, and the first event, in `lang`.
 */
export function playerScenarios(graph: ContentGraph, lang: Lang): Record<PlayerName, TapScenario> {
  const topic = graph.topics.find(
    (t) =>
      t.tests[0]?.questions.length && t.diplomaTest?.questions.length && t.chapters.some((c) => c.challenges.length),
  );
  if (!topic) throw new Error('the content has no topic with a practice test, a certificate test and a challenge');
  const question = topic.tests[0]!.questions[0]!;
  const firstCertificateQuestion = topic.diplomaTest!.questions[0]!.globalId;
  const challenge = topic.chapters.flatMap((c) => c.challenges)[0]!;
  const event = graph.events.find((e) => (screeningTest(e)?.questions.length ?? 0) >= 2);
  if (!event) throw new Error('the content has no event with a test of two questions or more');
  const [eventFirst, eventSecond] = screeningTest(event)!.questions;
  const code = event.code.toLowerCase();
  const at = (path: string) => localize(lang, path);
  return {
    practice: {
      player: 'practice',
      lang,
      path: at(paths.topicQuestion(topic.slug, question.globalId)),
      target: option('.answer-player', '[data-static-answers]', rightAnswer(question)),
      response: { selector: '.answer-player [data-result]' },
      effect: { kind: 'answers' },
    },
    certificate: {
      player: 'certificate',
      lang,
      path: at(paths.certificate(topic.slug)),
      target: '.certificate-player button[data-start]',
      response: {
        selector: `[data-cert-step="${firstCertificateQuestion}"] h1`,
        path: at(paths.certificate(topic.slug, firstCertificateQuestion)),
      },
      // Starting asks the API for the learner's next round once.
      effect: { kind: 'requests', request: 'GET /v1/user_answers/next_test_round' },
    },
    challenge: {
      player: 'challenge',
      lang,
      path: at(paths.challenge(topic.slug, challenge.slug)),
      target: '.player .player-next',
      // Any screen after the first (segment 0, screen 0) with its heading.
      response: { selector: '.player:not([data-segment="0"][data-screen="0"]) h2' },
      effect: { kind: 'steps', selector: '.player progress' },
    },
    event: {
      player: 'event',
      lang,
      path: at(paths.event(code, eventFirst!.globalId)),
      target: option(
        `[data-event-step="${eventFirst!.globalId}"]`,
        `[data-cert-question="${eventFirst!.globalId}"]`,
        eventFirst!.answers[0]!.globalId,
      ),
      // An answered event question moves on to the next one.
      response: {
        selector: `[data-event-step="${eventSecond!.globalId}"] h1`,
        path: at(paths.event(code, eventSecond!.globalId)),
      },
      effect: { kind: 'answers' },
    },
  };
}
