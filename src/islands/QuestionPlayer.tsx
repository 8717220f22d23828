/**
 * Practice answering on a question page (`/q/{id}/`, `/t/{topic}/{id}/` and the embed
 * variants). Choosing an answer records it; the API's verdict is shown with the feedback on the
 * chosen answer, the explanation, and the way on: the next question of the topic's test, the
 * topic page (or the embed's done view) after the last one. Once answered (never before), how
 * others answered: each option's share and the share who get it wrong (src/stores/shares.ts).
 * Without JavaScript the static answer list and the explanation link of the page stay.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef } from 'react';
import type { Lang } from '../domain/model.ts';
import { localize, paths, routeEntry } from '../domain/routes.ts';
import { $route } from '../stores/route.ts';
import { $practice, answerPractice, findTestOrder, nextQuestion, onAnswerDropped, resetPractice, type TestOrder } from '../stores/answering.ts';
import { format, type Messages } from '../utils/format.ts';
import { AnswerButtons, useFocusOn, useMounted, type QuestionData } from './answering/shared.tsx';
import { askServiceWorker } from '../offline/warm.ts';
import { $shares, fetchQuestionShares, optionShares, resetShares } from '../stores/shares.ts';
import { SharesLine } from './answering/SharesLine.tsx';

export interface QuestionPlayerProps {
  readonly lang: Lang;
  readonly messages: Messages;
  readonly question: QuestionData;
  readonly correctAnswerId: string;
  readonly veryWrongIds: readonly string[];
  readonly feedback: Readonly<Record<string, string>>;
  readonly explanationHtml: string;
  /** The tests (with question order) that contain this question. */
  readonly orders: readonly TestOrder[];
}

interface Context {
  readonly topicSlug: string | null;
  readonly embed: boolean;
}

/** The topic (when the question is shown inside one) and embed flag of the current route. */
function contextOf(): Context {
  const m = $route.get();
  if (!m) return { topicSlug: null, embed: false };
  return { topicSlug: 'topic' in m.params ? m.params.topic || null : null, embed: routeEntry(m.name).embed === true };
}

export default function QuestionPlayer(props: QuestionPlayerProps) {
  const { lang, messages, question } = props;
  const t = (key: string, vars?: Record<string, string | number>) => format(messages, key, vars);
  const mounted = useMounted('[data-static-answers]');
  const state = useStore($practice);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOn(state.status, heading, state.status === 'answered');
  useEffect(() => () => {
    resetPractice();
    resetShares();
  }, []);
  const allShares = useStore($shares);
  // How others answered: asked for only once this learner has answered.
  useEffect(() => {
    if (state.status === 'answered') void fetchQuestionShares(question.id);
  }, [state.status, question.id]);

  const ctx = useMemo<Context>(() => (mounted ? contextOf() : { topicSlug: null, embed: false }), [mounted]);
  const testParam = mounted ? new URLSearchParams(location.search).get('test') : null;
  const order = ctx.topicSlug ? findTestOrder(props.orders, ctx.topicSlug, question.id, testParam) : null;

  // A test started online can be finished offline: its other questions (and the topic page) are kept.
  const warmKey = order && ctx.topicSlug ? `${order.testGlobalId}/${ctx.embed}` : '';
  useEffect(() => {
    if (!warmKey || !order || !ctx.topicSlug) return;
    const urls = order.questions.map((q) => localize(lang, paths.question(q)));
    urls.push(localize(lang, ctx.embed ? paths.topicEmbed(ctx.topicSlug) : paths.topic(ctx.topicSlug)));
    void askServiceWorker({ type: 'warm', urls }).then((r) => {
      if (r) document.documentElement.dataset['offlineWarmed'] = String(r['kept'] ?? 0);
    });
  }, [warmKey]);

  // Saving failed (at once, or later when the API refused a kept answer): back to the start
  // screen (the topic page), where the alert is shown.
  const toStart = () => {
    if (ctx.topicSlug) location.assign(`${localize(lang, ctx.embed ? paths.topicEmbed(ctx.topicSlug) : paths.topic(ctx.topicSlug))}?alert=test.saveAnswerWentWrong`);
  };
  useEffect(() => onAnswerDropped('practice', toStart), [ctx.topicSlug, ctx.embed]);

  if (!mounted) return null;

  const choose = async (answerId: string) => {
    const ok = await answerPractice(question.id, answerId, order, { correct: props.correctAnswerId, veryWrong: props.veryWrongIds });
    if (!ok) toStart();
  };

  const answered = state.status === 'answered';
  const marks: Record<string, string> = {};
  if (answered) {
    marks[props.correctAnswerId] = t('answer.markCorrect');
    if (state.chosen && state.chosen !== props.correctAnswerId) marks[state.chosen] = t('answer.markYours');
  }
  const next = order ? nextQuestion(order, question.id) : null;
  const topicSlug = ctx.topicSlug;
  const nextHref = topicSlug && order
    ? next
      ? `${localize(lang, ctx.embed ? paths.topicEmbed(topicSlug, next) : paths.topicQuestion(topicSlug, next))}${!ctx.embed && testParam ? `?test=${encodeURIComponent(testParam)}` : ''}`
      : localize(lang, ctx.embed ? paths.topicEmbed(topicSlug, 'done') : paths.topic(topicSlug))
    : null;
  const verdict = state.isCorrect ? 'correct' : state.isVeryWrong ? 'veryWrong' : 'wrong';
  const correctText = question.answers.find((a) => a.id === props.correctAnswerId)?.text ?? '';
  const chosenFeedback = state.chosen ? props.feedback[state.chosen] : undefined;
  const shares = answered ? allShares[question.id] : undefined;

  return (
    <div className="answer-player" data-ready="">
      <AnswerButtons
        question={question}
        disabled={state.status !== 'idle'}
        chosen={state.chosen}
        onChoose={(id) => void choose(id)}
        marks={marks}
        shares={optionShares(shares)}
        label={t('answer.optionsLabel')}
      />
      <div aria-live="polite">
        {state.status === 'saving' && <p className="meta">{t('answer.saving')}</p>}
        {answered && (
          <section className={`answer-result answer-${verdict}`} aria-labelledby="answer-result-heading" data-result={verdict}>
            <h2 id="answer-result-heading" tabIndex={-1} ref={heading}>{t(`answer.${verdict}`)}</h2>
            {!state.isCorrect && <p className="correct-answer">{t('answer.correctAnswerWas', { answer: correctText })}</p>}
            <SharesLine shares={shares} messages={messages} />
            {chosenFeedback && <p className="answer-feedback">{chosenFeedback}</p>}
            {props.explanationHtml && (
              <div className="answer-explanation">
                <h3>{t('answer.explanation')}</h3>
                <div className="rich" dangerouslySetInnerHTML={{ __html: props.explanationHtml }} />
              </div>
            )}
            <p className="answer-actions">
              {nextHref && <a className="button" href={nextHref} data-next="">{t(next ? 'answer.nextQuestion' : ctx.embed ? 'answer.finish' : 'answer.backToTopic')}</a>}
            </p>
          </section>
        )}
      </div>
    </div>
  );
}
