/**
 * Practice answering on a question page (`/q/{id}/`, `/t/{topic}/{id}/` and the embed
 * variants). Choosing an answer shows the verdict at once (the page knows the correct answer;
 * src/stores/players/practice/practice.ts records the answer behind it) with the feedback on the chosen answer,
 * the explanation, and the way on: the next question of the topic's test, the test's result
 * summary (or the embed's done view) after the last one (a link followed before the answer is
 * recorded waits for it: src/navigation/leave-guard.ts). Once answered (never
 * before), how others answered: each option's share and the share who get it wrong
 * (src/stores/reads/shares/shares.ts). Without JavaScript the static answer list and the explanation link of
 * the page stay.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useEffectEvent, useLayoutEffect, useMemo } from 'react';
import type { Lang } from '../domain/model.ts';
import { localize, paths, routeEntry } from '../domain/routes.ts';
import { readTestQuery, testQuestionHref, testSummaryHref } from '../domain/test-links.ts';
import { afterReviewHref } from '../domain/review-links.ts';
import { $route } from '../navigation/route.ts';
import { onAnswerDropped } from '../stores/players/answers/index.ts';
import { $practice, answerPractice, resetPractice, showAnswered } from '../stores/players/practice/index.ts';
import { offerAnswer, takeCarriedAnswer } from '../navigation/carried-answer.ts';
import { format, type Messages } from '../utils/format.ts';
import { useMounted, type QuestionData } from './answering/shared.tsx';
import { AnswerOptions } from './answering/AnswerOptions.tsx';
import { Verdict, useVerdictFocus } from './answering/Verdict.tsx';
import { askServiceWorker } from '../offline/warm.ts';
import {
  findTestOrder,
  nextQuestionIn,
  unpackTestOrder,
  type PackedTestOrder,
  type TestOrder,
} from '../stores/players/practice/index.ts';
import { $shares, fetchQuestionShares, optionShares, resetShares } from '../stores/reads/shares/index.ts';
import { $reviewPlace, enterReviewPlace, leaveReviewPlace } from '../stores/review/place/index.ts';
import { SharesLine } from './answering/SharesLine.tsx';
import { TestProgress } from './answering/TestProgress.tsx';
import enMessages from 'virtual:island-messages/question-player/en';
import svMessages from 'virtual:island-messages/question-player/sv';

/**
 * The player's strings in both languages, bundled with it (src/utils/island-messages.ts): in its
 * props they were a kilobyte of each of the build's tens of thousands of question pages.
 */
const MESSAGES: Readonly<Record<Lang, Messages>> = { en: enMessages, sv: svMessages };

export interface QuestionPlayerProps {
  readonly lang: Lang;
  readonly question: QuestionData;
  readonly correctAnswerId: string;
  readonly veryWrongIds: readonly string[];
  readonly feedback: Readonly<Record<string, string>>;
  readonly explanationHtml: string;
  /** The tests (with question order, packed: src/stores/players/practice/test-order.ts) that contain this question. */
  readonly orders: readonly PackedTestOrder[];
  /** False for a question only a certificate test holds: its shares are not public (no request). */
  readonly sharesPublic: boolean;
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
  const { lang, question } = props;
  const messages = MESSAGES[lang];
  const t = (key: string, vars?: Record<string, string | number>) => format(messages, key, vars);
  const mounted = useMounted('[data-static-answers]');
  const state = useStore($practice);
  const verdictFocus = useVerdictFocus();
  useEffect(
    () => () => {
      resetPractice();
      resetShares();
    },
    [],
  );
  // The language switch keeps the answered view: the answer crosses to the other language's page.
  useEffect(() => {
    if (!mounted) return;
    const carried = takeCarriedAnswer(question.id);
    if (carried && question.answers.some((a) => a.id === carried))
      showAnswered(carried, { correct: props.correctAnswerId, veryWrong: props.veryWrongIds });
  }, [mounted, question.id, question.answers, props.correctAnswerId, props.veryWrongIds]);
  useEffect(
    () => (state.status === 'answered' && state.chosen ? offerAnswer(question.id, state.chosen) : undefined),
    [state.status, state.chosen, question.id],
  );
  const allShares = useStore($shares);
  // How others answered: asked for only once this learner has answered.
  useEffect(() => {
    if (state.status === 'answered' && props.sharesPublic) void fetchQuestionShares(question.id);
  }, [state.status, question.id, props.sharesPublic]);

  const ctx = useMemo<Context>(() => (mounted ? contextOf() : { topicSlug: null, embed: false }), [mounted]);
  // `only`: "try the wrong ones again" from the summary: only these questions, in test order.
  const { test: testParam, only } = mounted ? readTestQuery(location.search) : { test: null, only: null };
  const orders = useMemo(() => props.orders.map(unpackTestOrder), [props.orders]);
  const order = ctx.topicSlug ? findTestOrder(orders, ctx.topicSlug, question.id, testParam) : null;
  // In a review session (`?review=`, src/stores/review/): "Question n of m", a review answer, and
  // on to the session's next question. Read before the first paint, so no answer goes unmarked.
  useLayoutEffect(() => {
    enterReviewPlace(location.search, question.id);
    return leaveReviewPlace;
  }, [question.id]);
  const reviewPlace = useStore($reviewPlace);
  const inReview = reviewPlace !== null;

