/**
 * Every route type of docs/reference/routes.md#route-table with real parameters from the content the site was built
 * from, for the browser tests.
 */
import { loadContent } from '#src/content-layer/index.ts';
import { screeningTest } from '#src/domain/content-queries.ts';
import { ACCOUNT_TABS, pathFor, paths } from '#src/domain/routes.ts';

export interface RouteCase {
  readonly name: string;
  readonly path: string;
  /** The status the server answers with. */
  readonly status: number;
}

export async function routeCases(): Promise<RouteCase[]> {
  const graph = await loadContent();
  const topic = graph.topics.find(
    (t) => t.diplomaTest && t.tests[0]?.questions.length && t.chapters.some((c) => c.challenges.length),
  );
  if (!topic) throw new Error('the content has no topic with a test, a diploma test and a challenge');
  const q = topic.tests[0]!.questions[0]!.globalId;
  const withExtra = graph.questions.find((x) => x.extraExplanationHtml.en) ?? graph.questions[0]!;
  const dq = topic.diplomaTest!.questions[0]!.globalId;
  const challenge = topic.chapters.flatMap((c) => c.challenges)[0]!;
  const event = graph.events[0]!;
  const eventQ = screeningTest(event)!.questions[0]!.globalId;
  const group = graph.groups[0]!;
  const code = event.code.toLowerCase();
  const ok = (name: string, path: string): RouteCase => ({ name, path, status: 200 });
  return [
    ok('index', paths.home()),
    ok('about', paths.about()),
    ok('kiosk', paths.kiosk()),
    ok('search', paths.search()),
    ok('review', paths.review()),
    ok('account', paths.account()),
    ...['login', 'signup', 'verify', 'forgot-password', 'unsubscribe', 'signup/success'].map((c) =>
      ok(`account-${c}`, paths.account(c)),
    ),
    ...ACCOUNT_TABS.map((tab) => ok(`account-me-${tab}`, paths.accountTab(tab))),
    ok('e-code', paths.event(code)),
    ok('e-code-question', paths.event(code, eventQ)),
    ok('e-code-completed', paths.event(code, 'completed')),
    ok('e-code-results', pathFor('e-code-results', { code })),
    ok('g-code', paths.group(group.code.toLowerCase())),
    ok('g-code-welcome', paths.group(group.code.toLowerCase(), 'welcome')),
    ok('g-code-results', pathFor('g-code-results', { code: group.code.toLowerCase() })),
    ok('c-topic', paths.certificate(topic.slug)),
    ok('c-topic-share', paths.certificate(topic.slug, 'share')),
    ok('c-topic-feedback', paths.certificate(topic.slug, 'feedback')),
    ok('c-topic-question', paths.certificate(topic.slug, dq)),
    ok('c-topic-question-explanation', paths.certificate(topic.slug, `${dq}/explanation`)),
    ok('c-v', paths.verify()),
    ok('c-v-code', paths.verify('ABCD-1234')),
    ok('r', paths.result()),
    ok('r-code', paths.result('NOT1CODE')),
    ok('t-topic', paths.topic(topic.slug)),
    ok('t-topic-question', paths.topicQuestion(topic.slug, q)),
    ok('t-topic-question-feedback', paths.topicQuestion(topic.slug, q, 'feedback')),
    ok('t-topic-question-explanation', paths.topicQuestion(topic.slug, q, 'explanation')),
    ok('t-topic-embed', paths.topicEmbed(topic.slug)),
    ok('t-topic-embed-done', paths.topicEmbed(topic.slug, 'done')),
    ok('t-topic-embed-question', paths.topicEmbed(topic.slug, q)),
    ok('t-topic-embed-question-explanation', paths.topicEmbed(topic.slug, `${q}/explanation`)),
    ok('t-topic-c-challenge', paths.challenge(topic.slug, challenge.slug)),
    ok('t-topic-summary', paths.topicSummary(topic.slug)),
    ok('q-question', paths.question(q)),
    ok('q-question-embed', paths.question(q, 'embed')),
    ok('q-question-explanation', paths.question(q, 'explanation')),
    ok('q-question-embed-explanation', paths.question(q, 'embed/explanation')),
    ok('q-question-embed-extraexplanation', paths.question(withExtra.globalId, 'embed/extraexplanation')),
    ok('tg-topicGroup', paths.topicGroup(graph.topicGroups[0]!.slug)),
    { name: '404-unmatched', path: '/no/such/page/', status: 404 },
    { name: '404-invalid', path: '/t/no-such-topic/', status: 404 },
  ];
}
