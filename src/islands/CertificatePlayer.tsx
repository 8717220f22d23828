/**
 * The certificate test of a topic on `/c/{topic}/…`: start (certificate mode on), one question
 * after another, the API's verdict and the explanation it hands out after each answer, then the
 * feedback view (`/c/{topic}/feedback/`) after a wrong answer or the share view
 * (`/c/{topic}/share/`) with the verification link after all right; both show how others
 * answered once the round has ended (the API refuses before). The page's HTML knows no
 * correct answer; this island learns correctness only from the API. The intro is rendered on
 * the server and kept by hydration (the other routes' static views give way after mount).
 */
import { useStore } from '@nanostores/react';
import { endKioskRun } from '../stores/players/kiosk/run/index.ts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Lang } from '../domain/model.ts';
import { localize, paths, type RouteMatch } from '../domain/routes.ts';
import {
  $certificate,
  answerCertificate,
  beginCertificate,
  certificateOutcome,
  fetchCertificateCode,
  loadExplanation,
  nextCertificateQuestion,
  restoreCertificate,
  type Explanation,
} from '../stores/players/certificate/index.ts';
import { session } from '../stores/session/index.ts';
import { $shares, fetchCertificateShares } from '../stores/reads/shares/index.ts';
import { SharesSummary } from './answering/SharesSummary.tsx';
import { format, type Messages } from '../utils/format.ts';
import { QuestionImage, useFocusOn, routeKey, useMounted, useRoute, type QuestionData } from './answering/shared.tsx';
import { AnswerOptions } from './answering/AnswerOptions.tsx';
import { TestProgress } from './answering/TestProgress.tsx';
import { Verdict } from './answering/Verdict.tsx';

export interface CertificatePlayerProps {
  readonly lang: Lang;
  readonly messages: Messages;
  readonly topic: { readonly globalId: string; readonly slug: string; readonly name: string };
  readonly testId: string;
  readonly questions: readonly QuestionData[];
}

// The end screens (card, sharing, celebration) load only when a test ends.
const endScreens = () => import('./certificate/CertificateEnd.tsx');
const PassedEnd = lazy(() => endScreens().then((m) => ({ default: m.PassedEnd })));
const FailedEnd = lazy(() => endScreens().then((m) => ({ default: m.FailedEnd })));

type View =
  | { kind: 'root' }
  | { kind: 'question'; id: string }
  | { kind: 'explanation'; id: string }
  | { kind: 'feedback' }
  | { kind: 'share' };

/** The view of the current route (the `$route` store); the route table names them. */
function viewOf(route: RouteMatch | null): View {
  switch (route?.name) {
    case 'c-topic-question':
      return { kind: 'question', id: route.params.question };
    case 'c-topic-question-explanation':
      return { kind: 'explanation', id: route.params.question };
    case 'c-topic-feedback':
      return { kind: 'feedback' };
    case 'c-topic-share':
      return { kind: 'share' };
    default:
      return { kind: 'root' };
  }
}