  // A test started online can be finished offline: its other questions (and the topic page) are kept.
  const warmKey = order && ctx.topicSlug ? `${order.testGlobalId}/${ctx.embed}` : '';
  // Warmed once per test and embedding (`warmKey`), not on every render's new `order` object: an effect event.
  const warm = useEffectEvent(() => {
    if (!order || !ctx.topicSlug) return;
    const urls = order.questions.map((q) => localize(lang, paths.question(q)));
    urls.push(localize(lang, ctx.embed ? paths.topicEmbed(ctx.topicSlug) : paths.topic(ctx.topicSlug)));
    if (!ctx.embed) urls.push(localize(lang, paths.topicSummary(ctx.topicSlug)));
    void askServiceWorker({ type: 'warm', urls }).then((r) => {
      if (r) document.documentElement.dataset['offlineWarmed'] = String(r.kept ?? 0);
    });
  });
  useEffect(() => {
    if (warmKey) warm();
  }, [warmKey]);

  // Saving failed (at once, or later when the API refused a kept answer): back to the start
  // screen (the topic page), where the alert is shown.
  const toStart = () => {
    if (ctx.topicSlug)
      location.assign(
        `${localize(lang, ctx.embed ? paths.topicEmbed(ctx.topicSlug) : paths.topic(ctx.topicSlug))}?alert=test.saveAnswerWentWrong`,
      );
  };
  // An effect event: the listener always goes to the current start screen without subscribing again.
  const onDropped = useEffectEvent(toStart);
  useEffect(() => onAnswerDropped('practice', () => onDropped()), []);

  if (!mounted) return null;

  const choose = async (answerId: string) => {
    verdictFocus.arm();
    const ok = await answerPractice(
      question.id,
      answerId,
      order,
      { correct: props.correctAnswerId, veryWrong: props.veryWrongIds },
      only !== null,
      inReview,
    );
    if (!ok) toStart();
  };

  const answered = state.status === 'answered';
  const next = order ? nextQuestionIn(order, question.id, only) : null;
  const nextHref = reviewPlace
    ? afterReviewHref(lang, reviewPlace.session, question.id)
    : ctx.topicSlug && order
      ? followingHref(lang, ctx, order, next, testParam, only)
      : null;
  const reviewLast = reviewPlace !== null && reviewPlace.current === reviewPlace.total;
  const verdict = state.isCorrect ? 'correct' : state.isVeryWrong ? 'veryWrong' : 'wrong';
  const correctText = question.answers.find((a) => a.id === props.correctAnswerId)?.text ?? '';
  const chosenFeedback = state.chosen ? props.feedback[state.chosen] : undefined;
  const shares = answered ? allShares[question.id] : undefined;

  return (
    <div className="answer-player" data-ready="" data-answered={answered ? '' : undefined}>
      {reviewPlace && <TestProgress current={reviewPlace.current} total={reviewPlace.total} messages={messages} />}
      <AnswerOptions
        options={question.answers}
        asImages={question.answersAsImages}
        messages={messages}
        chosen={state.chosen}
        disabled={state.status !== 'idle'}
        onChoose={(id) => void choose(id)}
        reveal={answered ? { correct: props.correctAnswerId, veryWrong: props.veryWrongIds } : null}
        shares={optionShares(shares)}
        label={t('answer.optionsLabel')}
      />
      {answered && (
        <Verdict
          kind={verdict}
          title={t(`answer.${verdict}`)}
          headingId="answer-result-heading"
          headingRef={verdictFocus.ref}
        >
          {!state.isCorrect && (
            <p className="correct-answer">{t('answer.correctAnswerWas', { answer: correctText })}</p>
          )}
          <SharesLine shares={shares} messages={messages} />
          {chosenFeedback && <p className="answer-feedback">{chosenFeedback}</p>}
          {props.explanationHtml && (
            <div className="answer-explanation">
              <h3>{t('answer.explanation')}</h3>
              <div className="rich" dangerouslySetInnerHTML={{ __html: props.explanationHtml }} />
            </div>
          )}
          <p className="answer-actions">
            {nextHref && (
              <a className="button" href={nextHref} data-next="">
                {t(
                  inReview
                    ? reviewLast
                      ? 'answer.seeResult'
                      : 'answer.nextQuestion'
                    : next
                      ? 'answer.nextQuestion'
                      : ctx.embed
                        ? 'answer.finish'
                        : 'answer.seeResult',
                )}
              </a>
            )}
          </p>
        </Verdict>
      )}
    </div>
  );
}

/**
 * Where "next" leads inside a topic's test: the next question (keeping `?test=` and the retry
 * set), else the test's result summary (the embed's done view in an embed).
 */
function followingHref(
  lang: Lang,
  ctx: Context,
  order: TestOrder,
  next: string | null,
  testParam: string | null,
  only: readonly string[] | null,
): string {
  const topic = ctx.topicSlug ?? order.topicSlug;
  if (ctx.embed) return localize(lang, paths.topicEmbed(topic, next ?? 'done'));
  if (!next) return testSummaryHref(lang, topic, order.testGlobalId);
  return testQuestionHref(lang, topic, next, { test: testParam, only });
}