export default function CertificatePlayer(props: CertificatePlayerProps) {
  const { lang, messages, topic, testId, questions } = props;
  const t = (key: string, vars?: Record<string, string | number>) => format(messages, key, vars);
  const mounted = useMounted('[data-static-views]');
  const [route, go] = useRoute();
  const state = useStore($certificate);
  const [explanation, setExplanation] = useState<{ id: string; data: Explanation | null; failed: boolean } | null>(
    null,
  );
  const [restored, setRestored] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOn(routeKey(route), heading, mounted);
  const ids = questions.map((q) => q.id);
  // The server knows no route: the first render is the intro (CSS hides it on other routes).
  const view: View = mounted ? viewOf(route) : { kind: 'root' };
  const at = (child = '') => localize(lang, paths.certificate(topic.slug, child));

  // After a reload in the middle of a test: restore the stored round (if the visitor has one).
  useEffect(() => {
    if (!mounted || restored) return;
    setRestored(true);
    if ($certificate.get().round !== null) return;
    void restoreCertificate(topic.globalId, testId).catch(() => undefined);
  }, [mounted, restored, topic.globalId, testId]);

  const result = view.kind === 'explanation' ? state.results.find((r) => r.questionId === view.id) : undefined;
  const explainedId = view.kind === 'explanation' ? view.id : undefined;
  useEffect(() => {
    if (explainedId === undefined || !result || explanation?.id === explainedId) return;
    const id = explainedId;
    setExplanation({ id, data: null, failed: false });
    loadExplanation(id).then(
      (data) => setExplanation({ id, data, failed: false }),
      () => setExplanation({ id, data: null, failed: true }),
    );
  }, [explainedId, result, explanation?.id]);

  // The share view after a reload: the code comes from the API.
  useEffect(() => {
    if (!mounted || view.kind !== 'share' || state.code) return;
    if (!session().storage.get('user_uuid')) return;
    void fetchCertificateCode(topic.globalId).then(
      (code) => code && $certificate.setKey('code', code),
      () => undefined,
    );
  }, [mounted, view.kind, state.code, topic.globalId]);

  // Once the test is decided, the end screen's code starts loading while the explanation is read.
  const decided = view.kind === 'explanation' && certificateOutcome(state, ids) !== 'continue';
  useEffect(() => {
    if (decided) void endScreens();
  }, [decided]);

  // How others answered, once the test has ended (the result views); the API checks that it has.
  const shares = useStore($shares);
  const onResultView = view.kind === 'feedback' || view.kind === 'share';
  useEffect(() => {
    if (mounted && onResultView) void fetchCertificateShares(testId);
  }, [mounted, onResultView, testId]);

  // The first question shows at once; its round comes from the API behind it, and without one
  // (no network) the learner is back on the intro with the alert saying why.
  const start = () => {
    const begun = beginCertificate(topic.globalId, testId);
    setExplanation(null);
    go(at(ids[0]));
    void begun.then((ok) => ok || go(at()));
  };
  const choose = async (questionId: string, answerId: string) => {
    const verdict = await answerCertificate({ topicId: topic.globalId, testId, questionId, answerId, questions: ids });
    if (!verdict) {
      go(at()); // saving failed: back to the start screen (the alert tells why)
      return;
    }
    go(at(`${questionId}/explanation`));
  };
  const proceed = () => {
    const outcome = certificateOutcome($certificate.get(), ids);
    // A decided certificate ends a kiosk run (the view keeps what it shows; storage is cleared).
    if (outcome !== 'continue') endKioskRun();
    if (outcome === 'failed') go(at('feedback'));
    else if (outcome === 'passed') go(at('share'));
    else go(at(nextCertificateQuestion($certificate.get(), ids) ?? ''));
  };

  const h1 = (text: string) => (
    <h1 id="cert-step-heading" tabIndex={-1} ref={heading}>
      {text}
    </h1>
  );
  const title = t('certificate.title', { topic: topic.name });
  const startButton = (label: string) => (
    <p>
      <button type="button" onClick={start} data-start="">
        {label}
      </button>
    </p>
  );
  /** An end view with no round to show (none ended in this tab): why, a start, and the way back to the topic. */
  const nothingToShow = (why: string) => (
    <>
      <p>{why}</p>
      {startButton(t('certificate.start'))}
      <p>
        <a href={localize(lang, paths.topic(topic.slug))}>{t('certificate.backToTopic', { topic: topic.name })}</a>
      </p>
    </>
  );

  const questionView = (id: string) => {
    const index = ids.indexOf(id);
    const q = questions[index];
    if (!q) return null;
    const answered = state.results.find((r) => r.questionId === id);
    return (
      <section className="cert-step" data-cert-step={id}>
        <TestProgress current={index + 1} total={ids.length} messages={messages} />
        <h1 id="cert-step-heading" tabIndex={-1} ref={heading}>
          {q.text}
        </h1>
        <QuestionImage image={q.image} />
        {/* Correctness stays hidden here: the verdict comes from the API on the explanation view. */}
        <AnswerOptions
          options={q.answers}
          asImages={q.answersAsImages}
          messages={messages}
          chosen={answered?.answerId ?? null}
          disabled={state.saving || Boolean(answered) || state.failed}
          onChoose={(a) => void choose(id, a)}
          label={t('certificate.answersLabel')}
        />
        <div aria-live="polite">{state.saving && <p className="meta">{t('certificate.saving')}</p>}</div>
        {(state.failed || answered) && startButton(t('certificate.tryAgain'))}
      </section>
    );
  };

  let body;
  switch (view.kind) {
    case 'question':
      body = questionView(view.id) ?? (
        <section>
          {h1(title)}
          {startButton(t('certificate.start'))}
        </section>
      );
      break;
    case 'explanation': {
      if (!result) {
        body = questionView(view.id);
        break;
      }
      const q = questions.find((x) => x.id === view.id);
      const expl = explanation?.id === view.id ? explanation : null;
      const correctId = expl?.data?.correct_answer_global_id;
      const correctText = correctId ? q?.answers.find((a) => a.id === correctId)?.text : undefined;
      const chosenFeedback = expl?.data?.feedback[result.answerId];
      const outcome = certificateOutcome(state, ids);
      body = (
        <Verdict
          kind={result.isCorrect ? 'correct' : 'wrong'}
          title={t(result.isCorrect ? 'certificate.answerCorrect' : 'certificate.answerWrong')}
          headingId="cert-step-heading"
          headingRef={heading}
          level={1}
          className="cert-step"
        >
          <TestProgress current={ids.indexOf(view.id) + 1} total={ids.length} messages={messages} />
          <p className="question-text">{q?.text}</p>
          {!expl || (!expl.data && !expl.failed) ? <p className="meta">{t('certificate.loadingExplanation')}</p> : null}
          {expl?.failed && <p>{t('certificate.explanationFailed')}</p>}
          {correctText && !result.isCorrect && (
            <p className="correct-answer">{t('certificate.correctAnswerWas', { answer: correctText })}</p>
          )}
          {chosenFeedback && <p className="answer-feedback">{chosenFeedback}</p>}
          {expl?.data?.explanation_html && (
            <div className="rich" dangerouslySetInnerHTML={{ __html: expl.data.explanation_html }} />
          )}
          <p>
            <button type="button" onClick={proceed} data-continue="">
              {t(
                outcome === 'failed'
                  ? 'certificate.seeResult'
                  : outcome === 'passed'
                    ? 'certificate.seeCertificate'
                    : 'certificate.nextQuestion',
              )}
            </button>
          </p>
        </Verdict>
      );
      break;
    }
    case 'feedback': {
      const ended = state.results.length > 0;
      body = (
        <section className="cert-end cert-failed" aria-labelledby="cert-step-heading" data-cert-feedback="">
          {h1(t(state.failed ? 'certificate.failedHeading' : 'certificate.feedbackHeading'))}
          {ended ? (
            <Suspense fallback={null}>
              <FailedEnd
                lang={lang}
                messages={messages}
                topic={topic}
                round={state}
                questions={questions}
                explained={explanation}
                onRetry={start}
              />
            </Suspense>
          ) : (
            nothingToShow(t('certificate.feedbackText'))
          )}
          <SharesSummary questions={questions} shares={shares} messages={messages} />
        </section>
      );
      break;
    }
    case 'share': {
      body = (
        <section className="cert-end cert-passed" aria-labelledby="cert-step-heading" data-cert-share="">
          {h1(t(state.code ? 'certificate.passedHeading' : 'certificate.shareHeading'))}
          {state.code ? (
            <Suspense fallback={<p className="meta">{t('certificate.card.loading')}</p>}>
              <PassedEnd lang={lang} messages={messages} topic={topic} code={state.code} />
            </Suspense>
          ) : (
            nothingToShow(t('certificate.noCertificateYet'))
          )}
          {state.code && <SharesSummary questions={questions} shares={shares} messages={messages} />}
        </section>
      );
      break;
    }
    default:
      body = (
        <section className="view view-root">
          <h1 id="cert-step-heading" tabIndex={-1} ref={heading}>
            {title}
          </h1>
          <p className="lead">{t('certificate.intro', { count: ids.length })}</p>
          <p>{t('certificate.rule')}</p>
          {startButton(t('certificate.start'))}
        </section>
      );
  }
  return (
    <div className="certificate-player" data-ready={mounted ? '' : undefined}>
      {body}
    </div>
  );
}
